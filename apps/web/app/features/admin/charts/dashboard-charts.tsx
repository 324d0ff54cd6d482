import type { DailyStat, DailyStats, DemosByService } from '@tarang/shared/admin-stats';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import type { InstantRange } from '../date-range';
import { LoadStatus, useKeyedLoad } from '../keyed-load';
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
  contacts: { swatch: 'text-brand-600', dash: undefined },
  demos: { swatch: 'text-accent-700', dash: [8, 4] },
  signups: { swatch: 'text-ink-700', dash: [2, 3] },
  confirmedSubscribers: { swatch: 'text-brand-900', dash: [10, 3, 2, 3] },
} as const;

const number = new Intl.NumberFormat('en-US');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-21' as an axis tick: '21 Nov'. */
const tickDay = (day: string) => `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}`;

const AXIS_FONT = '12px system-ui, sans-serif';

/** Room for the longest category name beside its bar. */
function labelWidth(labels: string[]): number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return 160;
  ctx.font = AXIS_FONT;
  // uPlot counts the tick (10 px) and the gap (6 px) inside the size; a little more keeps the first letter clear.
  return Math.ceil(Math.max(0, ...labels.map((l) => ctx.measureText(l).width))) + 24;
}

const colour = (el: Element | null, property: 'color' | 'backgroundColor') => (el ? getComputedStyle(el)[property] : '#334155');

/** Axes in the box's text colour (ink-600) on a light grid (ink-200). */
function axis(box: HTMLElement, values: uPlot.Axis['values'], extra: Partial<uPlot.Axis> = {}): uPlot.Axis {
  const text = colour(box, 'color');
  return { stroke: text, values, grid: { stroke: '#e2e8f0', width: 1 }, ticks: { stroke: '#e2e8f0', width: 1 }, font: AXIS_FONT, ...extra };
}

/** Whole numbers only on the count axis. */
const countTicks: uPlot.Axis['values'] = (_u, splits) => splits.map((v) => (Number.isInteger(v) ? number.format(v) : ''));
const countScale: uPlot.Scale = { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] };
/** Half a step of room either side, so one day or the first and last bars are not cut off. */
const indexScale: uPlot.Scale = { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] };

export default function DashboardCharts({ range, timeZone, periodLabel, version }: { range: InstantRange; timeZone: string; periodLabel: string; version: number }) {
  // While a new period loads, the last figures stay (with aria-busy), so an open table stays open.
  const { data: shown, loading, failed, retry } = useKeyedLoad('charts', [range.from ?? '', range.to ?? '', timeZone, version], (token, signal) =>
    Promise.all([fetchDailyStats(range, timeZone, token, signal), fetchDemosByService(range, timeZone, token, signal)]).then(([daily, services]) => ({ daily, services })),
  );
  const status = failed ? 'The charts could not be loaded.' : !shown ? 'Loading…' : undefined;

  return (
    <section aria-labelledby="charts-title" aria-busy={loading} className="rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
      <h2 id="charts-title" className="text-lg font-semibold text-ink-900">
        Charts
      </h2>
      <p className="mt-1 text-sm text-ink-600">{periodLabel}, by day in your time zone. Suspected spam is left out.</p>
      <LoadStatus status={status} failed={failed} retry={retry} className="mt-4" />
      {shown && (
        <div className="mt-4 grid gap-8 xl:grid-cols-2">
          <LeadsPerDay stats={shown.daily} timeZone={timeZone} />
          <ServicesChart stats={shown.services} timeZone={timeZone} />
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
          stroke: colour(legend.current?.querySelector(`[data-series="${key}"]`) ?? null, 'color'),
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
            <svg aria-hidden="true" data-series={key} width="24" height="6" className={seriesStyle[key].swatch}>
              <line x1="0" y1="3" x2="24" y2="3" stroke="currentColor" strokeWidth="2.5" strokeDasharray={seriesStyle[key].dash?.join(' ')} />
            </svg>
            {label}
          </li>
        ))}
      </ul>
      {days.length === 1 ? <OneDay day={days[0]!} label={dailySummary(days)} /> : <UplotChart label={dailySummary(days)} height={260} build={build} data={data} />}
    </ChartFigure>
  );
}

/**
 * A period of one day has no line to draw: each series' count as a bar of its own, in the legend's colour and
 * dash, with the number beside it, so the day reads at a glance rather than as four dots on an axis.
 */
function OneDay({ day, label }: { day: DailyStat; label: string }) {
  const most = Math.max(1, ...dailySeries.map(({ key }) => day[key]));
  return (
    <div role="img" aria-label={label} className="space-y-3 py-2">
      <p aria-hidden="true" className="text-sm font-medium text-ink-700">
        {tickDay(day.day)}
      </p>
      {dailySeries.map(({ key, label: name }) => (
        <div key={key} aria-hidden="true" className="grid grid-cols-[9rem_1fr_auto] items-center gap-3 text-sm text-ink-700">
          <span>{name}</span>
          <svg width="100%" height="14" className={seriesStyle[key].swatch}>
            <rect x="0" y="0" height="14" width={`${(day[key] / most) * 100}%`} rx="2" fill="currentColor" fillOpacity={0.85} stroke="currentColor" strokeDasharray={seriesStyle[key].dash?.join(' ')} />
          </svg>
          <span className="min-w-8 text-right font-semibold tabular-nums text-ink-900">{number.format(day[key])}</span>
        </div>
      ))}
    </div>
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
        // Bars run sideways, so every service name reads level at any width: the services are the
        // vertical scale (ori 1, first at the top), the counts the horizontal one.
        scales: { x: { ...indexScale, ori: 1, dir: -1 }, y: { ...countScale, ori: 0, dir: 1 } },
        axes: [
          axis(box, (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (services[i]?.service ?? '') : '')), {
            side: 3,
            incrs: [1],
            space: 16,
            gap: 6,
            size: labelWidth(services.map((s) => s.service)),
            grid: { show: false },
          }),
          axis(box, countTicks, { side: 2, size: 32 }),
        ],
        series: [{}, { label: 'Demo requests', fill, stroke: fill, width: 0, paths: uPlot.paths.bars!({ size: [0.6, 28] }), points: { show: false } }],
        legend: { show: false },
        cursor: { show: false },
      };
    },
    [services],
  );
  return (
    <ChartFigure title="Demo requests by service" caption="Demo requests in the period, by the service each asked about." table={<ServicesTable services={services} timeZone={timeZone} />}>
      <span ref={swatch} aria-hidden="true" className="hidden bg-brand-600" />
      <UplotChart label={servicesSummary(services)} height={services.length * 36 + 40} build={build} data={data} />
    </ChartFigure>
  );
}
