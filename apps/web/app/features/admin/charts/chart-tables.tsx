import type { DailyStat, DemosByService } from '@tarang/shared/admin-stats';
import { DataTable } from '../data-table';
import { formatDayLabel } from '../format-date';
import type { Column } from '../table-columns';
import { dailySeries } from './chart-text';

// The tables that stand in for the charts (docs/decisions/036-dashboard-charts.md): the same figures,
// read by a screen reader or anyone who prefers numbers, in the dashboard's table styling.

const number = new Intl.NumberFormat('en-US');

type DayRow = DailyStat & { id: number };
type ServiceRow = DemosByService['services'][number] & { id: number };

const dayColumns: Column<DayRow>[] = [
  { header: 'Day', cell: (r) => formatDayLabel(r.day), rowHeader: true },
  ...dailySeries.map(({ key, label }): Column<DayRow> => ({ header: label, cell: (r) => number.format(r[key]) })),
];

const serviceColumns: Column<ServiceRow>[] = [
  { header: 'Service', cell: (r) => r.service, rowHeader: true },
  { header: 'Demo requests', cell: (r) => number.format(r.demos) },
];

export function DailyStatsTable({ days, timeZone }: { days: DailyStat[]; timeZone: string }) {
  return <FiguresTable caption="Leads per day" columns={dayColumns} figures={days} empty="No days in this period." timeZone={timeZone} />;
}

export function ServicesTable({ services, timeZone }: { services: DemosByService['services']; timeZone: string }) {
  return <FiguresTable caption="Demo requests by service" columns={serviceColumns} figures={services} empty="No services." timeZone={timeZone} />;
}

/** A chart's figures as a dashboard table: they arrive with the chart, so the table never loads, and its rows are keyed by position. */
function FiguresTable<F>({
  figures,
  ...table
}: {
  caption: string;
  columns: Column<F & { id: number }>[];
  figures: F[];
  empty: string;
  timeZone: string;
}) {
  return <DataTable {...table} rows={figures.map((f, id) => ({ ...f, id }))} loading={false} />;
}
