import type { AnalyticsReport } from '@tarang/shared/analytics';
import { percent } from '@tarang/shared/analytics';
import { useCallback, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { DataTable } from '../data-table';
import type { Column } from '../table-columns';
import { type ChartOptions, UplotChart } from '../charts/uplot-chart';
import { formatCount, periodLabel, seriesSummary } from './analytics-text';

// Visitors and page views over the period (docs/decisions/050-cookieless-analytics.md), drawn with the
// dashboard's uPlot canvas and read out by the table beside it, as the dashboard's charts are.

const series = [
  { key: 'visitors', label: 'Visitors', swatch: 'text-brand-600', dash: undefined },
  { key: 'views', label: 'Page views', swatch: 'text-accent-700', dash: [8, 4] },
] as const;

type Point = AnalyticsReport['series'][number] & { id: number };

const columns: Column<Point>[] = [
  { header: 'Period', cell: (p) => periodLabel(p.period), rowHeader: true },
  { header: 'Visitors', cell: (p) => formatCount(p.visitors) },
  { header: 'Visits', cell: (p) => formatCount(p.visits) },
  { header: 'Page views', cell: (p) => formatCount(p.views) },
  { header: 'Bounce rate', cell: (p) => percent(p.bounces, p.visits) },
  { header: 'Demo requests', cell: (p) => formatCount(p.goals.demo) },
  { header: 'Sign-ups', cell: (p) => formatCount(p.goals.signup) },
];

const AXIS_FONT = '12px system-ui, sans-serif';
const colour = (el: Element | null | undefined) => (el ? getComputedStyle(el).color : '#334155');

export default function AnalyticsChart({ report }: { report: AnalyticsReport }) {
  const legend = useRef<HTMLUListElement>(null);
  const points = report.series;
  const data = useMemo<uPlot.AlignedData>(() => [points.map((_, i) => i), ...series.map(({ key }) => points.map((p) => p[key]))], [points]);
  const tick = useCallback((i: number) => {
    const p = points[i]?.period;
    if (!p) return '';
    return report.interval === 'hour' ? `${p.slice(11, 13)}:00` : `${p.slice(8, 10)}/${p.slice(5, 7)}`;
  }, [points, report.interval]);
  const build = useCallback(
    (box: HTMLElement): ChartOptions => {
      const text = colour(box);
      const axis = (values: uPlot.Axis['values'], extra: Partial<uPlot.Axis> = {}): uPlot.Axis => ({ stroke: text, values, grid: { stroke: '#e2e8f0', width: 1 }, ticks: { stroke: '#e2e8f0', width: 1 }, font: AXIS_FONT, ...extra });
      return {
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        axes: [axis((_u, splits) => splits.map((i) => (Number.isInteger(i) ? tick(i) : ''))), axis((_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatCount(v) : '')), { size: 48 })],
        series: [
          {},
          ...series.map(({ key, label, dash }) => ({
            label,
            stroke: colour(legend.current?.querySelector(`[data-series="${key}"]`)),
            width: 2,
            ...(dash ? { dash: [...dash] } : {}),
            points: { show: points.length <= 48, size: 6 },
          })),
        ],
        legend: { show: false },
        cursor: { show: false },
      };
    },
    [points, tick],
  );
  return (
    <section aria-labelledby="analytics-chart-title" className="rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
      <h2 id="analytics-chart-title" className="text-lg font-semibold text-ink-900">
        Visitors and page views
      </h2>
      <p className="mt-1 text-sm text-ink-600">By {report.interval === 'hour' ? 'hour' : 'day'} (UTC).</p>
      <ul ref={legend} className="mb-2 mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
        {series.map(({ key, label, swatch, dash }) => (
          <li key={key} className="inline-flex items-center gap-2">
            <svg aria-hidden="true" data-series={key} width="24" height="6" className={swatch}>
              <line x1="0" y1="3" x2="24" y2="3" stroke="currentColor" strokeWidth="2.5" strokeDasharray={dash?.join(' ')} />
            </svg>
            {label}
          </li>
        ))}
      </ul>
      <UplotChart label={seriesSummary(report)} height={260} build={build} data={data} />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">Show as table</summary>
        <div className="mt-3">
          <DataTable caption="Visitors and page views" columns={columns} rows={points.map((p, id) => ({ ...p, id }))} loading={false} empty="Nothing counted in this period." timeZone="UTC" />
        </div>
      </details>
    </section>
  );
}
