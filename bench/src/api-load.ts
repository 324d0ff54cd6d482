import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { freePort, log, repoRoot, round, sleep } from './lib/env';
import { startServer, stopChild } from './lib/server';

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
  /** Requests per second against the hello-world baseline of this run. */
  ratio?: number;
}

export interface ApiLoadResult {
  settings: { connections: number; seconds: number; warmupSeconds: number; serverLogLevel: string; database: string };
  /** Every hello-world run; `spread` is (max - min) / mean: above 0.2 the machine was too busy to trust. */
  baseline: { runs: LoadFigure[]; requestsPerSecond: number; spread: number };
  targets: LoadFigure[];
  login: { requestsPerSecond: number; cores: number; hashesPerSecondPerCore: number };
  ms: number;
}

const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
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

async function measure(base: string, t: Target): Promise<LoadFigure> {
  const options = {
    url: `${base}${t.path}`,
    method: t.method,
    headers: { ...(t.body ? { 'content-type': 'application/json' } : {}), ...t.headers },
    ...(t.body ? { body: t.body, idReplacement: true } : {}),
    connections,
  };
  // Warm-up: JIT, connection pools and caches; its numbers are dropped.
  await autocannon({ ...options, duration: warmupSeconds });
  const r = await autocannon({ ...options, duration: seconds });
  const figure: LoadFigure = {
    name: t.name,
    method: t.method,
    path: t.path,
    requestsPerSecond: round(r.requests.average, 0),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
  log(
    `  load ${t.name.padEnd(34)} ${String(figure.requestsPerSecond).padStart(7)} req/s  p50 ${figure.latencyP50Ms} ms  p99 ${figure.latencyP99Ms} ms  errors ${figure.errors + figure.timeouts}  non-2xx ${figure.non2xx}`,
  );
  return figure;
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
    const health = (await (await fetch(`${base}/healthz`)).json()) as { mail?: { pending?: number } };
    if (!health.mail?.pending) break;
    if (Date.now() > deadline) throw new Error(`the outbox still holds ${health.mail.pending} messages after ${timeoutMs / 1000} s`);
    await sleep(500);
  }
  await sleep(500);
}

/**
 * API load (design.md "Budgets"): the server under test and a bare Fastify hello-world each in
 * their own process, autocannon here, all on loopback. Hello-world runs bracket every two targets
 * and each ratio uses the two around it, so drift during the run shows up instead of hiding in
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

    // Baselines bracket each pair of targets (hello, A, B, hello, C, D, hello): a ratio divides by the
    // mean of the two hello-worlds around it, so slow drift in a busy machine cancels out.
    const baselines: LoadFigure[] = [];
    const figures: LoadFigure[] = [];
    const helloRun = async () => baselines.push(await measure(hello.url, { name: `hello-world (baseline ${baselines.length + 1})`, method: 'GET', path: '/', expect: 200 }));
    await helloRun();
    for (let i = 0; i < targets.length; i += 2) {
      const pair: LoadFigure[] = [];
      for (const t of targets.slice(i, i + 2)) {
        await untilMailSent(server.url);
        pair.push(await measure(server.url, t));
      }
      // The contact run leaves thousands of notifications queued; the server sends them in the
      // background, which would slow whatever is measured next (the baseline too) on two cores.
      await untilMailSent(server.url);
      await helloRun();
      const around = (baselines[baselines.length - 2]!.requestsPerSecond + baselines[baselines.length - 1]!.requestsPerSecond) / 2;
      for (const f of pair) f.ratio = round(f.requestsPerSecond / around, 3);
      figures.push(...pair);
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
      settings: { connections, seconds, warmupSeconds, serverLogLevel: 'warn', database: 'sqlite (fresh, WAL, synchronous=FULL)' },
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
