import { useEffect, useState } from 'react';
import { fetchCount, type TableKind } from './admin-api';
import { useAdminSession } from './admin-session-context';
import type { InstantRange } from './date-range';

const cards: { kind: TableKind; label: string }[] = [
  { kind: 'users', label: 'Users' },
  { kind: 'contacts', label: 'Contact Requests' },
  { kind: 'demos', label: 'Demo Requests' },
];

const number = new Intl.NumberFormat('en-US');

/**
 * spec 2 "Admin dashboard": three count cards. decisions.md: counts come from
 * X-Total-Count of a one-row page under the date filter (never from loading rows).
 */
export function CountCards({ range, periodLabel, version }: { range: InstantRange; periodLabel: string; version: number }) {
  const { token, handleError } = useAdminSession();
  const key = JSON.stringify([range.from ?? '', range.to ?? '', version]);
  const [counts, setCounts] = useState<{ key: string; values: Partial<Record<TableKind, number>> }>({ key: '', values: {} });

  useEffect(() => {
    const controller = new AbortController();
    for (const { kind } of cards) {
      fetchCount(kind, range, token, controller.signal).then(
        (n) => setCounts((c) => ({ key, values: { ...(c.key === key ? c.values : {}), [kind]: n } })),
        (error: unknown) => {
          if (!controller.signal.aborted) handleError(error, `${kind} count`);
        },
      );
    }
    return () => controller.abort();
    // key stands for range and version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token, handleError]);

  return (
    <dl aria-label={`Counts, ${periodLabel}`} className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ kind, label }) => {
        const value = counts.key === key ? counts.values[kind] : undefined;
        return (
          <div key={kind} className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
            <dt className="text-sm font-medium text-ink-600">{label}</dt>
            <dd className="mt-2 text-3xl font-bold tracking-tight text-ink-900" aria-busy={value === undefined}>
              {value === undefined ? (
                <>
                  <span aria-hidden="true" className="text-ink-300">
                    –
                  </span>
                  <span className="sr-only">Loading</span>
                </>
              ) : (
                number.format(value)
              )}
            </dd>
            <dd className="mt-1 text-xs text-ink-500">{periodLabel}</dd>
          </div>
        );
      })}
    </dl>
  );
}
