// `npm run bench`: builds the site into its own folder, serves it with the real server and
// measures the budgets and goals of docs/decisions/012-benchmarks.md: Lighthouse (beside a plain
// control page and a hydration control page) and initial JS per public route, axe and the Nu HTML checker, API load against a
// bare Fastify hello-world, and the admin list calls over 1,000,000 rows per lead table on SQLite
// and PostgreSQL. Results: bench/results/latest.json (full runs) and a readable summary on stdout;
// the exit code is 1 only when a budget, or a goal the control page met, is missed. Never a test assertion.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCli } from '../../apps/server/src/cli/run-cli';
import { rounds as apiRounds, runApiLoad } from './api-load';
import { type AnalyticsDialectResult, EVENTS as ANALYTICS_EVENTS, measureAnalyticsViews } from './analytics-views';
import { runBeaconLoad } from './beacons';
import { securityPaths } from '@tarang/shared/admin-security';
import { totpCode } from '../../apps/server/src/modules/auth/totp';
import { type AxeAdmin, runAxe } from './axe';
import { cleanUp, type DialectResult, measureDialect, type PreparedDialect, prepareDialect } from './db-scale';
import { runNuChecker } from './html-check';
import { runLighthouse } from './lighthouse';
import { evaluate, realMisses, type Sections } from './lib/budgets';
import { CONTROL_PATH, HYDRATION_CONTROL_PATH, writeControlPage, writeHydrationControl } from './lib/control-page';
import { chromiumPath, log, machine, repoRoot, resultsDir, waitForQuietMachine } from './lib/env';
import { tbtByHostClass } from './lib/host-speed';
import { startServer } from './lib/server';
import { fetchRenderedPages, type RenderedPages, warmRenderedPages } from './lib/rendered-pages';
import { BENCH_BUILD_DIR, benchWebDist, buildHydrationControl, buildSite, initialBytes, prerenderedHtmlFiles, publicRoutes, withRenderedPages } from './lib/site-build';
import { printSummary } from './lib/summary';
import { buildStepVariants, existingStepVariants, STEPS_BUILD_DIR } from './lib/build-steps';
import { runSteps, STEP_ROUTES, stepRuns } from './steps';

const allSections = ['bundles', 'html', 'lighthouse', 'axe', 'api', 'beacons', 'db', 'analytics-views'] as const;
/** Sections that run only when named: `steps` builds and measures builds of its own. */
const namedOnly = ['steps'] as const;
type Section = (typeof allSections)[number] | (typeof namedOnly)[number];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string', default: BENCH_BUILD_DIR },
    save: { type: 'string' },
    routes: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  log(`Usage: npm run bench -- [section ...] [--no-build] [--build-dir DIR] [--routes REGEX] [--save NAME]

Sections (default: all): ${allSections.join(', ')}; 'db' also takes db:sqlite or db:postgres, and
  'analytics-views' analytics-views:sqlite or analytics-views:postgres.
  steps          only when named: the shipped build against the same build without each build step
                 that rewrites the framework's output, Lighthouse on ${STEP_ROUTES.join(' ')}
                 alternating the builds, built in apps/web/${STEPS_BUILD_DIR}, beside the plain control
                 and the hydration control (React Router with no app code, bench/hydrate-control)
  --no-build     reuse apps/web/<build-dir> (and apps/web/${STEPS_BUILD_DIR}) instead of building (development)
  --build-dir    build folder under apps/web (default ${BENCH_BUILD_DIR})
  --routes       only public routes (of steps: its routes) matching this regular expression
  --save NAME    also write the results to ${savedFile('NAME')} (e.g. before, after),
                 outside the repository: bench/results keeps latest.json and load.json only
A full run writes bench/results/latest.json; a partial run writes bench/results/partial.json.tmp; the steps
section also writes bench/lab-notes/steps.json.
Environment: CHROME_PATH, BENCH_DATABASE_URL (else TEST_DATABASE_URL, else the local site_test
database), BENCH_API_ROUNDS (5), BENCH_API_SLICE_SECONDS (2), BENCH_API_WARMUP (3), BENCH_ANALYTICS_EVENTS (1000000; 10000000 for the goal's figure), BENCH_BEACON_RATE (200), BENCH_BEACON_SECONDS (60), BENCH_DB_ROWS (1000000), BENCH_DB_SAMPLES (40), BENCH_STEPS_RUNS (3: Lighthouse runs per route and variant).`);
  process.exit(0);
}

