import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { missesPerformanceGoal } from './lib/budgets';
import { CONTROL_PATH, HYDRATION_CONTROL_PATH } from './lib/control-page';
import { chromeFlags, log, round } from './lib/env';
import type { PrerenderedPage } from './lib/site-build';

// Lighthouse with its default (mobile) preset on every public route, and on the control pages between
// them (docs/decisions/012-benchmarks.md).
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRoute {
  path: string;
  scores: Record<(typeof categories)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Bytes on the wire per resource type, from Lighthouse's network records. */
  transferBytes: Record<string, number>;
  /** Scored audits below 1, so whoever fixes a page sees why without opening a report. */
  failing: { category: string; id: string; score: number; value?: string }[];
  /** Leads for whoever fixes a slow page: the LCP element and its phases, the costliest scripts, render-blocking files. */
  diagnostics: {
    lcpElement?: string;
    lcpPhasesMs?: Record<string, number>;
    bootupMs?: { url: string; totalMs: number; scriptingMs: number }[];
    renderBlocking?: { url: string; wastedMs?: number }[];
    /**
     * The tasks behind TBT, longest blocking first: Lighthouse's long tasks (simulated start and length),
     * each with the part of it after FCP beyond 50 ms. `url` is the script a task ran, the page's own
     * address for its parsing, style and layout, or "Unattributable". An estimate: TBT also stops at TTI,
     * which the report does not give (docs/decisions/017-hydrate-in-parts.md).
     */
    longTasks?: { url: string; startMs: number; durationMs: number; blockingMs: number }[];
  };
  runtimeError?: string;
  /**
   * Lighthouse's own measure of this machine's speed during the run (a mid-range phone is about 1,000;
   * below that Lighthouse warns that scores suffer). It moves from run to run on a shared host, and
   * TBT moves with it, so a reader can tell a slow page from a slow moment.
   */
  benchmarkIndex: number | null;
  /**
   * Every run of this route. One when the first run met every performance goal; three when it missed
   * one, and the figures above are then Lighthouse's own median run of the three (docs/decisions/012-benchmarks.md).
   */
  runs: RunFigures[];
  ms: number;
}

type RunFigures = { performance: number | null; lcpMs: number | null; tbtMs: number | null; fcpMs: number | null; benchmarkIndex: number | null };
export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse's variability guide: a single run can be an outlier, the median of several is the figure to
 * trust. Three runs of all 41 routes would not fit the bench's 15 minutes, so a route is run again only
 * when its first run misses a performance goal, and the runs again stop after this much time, so a slow
 * host (where many routes miss) cannot push the bench past its limit. A route past it keeps its one run.
 * One minute covers the few outliers of a fast host (two extra runs take about 20 s); on a slow host,
 * where most routes miss on every run, more time only lengthens the bench without changing a verdict.
 */
const RUNS_ON_A_MISS = 3;
const RUNS_AGAIN_MS_AT_MOST = 60_000;

type Details = { type?: string; items?: Record<string, unknown>[] };

/** Collects nodes and timing rows from an insight's details, whatever its nesting (LH 13 insights are lists of tables). */
function walkDetails(d: unknown, found: { node?: string; phases: Record<string, number> }) {
  if (!d || typeof d !== 'object') return;
  const o = d as Record<string, unknown>;
  if (o.type === 'node' && !found.node) found.node = String(o.selector ?? o.snippet ?? o.nodeLabel ?? '');
  const label = o.subpart ?? o.phase ?? o.label;
  if (typeof label === 'string' && typeof o.duration === 'number') found.phases[label] = Math.round(o.duration);
  else if (typeof label === 'string' && typeof o.timing === 'number') found.phases[label] = Math.round(o.timing);
  for (const v of Object.values(o)) if (v && typeof v === 'object') walkDetails(v, found);
}

