/**
 * The load test: mixed traffic against the real server at the highest rate this machine holds, with
 * zero errors (a budget, docs/decisions/012-benchmarks.md).
 *
 *   node --import tsx bench/load/load.ts        (npm run test:hard runs it; docs/development.md, "Hardening tests")
 *
 * The server runs as its own process on 127.0.0.1 with RATE_LIMITS=off, a fresh SQLite database
 * (LOAD_DATABASE_URL=postgres://... for PostgreSQL) and the web build in LOAD_WEB_DIST (default
 * apps/web/build-hard/client: `WEB_BUILD_DIR=build-hard npm run build`). The load is open-loop: each
 * request is sent at its scheduled moment whether or not earlier ones have answered, and its latency
 * counts from that moment, so a stalled server cannot hide its queue (no coordinated omission).
 *
 * The rate climbs in short steps until one fails, is narrowed down between the last pass and the
 * first failure, and is then held for LOAD_SECONDS (60). A rate holds when every request answers
 * its expected status (no error, no timeout) and p99 stays under LOAD_P99_MS (500): a server that
 * falls behind builds a queue, which shows in p99 at once. Figures go to bench/results/load.json.
 * Everything is bounded: at most 16 steps and 4 holds (about 7 minutes); loopback only.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { machine, repoRoot, resultsDir, sleep } from '../src/lib/env';
import { startServer, type RunningServer } from '../src/lib/server';

const settings = {
  webDist: path.resolve(repoRoot, process.env.LOAD_WEB_DIST ?? 'apps/web/build-hard/client'),
  databaseUrl: process.env.LOAD_DATABASE_URL,
  holdSeconds: Number(process.env.LOAD_SECONDS ?? 60),
  stepSeconds: Number(process.env.LOAD_STEP_SECONDS ?? 8),
  startRate: Number(process.env.LOAD_START_RATE ?? 25),
  p99LimitMs: Number(process.env.LOAD_P99_MS ?? 500),
  timeoutMs: 10_000,
  /** The server logs as in production (two JSON lines per request), to a file. */
  logLevel: process.env.LOAD_LOG_LEVEL ?? 'info',
  maxSteps: 16,
  maxHolds: 4,
};

/**
 * The mix, in requests per hundred. Visitors mostly read pages; every open tab polls the licence
 * status every 5 s (as the site's pages do) and reads the payment flag once per page; a few send a form; logins
 * and sign-ups, each an argon2id hash of about 40 ms of CPU, are a small share as on a marketing site.
 */
const mix = {
  page: 55,
  asset: 10,
  licenceStatus: 22,
  hiddenFlag: 6,
  contact: 3,
  demo: 1.5,
  signup: 0.5,
  login: 2,
} as const;
type Kind = keyof typeof mix;

// ---------------------------------------------------------------- requests

