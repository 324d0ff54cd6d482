import { describe, expect, it } from 'vitest';
import type { AnalyticsDialectResult } from '../analytics-views';
import type { ApiLoadResult, LoadFigure } from '../api-load';
import type { DialectResult } from '../db-scale';
import type { ControlRun, LighthouseRoute } from '../lighthouse';
import { type BudgetCheck, controlsAround, evaluate, missesPerformanceGoal, realMisses, tbtOverFloor } from './budgets';

type Figures = Partial<Pick<LighthouseRoute, 'lcpMs' | 'tbtMs' | 'cls'>> & { performance?: number | null; accessibility?: number };

/** A route that meets every goal and budget unless told otherwise. */
function route(path: string, f: Figures = {}): LighthouseRoute {
  return {
    path,
    scores: { performance: f.performance === undefined ? 100 : f.performance, accessibility: f.accessibility ?? 100, 'best-practices': 100, seo: 100 },
    lcpMs: f.lcpMs === undefined ? 900 : f.lcpMs,
    tbtMs: f.tbtMs === undefined ? 10 : f.tbtMs,
    cls: f.cls === undefined ? 0 : f.cls,
    fcpMs: 800,
    speedIndexMs: 900,
    transferBytes: {},
    failing: [],
    diagnostics: {},
    benchmarkIndex: 1500,
    runs: [],
    ms: 5000,
  };
}

const control = (routesBefore: number, f: Figures = {}): ControlRun => ({ ...route('/bench-control', f), routesBefore });
const check = (checks: BudgetCheck[], id: string) => checks.find((c) => c.id === id)!;

function loadFigure(name: string, path: string, extra: Partial<LoadFigure> = {}): LoadFigure {
  return { name, method: 'GET', path, requestsPerSecond: 1000, latencyP50Ms: 5, latencyP99Ms: 20, requests: 2000, errors: 0, timeouts: 0, non2xx: 0, ...extra };
}

function api(targets: LoadFigure[]): ApiLoadResult {
  return {
    settings: { connections: 10, rounds: 5, sliceSeconds: 2, warmupSeconds: 3, serverLogLevel: 'warn', database: 'sqlite' },
    baseline: { runs: [loadFigure('hello-world', '/')], requestsPerSecond: 20000, spread: 0.05 },
    targets,
    login: { requestsPerSecond: 20, cores: 2, hashesPerSecondPerCore: 10 },
    ms: 60_000,
  };
}

describe("TBT above React Router's own, from the hydration control", () => {
  const hydration = (routesBefore: number, tbtMs: number | null): ControlRun => ({ ...route('/bench-hydrate', { tbtMs }), routesBefore });

  it('gives each route its TBT less the lower of the hydration control runs around it', () => {
    // Control runs before the first route, after two routes and after the third (the last).
    const floors = [hydration(0, 120), hydration(2, 80), hydration(3, null)];
    const routes = [route('/', { tbtMs: 300 }), route('/about', { tbtMs: 60 }), route('/contact', { tbtMs: 200 })];
    expect(tbtOverFloor(routes, floors)).toEqual([
      { path: '/', floorMs: 80, overMs: 220 },
      { path: '/about', floorMs: 80, overMs: -20 },
      // The run after it gave no TBT: the one before it is the floor.
      { path: '/contact', floorMs: 80, overMs: 120 },
    ]);
    expect(tbtOverFloor([route('/', { tbtMs: null })], [hydration(0, 50)])).toEqual([{ path: '/', floorMs: 50, overMs: null }]);
    expect(tbtOverFloor([route('/')], [])).toEqual([{ path: '/', floorMs: null, overMs: null }]);
  });

  it('reports the worst route above the floor without changing any verdict, and says when the control was not measured', () => {
    const lighthouse = [route('/', { tbtMs: 300 }), route('/about', { tbtMs: 30 })];
    const plain = [control(0, { tbtMs: 0 }), control(2, { tbtMs: 0 })];
    const checks = evaluate({ lighthouse, lighthouseControl: plain, lighthouseHydrationControl: [hydration(0, 100), hydration(2, 140)] });
    expect(check(checks, 'lighthouse.tbtOverFloor')).toMatchObject({ kind: 'report', status: 'reported', worst: '/', misses: '1/2 over 50 ms above' });
    expect(check(checks, 'lighthouse.tbtOverFloor').measured).toBe('worst 200 ms above; hydration control TBT 100-140 ms');
    expect(check(checks, 'lighthouse.tbt')).toMatchObject({ status: 'miss', misses: '1/2' });
    expect(check(evaluate({ lighthouse, lighthouseControl: plain, lighthouseHydrationControl: { error: 'build failed' } }), 'lighthouse.tbtOverFloor')).toMatchObject({
      status: 'not run',
      measured: 'error: build failed',
    });
  });
});

