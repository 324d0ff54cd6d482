import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, repoRoot, sleep, tempDir } from './env';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  pid: number;
  stop(): Promise<void>;
}

interface ServerOptions {
  /** The built site to serve (the client folder of a web build). */
  webDist: string;
  /** Empty means a fresh SQLite database in a temporary folder. */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  label: string;
}

/**
 * Starts the real server (`node apps/server/dist/server.js`, as `npm start`
 * does; `npm run build` compiles it) as its own process on a random loopback port and waits until /healthz answers.
 * Rate limits are off: the load test would otherwise measure 429s (docs/configuration.md, RATE_LIMITS).
 */
/** The token the bench's servers take to show /healthz's details. */
export const BENCH_HEALTH_TOKEN = 'bench-health-token-with-32-characters';

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? tempDir(`${options.label}-data`);
  const logFile = path.join(dataDir, `server-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist,
    // Request logs at info cost each request two JSON lines; the ratios compare app work with a
    // hello-world that logs nothing, so the server under test logs warnings and errors only.
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The mail-queue wait reads /healthz's details (decision 028).
    HEALTH_TOKEN: BENCH_HEALTH_TOKEN,
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, logFile);
  return {
    url,
    port,
    dataDir,
    logFile,
    pid: child.pid!,
    stop: () => stopChild(child),
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stopChild(child);
  throw new Error(`The server did not answer /healthz within 90 s:\n${tail(logFile)}`);
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}

/** SIGTERM (graceful: the server closes its database), SIGKILL after 15 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