interface Outcome {
  kind: Kind;
  ok: boolean;
  status: number | string;
  /** From the scheduled moment to the end of the answer. */
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function send(base: URL, method: 'GET' | 'POST', urlPath: string, body: string | undefined, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path: urlPath, agent, timeout: settings.timeoutMs, headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

interface Site {
  pages: string[];
  assets: string[];
  logins: { email: string; password: string }[];
}

let sequence = 0;
/** Counts requests across every run, so each run continues the mix where the last one stopped. */
let tick = 0;
const runId = Date.now().toString(36);

/** One request of the given kind: what to send and which status means success. */
function requestOf(kind: Kind, site: Site): { method: 'GET' | 'POST'; path: string; body?: string; expect: number } {
  const n = sequence++;
  const pick = <T>(xs: T[]) => xs[n % xs.length]!;
  switch (kind) {
    case 'page':
      return { method: 'GET', path: pick(site.pages), expect: 200 };
    case 'asset':
      return { method: 'GET', path: pick(site.assets), expect: 200 };
    case 'licenceStatus':
      return { method: 'GET', path: '/license-status', expect: 200 };
    case 'hiddenFlag':
      return { method: 'GET', path: '/api/hidden-flag', expect: 200 };
    case 'contact':
      return {
        method: 'POST',
        path: '/api/contact',
        body: JSON.stringify({ name: `Load Visitor ${n}`, email: `load${n}.${runId}@example.com`, contact: '9876543210', question: `Load test question number ${n}: what does bulk SMS cost?` }),
        expect: 201,
      };
    case 'demo':
      return {
        method: 'POST',
        path: '/api/demo',
        body: JSON.stringify({ name: `Load Demo ${n}`, email: `demo${n}.${runId}@example.com`, contact: '9876543210', businessname: `Load Business ${n}`, jobfunction: 'support', lookingfor: 'SMS', message: 'We would like a demo of bulk SMS.' }),
        expect: 201,
      };
    case 'signup':
      return { method: 'POST', path: '/api/auth/user/signup', body: JSON.stringify({ name: `Load User ${n}`, email: `user${n}.${runId}@example.com`, password: `password-${n}` }), expect: 200 };
    case 'login':
      return { method: 'POST', path: '/api/auth/user/login', body: JSON.stringify(pick(site.logins)), expect: 200 };
  }
}

const kinds = Object.keys(mix) as Kind[];
const totalWeight = kinds.reduce((sum, k) => sum + mix[k], 0);
/** A deterministic spread of kinds in the mix's proportions (a weighted round robin). */
function kindAt(i: number): Kind {
  // Golden-ratio steps spread each kind evenly through time instead of in bursts.
  const x = ((i * 0.6180339887498949) % 1) * totalWeight;
  let acc = 0;
  for (const k of kinds) {
    acc += mix[k];
    if (x < acc) return k;
  }
  return 'page';
}

// ---------------------------------------------------------------- one run at a fixed rate

interface RunFigures {
  offeredRate: number;
  seconds: number;
  requests: number;
  answeredRate: number;
  errors: number;
  errorSamples: string[];
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  byKind: Record<string, { requests: number; errors: number; p99Ms: number }>;
  /**
   * How late this process (the load generator) ran its timers: on a machine shared with other work a
   * starved generator sends late, and the lateness counts as latency. Tells such a stall from the server's.
   */
  generatorLagP99Ms: number;
  generatorLagMaxMs: number;
  held: boolean;
  why?: string;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const round1 = (x: number) => Math.round(x * 10) / 10;

async function runAt(base: URL, site: Site, rate: number, seconds: number): Promise<RunFigures> {
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const start = performance.now();
  const total = Math.round(rate * seconds);
  let issued = 0;
  // Open loop: every millisecond or so, send every request whose moment has come.
  while (issued < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - start) / 1000) * rate) + 1);
    for (; issued < due; issued++) {
      const scheduled = start + (issued / rate) * 1000;
      const kind = kindAt(tick++);
      const r = requestOf(kind, site);
      const p = send(base, r.method, r.path, r.body, { 'accept-encoding': 'br, gzip' })
        .then((res) => {
          outcomes.push({ kind, ok: res.status === r.expect, status: res.status === r.expect ? res.status : `${res.status} ${res.body.slice(0, 120)}`, ms: performance.now() - scheduled });
        })
        .catch((err: Error) => {
          outcomes.push({ kind, ok: false, status: err.message, ms: performance.now() - scheduled });
        })
        .finally(() => pending.delete(p));
      pending.add(p);
    }
    await new Promise((r) => setImmediate(r));
    if (performance.now() - start < ((issued + 1) / rate) * 1000 - 2) await sleep(1);
  }
  await Promise.all(pending);
  lag.disable();
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const errors = outcomes.filter((o) => !o.ok);
  const byKind: RunFigures['byKind'] = {};
  for (const k of kinds) {
    const own = outcomes.filter((o) => o.kind === k);
    byKind[k] = { requests: own.length, errors: own.filter((o) => !o.ok).length, p99Ms: round1(percentile(own.map((o) => o.ms).sort((a, b) => a - b), 99)) };
  }
  const elapsed = (performance.now() - start) / 1000;
  const figures: RunFigures = {
    offeredRate: rate,
    seconds,
    requests: outcomes.length,
    answeredRate: round1(outcomes.length / elapsed),
    errors: errors.length,
    errorSamples: [...new Set(errors.map((e) => `${e.kind}: ${e.status}`))].slice(0, 5),
    p50Ms: round1(percentile(latencies, 50)),
    p90Ms: round1(percentile(latencies, 90)),
    p99Ms: round1(percentile(latencies, 99)),
    maxMs: round1(latencies.at(-1) ?? 0),
    byKind,
    generatorLagP99Ms: round1(lag.percentile(99) / 1e6),
    generatorLagMaxMs: round1(lag.max / 1e6),
    held: false,
  };
  // A server that falls behind builds a queue, and since latency counts from each request's scheduled
  // moment the queue shows in p99 at once: the p99 bound is also the keeping-up test.
  figures.why = errors.length > 0 ? `${errors.length} errors` : figures.p99Ms > settings.p99LimitMs ? `p99 ${figures.p99Ms} ms > ${settings.p99LimitMs} ms` : undefined;
  figures.held = figures.why === undefined;
  if (figures.held) delete figures.why;
  return figures;
}