describe('evaluate: Lighthouse performance goals against the control page', () => {
  it('counts a route over the TBT goal as a miss when the control runs on either side of it met the goal', () => {
    const checks = evaluate({ lighthouse: [route('/'), route('/about', { tbtMs: 180 })], lighthouseControl: [control(0, { tbtMs: 0 }), control(2, { tbtMs: 5 })] });
    expect(check(checks, 'lighthouse.tbt')).toMatchObject({ kind: 'goal', status: 'miss', misses: '1/2', hostBound: 0, worst: '/about' });
    expect(realMisses(checks).map((c) => c.id)).toEqual(['lighthouse.tbt']);
  });

  it('calls a miss host-bound, not a miss, when a control run beside the route missed the same goal', () => {
    const checks = evaluate({ lighthouse: [route('/', { tbtMs: 120 }), route('/about', { tbtMs: 180 })], lighthouseControl: [control(0, { tbtMs: 10 }), control(2, { tbtMs: 90 })] });
    expect(check(checks, 'lighthouse.tbt')).toMatchObject({ status: 'host', misses: '0/2', hostBound: 2 });
    expect(check(checks, 'lighthouse.tbt').measured).toContain('control page worst 90 ms');
    expect(realMisses(checks)).toEqual([]);
  });

  it('judges each route only against the control runs just before and after it', () => {
    const routes = Array.from({ length: 20 }, (_, i) => route(`/r${i}`, { lcpMs: i === 3 || i === 15 ? 2400 : 900 }));
    const checks = evaluate({ lighthouse: routes, lighthouseControl: [control(0), control(10), control(20, { lcpMs: 1700 })] });
    // /r3 sits between two control runs that met LCP; /r15 between one that met it and one that did not.
    expect(check(checks, 'lighthouse.lcp')).toMatchObject({ status: 'miss', misses: '1/20', hostBound: 1, worst: '/r3' });
  });

  it('keeps a goal apart from the others: a control page that missed TBT does not excuse an LCP miss', () => {
    const checks = evaluate({ lighthouse: [route('/', { lcpMs: 2000, tbtMs: 200 })], lighthouseControl: [control(0, { tbtMs: 200 }), control(1, { tbtMs: 200 })] });
    expect(check(checks, 'lighthouse.tbt').status).toBe('host');
    expect(check(checks, 'lighthouse.lcp').status).toBe('miss');
  });

  it('counts every miss as the host\'s when the control page could not be measured', () => {
    const checks = evaluate({ lighthouse: [route('/', { performance: 91 })], lighthouseControl: { error: 'Lighthouse returned nothing' } });
    expect(check(checks, 'lighthouse.performance')).toMatchObject({ status: 'host', hostBound: 1 });
    expect(check(checks, 'lighthouse.performance').measured).toContain('control page not measured: Lighthouse returned nothing');
  });

  it('reads a route whose run gave no figures as missing its goals, so a failed run never passes', () => {
    const checks = evaluate({ lighthouse: [route('/', { performance: null, lcpMs: null, tbtMs: null, cls: null })], lighthouseControl: [control(0), control(1)] });
    for (const id of ['lighthouse.performance', 'lighthouse.lcp', 'lighthouse.tbt', 'lighthouse.cls']) expect(check(checks, id).status).toBe('miss');
  });

  it('passes every goal when no route misses, whatever the control page measured', () => {
    const checks = evaluate({ lighthouse: [route('/'), route('/about')], lighthouseControl: [control(0, { performance: 80, tbtMs: 300 })] });
    for (const id of ['lighthouse.performance', 'lighthouse.lcp', 'lighthouse.tbt', 'lighthouse.cls']) expect(check(checks, id)).toMatchObject({ status: 'pass', hostBound: 0 });
  });
});

describe('evaluate: budgets that do not depend on the machine', () => {
  it('misses Lighthouse accessibility below 100 even when the control page struggled', () => {
    const checks = evaluate({ lighthouse: [route('/', { accessibility: 96 })], lighthouseControl: [control(0, { performance: 70 }), control(1, { performance: 70 })] });
    expect(check(checks, 'lighthouse.accessibility')).toMatchObject({ kind: 'budget', status: 'miss', measured: 'min 96', worst: '/' });
  });

  it('misses the database budget when any list call is over 50 ms p95', () => {
    const db: DialectResult[] = [
      {
        dialect: 'sqlite',
        rows: 1_000_000,
        seedMs: 0,
        calls: [
          { table: 'users', filter: 'all', call: 'page', total: 1_000_000, p50Ms: 3, p95Ms: 4, maxMs: 6 },
          { table: 'contacts', filter: 'year', call: 'count', total: 333_000, p50Ms: 40, p95Ms: 61, maxMs: 70 },
        ],
        dashboard: [],
        plans: {},
        ms: 0,
      },
    ];
    const checks = evaluate({ db });
    expect(check(checks, 'db.sqlite')).toMatchObject({ kind: 'budget', status: 'miss', misses: '1/2', worst: 'contacts year count' });
    expect(check(checks, 'db.postgres').status).toBe('not run');
  });

  it('misses the Analytics budget when any view is over 100 ms p95, and says why a dialect did not run', () => {
    const run = (dialect: 'sqlite' | 'postgres', p95: number[], skipped?: string): AnalyticsDialectResult => ({
      dialect,
      events: 10_000_000,
      goals: 50_000,
      days: 31,
      fillMs: 0,
      rollupMs: 0,
      slowestDayRollupMs: 0,
      firstReportMs: 0,
      views: p95.map((p95Ms, i) => ({ view: i ? 'pages' : 'report', filter: 'month', p50Ms: p95Ms / 2, p95Ms, maxMs: p95Ms })),
      ...(skipped ? { skipped } : {}),
      ms: 0,
    });
    const checks = evaluate({ analyticsViews: [run('sqlite', [40, 101]), run('postgres', [], 'PostgreSQL not reachable')] });
    expect(check(checks, 'analytics.sqlite')).toMatchObject({ kind: 'budget', status: 'miss', misses: '1/2', worst: 'pages month' });
    expect(check(checks, 'analytics.postgres')).toMatchObject({ status: 'not run', measured: 'PostgreSQL not reachable' });
    expect(check(evaluate({ analyticsViews: [run('sqlite', [40, 99])] }), 'analytics.sqlite').status).toBe('pass');
  });
});