function diagnostics(audits: Record<string, Audit>): LighthouseRoute['diagnostics'] {
  const lcp = { phases: {} as Record<string, number> } as { node?: string; phases: Record<string, number> };
  walkDetails(audits['lcp-breakdown-insight']?.details, lcp);
  const bootup = ((audits['bootup-time']?.details as Details | undefined)?.items ?? [])
    .map((i) => ({ url: String(i.url ?? ''), totalMs: Math.round(Number(i.total ?? 0)), scriptingMs: Math.round(Number(i.scripting ?? 0)) }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, 3);
  const blocking = ((audits['render-blocking-insight']?.details as Details | undefined)?.items ?? []).slice(0, 5).map((i) => ({
    url: String(i.url ?? ''),
    ...(typeof i.wastedMs === 'number' ? { wastedMs: Math.round(i.wastedMs) } : {}),
  }));
  const fcp = audits['first-contentful-paint']?.numericValue ?? 0;
  const longTasks = ((audits['long-tasks']?.details as Details | undefined)?.items ?? [])
    .map((i) => {
      const startMs = Number(i.startTime ?? 0);
      const durationMs = Number(i.duration ?? 0);
      const afterFcp = startMs + durationMs - Math.max(startMs, fcp);
      return { url: String(i.url ?? '').replace(/^https?:\/\/[^/]+/, ''), startMs: Math.round(startMs), durationMs: Math.round(durationMs), blockingMs: Math.max(0, Math.round(afterFcp - 50)) };
    })
    .sort((a, b) => b.blockingMs - a.blockingMs)
    .slice(0, 5);
  return {
    ...(lcp.node ? { lcpElement: lcp.node } : {}),
    ...(Object.keys(lcp.phases).length ? { lcpPhasesMs: lcp.phases } : {}),
    ...(bootup.length ? { bootupMs: bootup } : {}),
    ...(blocking.length ? { renderBlocking: blocking } : {}),
    ...(longTasks.length ? { longTasks } : {}),
  };
}

type Audit = { score: number | null; numericValue?: number; displayValue?: string; details?: { items?: Record<string, unknown>[] } };

function numeric(audits: Record<string, Audit>, id: string, digits = 0): number | null {
  const v = audits[id]?.numericValue;
  return typeof v === 'number' ? round(v, digits) : null;
}

/** The plain control page measured between the routes; `routesBefore` is how many routes were measured before it. */
export type ControlRun = LighthouseRoute & { routesBefore: number };

/**
 * How many routes run between two control page runs. The host's speed moves during a run, so each route is
 * judged against the control runs just before and after it; one control run costs a few seconds, so six or
 * so across the 41 routes keep the bench inside its time.
 */
const CONTROL_EVERY = 10;

/**
 * Lighthouse on each route, with the plain control page and the hydration control page (when the server
 * has it) before the first route, after every CONTROL_EVERY routes and after the last.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: PrerenderedPage[],
  chromePath: string,
  withHydrationControl = false,
): Promise<{ routes: LighthouseRoute[]; controls: ControlRun[]; hydrationControls: ControlRun[] }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const out: LighthouseRoute[] = [];
  const controls: ControlRun[] = [];
  const hydrationControls: ControlRun[] = [];
  let runsAgainMs = 0;
  const measureControl = async () => {
    controls.push(await controlRun(baseUrl, chrome.port, out.length));
    if (withHydrationControl) hydrationControls.push(await controlRun(baseUrl, chrome.port, out.length, HYDRATION_CONTROL_PATH));
  };
  try {
    for (const [i, route] of routes.entries()) {
      if (i % CONTROL_EVERY === 0) await measureControl();
      const started = Date.now();
      const run = () => measure(`${baseUrl}${route.path}`, chrome.port);
      const lhrs = [await run()];
      if (missesPerformanceGoal(routeFigures(route.path, lhrs[0]!)) && runsAgainMs < RUNS_AGAIN_MS_AT_MOST) {
        const again = Date.now();
        while (lhrs.length < RUNS_ON_A_MISS) lhrs.push(await run());
        runsAgainMs += Date.now() - again;
      }
      const valid = filterToValidRuns(lhrs);
      const lhr = valid.length ? computeMedianRun(valid) : lhrs[0]!;
      const entry = { ...routeFigures(route.path, lhr), runs: lhrs.map(runFigures), ms: Date.now() - started };
      out.push(entry);
      const worst = entry.diagnostics.longTasks?.[0];
      const spread = entry.runs.length > 1 ? `  median of ${entry.runs.length} (LCP ${entry.runs.map((r) => r.lcpMs).join('/')}, TBT ${entry.runs.map((r) => r.tbtMs).join('/')})` : '';
      log(
        `  lighthouse ${String(i + 1).padStart(2)}/${routes.length} ${route.path.padEnd(44)} ` +
          `${categories.map((c) => entry.scores[c] ?? '-').join('/')}  LCP ${entry.lcpMs} ms  TBT ${entry.tbtMs} ms  CLS ${entry.cls}  ` +
          `host ${entry.benchmarkIndex ?? '-'}  (${(entry.ms / 1000).toFixed(1)} s)` +
          (worst?.blockingMs ? `  worst task ${worst.blockingMs} ms (${worst.url})` : '') +
          spread,
      );
    }
    await measureControl();
  } finally {
    chrome.kill();
  }
  return { routes: out, controls, hydrationControls };
}

/**
 * One Lighthouse run of a control page (the plain one unless `page` names the hydration control), logged;
 * `routesBefore` says where in the run it was measured.
 */
export async function controlRun(baseUrl: string, port: number, routesBefore: number, page = CONTROL_PATH): Promise<ControlRun> {
  const started = Date.now();
  const lhr = await measure(`${baseUrl}${page}`, port);
  const entry: ControlRun = { ...routeFigures(page, lhr), runs: [runFigures(lhr)], ms: Date.now() - started, routesBefore };
  log(
    `  ${page === CONTROL_PATH ? 'control page' : page} after ${String(routesBefore).padStart(2)} route(s)${''.padEnd(26)}` +
      `${categories.map((c) => entry.scores[c] ?? '-').join('/')}  LCP ${entry.lcpMs} ms  TBT ${entry.tbtMs} ms  CLS ${entry.cls}  ` +
      `host ${entry.benchmarkIndex ?? '-'}  (${(entry.ms / 1000).toFixed(1)} s)`,
  );
  return entry;
}

const score = (lhr: Lhr, c: (typeof categories)[number]) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100));
export const audit = (lhr: Lhr) => lhr.audits as unknown as Record<string, Audit>;