// ---------------------------------------------------------------- preparing the site

function listSite(webDist: string): Pick<Site, 'pages' | 'assets'> {
  const pages: string[] = [];
  const assets: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      const rel = `/${path.relative(webDist, full).split(path.sep).join('/')}`;
      if (e.isDirectory()) walk(full);
      else if (e.name === 'index.html' && !rel.startsWith('/404/')) pages.push(rel === '/index.html' ? '/' : rel.slice(0, -'/index.html'.length));
      else if (rel.startsWith('/assets/') && /\.(js|css)$/.test(e.name)) assets.push(rel);
    }
  };
  walk(webDist);
  return { pages: pages.sort(), assets: assets.sort() };
}

async function prepare(base: URL): Promise<Site> {
  const { pages, assets } = listSite(settings.webDist);
  if (pages.length === 0) throw new Error(`no pages in ${settings.webDist}`);
  const logins = Array.from({ length: 20 }, (_, i) => ({ email: `regular${i}.${runId}@example.com`, password: `regular-password-${i}` }));
  for (const [i, l] of logins.entries()) {
    const res = await send(base, 'POST', '/api/auth/user/signup', JSON.stringify({ name: `Regular ${i}`, ...l }), {});
    if (res.status !== 200) throw new Error(`could not create the login accounts: ${res.status} ${res.body}`);
  }
  return { pages, assets, logins };
}

