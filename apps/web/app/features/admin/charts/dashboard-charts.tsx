import type { DailyStats, DemosByService } from '@tarang/shared/admin-stats';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { Button } from '../../../components/ui/button';
import { useAdminSession } from '../admin-session-context';
import type { InstantRange } from '../date-range';
import { DailyStatsTable, ServicesTable } from './chart-tables';
import { dailySeries, dailySummary, servicesSummary } from './chart-text';
import { fetchDailyStats, fetchDemosByService } from './stats-api';
import { type ChartOptions, UplotChart } from './uplot-chart';

// The dashboard's two pictures (docs/decisions/036-dashboard-charts.md): leads per day and demo requests
// by service, under the dashboard's date filter. This module and uPlot load only when the dashboard
// mounts it (React.lazy), so no other page carries them.

/**
 * Each series' colour is a design token (docs/decisions/003-design-tokens.md) given to its legend swatch;
 * the canvas reads it back from there, so legend and line always agree. Dashes tell the lines apart
 * without colour. All four have at least 3:1 contrast on white (WCAG 1.4.11).
 */
const seriesStyle = {
  contacts: { swatch: 'bg-brand-600', dash: undefined },
  demos: { swatch: 'bg-accent-700', dash: [8, 4] },
  signups: { swatch: 'bg-ink-700', dash: [2, 3] },
  confirmedSubscribers: { swatch: 'bg-brand-900', dash: [10, 3, 2, 3] },
} as const;

const number = new Intl.NumberFormat('en-US');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-21' as an axis tick: '21 Nov'. */
const tickDay = (day: string) => `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}`;

const colour = (el: Element | null, property: 'color' | 'backgroundColor') => (el ? getComputedStyle(el)[property] : '#334155');

/** Axes in the box's text colour (ink-600) on a light grid (ink-200). */
function axis(box: HTMLElement, values: uPlot.Axis['values'], extra: Partial<uPlot.Axis> = {}): uPlot.Axis {
  const text = colour(box, 'color');
  return { stroke: text, values, grid: { stroke: '#e2e8f0', width: 1 }, ticks: { stroke: '#e2e8f0', width: 1 }, font: '12px system-ui, sans-serif', ...extra };
}

/** Whole numbers only on the count axis. */
const countTicks: uPlot.Axis['values'] = (_u, splits) => splits.map((v) => (Number.isInteger(v) ? number.format(v) : ''));
const countScale: uPlot.Scale = { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] };
/** Half a step of room either side, so one day or the first and last bars are not cut off. */
const indexScale: uPlot.Scale = { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] };

interface Loaded {
  key: string;
  daily?: DailyStats;
  services?: DemosByService;
  failed?: boolean;
}

export default function DashboardCharts({ range, timeZone, periodLabel, version }: { range: InstantRange; timeZone: string; periodLabel: string; version: number }) {
  const { token, handleError } = useAdminSession();
  const key = JSON.stringify([range.from ?? '', range.to ?? '', timeZone, version]);
  const [loaded, setLoaded] = useState<Loaded>({ key: '' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchDailyStats(range, timeZone, token, controller.signal), fetchDemosByService(range, timeZone, token, controller.signal)]).then(
      ([daily, services]) => setLoaded({ key, daily, services }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        handleError(error, 'charts');
        setLoaded({ key, failed: true });
      },
    );
    return () => controller.abort();
    // key stands for range, zone and version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token, handleError, attempt]);

  const current = loaded.key === key ? loaded : undefined;
  const status = !current ? 'Loading…' : current.failed ? 'The charts could not be loaded.' : undefined;

  return (
    <section aria-labelledby="charts-title" className="rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
      <h2 id="charts-title" className="text-lg font-semibold text-ink-900">
        Charts
      </h2>
      <p className="mt-1 text-sm text-ink-600">{periodLabel}, by day in your time zone. Suspected spam is left out.</p>
      <div aria-live="polite" className="text-sm text-ink-600">
        {status && (
          <p className="mt-4 flex flex-wrap items-center gap-3">
            {status}
            {current?.failed && (
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            )}
          </p>
        )}
      </div>
      {current?.daily && current.services && (
        <div className="mt-4 grid gap-8 xl:grid-cols-2">
          <LeadsPerDay stats={current.daily} timeZone={timeZone} />
          <ServicesChart stats={current.services} timeZone={timeZone} />
        </div>
      )}
    </section>
  );
}