/** One Lighthouse run of a page. */
export async function measure(url: string, port: number): Promise<Lhr> {
  const once = () =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // The full-page screenshot is for the HTML report only; it costs seconds per page.
      disableFullPageScreenshot: true,
    });
  let result = await once();
  // A failed trace (NO_NAVSTART and the like) is Lighthouse's own hiccup, not the page's: try again, twice at most.
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await once();
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

function runFigures(lhr: Lhr): RunFigures {
  const a = audit(lhr);
  return {
    performance: score(lhr, 'performance'),
    lcpMs: numeric(a, 'largest-contentful-paint'),
    tbtMs: numeric(a, 'total-blocking-time'),
    fcpMs: numeric(a, 'first-contentful-paint'),
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === 'number' ? Math.round(lhr.environment.benchmarkIndex) : null,
  };
}

export function routeFigures(path: string, lhr: Lhr): Omit<LighthouseRoute, 'runs' | 'ms'> {
  const audits = audit(lhr);
  const scores = Object.fromEntries(categories.map((c) => [c, score(lhr, c)])) as LighthouseRoute['scores'];
  const failing: LighthouseRoute['failing'] = [];
  for (const c of categories) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) {
        failing.push({ category: c, id: ref.id, score: a.score, ...(a.displayValue ? { value: a.displayValue } : {}) });
      }
    }
  }
  const transferBytes: Record<string, number> = {};
  for (const item of audits['network-requests']?.details?.items ?? []) {
    const type = String(item.resourceType ?? 'Other');
    transferBytes[type] = (transferBytes[type] ?? 0) + Number(item.transferSize ?? 0);
  }
  const figures = runFigures(lhr);
  return {
    path,
    scores,
    lcpMs: figures.lcpMs,
    tbtMs: figures.tbtMs,
    cls: numeric(audits, 'cumulative-layout-shift', 4),
    fcpMs: figures.fcpMs,
    speedIndexMs: numeric(audits, 'speed-index'),
    transferBytes,
    failing,
    diagnostics: diagnostics(audits),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    benchmarkIndex: figures.benchmarkIndex,
  };
}