const wanted = new Set<string>(positionals.length ? positionals : allSections);
const dbDialects = (['sqlite', 'postgres'] as const).filter((d) => wanted.has('db') || wanted.has(`db:${d}`));
const analyticsDialects = (['sqlite', 'postgres'] as const).filter((d) => wanted.has('analytics-views') || wanted.has(`analytics-views:${d}`));
const runs = (s: Section) => (s === 'db' ? dbDialects.length > 0 : s === 'analytics-views' ? analyticsDialects.length > 0 : wanted.has(s));
for (const w of wanted) {
  if (![...allSections, ...namedOnly].includes(w as Section) && !/^(db|analytics-views):(sqlite|postgres)$/.test(w)) {
    console.error(`Unknown section '${w}'. Sections: ${[...allSections, ...namedOnly].join(', ')}, db:sqlite, db:postgres, analytics-views:sqlite, analytics-views:postgres.`);
    process.exit(2);
  }
}
// A bad run count stops the bench before it builds anything, with the reason.
let stepRunsEach = 0;
if (wanted.has('steps')) {
  try {
    stepRunsEach = stepRuns();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
}
const full = allSections.every((s) => runs(s)) && dbDialects.length === 2 && analyticsDialects.length === 2 && !values.routes;

/** Where `--save NAME` writes: the system's temporary folder, so named runs never pile up in bench/results. */
function savedFile(name: string): string {
  return path.join(os.tmpdir(), `tarang-bench-${name.replace(/[^\w.-]+/g, '-')}.json`);
}

const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const startedAt = new Date();
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    const t = Date.now();
    try {
      return await fn();
    } finally {
      timings[name] = Date.now() - t;
      log(`  (${name}: ${((Date.now() - t) / 1000).toFixed(1)} s)`);
    }
  };
  const env = machine();
  log(`Benchmarks on ${env.cpus} × ${env.cpuModel}, Node ${env.node}, load average ${env.loadAverageAtStart.join(' ')}`);

  // Loading 1,000,000 rows per table is not measured, so it runs while the site builds and the
  // static checks run; every timed section starts after it is done.
  const prepared = new Map<string, Promise<PreparedDialect>>();
  for (const d of dbDialects) {
    prepared.set(
      d,
      prepareDialect(d).catch((err: unknown): PreparedDialect => ({ dialect: d, seedMs: 0, skipped: `preparation failed: ${errorOf(err)}` })),
    );
  }
  const sections: Sections = {};
  try {
    await measureAll(sections, time, prepared);
  } finally {
    // Whatever was prepared and not measured (an error on the way) is removed here.
    for (const p of prepared.values()) await cleanUp(await p);
  }

  const finishedAt = new Date();
  const checks = evaluate(sections);
  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationSeconds: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    complete: full,
    sectionsRun: [...wanted],
    git: { commit: git(['rev-parse', '--short', 'HEAD']), uncommittedFiles: git(['status', '--porcelain']).split('\n').filter(Boolean).length },
    machine: { ...env, loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))) },
    timingsMs: timings,
    budgets: checks,
    // TBT per kind of host (lib/host-speed.ts): the verdicts above stay on the preset's 4x.
    ...(Array.isArray(sections.lighthouse) ? { tbtByHostClass: tbtByHostClass(sections.lighthouse) } : {}),
    ...sections,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, full ? 'latest.json' : 'partial.json.tmp');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  // The last build-steps run is kept beside latest.json: the decision records on build steps cite it.
  if (sections.steps && !('error' in sections.steps)) {
    const { startedAt: s, finishedAt: f, git: g, machine: m } = result;
    fs.writeFileSync(path.join(resultsDir, '..', 'lab-notes', 'steps.json'), `${JSON.stringify({ startedAt: s, finishedAt: f, git: g, machine: m, steps: sections.steps }, null, 2)}\n`);
  }
  const saved = values.save ? savedFile(values.save) : undefined;
  if (saved) fs.writeFileSync(saved, `${JSON.stringify(result, null, 2)}\n`);
  printSummary(result, checks);
  log(`\nResults: ${path.relative(repoRoot, file)}${saved ? ` and ${saved}` : ''} (${result.durationSeconds} s)`);
  // A host-bound goal, a reported figure or a section not run is no failure of the site.
  if (realMisses(checks).length > 0) process.exitCode = 1;
}