function ChartFigure({ title, caption, children, table }: { title: string; caption: string; children: ReactNode; table: ReactNode }) {
  return (
    <figure className="min-w-0">
      <figcaption>
        <span className="block font-semibold text-ink-900">{title}</span>
        <span className="block text-sm text-ink-600">{caption}</span>
      </figcaption>
      <div className="mt-3">{children}</div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">Show as table</summary>
        <div className="mt-3">{table}</div>
      </details>
    </figure>
  );
}

function LeadsPerDay({ stats, timeZone }: { stats: DailyStats; timeZone: string }) {
  const legend = useRef<HTMLUListElement>(null);
  const { days } = stats;
  const data = useMemo<uPlot.AlignedData>(() => [days.map((_, i) => i), ...dailySeries.map(({ key }) => days.map((d) => d[key]))], [days]);
  const build = useCallback(
    (box: HTMLElement): ChartOptions => ({
      scales: { x: indexScale, y: countScale },
      axes: [
        axis(box, (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? tickDay(days[i].day) : ''))),
        axis(box, countTicks, { size: 48 }),
      ],
      series: [
        {},
        ...dailySeries.map(({ key, label }) => ({
          label,
          stroke: colour(legend.current?.querySelector(`[data-series="${key}"]`) ?? null, 'backgroundColor'),
          width: 2,
          ...(seriesStyle[key].dash ? { dash: [...seriesStyle[key].dash] } : {}),
          points: { show: days.length <= 45, size: 6 },
        })),
      ],
      legend: { show: false },
      cursor: { show: false },
    }),
    [days],
  );
  return (
    <ChartFigure
      title="Leads per day"
      caption="Contact questions, demo requests, sign-ups and confirmed subscribers each day."
      table={<DailyStatsTable days={days} timeZone={timeZone} />}
    >
      <ul ref={legend} className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
        {dailySeries.map(({ key, label }) => (
          <li key={key} className="inline-flex items-center gap-2">
            <span aria-hidden="true" data-series={key} className={`inline-block h-1 w-5 rounded ${seriesStyle[key].swatch}`} />
            {label}
          </li>
        ))}
      </ul>
      <UplotChart label={dailySummary(days)} height={260} build={build} data={data} />
    </ChartFigure>
  );
}

function ServicesChart({ stats, timeZone }: { stats: DemosByService; timeZone: string }) {
  const swatch = useRef<HTMLSpanElement>(null);
  const { services } = stats;
  const data = useMemo<uPlot.AlignedData>(() => [services.map((_, i) => i), services.map((s) => s.demos)], [services]);
  const build = useCallback(
    (box: HTMLElement): ChartOptions => {
      const fill = colour(swatch.current, 'backgroundColor');
      return {
        scales: { x: indexScale, y: countScale },
        axes: [
          axis(box, (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (services[i]?.service ?? '') : '')), { rotate: -35, size: 110, incrs: [1], gap: 4 }),
          axis(box, countTicks, { size: 48 }),
        ],
        series: [{}, { label: 'Demo requests', fill, stroke: fill, width: 0, paths: uPlot.paths.bars!({ size: [0.6, 48] }), points: { show: false } }],
        legend: { show: false },
        cursor: { show: false },
      };
    },
    [services],
  );
  return (
    <ChartFigure title="Demo requests by service" caption="Demo requests in the period, by the service each asked about." table={<ServicesTable services={services} timeZone={timeZone} />}>
      <span ref={swatch} aria-hidden="true" className="hidden bg-brand-600" />
      <UplotChart label={servicesSummary(services)} height={300} build={build} data={data} />
    </ChartFigure>
  );
}
