import type { ReactNode } from 'react';

// The titled panels of a signed-in visitor's pages, the Developer console and the account page
// (docs/decisions/047-visitor-account-page.md, 048-developer-console.md).

/** A titled panel; `id` is its heading's, which links on the page (the console's checklist) point to. */
export function Panel({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-200 bg-white p-5 sm:p-6">
      <h2 id={id} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-ink-900 focus:outline-none">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-ink-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A panel's line for the server's answer: a person with a screen reader hears it when it changes. */
export function StatusLine({ text, className = 'mt-2' }: { text: string; className?: string }) {
  return (
    <p role="status" className={`text-sm text-ink-600 ${className}`}>
      {text}
    </p>
  );
}