async function measureAll(
  sections: Sections,
  time: <T>(name: string, fn: () => Promise<T> | T) => Promise<T>,
  prepared: Map<string, Promise<PreparedDialect>>,
) {
  if (runs('steps')) await measureSteps(sections, time);
  if (!allSections.some((s) => runs(s))) return;

  const buildDir = values['build-dir']!;
  const webDist = benchWebDist(buildDir);
  if (!values['no-build']) await time('build', () => buildSite(buildDir));
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`No build at ${webDist}; run without --no-build`);

  const filter = values.routes ? new RegExp(values.routes, 'i') : undefined;
  // The blog, its articles and the help centre have no file in the build: the server renders them from the
  // database (docs/decisions/052-content-pages-from-the-database.md), so they are read from it as served.
  let rendered: RenderedPages = { dir: '', pages: [], timings: [] };
  if ((['bundles', 'html', 'lighthouse', 'axe'] as const).some((s) => runs(s))) {
    log('pages the server renders (the built server, an empty database with the starting content)');
    try {
      rendered = await time('rendered pages', () => fetchRenderedPages(webDist));
      sections.renderedPages = { pages: rendered.timings };
    } catch (err) {
      sections.renderedPages = { error: errorOf(err) };
      log(`  rendered pages: NOT READ (${errorOf(err)}); the tables hold the prerendered pages only`);
    }
  }
  const routes = withRenderedPages(publicRoutes(webDist), rendered.pages).filter((r) => !filter || filter.test(r.path));
  const chrome = chromiumPath();
  const noChrome = { error: 'Chromium not found: install it (apt-get install chromium) or set CHROME_PATH' };

  if (runs('bundles')) {
    log('initial JS and CSS per public route (from the HTML: prerendered files, and the rendered pages as served)');
    sections.bundles = routes.map((r) => ({ path: r.path, ...initialBytes(webDist, r.file) }));
  }

  if (runs('html')) {
    log('Nu HTML checker');
    const renderedFiles = rendered.pages.filter((r) => !filter || filter.test(r.path));
    const names = new Map(renderedFiles.map((r) => [r.file, `${r.path} (rendered)`]));
    sections.html = await time('html', () =>
      runNuChecker([...prerenderedHtmlFiles(webDist), ...renderedFiles.map((r) => r.file)], webDist, names).catch((err: unknown) => ({ error: errorOf(err) })),
    );
  }

  if (prepared.size) {
    log('waiting for the database seeding (it runs beside the build; nothing is timed until it is done) ...');
    await time('db seeding', () => Promise.all(prepared.values()));
  }

  if (runs('lighthouse') || runs('axe')) {
    // React Router with no app code, built before the machine is left to quieten down; a control that
    // does not build leaves the TBT floor unmeasured and the rest of the section as it is.
    let hydrationControl: string | { error: string } = { error: 'not built' };
    if (runs('lighthouse')) {
      hydrationControl = await time('hydration control build', () => buildHydrationControl().catch((err: unknown) => ({ error: errorOf(err) })));
    }
    const quiet = await time('quiet machine', () => waitForQuietMachine());
    log(`machine quiet after ${quiet.waitedS} s (CPU ${Math.round(quiet.busy * 100)}% busy)`);
    // The server reads the build once at start: the control pages are served for its whole life and gone
    // from the folder before anything else reads it.
    const removers = [writeControlPage(webDist), ...(typeof hydrationControl === 'string' ? [writeHydrationControl(webDist, hydrationControl)] : [])];
    // The starting content is imported into its empty database, so the rendered pages are the ones read above.
    const site = await startServer({ webDist, label: 'site', env: { CONTENT_SEED: 'on' } }).finally(() => removers.forEach((remove) => remove()));
    log(`site server on ${site.url} (pid ${site.pid})`);
    try {
      await warmRenderedPages(site.url, routes.filter((r) => rendered.pages.includes(r)));
      if (runs('lighthouse')) {
        const withFloor = typeof hydrationControl === 'string';
        log(
          `Lighthouse (mobile preset) on ${routes.length} public routes, and the control page ${CONTROL_PATH}` +
            `${withFloor ? ` and the hydration control ${HYDRATION_CONTROL_PATH}` : ''} before, between and after them`,
        );
        const measured = chrome
          ? await time('lighthouse', () => runLighthouse(site.url, routes, chrome, withFloor).catch((err: unknown) => ({ error: errorOf(err) })))
          : noChrome;
        sections.lighthouse = 'error' in measured ? measured : measured.routes;
        sections.lighthouseControl = 'error' in measured ? measured : measured.controls;
        sections.lighthouseHydrationControl = 'error' in measured ? measured : typeof hydrationControl === 'string' ? measured.hydrationControls : hydrationControl;
      }
      if (runs('axe')) {
        log('axe on every route, the admin pages and the modals');
        sections.axe = chrome
          ? await time('axe', async () => {
              const admin: AxeAdmin = { email: 'axe-admin@example.com', password: 'axe admin passphrase 2026', secret: '', invitation: '' };
              await seedSiteForAxe(site.url, site.dataDir, admin);
              return runAxe({ baseUrl: site.url, routes, chromePath: chrome, admin }).catch((err: unknown) => ({ error: errorOf(err) }));
            })
          : noChrome;
      }
    } finally {
      await site.stop();
      fs.rmSync(site.dataDir, { recursive: true, force: true });
    }
  }

  if (runs('api')) {
    log(`API load (autocannon, loopback, ${apiRounds} rounds of hello-world then target per target, after a warm-up)`);
    sections.api = await time('api', () => runApiLoad(webDist).catch((err: unknown) => ({ error: errorOf(err) })));
  }

  if (runs('beacons')) {
    log('Analytics beacons (autocannon, loopback): BENCH_BEACON_RATE a second for BENCH_BEACON_SECONDS, a page beside them');
    sections.beacons = await time('beacons', () => runBeaconLoad(webDist).catch((err: unknown) => ({ error: errorOf(err) })));
  }

  if (runs('db')) {
    sections.db = await time('db', async () => {
      const out: DialectResult[] = [];
      for (const d of dbDialects) {
        const p = await prepared.get(d)!;
        prepared.delete(d); // measureDialect cleans up after itself
        if (p.skipped) log(`database scale, ${d}: SKIPPED (${p.skipped})`);
        out.push(
          await measureDialect(p, webDist).catch(
            (err: unknown): DialectResult => ({ dialect: d, rows: 0, seedMs: p.seedMs, calls: [], dashboard: [], plans: {}, skipped: `failed: ${errorOf(err)}`, ms: 0 }),
          ),
        );
      }
      return out;
    });
  }

  if (runs('analytics-views')) {
    log(`Analytics views over ${ANALYTICS_EVENTS.toLocaleString('en-US')} raw page views (BENCH_ANALYTICS_EVENTS), rolled up, through HTTP`);
    sections.analyticsViews = await time('analytics views', async () => {
      const out: AnalyticsDialectResult[] = [];
      for (const d of analyticsDialects) {
        out.push(
          await measureAnalyticsViews(d, webDist).catch(
            (err: unknown): AnalyticsDialectResult => ({ dialect: d, events: ANALYTICS_EVENTS, goals: 0, days: 0, fillMs: 0, rollupMs: 0, slowestDayRollupMs: 0, firstReportMs: 0, views: [], skipped: `failed: ${errorOf(err)}`, ms: 0 }),
          ),
        );
      }
      return out;
    });
  }
}

