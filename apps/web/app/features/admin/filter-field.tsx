import type { ReactNode } from 'react';

/** A labelled control of an admin filter bar (lead tables, audit trail, dashboard dates): the label above what it names. */
export function FilterField({ id, label, className, children }: { id: string; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-700">
        {label}
      </label>
      {children}
    </div>
  );
}
