import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { audit, controlRun, type ControlRun, type Lhr, measure, routeFigures } from './lighthouse';
import { type StepVariant, stepVariants } from './lib/build-steps';
import { HYDRATION_CONTROL_PATH, writeControlPage, writeHydrationControl } from './lib/control-page';
import { chromeFlags, log } from './lib/env';
import { type RunningServer, startServer } from './lib/server';
import { overFloor, type StepRow, type StepSample, summarizeSteps } from './lib/steps-report';

// The `steps` section: what each build step that rewrites the framework's output does for a visitor,
// measured in one run against the same build without it (docs/decisions/012-benchmarks.md).

/** A handful of routes that stand for the rest: the home page's hero, the API docs, a list, a plain page. */
export const STEP_ROUTES = ['/', '/api', '/blog', '/SupportPlans'];

/** Lighthouse runs of each route on each variant, unless BENCH_STEPS_RUNS says otherwise. */
export function stepRuns(value = process.env.BENCH_STEPS_RUNS): number {
  if (value === undefined || value === '') return 3;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 50) throw new Error(`BENCH_STEPS_RUNS must be a whole number from 1 to 50, not '${value}'`);
  return n;
}

export interface StepsResult {
  routes: string[];
  runsPerVariant: number;
  /** The shell chunk whose Lighthouse `bootup-time` is reported. */
  shellChunk: string;
  variants: { id: StepVariant; what: string }[];
  /** Medians per route and variant, then over all routes. */
  rows: StepRow[];
  samples: StepSample[];
  /** The plain control page, on the shipped build's server, before each round and after the last; `routesBefore` counts rounds. */
  controls: ControlRun[];
  /** The hydration control page (React Router with no app code), measured right after each plain control run. */
  hydrationControls: ControlRun[];
}

/** Main-thread time Lighthouse gives the shell chunk (its `bootup-time` audit lists scripts over 50 ms). */
function shellBootup(lhr: Lhr, shell: string): number | null {
  const items = audit(lhr)['bootup-time']?.details?.items ?? [];
  const item = items.find((i) => String(i.url ?? '').endsWith(`/${shell}`));
  return item && typeof item.total === 'number' ? Math.round(item.total) : null;
}

function sample(lhr: Lhr, route: string, variant: StepVariant, round: number, shell: string): StepSample {
  const f = routeFigures(route, lhr);
  return {
    route,
    variant,
    round,
    performance: f.scores.performance,
    fcpMs: f.fcpMs,
    lcpMs: f.lcpMs,
    tbtMs: f.tbtMs,
    speedIndexMs: f.speedIndexMs,
    shellBootupMs: shellBootup(lhr, shell),
    benchmarkIndex: f.benchmarkIndex,
    ...(f.runtimeError ? { runtimeError: f.runtimeError } : {}),
  };
}

/**
 * The variants in the order they are measured for one route of one round: shifted by one each time, so no
 * build is always measured first. A host whose load climbs during a round would otherwise charge the
 * builds measured last, the same ones every round.
 */
export function rotated<T>(items: readonly T[], by: number): T[] {
  const n = ((by % items.length) + items.length) % items.length;
  return [...items.slice(n), ...items.slice(0, n)];
}

/**
 * Serves each variant with the compiled server, as the other sections serve the site, and runs Lighthouse
 * (mobile preset) on each route alternating the variants in a rotating order, so a host that changes speed
 * during the run moves every variant alike; `runs` rounds, the two control pages before each round and after the last. Each
 * run's TBT is also given as the part above the hydration control's in the runs around it.
 */
export async function runSteps(options: {
  dists: Record<StepVariant, string>;
  shell: string;
  routes: string[];
  runs: number;
  chromePath: string;
  /** The hydration control's built client folder (site-build.ts buildHydrationControl). */
  hydrationControl: string;
}): Promise<StepsResult> {
  const { dists, shell, routes, runs } = options;
  const servers = new Map<StepVariant, RunningServer>();
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags });
  const samples: StepSample[] = [];
  const controls: ControlRun[] = [];
  const hydrationControls: ControlRun[] = [];
  try {
    for (const v of stepVariants) {
      // The server reads its folder once at start: the control pages are served by the shipped build's
      // server for its whole life and gone from the folder before anything else reads it.
      const removers = v.id === 'shipped' ? [writeControlPage(dists[v.id]), writeHydrationControl(dists[v.id], options.hydrationControl)] : [];
      const server = await startServer({ webDist: dists[v.id], label: `steps-${v.id}` }).finally(() => removers.forEach((remove) => remove()));
      servers.set(v.id, server);
      log(`  ${v.id} (${v.what}) on ${server.url}`);
    }
    const shipped = servers.get('shipped')!;
    const measureControls = async (roundsBefore: number) => {
      controls.push(await controlRun(shipped.url, chrome.port, roundsBefore));
      hydrationControls.push(await controlRun(shipped.url, chrome.port, roundsBefore, HYDRATION_CONTROL_PATH));
    };
    for (let round = 1; round <= runs; round++) {
      await measureControls(round - 1);
      for (const [r, route] of routes.entries()) {
        for (const v of rotated(stepVariants, round - 1 + r)) {
          const started = Date.now();
          const s = sample(await measure(`${servers.get(v.id)!.url}${route}`, chrome.port), route, v.id, round, shell);
          samples.push(s);
          log(
            `  round ${round}/${runs} ${route.padEnd(16)} ${v.id.padEnd(16)} perf ${s.performance ?? '-'}  FCP ${s.fcpMs} ms  LCP ${s.lcpMs} ms  ` +
              `TBT ${s.tbtMs} ms  SI ${s.speedIndexMs} ms  shell ${s.shellBootupMs ?? '-'} ms  host ${s.benchmarkIndex ?? '-'}  ` +
              `(${((Date.now() - started) / 1000).toFixed(1)} s)${s.runtimeError ? `  ${s.runtimeError}` : ''}`,
          );
        }
      }
    }
    await measureControls(runs);
  } finally {
    chrome.kill();
    for (const server of servers.values()) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  const variants = stepVariants.map((v) => ({ id: v.id, what: v.what }));
  const judged = overFloor(samples, hydrationControls);
  return { routes, runsPerVariant: runs, shellChunk: shell, variants, rows: summarizeSteps(judged, variants.map((v) => v.id)), samples: judged, controls, hydrationControls };
}