/** The `steps` section (steps.ts): its own builds and the hydration control's, then Lighthouse on each, alternating. */
async function measureSteps(sections: Sections, time: <T>(name: string, fn: () => Promise<T> | T) => Promise<T>) {
  const chrome = chromiumPath();
  if (!chrome) {
    sections.steps = { error: 'Chromium not found: install it (apt-get install chromium) or set CHROME_PATH' };
    return;
  }
  const filter = values.routes ? new RegExp(values.routes, 'i') : undefined;
  const routes = STEP_ROUTES.filter((r) => !filter || filter.test(r));
  if (routes.length === 0) {
    sections.steps = { error: `--routes matches none of the section's routes (${STEP_ROUTES.join(' ')})` };
    return;
  }
  const runsEach = stepRunsEach;
  try {
    const { dists, shell } = values['no-build'] ? existingStepVariants() : await time('steps build', () => buildStepVariants());
    const hydrationControl = await time('hydration control build', () => buildHydrationControl());
    const quiet = await time('quiet machine', () => waitForQuietMachine());
    log(`machine quiet after ${quiet.waitedS} s (CPU ${Math.round(quiet.busy * 100)}% busy)`);
    log(
      `Build steps: Lighthouse (mobile preset) on ${routes.join(' ')}, ${runsEach} round(s) alternating the builds, ` +
        `the control pages ${CONTROL_PATH} and ${HYDRATION_CONTROL_PATH} before each round and after the last`,
    );
    sections.steps = await time('steps', () => runSteps({ dists, shell, routes, runs: runsEach, chromePath: chrome, hydrationControl }));
  } catch (err) {
    // A build that changed under the bench stops the section with the reason, not the whole run.
    sections.steps = { error: errorOf(err) };
    log(`build steps: NOT RUN (${errorOf(err)})`);
  }
}

