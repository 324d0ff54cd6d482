import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { freePort, log, percentile, repoRoot, round, sleep } from './lib/env';
import { BENCH_HEALTH_TOKEN, startServer, stopChild } from './lib/server';

export interface LoadFigure {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Median over the rounds of (this slice's req/s / the hello-world slice just before it). */
  ratio?: number;
  /** Each round's ratio, so the spread of the median is visible. */
  roundRatios?: number[];
  /** CPU time the answering process spent per answered request (user + system, from /proc), median of the slices. */
  cpuMicrosPerRequest?: number;
  /** Median over the rounds of (hello-world's CPU per request / this target's): the throughput ratio without autocannon's share of the cores. */
  cpuRatio?: number;
  /**
   * CPU time autocannon (this process) spent per answered request, median of the slices. It shares the
   * two cores with the server, so throughput follows the server's and this figure together; its HTTP
   * parser is plain JavaScript and pays for every header line (docs/decisions/012-benchmarks.md).
   */
  clientCpuMicrosPerRequest?: number;
}

export interface ApiLoadResult {
  settings: { connections: number; rounds: number; sliceSeconds: number; warmupSeconds: number; serverLogLevel: string; database: string };
  /**
   * The hello-world slices paired with each target, as one figure per target (median req/s of its
   * slices); `spread` is (max - min) / mean of those medians: above 0.2 the machine was too busy to trust.
   */
  baseline: { runs: LoadFigure[]; requestsPerSecond: number; spread: number };
  targets: LoadFigure[];
  login: { requestsPerSecond: number; cores: number; hashesPerSecondPerCore: number };
  ms: number;
}

// Five rounds of two seconds per side: the same 10 s of measurement per target as one long run, but
// each target slice sits right after its own hello-world slice, so a machine that speeds up or slows
// down during the run (this VM's hello-world moves by 12,000-18,000 req/s between 10 s runs) moves
// both sides of each ratio together, and the median drops a round that a burst of other work spoiled.
export const rounds = Number(process.env.BENCH_API_ROUNDS ?? 5);
const sliceSeconds = Number(process.env.BENCH_API_SLICE_SECONDS ?? 2);
const warmupSeconds = Number(process.env.BENCH_API_WARMUP ?? 3);
const connections = Number(process.env.BENCH_API_CONNECTIONS ?? 10);

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  expect: number;
}

function options(base: string, t: Target) {
  return {
    url: `${base}${t.path}`,
    method: t.method,
    headers: { ...(t.body ? { 'content-type': 'application/json' } : {}), ...t.headers },
    ...(t.body ? { body: t.body, idReplacement: true } : {}),
    connections,
  };
}

type Slice = Awaited<ReturnType<typeof autocannon>>;
/** A process answering load: its address, and its pid for reading its CPU time. */
interface Answerer {
  url: string;
  pid: number;
}
/** One slice of load, with the CPU time its answering process (undefined without /proc) and autocannon spent per answered request. */
type MeasuredSlice = Slice & { cpuMicrosPerRequest?: number; clientCpuMicrosPerRequest?: number };

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process in µs (/proc/<pid>/stat fields 14 and 15), or undefined where there is no /proc. */
function cpuMicros(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}

/**
 * A slice of load on one process. The requests per second depend on how the two cores are shared with
 * autocannon itself; the process's own CPU time per request does not, so it is recorded beside them
 * (a diagnostic for finding where time goes, with no budget).
 */
