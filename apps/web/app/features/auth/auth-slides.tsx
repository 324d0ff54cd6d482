import type { JSX } from 'react';
import type { AuthSlideId } from './auth-copy';

// Illustrations of the auth modal's slider, drawn for this project in the site palette
// (docs/decisions/003-design-tokens.md). Decorative: each slide's caption says the same.
const common = { viewBox: '0 0 320 180', 'aria-hidden': true, focusable: false, className: 'h-auto w-full' } as const;

function SendArt() {
  return (
    <svg {...common}>
      <rect x="106" y="14" width="108" height="156" rx="16" fill="#ffffff" />
      <rect x="116" y="30" width="88" height="120" rx="6" fill="var(--color-brand-100)" />
      <rect x="124" y="42" width="60" height="18" rx="9" fill="var(--color-brand-600)" />
      <rect x="140" y="68" width="56" height="18" rx="9" fill="#ffffff" />
      <rect x="124" y="94" width="68" height="18" rx="9" fill="var(--color-brand-600)" />
      <circle cx="160" cy="160" r="4" fill="var(--color-brand-200)" />
      <path d="M230 60l52-20-20 52-10-22z" fill="var(--color-accent-400)" />
      <path d="M252 70l-22-10" stroke="var(--color-brand-900)" strokeWidth="3" strokeLinecap="round" />
      <path d="M36 120q16-20 32 0t32 0" fill="none" stroke="var(--color-brand-200)" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

function ChannelsArt() {
  const nodes: [number, number, string][] = [
    [60, 50, 'var(--color-accent-400)'],
    [60, 130, '#ffffff'],
    [260, 50, '#ffffff'],
    [260, 130, 'var(--color-accent-400)'],
    [160, 24, 'var(--color-brand-200)'],
  ];
  return (
    <svg {...common}>
      {nodes.map(([x, y, fill]) => (
        <g key={`${x}-${y}`}>
          <path d={`M160 90L${x} ${y}`} stroke="var(--color-brand-200)" strokeWidth="3" strokeDasharray="6 6" />
          <circle cx={x} cy={y} r="18" fill={fill} />
        </g>
      ))}
      <rect x="120" y="62" width="80" height="56" rx="14" fill="#ffffff" />
      <path d="M142 90h36M152 80l-10 10 10 10M168 80l10 10-10 10" stroke="var(--color-brand-600)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

function ReportsArt() {
  const bars = [54, 86, 70, 112, 96, 130];
  return (
    <svg {...common}>
      <rect x="40" y="20" width="240" height="144" rx="14" fill="#ffffff" />
      {bars.map((h, i) => (
        <rect key={h} x={66 + i * 34} y={148 - h} width="20" height={h} rx="5" fill={i % 2 ? 'var(--color-brand-600)' : 'var(--color-brand-200)'} />
      ))}
      <path d="M62 98l34-22 34 12 34-34 34 10 34-30" fill="none" stroke="var(--color-accent-400)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const art: Record<AuthSlideId, () => JSX.Element> = { send: SendArt, channels: ChannelsArt, reports: ReportsArt };

export function AuthSlideArt({ id }: { id: AuthSlideId }) {
  const Art = art[id];
  return <Art />;
}