/**
 * An admin (made by the operator CLI, as an operator makes one, and enrolled in two-factor sign-in through
 * the API), an invitation for the sign-up page, and a few leads so the dashboard tables have rows.
 * docs/decisions/027-admin-security.md.
 */
async function seedSiteForAxe(base: string, dataDir: string, admin: AxeAdmin) {
  let out = '';
  const cli = async (args: string[]) => {
    out = '';
    const code = await runCli(args, {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PUBLIC_URL: base },
      out: (t) => (out += t),
      err: (t) => (out += t),
      readPassword: async () => admin.password,
    });
    if (code !== 0) throw new Error(`${args.slice(0, 2).join(' ')} failed: ${out}`);
    return out;
  };
  await cli(['admin', 'create', '--email', admin.email, '--name', 'Axe Admin']);
  const invited = await cli(['admin', 'invite', '--email', 'axe-colleague@example.com']);
  admin.invitation = /\/admin\/([^/\s]+)\/Signup/.exec(invited)?.[1] ?? '';
  const login = await fetch(`${base}/api/auth/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: admin.password }) });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const start = await fetch(`${base}${securityPaths.enrolStart}`, { method: 'POST', headers: { authorization: headers.authorization } });
  admin.secret = ((await start.json()) as { secret: string }).secret;
  const done = await fetch(`${base}${securityPaths.enrolConfirm}`, { method: 'POST', headers, body: JSON.stringify({ code: totpCode(admin.secret, new Date()) }) });
  if (!done.ok) throw new Error(`admin enrolment failed: ${done.status} ${await done.text()}`);
  const post = (p: string, body: unknown) =>
    fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  for (let i = 0; i < 3; i++) {
    await post('/api/contact', { name: `Asha ${i}`, email: `asha${i}@example.com`, contact: '9876543210', question: 'What does an OTP route cost?' });
    await post('/api/demo', {
      name: `Ravi ${i}`,
      email: `ravi${i}@example.com`,
      contact: '9876543210',
      businessname: 'Example Traders',
      jobfunction: 'support',
      lookingfor: 'SMS',
      message: 'We would like a demo of the campaign tools.',
    });
    await post('/api/auth/user/signup', { name: `Meera ${i}`, email: `meera${i}@example.com`, password: 'visitor-pass' });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
