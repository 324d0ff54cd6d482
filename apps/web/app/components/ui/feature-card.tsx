import type { ReactNode } from 'react';
import { LineIcon } from './line-icon';

/**
 * One card of a card grid: a picture (an icon badge, an illustration, a step number), a title and a
 * sentence. The grid around it is the page's list (ul or ol), so the card is its list item.
 */
export function FeatureCard({ media, title, text, flat = false }: { media: ReactNode; title: string; text: string; flat?: boolean }) {
  return (
    <li className={flat ? 'rounded-card border border-ink-200 bg-white p-6' : 'rounded-card border border-ink-200 bg-white p-6 shadow-card'}>
      {media}
      <h3 className="mt-4 text-lg font-semibold text-ink-900">{title}</h3>
      <p className="mt-2 text-ink-600">{text}</p>
    </li>
  );
}

/** A decorative icon on a tinted square, the picture of a feature card; `tint` is its background class. */
export function IconBadge({ icon, tint = 'bg-brand-50' }: { icon: string; tint?: string }) {
  return (
    <span className={`inline-flex size-14 items-center justify-center rounded-card ${tint}`}>
      <LineIcon href={icon} className="size-9" />
    </span>
  );
}
