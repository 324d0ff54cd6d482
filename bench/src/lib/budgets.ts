import type { AxeTarget } from '../axe';
import type { AnalyticsDialectResult } from '../analytics-views';
import type { ApiLoadResult } from '../api-load';
import type { BeaconResult } from '../beacons';
import type { DialectResult } from '../db-scale';
import type { NuResult } from '../html-check';
import type { ControlRun, LighthouseRoute } from '../lighthouse';
import type { StepsResult } from '../steps';
import type { RenderedTiming } from './rendered-pages';
import type { InitialBytes } from './site-build';

/**
 * - 'pass', 'miss': a budget, or a goal whose miss the control page did not share.
 * - 'host': a goal missed on routes where the control page missed it too, so the host was the limit.
 * - 'reported': a figure with no budget, shown for comparison.
 * - 'not run': the section did not run, or failed.
 */
export type CheckStatus = 'pass' | 'miss' | 'host' | 'reported' | 'not run';

export interface BudgetCheck {
  id: string;
  /**
   * 'budget': does not depend on the machine, kept on every change. 'goal': depends on the machine, judged
   * against the control page measured in the same run. 'report': compared, never judged.
   */
  kind: 'budget' | 'goal' | 'report';
  what: string;
  budget: string;
  /** The worst figure measured, in words. */
  measured: string;
  /** Where the worst figure is (route, table, target). */
  worst?: string;
  /** How many items miss, of how many checked (for a goal: the misses the control page did not share). */
  misses?: string;
  /** For a goal: how many routes missed it while the control page beside them missed it too. */
  hostBound?: number;
  status: CheckStatus;
}

/**
 * The budgets that do not depend on the machine (docs/decisions/012-benchmarks.md).
 * The app's own first JavaScript per public route, in brotli as served: 25 KB, read strictly as 25,000
 * bytes. The framework runtime beside it is reported, not budgeted.
 */
const budgets = {
  lighthouseScore: 100,
  appJsBrotliBytes: 25_000,
  dbP95Ms: 50,
  /** Every Analytics view at 10 million raw page views (docs/decisions/050-cookieless-analytics.md). */
  analyticsP95Ms: 100,
};

/** The goals that depend on the machine: Lighthouse's mobile preset follows the host's speed. */
export const goals = {
  performance: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
};

type PerformanceFigures = Pick<LighthouseRoute, 'scores' | 'lcpMs' | 'tbtMs' | 'cls'>;

interface Goal {
  id: string;
  what: string;
  budget: string;
  /** A missing score counts as 0 and a missing metric as over, so a failed run never passes. */
  misses: (r: PerformanceFigures) => boolean;
  /** The figure in words, and a number that grows as the figure gets worse (to find the worst route). */
  show: (r: PerformanceFigures) => string;
  badness: (r: PerformanceFigures) => number;
}

const over = (v: number | null, limit: number) => (v ?? Infinity) > limit;
const metricGoal = (id: string, what: string, get: (r: PerformanceFigures) => number | null, limit: number, unit: string): Goal => ({
  id,
  what,
  budget: `goal <= ${limit}${unit}`,
  misses: (r) => over(get(r), limit),
  show: (r) => `${get(r) ?? '-'}${unit}`,
  badness: (r) => get(r) ?? Infinity,
});

const performanceGoals: Goal[] = [
  {
    id: 'lighthouse.performance',
    what: 'Lighthouse performance (mobile)',
    budget: `goal ${goals.performance}`,
    misses: (r) => (r.scores.performance ?? 0) < goals.performance,
    show: (r) => String(r.scores.performance ?? '-'),
    badness: (r) => -(r.scores.performance ?? 0),
  },
  metricGoal('lighthouse.lcp', 'LCP (lab, mobile)', (r) => r.lcpMs, goals.lcpMs, ' ms'),
  metricGoal('lighthouse.tbt', 'TBT (lab, mobile)', (r) => r.tbtMs, goals.tbtMs, ' ms'),
  metricGoal('lighthouse.cls', 'CLS (lab, mobile)', (r) => r.cls, goals.cls, ''),
];

