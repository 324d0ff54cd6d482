import { useId, type ReactNode } from 'react';

/** One panel of the editor: a region named by its heading, so a screen reader can jump between them. */
export function ContentSection({ title, intro, className = '', children }: { title: string; intro?: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6 ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-ink-600">{intro}</p>}
      {children}
    </section>
  );
}