async function countLeads(server: RunningServer): Promise<{ contacts: number; demos: number }> {
  const { connectDatabase } = await import('../../apps/server/src/db/connect');
  const handle = connectDatabase({ dataDir: server.dataDir, databaseUrl: settings.databaseUrl });
  try {
    const count = async (t: 'contact_requests' | 'demo_requests') => Number((await handle.db.selectFrom(t).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    return { contacts: await count('contact_requests'), demos: await count('demo_requests') };
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------- the search

function line(f: RunFigures, label: string) {
  const verdict = f.held ? 'holds' : `fails (${f.why})`;
  console.log(
    `${label.padEnd(6)} ${String(f.offeredRate).padStart(5)}/s offered  ${String(f.answeredRate).padStart(7)}/s answered (with the tail)  p50 ${String(f.p50Ms).padStart(6)} ms  p99 ${String(f.p99Ms).padStart(7)} ms  errors ${f.errors}  generator lag p99 ${f.generatorLagP99Ms} ms  ${verdict}${f.errorSamples.length ? `  e.g. ${f.errorSamples[0]}` : ''}`,
  );
}

async function main() {
  if (!fs.existsSync(path.join(settings.webDist, 'index.html'))) {
    console.error(`No web build in ${settings.webDist}. Build one: WEB_BUILD_DIR=build-hard npm run build (or set LOAD_WEB_DIST).`);
    process.exit(2);
  }
  const started = Date.now();
  const where = machine();
  console.log(`load: ${where.cpus} × ${where.cpuModel}, load average ${where.loadAverageAtStart.join(' ')}; ${settings.databaseUrl ? 'PostgreSQL' : 'SQLite'}; mix ${JSON.stringify(mix)}`);
  if ((where.loadAverageAtStart[0] ?? 0) > where.cpus) {
    console.warn(`⚠ the machine is busy (load average ${where.loadAverageAtStart[0]} on ${where.cpus} cores): the rate found is what it holds beside that work.`);
  }
  const server = await startServer({
    webDist: settings.webDist,
    label: 'load',
    ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
    env: { LOG_LEVEL: settings.logLevel },
  });
  const steps: RunFigures[] = [];
  const holds: RunFigures[] = [];
  let warmup: RunFigures | undefined;
  let held: RunFigures | undefined;
  let acknowledged = { contacts: 0, demos: 0 };
  try {
    const base = new URL(server.url);
    const site = await prepare(base);
    console.log(`site: ${site.pages.length} pages, ${site.assets.length} assets; ${site.logins.length} visitor accounts for the logins`);
    warmup = await runAt(base, site, Math.min(50, settings.startRate), 3); // JIT, connections, caches; not judged

    // Climb by half again each step until a rate fails.
    let pass: number | undefined;
    let fail: number | undefined;
    for (let rate = settings.startRate; steps.length < settings.maxSteps; rate = Math.round(rate * 1.5)) {
      const f = await runAt(base, site, rate, settings.stepSeconds);
      steps.push(f);
      line(f, 'step');
      if (!f.held) {
        fail = rate;
        break;
      }
      pass = rate;
    }
    // Narrow down between the last pass and the first failure.
    while (pass !== undefined && fail !== undefined && fail - pass > Math.max(10, pass * 0.08) && steps.length < settings.maxSteps) {
      const rate = Math.round((pass + fail) / 2);
      const f = await runAt(base, site, rate, settings.stepSeconds);
      steps.push(f);
      line(f, 'step');
      if (f.held) pass = rate;
      else fail = rate;
    }
    if (pass === undefined) throw new Error(`even ${settings.startRate}/s does not hold: ${steps[0]?.why}`);

    // Hold the rate found for the full time; a little lower if a longer run shows it was luck.
    for (let rate = pass; holds.length < settings.maxHolds; rate = Math.round(rate * 0.85)) {
      await sleep(2000);
      const f = await runAt(base, site, rate, settings.holdSeconds);
      holds.push(f);
      line(f, 'hold');
      if (f.held) {
        held = f;
        break;
      }
    }
    for (const f of [...(warmup ? [warmup] : []), ...steps, ...holds]) {
      acknowledged = { contacts: acknowledged.contacts + (f.byKind.contact!.requests - f.byKind.contact!.errors), demos: acknowledged.demos + (f.byKind.demo!.requests - f.byKind.demo!.errors) };
    }
  } finally {
    await server.stop();
  }
  const stored = await countLeads(server);

  const result = {
    date: new Date().toISOString(),
    machine: { ...where, loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))) },
    server: { database: settings.databaseUrl ? 'postgres' : 'sqlite', logLevel: settings.logLevel, rateLimits: 'off', host: '127.0.0.1', webDist: path.relative(repoRoot, settings.webDist) },
    mix,
    criteria: { errors: 0, p99MaxMs: settings.p99LimitMs, latencyFrom: 'each request\'s scheduled moment (open loop)', stepSeconds: settings.stepSeconds, holdSeconds: settings.holdSeconds },
    held: held
      ? {
          rate: held.offeredRate,
          seconds: held.seconds,
          requests: held.requests,
          errors: held.errors,
          answeredRate: held.answeredRate,
          p50Ms: held.p50Ms,
          p90Ms: held.p90Ms,
          p99Ms: held.p99Ms,
          maxMs: held.maxMs,
          generatorLagP99Ms: held.generatorLagP99Ms,
          byKind: held.byKind,
        }
      : null,
    leads: { acknowledged, stored, lost: Math.max(0, acknowledged.contacts - stored.contacts) + Math.max(0, acknowledged.demos - stored.demos) },
    steps,
    holds,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'load.json');
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  if (held) {
    console.log(`\nload held: ${held.offeredRate} requests/s of mixed traffic for ${held.seconds} s with 0 errors; p50 ${held.p50Ms} ms, p99 ${held.p99Ms} ms (${held.requests} requests)`);
  } else {
    console.log('\nload: no rate held for the full time');
  }
  console.log(`leads: ${acknowledged.contacts + acknowledged.demos} acknowledged, ${stored.contacts + stored.demos} stored, ${result.leads.lost} lost → ${path.relative(repoRoot, file)}`);
  process.exit(held && result.leads.lost === 0 ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(`load: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
