import { analyticsGoalLabels, analyticsGoals, type AnalyticsReport, type AnalyticsRow, type AnalyticsTable, analyticsTables, analyticsTableSubjects, percent } from '@tarang/shared/analytics';
import { lazy, Suspense } from 'react';
import { AdminLayout } from '../admin-layout';
import { withAdminSession } from '../admin-session-context';
import { CsvExportButton } from '../csv-export';
import { csvFileName } from '../csv-file-name';
import { LogoutButton } from '../dashboard';
import { DataTable } from '../data-table';
import { type PeriodInfo, usePeriodFilter } from '../period-filter';
import { PeriodHeader } from '../period-header';
import type { Column } from '../table-columns';
import { LoadStatus, useKeyedLoad } from '../keyed-load';
import { fetchAnalytics, fetchAnalyticsCsv } from './analytics-api';
import { formatCount, funnelSteps, goalFigures, headlineFigures } from './analytics-text';

// The Analytics page (docs/product.md "Analytics", docs/decisions/050-cookieless-analytics.md): the site's
// own cookieless counts under the dashboard's date filter, each table with its conversion rate to every
// goal. The chart and its library load after the figures, as on the dashboard.
const AnalyticsChart = lazy(() => import('./analytics-chart'));

export const AdminAnalytics = withAdminSession(AnalyticsScreen);

function AnalyticsScreen() {
  const period = usePeriodFilter();
  const { filter } = period;
  const { range } = filter.period;
  const { data: report, loading, failed, retry } = useKeyedLoad('analytics', [range.from ?? '', range.to ?? '', filter.version], (token, signal) => fetchAnalytics(range, token, signal));
  const status = failed ? 'The analytics could not be loaded.' : !report ? 'Loading…' : undefined;

  return (
    <AdminLayout wide nav actions={<LogoutButton />}>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6" aria-busy={loading}>
        <PeriodHeader title="Analytics" period={period}>
          Visits to the public site, counted without cookies: a visitor is counted for a day, and days are UTC days. Bots and signed-in admins are left out.
        </PeriodHeader>
        <LoadStatus status={status} failed={failed} retry={retry} />
        {report && <ReportView report={report} period={filter.period} />}
      </div>
    </AdminLayout>
  );
}

function ReportView({ report, period }: { report: AnalyticsReport; period: PeriodInfo }) {
  return (
    <>
      <section aria-labelledby="totals-title" className="space-y-4">
        <h2 id="totals-title" className="sr-only">
          Totals
        </h2>
        <Figures figures={headlineFigures(report.totals)} note={period.label} />
        <h3 className="text-base font-semibold text-ink-900">Goal conversions</h3>
        <Figures figures={goalFigures(report.totals).map((g) => ({ label: g.label, value: g.value, note: `${g.rate} of visitors` }))} />
      </section>
      <Suspense fallback={<p className="text-sm text-ink-600">Loading chart…</p>}>
        <AnalyticsChart report={report} />
      </Suspense>
      <Funnel funnel={report.funnel} />
      <div className="grid gap-8">
        {(Object.keys(analyticsTables) as AnalyticsTable[]).map((table) => (
          <ReportTable key={table} table={table} rows={report.tables[table]} period={period} />
        ))}
      </div>
    </>
  );
}

function Figures({ figures, note }: { figures: { label: string; value: string; note?: string }[]; note?: string }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-5">
      {figures.map((f) => (
        <div key={f.label} className="flex flex-col rounded-card border border-ink-200 bg-white p-3 shadow-card sm:p-5">
          <dt className="text-xs font-medium text-ink-600 sm:text-sm">{f.label}</dt>
          <dd className="mt-auto pt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{f.value}</dd>
          {(f.note ?? note) && <dd className="mt-1 text-xs text-ink-600">{f.note ?? note}</dd>}
        </div>
      ))}
    </dl>
  );
}

function Funnel({ funnel }: { funnel: AnalyticsReport['funnel'] }) {
  return (
    <section aria-labelledby="funnel-title" className="rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
      <h2 id="funnel-title" className="text-lg font-semibold text-ink-900">
        Funnel
      </h2>
      <p className="mt-1 text-sm text-ink-600">Visitors who landed, then saw a service page, then asked for a demo the same day.</p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-3">
        {funnelSteps(funnel).map((step, i) => (
          <li key={step.label} className="rounded-card border border-ink-200 p-4">
            <p className="text-sm font-medium text-ink-700">
              {i + 1}. {step.label}
            </p>
            <p className="mt-1 text-2xl font-bold text-ink-900">{step.visitors}</p>
            {i > 0 && (
              <p className="mt-1 text-xs text-ink-600">
                {step.kept} of the step before; {step.dropped} dropped off
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

type Row = AnalyticsRow & { id: number };

const tableColumns = (subject: string): Column<Row>[] => [
  { header: subject, cell: (r) => r.value, rowHeader: true, wrap: true },
  { header: 'Visitors', cell: (r) => formatCount(r.visitors) },
  { header: 'Page views', cell: (r) => formatCount(r.views) },
  { header: 'Bounce rate', cell: (r) => percent(r.bounces, r.visits) },
  ...analyticsGoals.map((g): Column<Row> => ({ header: `${analyticsGoalLabels[g]} rate`, cell: (r) => `${percent(r.goals[g], r.visitors)} (${formatCount(r.goals[g])})` })),
];


function ReportTable({ table, rows, period }: { table: AnalyticsTable; rows: AnalyticsRow[]; period: PeriodInfo }) {
  const title = analyticsTables[table];
  const id = `analytics-${table}`;
  return (
    // min-w-0: a grid item grows to its content otherwise, and a wide table would widen the page instead of scrolling in its region.
    <section aria-labelledby={id} className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        <CsvExportButton what={`analytics ${table}`} title={title} load={(token) => fetchAnalyticsCsv(table, period.range, token)} fileName={() => csvFileName(`analytics-${table}`, period.covered, period.today)} />
      </div>
      <DataTable caption={`${title}, with each goal's conversion rate`} columns={tableColumns(analyticsTableSubjects[table])} rows={rows.map((r, i) => ({ ...r, id: i }))} loading={false} empty="Nothing counted in this period." timeZone="UTC" />
    </section>
  );
}