describe('evaluate: the API section', () => {
  it('reports the throughput ratios to bare Fastify however low they are, and never fails on them', () => {
    const checks = evaluate({
      api: api([loadFigure('GET /license-status', '/license-status', { ratio: 0.4 }), loadFigure('POST /api/contact', '/api/contact', { method: 'POST', ratio: 0.05 })]),
    });
    expect(check(checks, 'api.licenseStatus')).toMatchObject({ kind: 'report', status: 'reported', measured: '0.4x (1000 req/s)' });
    expect(check(checks, 'api.contact')).toMatchObject({ kind: 'report', status: 'reported' });
    expect(check(checks, 'api.errors').status).toBe('pass');
    expect(realMisses(checks)).toEqual([]);
  });

  it('keeps errors under load a budget: one non-2xx answer misses it', () => {
    const checks = evaluate({ api: api([loadFigure('POST /api/contact', '/api/contact', { ratio: 0.2, non2xx: 1 })]) });
    expect(check(checks, 'api.errors')).toMatchObject({ kind: 'budget', status: 'miss', measured: '1', worst: 'POST /api/contact' });
  });
});

describe('controlsAround', () => {
  it('gives the last control run before the route and the first after it', () => {
    const controls = [control(20), control(0), control(10)];
    expect(controlsAround(0, controls).map((c) => c.routesBefore)).toEqual([0, 10]);
    expect(controlsAround(9, controls).map((c) => c.routesBefore)).toEqual([0, 10]);
    expect(controlsAround(10, controls).map((c) => c.routesBefore)).toEqual([10, 20]);
    expect(controlsAround(25, controls).map((c) => c.routesBefore)).toEqual([20]);
    expect(controlsAround(3, [])).toEqual([]);
  });
});

describe('missesPerformanceGoal', () => {
  it('is true for a run over any one goal and false for a run within all of them', () => {
    expect(missesPerformanceGoal(route('/'))).toBe(false);
    expect(missesPerformanceGoal(route('/', { cls: 0.02 }))).toBe(true);
    expect(missesPerformanceGoal(route('/', { performance: 99 }))).toBe(true);
    expect(missesPerformanceGoal(route('/', { lcpMs: 1501 }))).toBe(true);
  });
});

describe('evaluate: the first JavaScript of each public route', () => {
  const bundle = (path: string, runtimeBrotli: number, appBrotli: number) => ({
    path,
    jsGzip: 0,
    jsBrotli: runtimeBrotli + appBrotli,
    runtimeBrotli,
    appBrotli,
    jsFiles: 2,
    cssGzip: 0,
    cssBrotli: 0,
    cssFiles: 1,
    inlineScriptGzip: 0,
    htmlGzip: 0,
    htmlBrotli: 0,
  });

  it("budgets the app's own code at 25,000 bytes of brotli and only reports the framework runtime", () => {
    const within = evaluate({ bundles: [bundle('/', 90_000, 25_000), bundle('/about', 90_000, 19_000)] });
    expect(check(within, 'bundle.appJs')).toMatchObject({ kind: 'budget', status: 'pass', misses: '0/2', worst: '/', measured: 'max 25.0 KB' });
    expect(check(within, 'bundle.runtimeJs')).toMatchObject({ kind: 'report', status: 'reported', measured: '90.0 KB on every public route' });

    // A bigger runtime never fails the run; one byte more of app code on one route does.
    const over = evaluate({ bundles: [bundle('/', 140_000, 12_000), bundle('/api', 90_000, 25_001)] });
    expect(check(over, 'bundle.appJs')).toMatchObject({ status: 'miss', misses: '1/2', worst: '/api' });
    expect(check(over, 'bundle.runtimeJs')).toMatchObject({ status: 'reported', measured: '90.0-140.0 KB' });
    expect(realMisses(over).map((c) => c.id)).toEqual(['bundle.appJs']);
  });
});
