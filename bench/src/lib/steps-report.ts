import type { ControlRun } from '../lighthouse';
import type { StepVariant } from './build-steps';
import { percentile } from './env';

/** One Lighthouse run of one route on one variant of the `steps` section. */
export interface StepSample {
  route: string;
  variant: StepVariant;
  round: number;
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /**
   * TBT above the framework's own floor: this run's TBT less the hydration control's in the runs measured
   * just before and just after this round (their median); null until overFloor() sets it.
   */
  tbtOverFloorMs?: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's `bootup-time` of the shell chunk (apps/web/vite.config.ts); null when Lighthouse did not list it. */
  shellBootupMs: number | null;
  benchmarkIndex: number | null;
  runtimeError?: string;
}

const figures = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'tbtOverFloorMs', 'speedIndexMs', 'shellBootupMs', 'benchmarkIndex'] as const;
type Figure = (typeof figures)[number];

/** Medians of one route on one variant; `route` is ALL_ROUTES for every route's runs together. */
export type StepRow = { route: string; variant: StepVariant; runs: number } & Record<Figure, number | null>;

export const ALL_ROUTES = 'all routes';

/** The nearest-rank median, as the other sections' figures use; null when no run gave the figure. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  return known.length ? percentile(known, 50) : null;
}

/**
 * Each run with its TBT less the framework's floor: the median TBT of the hydration control runs that
 * bracket its round (the control runs are measured before each round and after the last, `routesBefore`
 * counting rounds). A run or a round without a figure gets null.
 */
export function overFloor(samples: StepSample[], hydrationControls: Pick<ControlRun, 'routesBefore' | 'tbtMs'>[]): StepSample[] {
  return samples.map((s) => {
    const floor = median(hydrationControls.filter((c) => c.routesBefore === s.round - 1 || c.routesBefore === s.round).map((c) => c.tbtMs));
    return { ...s, tbtOverFloorMs: s.tbtMs === null || floor === null ? null : s.tbtMs - floor };
  });
}

/**
 * Per route and variant, the median of each figure over the runs (runs with a Lighthouse runtime error
 * left out), routes in the order measured, variants in the order given; then the same over all routes.
 */
export function summarizeSteps(samples: StepSample[], variants: readonly StepVariant[]): StepRow[] {
  const valid = samples.filter((s) => !s.runtimeError);
  const routes = [...new Set(samples.map((s) => s.route))];
  const row = (route: string, variant: StepVariant, of: StepSample[]): StepRow => ({
    route,
    variant,
    runs: of.length,
    ...(Object.fromEntries(figures.map((f) => [f, median(of.map((s) => s[f] ?? null))])) as Record<Figure, number | null>),
  });
  const rows: StepRow[] = [];
  for (const route of routes) for (const v of variants) rows.push(row(route, v, valid.filter((s) => s.route === route && s.variant === v)));
  if (routes.length > 1) for (const v of variants) rows.push(row(ALL_ROUTES, v, valid.filter((s) => s.variant === v)));
  return rows;
}

const show = (n: number | null) => (n === null ? '-' : String(Math.round(n)));
/** A figure against the shipped build's: what leaving the step out changes. */
const delta = (n: number | null, shipped: number | null) => (n === null || shipped === null || n === shipped ? '' : ` (${n > shipped ? '+' : ''}${Math.round(n - shipped)})`);

/** The printed table: one line per route and variant, the variants' differences to the shipped build in brackets. */
export function stepsTable(rows: StepRow[]): string[][] {
  const out = [['route', 'variant', 'runs', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'TBT over floor ms', 'SI ms', 'shell bootup ms', 'host']];
  for (const r of rows) {
    const shipped = rows.find((s) => s.route === r.route && s.variant === 'shipped');
    const cell = (f: Figure) => `${show(r[f])}${r === shipped || f === 'benchmarkIndex' ? '' : delta(r[f], shipped?.[f] ?? null)}`;
    out.push([r.route, r.variant, String(r.runs), cell('performance'), cell('fcpMs'), cell('lcpMs'), cell('tbtMs'), cell('tbtOverFloorMs'), cell('speedIndexMs'), cell('shellBootupMs'), cell('benchmarkIndex')]);
  }
  return out;
}
