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
 * product §2 "Admin dashboard": three count cards. product §13: counts come from
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
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map(({ kind, label }) => {
        const value = counts.key === key ? counts.values[kind] : undefined;
        return (
          <div key={kind} className="flex flex-col rounded-card border border-ink-200 bg-white p-3 shadow-card sm:p-5">
            <dt className="text-xs font-medium text-ink-600 sm:text-sm">{label}</dt>
            <dd className="mt-auto pt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl" aria-busy={value === undefined}>
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
            <dd className="mt-1 hidden text-xs text-ink-600 sm:block">{periodLabel}</dd>
          </div>
        );
      })}
    </dl>
  );
}