/** Whether one run misses any Lighthouse performance goal, read as evaluate() reads it. The bench runs such a route again. */
export function missesPerformanceGoal(r: PerformanceFigures): boolean {
  return performanceGoals.some((g) => g.misses(r));
}

/**
 * The control page runs that bracket the route measured at `index` (0-based, in measuring order): the last
 * one measured before it and the first one after it. Each control run says how many routes preceded it.
 */
export function controlsAround<C extends Pick<ControlRun, 'routesBefore'>>(index: number, controls: C[]): C[] {
  const sorted = [...controls].sort((a, b) => a.routesBefore - b.routesBefore);
  const before = sorted.filter((c) => c.routesBefore <= index).at(-1);
  const after = sorted.find((c) => c.routesBefore > index);
  return [before, after].filter((c): c is C => c !== undefined);
}

/**
 * Each route's TBT above the framework's own floor: its TBT less the median TBT of the hydration control
 * runs that bracket it (controlsAround). Null where the route or its controls gave no TBT.
 */
export function tbtOverFloor(routes: Pick<LighthouseRoute, 'path' | 'tbtMs'>[], hydrationControls: Pick<ControlRun, 'routesBefore' | 'tbtMs'>[]): { path: string; floorMs: number | null; overMs: number | null }[] {
  return routes.map((r, i) => {
    const floors = controlsAround(i, hydrationControls).map((c) => c.tbtMs).filter((t): t is number => typeof t === 'number').sort((a, b) => a - b);
    const floorMs = floors.length ? floors[Math.ceil(floors.length / 2) - 1]! : null;
    return { path: r.path, floorMs, overMs: floorMs === null || r.tbtMs === null ? null : r.tbtMs - floorMs };
  });
}

export interface Sections {
  lighthouse?: LighthouseRoute[] | { error: string };
  /** The plain control page, measured by the same Lighthouse between the routes. */
  lighthouseControl?: ControlRun[] | { error: string };
  /** The hydration control page (React Router with no app code), measured right after each plain control run. */
  lighthouseHydrationControl?: ControlRun[] | { error: string };
  bundles?: ({ path: string } & InitialBytes)[];
  /** The pages read from the built server (lib/rendered-pages.ts) with their answer times, or why they could not be read. */
  renderedPages?: { pages: RenderedTiming[] } | { error: string };
  axe?: AxeTarget[] | { error: string };
  html?: NuResult | { error: string };
  api?: ApiLoadResult | { error: string };
  /** The analytics beacon at its peak rate beside a page (beacons.ts); host-bound, reported. */
  beacons?: BeaconResult | { error: string };
  db?: DialectResult[] | { error: string };
  /** The Analytics page's report and CSV exports over the rolled-up raw page views (analytics-views.ts). */
  analyticsViews?: AnalyticsDialectResult[] | { error: string };
  /** What each kept build step does for a visitor (steps.ts); reported, never judged. */
  steps?: StepsResult | { error: string };
}

type CheckKind = BudgetCheck['kind'];
const notRun = (id: string, kind: CheckKind, what: string, budget: string, why = 'not run'): BudgetCheck => ({ id, kind, what, budget, measured: why, status: 'not run' });

function worstOf<T>(items: T[], value: (t: T) => number, higherIsWorse: boolean): T | undefined {
  return [...items].sort((a, b) => (higherIsWorse ? value(b) - value(a) : value(a) - value(b)))[0];
}

/** A p95 budget over timed calls: the worst p95 (with its p50) against `limitMs`, and how many missed it. */
function p95Check<T extends { p95Ms: number; p50Ms: number }>(id: string, what: string, budget: string, timed: T[], limitMs: number, where: (worst: T) => string): BudgetCheck {
  const w = worstOf(timed, (t) => t.p95Ms, true);
  const misses = timed.filter((t) => t.p95Ms > limitMs).length;
  return {
    id,
    kind: 'budget',
    what,
    budget,
    measured: w ? `max p95 ${w.p95Ms} ms (p50 ${w.p50Ms} ms)` : '-',
    ...(w ? { worst: where(w) } : {}),
    misses: `${misses}/${timed.length}`,
    status: misses === 0 && timed.length > 0 ? 'pass' : 'miss',
  };
}

