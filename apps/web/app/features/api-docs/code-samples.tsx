import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CodeSample } from '../../content/api-docs';
import { CopyButton } from './copy-button';

/**
 * The main request in curl, Node.js, Python and PHP (product §15),
 * as WAI-ARIA tabs: arrow keys move between languages, Home and End jump to the ends.
 */
export function CodeSamples({ samples, label }: { samples: CodeSample[]; label: string }) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = samples[active] ?? samples[0];
  if (!current) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = samples.length - 1;
    const next =
      event.key === 'ArrowRight' ? (active === last ? 0 : active + 1)
      : event.key === 'ArrowLeft' ? (active === 0 ? last : active - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="mt-4 overflow-hidden rounded-card bg-ink-900">
      <div className="flex items-center justify-between gap-2 border-b border-white/10 px-2">
        <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex overflow-x-auto">
          {samples.map((sample, index) => (
            <button
              key={sample.language}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === active}
              aria-controls={`${baseId}-panel`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setActive(index)}
              className={`min-h-11 whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${
                index === active ? 'border-accent-400 text-white' : 'border-transparent text-ink-300 hover:text-white'
              }`}
            >
              {sample.language}
            </button>
          ))}
        </div>
        <CopyButton text={current.code} className="shrink-0" />
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
        <pre tabIndex={0} className="overflow-x-auto p-4 text-[13px] leading-6 text-ink-100">
          <code>{current.code}</code>
        </pre>
      </div>
    </div>
  );
}

/** A block of code or JSON with its own copy button. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <figure className="mt-4 overflow-hidden rounded-card bg-ink-900">
      <figcaption className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-1.5 text-xs font-semibold uppercase tracking-wide text-ink-300">
        {label}
        <CopyButton text={code} />
      </figcaption>
      <pre tabIndex={0} className="overflow-x-auto p-4 text-[13px] leading-6 text-ink-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
