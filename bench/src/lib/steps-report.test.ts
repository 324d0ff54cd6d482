import { describe, expect, it } from 'vitest';
import { rotated, stepRuns } from '../steps';
import { ALL_ROUTES, median, overFloor, type StepSample, stepsTable, summarizeSteps } from './steps-report';

const variants = ['shipped', 'no-paint-first'] as const;

function run(route: string, variant: StepSample['variant'], round: number, tbtMs: number, extra: Partial<StepSample> = {}): StepSample {
  return { route, variant, round, performance: 100 - tbtMs / 10, fcpMs: 800, lcpMs: 900, tbtMs, speedIndexMs: 1000, shellBootupMs: 300, benchmarkIndex: 1500, ...extra };
}

describe('the steps report', () => {
  it('takes the nearest-rank median of the figures given, and null when no run gave one', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([null, 7, null])).toBe(7);
    expect(median([null])).toBeNull();
  });

  it('gives each route and variant the medians of its runs, leaves out failed runs, then the same over all routes', () => {
    const samples = [
      run('/', 'shipped', 1, 40),
      run('/', 'no-paint-first', 1, 60, { fcpMs: 2400, lcpMs: 2500, shellBootupMs: 450 }),
      run('/', 'shipped', 2, 20),
      run('/', 'no-paint-first', 2, 80, { fcpMs: 2300, lcpMs: 2600, shellBootupMs: null }),
      run('/', 'shipped', 3, 30),
      run('/', 'no-paint-first', 3, 999, { runtimeError: 'NO_FCP: the page did not paint' }),
      run('/api', 'shipped', 1, 10, { benchmarkIndex: 1200 }),
      run('/api', 'no-paint-first', 1, 12),
    ];
    const rows = summarizeSteps(samples, variants);
    expect(rows.map((r) => `${r.route} ${r.variant} ${r.runs}`)).toEqual([
      '/ shipped 3',
      '/ no-paint-first 2',
      '/api shipped 1',
      '/api no-paint-first 1',
      `${ALL_ROUTES} shipped 4`,
      `${ALL_ROUTES} no-paint-first 3`,
    ]);
    expect(rows[0]).toEqual({
      route: '/',
      variant: 'shipped',
      runs: 3,
      performance: 97,
      fcpMs: 800,
      lcpMs: 900,
      tbtMs: 30,
      tbtOverFloorMs: null,
      speedIndexMs: 1000,
      shellBootupMs: 300,
      benchmarkIndex: 1500,
    });
    expect(rows[1]).toMatchObject({ fcpMs: 2300, lcpMs: 2500, tbtMs: 60, shellBootupMs: 450 });
    expect(rows[4]).toMatchObject({ tbtMs: 20, benchmarkIndex: 1500 });
  });

  it('reports one route without an all-routes line', () => {
    const rows = summarizeSteps([run('/contact', 'shipped', 1, 5)], variants);
    expect(rows.map((r) => [r.variant, r.runs, r.tbtMs])).toEqual([
      ['shipped', 1, 5],
      ['no-paint-first', 0, null],
    ]);
  });

  it('gives each run its TBT above the hydration control of the runs around its round, and the median of those per row', () => {
    // Hydration control runs before round 1 (routesBefore 0), between rounds 1 and 2 (1), and after round 2 (2).
    const floor = [
      { routesBefore: 0, tbtMs: 100 },
      { routesBefore: 1, tbtMs: 140 },
      { routesBefore: 2, tbtMs: null },
    ];
    const judged = overFloor([run('/', 'shipped', 1, 200), run('/', 'shipped', 2, 300), run('/', 'shipped', 3, 50), run('/', 'no-paint-first', 1, 90, { tbtMs: null })], floor);
    // Round 1: median of 100 and 140 is 100 (nearest rank); round 2: 140 alone (the run after it gave no TBT); round 3: none measured.
    expect(judged.map((s) => s.tbtOverFloorMs)).toEqual([100, 160, null, null]);
    expect(summarizeSteps(judged, variants)[0]).toMatchObject({ tbtMs: 200, tbtOverFloorMs: 100 });
  });

  it('prints each variant beside its difference to the shipped build', () => {
    const floor = [{ routesBefore: 0, tbtMs: 25 }];
    const rows = summarizeSteps(overFloor([run('/', 'shipped', 1, 40), run('/', 'no-paint-first', 1, 60, { fcpMs: 2400, shellBootupMs: null })], floor), variants);
    expect(stepsTable(rows)).toEqual([
      ['route', 'variant', 'runs', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'TBT over floor ms', 'SI ms', 'shell bootup ms', 'host'],
      ['/', 'shipped', '1', '96', '800', '900', '40', '15', '1000', '300', '1500'],
      ['/', 'no-paint-first', '1', '94 (-2)', '2400 (+1600)', '900', '60 (+20)', '35 (+20)', '1000', '-', '1500'],
    ]);
  });

  it('measures the builds in an order that shifts by one for each route and round, so none is always first', () => {
    const builds = ['a', 'b', 'c'] as const;
    expect([0, 1, 2, 3, -1].map((by) => rotated(builds, by).join(''))).toEqual(['abc', 'bca', 'cab', 'abc', 'cab']);
    expect(rotated(['shipped', 'no-paint-first'], 1)).toEqual(['no-paint-first', 'shipped']);
  });

  it('runs each route three times a variant unless BENCH_STEPS_RUNS says otherwise, and refuses a count that is not one', () => {
    expect(stepRuns(undefined)).toBe(3);
    expect(stepRuns('')).toBe(3);
    expect(stepRuns('5')).toBe(5);
    for (const bad of ['0', '-1', '2.5', 'three', '51']) expect(() => stepRuns(bad)).toThrow(`BENCH_STEPS_RUNS must be a whole number from 1 to 50, not '${bad}'`);
  });
});