/**
 * A goal over every route. A route's miss counts only when every control run bracketing it met the goal;
 * with no control run beside it, nothing shows the host could meet the goal, so the miss is the host's.
 */
function judgeGoal(g: Goal, routes: LighthouseRoute[], controls: ControlRun[], controlError?: string): BudgetCheck {
  const real: LighthouseRoute[] = [];
  const hostBound: LighthouseRoute[] = [];
  for (const [i, r] of routes.entries()) {
    if (!g.misses(r)) continue;
    const around = controlsAround(i, controls);
    if (around.length > 0 && around.every((c) => !g.misses(c))) real.push(r);
    else hostBound.push(r);
  }
  const w = worstOf(real.length ? real : routes, g.badness, true);
  const worstControl = worstOf(controls, g.badness, true);
  const control = controlError ? `control page not measured: ${controlError}` : worstControl ? `control page worst ${g.show(worstControl)}` : 'control page not measured';
  return {
    id: g.id,
    kind: 'goal',
    what: g.what,
    budget: g.budget,
    measured: w ? `worst ${g.show(w)}; ${control}` : 'no route measured',
    ...(w ? { worst: w.path } : {}),
    misses: `${real.length}/${routes.length}`,
    hostBound: hostBound.length,
    status: routes.length === 0 || real.length > 0 ? 'miss' : hostBound.length > 0 ? 'host' : 'pass',
  };
}

/** The app's share of TBT: each route's TBT above the hydration control's, reported beside the TBT goal. */
function floorCheck(routes: LighthouseRoute[], hydration: Sections['lighthouseHydrationControl']): BudgetCheck {
  const id = 'lighthouse.tbtOverFloor';
  const what = "TBT above React Router's own (hydration control)";
  if (!hydration || 'error' in hydration) return notRun(id, 'report', what, 'no budget', hydration ? `error: ${hydration.error}` : 'not run');
  const over = tbtOverFloor(routes, hydration).filter((r): r is { path: string; floorMs: number; overMs: number } => r.overMs !== null);
  const w = worstOf(over, (r) => r.overMs, true);
  const floors = hydration.map((c) => c.tbtMs).filter((t): t is number => typeof t === 'number');
  return {
    id,
    kind: 'report',
    what,
    budget: 'no budget',
    measured: w ? `worst ${w.overMs} ms above; hydration control TBT ${Math.min(...floors)}-${Math.max(...floors)} ms` : 'no route measured',
    ...(w ? { worst: w.path } : {}),
    misses: `${over.filter((r) => r.overMs > goals.tbtMs).length}/${over.length} over ${goals.tbtMs} ms above`,
    status: w ? 'reported' : 'not run',
  };
}

