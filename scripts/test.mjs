// `npm test`: lint (ESLint, and knip for unused files, exports and dependencies), typecheck, unit and
// integration tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), a production build, then browser
// tests in Chromium (a part of them again on PostgreSQL when TEST_DATABASE_URL is set).
// `npm test -- unit` (or any of lint, typecheck, unit, browser) runs only the parts named: CI runs
// the Vitest part once more on Node 26 (docs/decisions/021-compiled-server.md).
// Every step runs even when an earlier one failed (except what needs the build), so one
// run shows every problem; the last line is the total: 'npm test: N passed, M failed'.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { readJson } from './read-json.mjs';

const testStarted = Date.now();
const results = [];
let passed = 0;
let failed = 0;

/** Runs a step with its output live (the browser tests, which take longest); the answer is whether it passed. */
function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    let settled = false;
    // A child that could not start emits 'error' and may still emit 'close': the step is recorded once.
    const done = (ok) => {
      if (settled) return;
      settled = true;
      results.push({ label, ok, seconds: (Date.now() - started) / 1000 });
      resolve(ok);
    };
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * Starts a step whose output is kept and shown whole by `report`, so that steps running side by side
 * (ESLint, knip, tsc, Vitest, the build) never interleave: while one waits on the disk, the database or
 * a child process, another has the cores.
 */
function start({ label, command, args, env = {} }) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (err) => resolve({ label, command, args, ok: false, output: `${output}${err.message}\n`, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (code) => resolve({ label, command, args, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Waits for a started step, shows its output and records it; the answer is whether it passed. */
async function report(step) {
  const { label, command, args, ok, output, seconds } = await step;
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  process.stdout.write(output);
  results.push({ label, ok, seconds });
  return ok;
}

/**
 * Finds the browser tests' Chromium: CHROME_PATH, else Debian's headless shell (about half the CPU of the
 * full browser per page, which is most of the suite's time on two cores), else the full browser. On
 * Debian as root it installs the headless shell; elsewhere it says what to do.
 */
function findChromium() {
  const given = process.env.CHROME_PATH;
  if (given) {
    if (fs.existsSync(given)) return given;
    console.error(`CHROME_PATH=${given} does not exist. Point it at a Chromium or Chrome binary.`);
    process.exit(1);
  }
  const found = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p));
  if (found) return found;
  const debianRoot = fs.existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (debianRoot) {
    console.log("Chromium not found: installing Debian's chromium-headless-shell package for the browser tests ...");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (update.status === 0 && install.status === 0 && fs.existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  }
  console.error('The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`) or set CHROME_PATH to a Chromium or Chrome binary, then run `npm test` again.');
  process.exit(1);
}

const PARTS = ['lint', 'typecheck', 'unit', 'browser'];
const asked = process.argv.slice(2);
const unknown = asked.filter((p) => !PARTS.includes(p));
if (unknown.length) {
  console.error(`Unknown test part ${unknown.join(', ')}: choose from ${PARTS.join(', ')} (none runs them all).`);
  process.exit(2);
}
const parts = new Set(asked.length ? asked : PARTS);
console.log(`npm test on Node ${process.version}: ${[...parts].join(', ')}`);

const chromePath = parts.has('browser') ? findChromium() : undefined;

if (!process.env.TEST_DATABASE_URL) {
  if (process.env.CI) {
    console.error('CI must run the PostgreSQL suite: set TEST_DATABASE_URL (see .ci/run).');
    process.exit(1);
  }
  console.warn('\n⚠ PostgreSQL suite NOT RUN: TEST_DATABASE_URL is not set. The SQLite suite runs; set TEST_DATABASE_URL=postgres://... to run both.');
}

fs.mkdirSync('test-results', { recursive: true });
for (const f of ['test-results/vitest.json', 'test-results/e2e.json', 'test-results/e2e-postgres.json']) fs.rmSync(f, { force: true });

// Lint, knip, the typecheck and Vitest start together: Vitest spends much of its time waiting on
// PostgreSQL and the processes it starts, so the others use the cores meanwhile. The build waits for the
// typecheck, whose route types (./+types/…, React Router's typegen) it would otherwise race. The browser
// tests wait for both: beside Vitest they only made it slower (docs/decisions/054-where-test-time-goes.md).
const lintSteps = parts.has('lint')
  ? [
      start({ label: 'lint', command: 'npx', args: ['eslint', '.'] }),
      // No unused file, export or dependency (knip.config.ts).
      start({ label: 'unused code (knip)', command: 'npx', args: ['knip', '--no-progress'] }),
    ]
  : [];
const typecheck = parts.has('typecheck') ? start({ label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] }) : undefined;
// Vitest does not read the production build: its server tests compile their own server.
const unit = parts.has('unit')
  ? start({ label: 'unit and integration', command: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'] })
  : undefined;
for (const step of lintSteps) await report(step);
if (typecheck) await report(typecheck);
// Then the second brand's site for brand.spec.ts (e2e/second-brand.ts), in its own folders.
const build = parts.has('browser') ? start({ label: 'build', command: 'sh', args: ['-c', 'npm run build && node --import tsx e2e/second-brand.ts'] }) : undefined;
const built = build ? await report(build) : false;
if (unit) {
  await report(unit);
  const vitest = readJson('test-results/vitest.json');
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
  }
}

function countBrowserResults(file) {
  const e2e = readJson(file);
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  }
}

/**
 * The stories that write and read what PostgreSQL stores in production (the sales team's leads, CRM
 * webhooks and charts, admin security, a person's data) run once more, on the desktop screen, against a
 * server on an empty PostgreSQL database of their own, made next to TEST_DATABASE_URL's.
 */
const postgresStories = ['e2e/lead-pipeline.spec.ts', 'e2e/webhooks.spec.ts', 'e2e/dashboard-charts.spec.ts', 'e2e/admin-security.spec.ts', 'e2e/privacy.spec.ts'];

async function emptyPostgresDatabase(baseUrl) {
  const { default: pg } = await import('pg');
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1)}_browser`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    // Not WITH (FORCE): it must signal autovacuum, which this role may not (apps/server/src/test/databases.ts).
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and usename = current_user and pid <> pg_backend_pid()', [name]);
    await client.query(`drop database if exists "${name}"`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

if (built) {
  // The stories on PostgreSQL run beside the main browser run, one at a time: the main run keeps its
  // live output, theirs is shown when both have ended.
  const postgresRun = process.env.TEST_DATABASE_URL
    ? start({
        label: 'browser on PostgreSQL',
        command: 'npx',
        args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=desktop', '--workers=1', ...postgresStories],
        env: { CHROME_PATH: chromePath, DATABASE_URL: await emptyPostgresDatabase(process.env.TEST_DATABASE_URL) },
      })
    : undefined;
  await run('browser', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROME_PATH: chromePath });
  countBrowserResults('test-results/e2e.json');
  if (postgresRun) {
    await report(postgresRun);
    countBrowserResults('test-results/e2e-postgres.json');
  }
}

console.log(`\n━━ summary (Node ${process.version})`);
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.label} (${Math.round(r.seconds)} s)`);
console.log(`npm test took ${Math.round((Date.now() - testStarted) / 1000)} s`);
const stepFailures = results.filter((r) => !r.ok).length;
console.log(`npm test: ${passed} passed, ${failed + (failed === 0 ? stepFailures : 0)} failed`);
// exitCode, not exit(): stdout into a pipe (CI tees it) is written asynchronously, and exit() would cut
// off the summary and the total line that .ci/run adds up.
process.exitCode = stepFailures === 0 && failed === 0 ? 0 : 1;
