import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { DateFilter } from './date-filter';
import type { usePeriodFilter } from './period-filter';

/** A dated admin page's heading, what its dates mean, and its date filter with Refresh (the dashboard, Analytics). */
export function PeriodHeader({ title, period, children }: { title: string; period: ReturnType<typeof usePeriodFilter>; children: ReactNode }) {
  const { filter, changeFilter, refresh } = period;
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <h1 className="section-title">{title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-600">{children}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <DateFilter option={filter.option} custom={filter.custom} onChange={changeFilter} />
        <Button variant="secondary" onClick={refresh}>
          Refresh
        </Button>
      </div>
    </div>
  );
}