export function evaluate(s: Sections): BudgetCheck[] {
  const checks: BudgetCheck[] = [];

  // Lighthouse: accessibility, best practices and SEO are budgets; performance and its metrics are goals.
  const lh = s.lighthouse;
  const lhBudgets = [
    ['accessibility', 'Lighthouse accessibility'],
    ['best-practices', 'Lighthouse best practices'],
    ['seo', 'Lighthouse SEO'],
  ] as const;
  if (!lh || 'error' in lh) {
    const why = lh && 'error' in lh ? `error: ${lh.error}` : 'not run';
    for (const g of performanceGoals) checks.push(notRun(g.id, 'goal', g.what, g.budget, why));
    for (const [c, what] of lhBudgets) checks.push(notRun(`lighthouse.${c}`, 'budget', what, '100 on every public route', why));
  } else {
    const control = s.lighthouseControl;
    const controls = control && !('error' in control) ? control : [];
    for (const g of performanceGoals) checks.push(judgeGoal(g, lh, controls, control && 'error' in control ? control.error : undefined));
    checks.push(floorCheck(lh, s.lighthouseHydrationControl));
    for (const [c, what] of lhBudgets) {
      const score = (r: LighthouseRoute) => r.scores[c] ?? 0;
      const w = worstOf(lh, score, false);
      const misses = lh.filter((r) => score(r) < budgets.lighthouseScore).length;
      checks.push({
        id: `lighthouse.${c}`,
        kind: 'budget',
        what,
        budget: '100 on every public route',
        measured: w ? `min ${score(w)}` : '-',
        ...(w ? { worst: w.path } : {}),
        misses: `${misses}/${lh.length}`,
        status: misses === 0 && lh.length > 0 ? 'pass' : 'miss',
      });
    }
  }

  // First JavaScript: the app's own code has the budget; the framework runtime is reported beside it.
  if (!s.bundles) checks.push(notRun('bundle.appJs', 'budget', "App's own first JS (brotli)", `<= ${budgets.appJsBrotliBytes / 1000} KB`));
  else {
    const w = worstOf(s.bundles, (b) => b.appBrotli, true);
    const misses = s.bundles.filter((b) => b.appBrotli > budgets.appJsBrotliBytes).length;
    checks.push({
      id: 'bundle.appJs',
      kind: 'budget',
      what: "App's own first JS (brotli)",
      budget: `<= ${budgets.appJsBrotliBytes / 1000} KB on every public route`,
      measured: w ? `max ${(w.appBrotli / 1000).toFixed(1)} KB` : '-',
      ...(w ? { worst: w.path } : {}),
      misses: `${misses}/${s.bundles.length}`,
      status: misses === 0 ? 'pass' : 'miss',
    });
    const runtime = [...new Set(s.bundles.map((b) => b.runtimeBrotli))];
    checks.push({
      id: 'bundle.runtimeJs',
      kind: 'report',
      what: 'Framework runtime in the first JS (brotli)',
      budget: '-',
      measured: runtime.length === 1 ? `${(runtime[0]! / 1000).toFixed(1)} KB on every public route` : `${(Math.min(...runtime) / 1000).toFixed(1)}-${(Math.max(...runtime) / 1000).toFixed(1)} KB`,
      status: 'reported',
    });
  }

  // axe
  const axe = s.axe;
  if (!axe || 'error' in axe) checks.push(notRun('axe', 'budget', 'axe violations', '0 on every route, admin page and modal', axe && 'error' in axe ? `error: ${axe.error}` : 'not run'));
  else {
    const bad = axe.filter((t) => t.violations.length > 0 || t.error);
    const total = axe.reduce((n, t) => n + t.violations.length, 0);
    const w = worstOf(axe, (t) => t.violations.length + (t.error ? 100 : 0), true);
    checks.push({
      id: 'axe',
      kind: 'budget',
      what: 'axe violations',
      budget: '0 on every route, admin page and modal',
      measured: `${total} violation(s)${axe.some((t) => t.error) ? `, ${axe.filter((t) => t.error).length} page(s) not checked` : ''}`,
      ...(w && bad.length ? { worst: w.name } : {}),
      misses: `${bad.length}/${axe.length}`,
      status: bad.length === 0 && axe.length > 0 ? 'pass' : 'miss',
    });
  }

  // Nu HTML checker
  const html = s.html;
  if (!html || 'error' in html || html.skipped) {
    checks.push(
      notRun('html', 'budget', 'Nu HTML checker errors', '0 on every public page, prerendered or rendered', html && 'error' in html ? `error: ${html.error}` : (html as NuResult | undefined)?.skipped ?? 'not run'),
    );
  } else {
    const w = worstOf(html.files, (f) => f.errors, true);
    const misses = html.files.filter((f) => f.errors > 0).length;
    checks.push({
      id: 'html',
      kind: 'budget',
      what: 'Nu HTML checker errors',
      budget: '0 on every public page, prerendered or rendered',
      measured: `${html.errors} error(s), ${html.warnings} warning(s)`,
      ...(w && w.errors ? { worst: w.file } : {}),
      misses: `${misses}/${html.files.length}`,
      status: misses === 0 ? 'pass' : 'miss',
    });
  }

  // API: errors under load are a budget; throughput is a ratio to a bare Fastify in the same run, reported only.
  const api = s.api;
  const ratioTargets = [
    ['/license-status', 'api.licenseStatus', 'GET /license-status vs bare Fastify'],
    ['/api/contact', 'api.contact', 'POST /api/contact vs bare Fastify'],
  ] as const;
  if (!api || 'error' in api) {
    const why = api && 'error' in api ? `error: ${api.error}` : 'not run';
    checks.push(notRun('api.errors', 'budget', 'Errors under load', '0', why));
    for (const [, id, what] of ratioTargets) checks.push(notRun(id, 'report', what, 'no budget', why));
  } else {
    const all = [...api.targets, ...api.baseline.runs];
    const errors = all.reduce((n, f) => n + f.errors + f.timeouts + f.non2xx, 0);
    const w = worstOf(all, (f) => f.errors + f.timeouts + f.non2xx, true);
    checks.push({
      id: 'api.errors',
      kind: 'budget',
      what: 'Errors under load (all targets)',
      budget: '0',
      measured: String(errors),
      ...(errors && w ? { worst: w.name } : {}),
      status: errors === 0 ? 'pass' : 'miss',
    });
    for (const [path, id, what] of ratioTargets) {
      const f = api.targets.find((t) => t.path === path);
      checks.push({
        id,
        kind: 'report',
        what,
        budget: 'no budget',
        measured: f ? `${f.ratio ?? '-'}x (${f.requestsPerSecond} req/s)` : 'missing',
        status: f ? 'reported' : 'not run',
      });
    }
  }

  // Database scale
  const db = s.db;
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const id = `db.${dialect}`;
    const budget = `<= ${budgets.dbP95Ms} ms p95, every table and date filter`;
    const r = db && !('error' in db) ? db.find((d) => d.dialect === dialect) : undefined;
    const rows = r?.rows ? r.rows.toLocaleString('en-US') : '1,000,000';
    const what = `${rows} rows per table, list calls p95 (${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`;
    if (!r || r.skipped) {
      checks.push(notRun(id, 'budget', what, budget, db && 'error' in db ? `error: ${db.error}` : r?.skipped ?? 'not run'));
      continue;
    }
    checks.push(p95Check(id, what, budget, r.calls, budgets.dbP95Ms, (w) => `${w.table} ${w.filter} ${w.call}`));
  }

  // Analytics views
  const av = s.analyticsViews;
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const id = `analytics.${dialect}`;
    const budget = `<= ${budgets.analyticsP95Ms} ms p95, the report under every date filter and each CSV export`;
    const r = av && !('error' in av) ? av.find((d) => d.dialect === dialect) : undefined;
    const what = `Analytics views over ${(r?.events ?? 10_000_000).toLocaleString('en-US')} raw page views (${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`;
    if (!r || r.skipped) {
      checks.push(notRun(id, 'budget', what, budget, av && 'error' in av ? `error: ${av.error}` : r?.skipped ?? 'not run'));
      continue;
    }
    checks.push(p95Check(id, what, budget, r.views, budgets.analyticsP95Ms, (w) => `${w.view} ${w.filter}`));
    // New views since the last rollup (docs/decisions/053-incremental-analytics-rollup.md): what a report
    // that finds them waits for before its own time, reported beside the budget.
    if (r.pending) {
      checks.push({
        id: `analytics.${dialect}.newViews`,
        kind: 'report',
        what: `${what}, with ${r.pending.views.toLocaleString('en-US')} new views since the last rollup`,
        budget: `${budget} (reported)`,
        measured: `counting them p95 ${r.pending.rollupP95Ms} ms (p50 ${r.pending.rollupP50Ms} ms)`,
        status: 'reported',
      });
    }
  }
  return checks;
}

/** Only a budget's miss, or a goal's miss the control page did not share, fails the run. */
export const realMisses = (checks: BudgetCheck[]) => checks.filter((c) => c.status === 'miss');
