// `npm run test:hard` (docs/decisions/011-hardening.md; docs/development.md, "Hardening tests"):
// the long parts of the hardening suite, about 15 minutes on a quiet two-core machine.
//   1. fuzz, faults, attackers and login timing at full size: apps/server/test/hard with TARANG_HARD=1
//      (which lets in its *.hard.test.ts files and compares the time-zone tables with Intl on every day,
//      where npm test checks a fixed sample) and FUZZ_RUNS (default 400 runs per endpoint and database, half for the argon2-bound ones),
//      PostgreSQL too when TEST_DATABASE_URL is set; two workers, so the SQLite and PostgreSQL fuzz run side by side;
//   2. a production web build in apps/web/build-hard (its own folder: other builds are left alone);
//      then 200 starts and stops of the compiled server (scripts/start-stop.mjs);
//   3. the load run (bench/load/load.ts): the highest mixed rate held with zero errors, 60 s;
//   4. npm audit --omit=dev: no high or critical advisory.
// Every step runs even when an earlier one failed (except the load run, which needs the build);
// the summary prints each figure and the last line says whether everything held.
// Flags: --no-build (reuse apps/web/build-hard), --skip-load, --skip-audit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readJson } from './read-json.mjs';

const args = new Set(process.argv.slice(2));
const started = Date.now();
const results = [];
const FUZZ_RUNS = process.env.FUZZ_RUNS ?? '400';
const BUILD_DIR = 'build-hard';
const WEB_DIST = path.join('apps/web', BUILD_DIR, 'client');

function run(label, command, commandArgs, env = {}, options = {}) {
  console.log(`\n━━ ${label}: ${command} ${commandArgs.join(' ')}`);
  const t = Date.now();
  const r = spawnSync(command, commandArgs, { stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', env: { ...process.env, ...env }, encoding: 'utf8' });
  const result = { label, ok: r.status === 0, seconds: Math.round((Date.now() - t) / 1000), stdout: r.stdout };
  results.push(result);
  return result;
}

if (!process.env.TEST_DATABASE_URL) {
  console.warn('\n⚠ PostgreSQL NOT RUN in the fuzz and crash drills: TEST_DATABASE_URL is not set (the private-instance restart drills still run).');
}

fs.mkdirSync('test-results/hard', { recursive: true });
for (const f of fs.readdirSync('test-results/hard')) fs.rmSync(path.join('test-results/hard', f), { force: true });

// 1. Fuzz, faults and attackers at full size.
run(
  'fuzz, faults and attackers',
  'npx',
  ['vitest', 'run', '--project', 'server', '--project', 'shared', 'apps/server/test/hard', 'packages/shared/src/time-zone.test.ts', '--maxWorkers=2', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/hard/vitest.json'],
  { TARANG_HARD: '1', FUZZ_RUNS },
);

// 2. The web build the load run serves.
const built = args.has('--no-build') && fs.existsSync(path.join(WEB_DIST, 'index.html')) ? { ok: true } : run('web build', 'npm', ['run', 'build'], { WEB_BUILD_DIR: BUILD_DIR });

// 2b. 200 starts and stops of the compiled server on this Node (docs/decisions/021-compiled-server.md).
if (built.ok) run('200 server starts and stops', process.execPath, ['scripts/start-stop.mjs', '200'], { WEB_DIST });
else console.warn('\n⚠ server starts and stops NOT RUN: the build failed');

// 3. Load.
let load;
if (args.has('--skip-load')) console.warn('\n⚠ load run NOT RUN (--skip-load)');
else if (!built.ok) console.warn('\n⚠ load run NOT RUN: the web build failed');
else {
  const r = run('load', process.execPath, ['--import', 'tsx', 'bench/load/load.ts'], { LOAD_WEB_DIST: WEB_DIST });
  load = r.ok || fs.existsSync('bench/results/load.json') ? readJson('bench/results/load.json') : undefined;
}

// 4. Advisories for what ships (dependencies, not devDependencies).
let audit = 'not run';
if (args.has('--skip-audit')) console.warn('\n⚠ npm audit NOT RUN (--skip-audit)');
else {
  const r = run('npm audit', 'npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {}, { capture: true });
  const report = (() => {
    try {
      return JSON.parse(r.stdout);
    } catch {
      return undefined;
    }
  })();
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    audit = `${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`;
    results.at(-1).ok = (counts.critical ?? 0) === 0 && (counts.high ?? 0) === 0;
  } else {
    // The registry's advisory service could not be reached (an offline mirror answers 405): say so, loudly.
    audit = `NOT RUN: the advisory service did not answer (${String(report?.error?.summary || report?.message || 'no report').slice(0, 120)})`;
    console.warn(`\n⚠ npm audit ${audit}. Run \`npm audit --omit=dev\` where the npm registry is reachable.`);
    results.at(-1).ok = process.env.HARD_REQUIRE_AUDIT !== '1';
    results.at(-1).label = 'npm audit (not run: advisory service unreachable)';
  }
}

// ---------------------------------------------------------------- summary

const vitest = readJson('test-results/hard/vitest.json');
const fuzz = ['sqlite', 'postgres'].map((db) => readJson(`test-results/hard/fuzz-${db}.json`)).filter(Boolean);
const faultTests = (vitest?.testResults ?? []).filter((f) => /faults(\.hard)?\.test\.ts$/.test(f.name)).flatMap((f) => f.assertionResults);
const survived = faultTests.filter((t) => t.status === 'passed').length;
const faultFailed = faultTests.filter((t) => t.status === 'failed').length;
const faultSkipped = faultTests.filter((t) => t.status !== 'passed' && t.status !== 'failed').length;

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.label}${r.seconds !== undefined ? ` (${r.seconds} s)` : ''}`);
if (vitest) console.log(`  hard suite: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests + (vitest.numTodoTests ?? 0)} skipped`);
for (const f of fuzz) {
  console.log(`  bad inputs tried on ${f.database}: ${f.requests} requests to ${f.endpoints} endpoints (up to ${f.runsPerEndpoint} runs each): ${f.fiveHundreds} answered 5xx, ${f.leaks} showed internals, ${f.rowsFromRefused} refused requests stored anything`);
}
console.log(`  faults survived: ${survived} drills passed${faultFailed ? `, ${faultFailed} FAILED` : ''}${faultSkipped ? `, ${faultSkipped} not run here` : ''}`);
if (load?.held) console.log(`  load held: ${load.held.rate} requests/s of mixed traffic for ${load.held.seconds} s, 0 errors, p50 ${load.held.p50Ms} ms, p99 ${load.held.p99Ms} ms (${load.server.database}; load average ${load.machine.loadAverageAtStart[0]} at the start)`);
else if (load) console.log('  load: no rate held for the full time');
if (load) console.log(`  leads under load: ${load.leads.acknowledged.contacts + load.leads.acknowledged.demos} acknowledged, ${load.leads.lost} lost`);
console.log(`  npm audit --omit=dev: ${audit}`);
const failed = results.filter((r) => !r.ok);
console.log(`npm run test:hard: ${failed.length === 0 ? 'everything held' : `${failed.length} step(s) failed`} in ${Math.round((Date.now() - started) / 60_000)} min`);
process.exit(failed.length === 0 ? 0 : 1);