async function slice(target: Answerer, t: Target, seconds: number): Promise<MeasuredSlice> {
  const before = cpuMicros(target.pid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({ ...options(target.url, t), duration: seconds });
  const client = process.cpuUsage(clientBefore);
  const after = cpuMicros(target.pid);
  const answered = result.requests.total;
  const perRequest = (micros: number) => (answered === 0 ? undefined : round(micros / answered, 1));
  return Object.assign(result, {
    cpuMicrosPerRequest: before === undefined || after === undefined ? undefined : perRequest(after - before),
    clientCpuMicrosPerRequest: perRequest(client.user + client.system),
  });
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** The median of a per-slice figure, when every slice has it. */
function medianOfAll(slices: MeasuredSlice[], figure: (r: MeasuredSlice) => number | undefined): number | undefined {
  const values = slices.map(figure).filter((x): x is number => x !== undefined);
  return values.length === slices.length ? median(values) : undefined;
}

/** One figure from a target's slices: median req/s and p50, the worst p99, every error counted. */
function figureOf(t: Target, slices: MeasuredSlice[]): LoadFigure {
  const cpu = medianOfAll(slices, (r) => r.cpuMicrosPerRequest);
  const clientCpu = medianOfAll(slices, (r) => r.clientCpuMicrosPerRequest);
  return {
    name: t.name,
    method: t.method,
    path: t.path,
    requestsPerSecond: round(median(slices.map((r) => r.requests.average)), 0),
    latencyP50Ms: median(slices.map((r) => r.latency.p50)),
    latencyP99Ms: Math.max(...slices.map((r) => r.latency.p99)),
    requests: slices.reduce((n, r) => n + r.requests.total, 0),
    errors: slices.reduce((n, r) => n + r.errors, 0),
    timeouts: slices.reduce((n, r) => n + r.timeouts, 0),
    non2xx: slices.reduce((n, r) => n + r.non2xx, 0),
    ...(cpu === undefined ? {} : { cpuMicrosPerRequest: cpu }),
    ...(clientCpu === undefined ? {} : { clientCpuMicrosPerRequest: clientCpu }),
  };
}

const helloWorld = (name: string): Target => ({ name, method: 'GET', path: '/', expect: 200 });

/**
 * A target against the (already warm) hello-world: after a warm-up of the target (JIT, connection
 * pools, caches; its numbers dropped), `rounds` pairs of slices, hello-world then target, each pair's
 * ratio taken at once. The outbox is emptied after every target slice: the contact posts leave
 * thousands of notifications, which the server sends in the background and which would slow
 * whatever is measured next (the hello-world too) on two cores.
 */
async function measurePaired(hello: Answerer, server: Answerer, t: Target): Promise<{ target: LoadFigure; baseline: LoadFigure }> {
  const helloTarget = helloWorld(`hello-world (paired with ${t.name})`);
  await autocannon({ ...options(server.url, t), duration: warmupSeconds });
  await untilMailSent(server.url);
  const helloSlices: MeasuredSlice[] = [];
  const targetSlices: MeasuredSlice[] = [];
  for (let i = 0; i < rounds; i++) {
    helloSlices.push(await slice(hello, helloTarget, sliceSeconds));
    targetSlices.push(await slice(server, t, sliceSeconds));
    await untilMailSent(server.url);
  }
  const roundRatios = targetSlices.map((r, i) => round(r.requests.average / helloSlices[i]!.requests.average, 3));
  const cpuRatios = targetSlices.flatMap((r, i) => {
    const mine = r.cpuMicrosPerRequest;
    const hellos = helloSlices[i]!.cpuMicrosPerRequest;
    return mine && hellos ? [hellos / mine] : [];
  });
  const target: LoadFigure = {
    ...figureOf(t, targetSlices),
    ratio: round(median(roundRatios), 3),
    roundRatios,
    ...(cpuRatios.length === rounds ? { cpuRatio: round(median(cpuRatios), 3) } : {}),
  };
  const baseline = figureOf(helloTarget, helloSlices);
  for (const f of [baseline, target]) {
    log(
      `  load ${f.name.padEnd(34)} ${String(f.requestsPerSecond).padStart(7)} req/s  p50 ${f.latencyP50Ms} ms  p99 ${f.latencyP99Ms} ms  errors ${f.errors + f.timeouts}  non-2xx ${f.non2xx}` +
        (f.cpuMicrosPerRequest === undefined ? '' : `  cpu ${f.cpuMicrosPerRequest} µs/req`) +
        (f.clientCpuMicrosPerRequest === undefined ? '' : `  autocannon cpu ${f.clientCpuMicrosPerRequest} µs/req`) +
        (f.ratio === undefined ? '' : `  ratio ${f.ratio}x (rounds ${roundRatios.join(', ')})`) +
        (f.cpuRatio === undefined ? '' : `  cpu ratio ${f.cpuRatio}x`),
    );
  }
  return { target, baseline };
}

async function startHelloWorld(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/hello-world.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** One request, checked, so the load test never measures a stream of errors by mistake. */
async function probe(base: string, t: Target): Promise<void> {
  const res = await fetch(`${base}${t.path}`, {
    method: t.method,
    headers: { ...(t.body ? { 'content-type': 'application/json' } : {}), ...t.headers },
    ...(t.body ? { body: t.body.replaceAll('[<id>]', 'probe') } : {}),
  });
  if (res.status !== t.expect) throw new Error(`${t.method} ${t.path} answered ${res.status}, expected ${t.expect}: ${(await res.text()).slice(0, 200)}`);
  if (t.headers?.['accept-encoding'] === 'br' && res.headers.get('content-encoding') !== 'br') {
    // fetch decodes transparently; the header still says what was sent.
    throw new Error(`${t.path} was not sent brotli-compressed`);
  }
}

/** Waits until the server's mail outbox is empty (GET /healthz), then half a second more. */
async function untilMailSent(base: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = (await (await fetch(`${base}/healthz`, { headers: { authorization: `Bearer ${BENCH_HEALTH_TOKEN}` } })).json()) as { mail?: { pending?: number } };
    if (!health.mail?.pending) break;
    if (Date.now() > deadline) throw new Error(`the outbox still holds ${health.mail.pending} messages after ${timeoutMs / 1000} s`);
    await sleep(500);
  }
  await sleep(500);
}

/**
 * API load (docs/decisions/012-benchmarks.md): the server under test and a bare Fastify hello-world each in
 * their own process, autocannon here, all on loopback. Each target alternates with hello-world
 * slices (measurePaired), so drift during the run cancels out of the ratios instead of hiding in
 * one baseline.
 */
export async function runApiLoad(webDist: string): Promise<ApiLoadResult> {
  const started = Date.now();
  const hello = await startHelloWorld();
  const server = await startServer({ webDist, label: 'api' });
  try {
    const visitor = { name: 'Load Tester', email: 'load-tester@example.com', password: 'load-test-password' };
    const signup = await fetch(`${server.url}/api/auth/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(visitor),
    });
    if (!signup.ok) throw new Error(`sign-up for the login test failed: ${signup.status} ${await signup.text()}`);

    const targets: Target[] = [
      { name: 'GET /license-status', method: 'GET', path: '/license-status', expect: 200 },
      {
        name: 'POST /api/contact',
        method: 'POST',
        path: '/api/contact',
        body: JSON.stringify({
          name: 'Load Tester',
          email: 'lead-[<id>]@example.com',
          contact: '9876543210',
          question: 'How much do 100,000 promotional SMS cost per month?',
        }),
        expect: 201,
      },
      { name: 'POST /api/auth/user/login', method: 'POST', path: '/api/auth/user/login', body: JSON.stringify({ email: visitor.email, password: visitor.password }), expect: 200 },
      { name: 'GET / (home, br)', method: 'GET', path: '/', headers: { 'accept-encoding': 'br' }, expect: 200 },
    ];
    for (const t of targets) await probe(server.url, t);

    const baselines: LoadFigure[] = [];
    const figures: LoadFigure[] = [];
    await autocannon({ ...options(hello.url, helloWorld('hello-world (warm-up)')), duration: warmupSeconds });
    for (const t of targets) {
      const { target, baseline } = await measurePaired({ url: hello.url, pid: hello.child.pid! }, server, t);
      figures.push(target);
      baselines.push(baseline);
    }
    const rates = baselines.map((b) => b.requestsPerSecond);
    const baseline = rates.reduce((a, b) => a + b, 0) / rates.length;
    const spread = (Math.max(...rates) - Math.min(...rates)) / baseline;
    if (spread > 0.2) {
      log(`  WARNING: the hello-world baseline moved by ${Math.round(spread * 100)}% during the run: the machine is busy and the ratios are unreliable.`);
    }

    // Each login verifies one argon2id hash (19 MiB, t=2) on libuv's thread pool (4 threads).
    const login = figures.find((f) => f.path === '/api/auth/user/login')!;
    const cores = Math.min(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE ?? 4));
    return {
      settings: { connections, rounds, sliceSeconds, warmupSeconds, serverLogLevel: 'warn', database: 'sqlite (fresh, WAL, synchronous=FULL)' },
      baseline: { runs: baselines, requestsPerSecond: round(baseline, 0), spread: round(spread, 3) },
      targets: figures,
      login: { requestsPerSecond: login.requestsPerSecond, cores, hashesPerSecondPerCore: round(login.requestsPerSecond / cores, 1) },
      ms: Date.now() - started,
    };
  } finally {
    await server.stop();
    await stopChild(hello.child);
  }
}
