import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');
/** The same brand file as the tests themselves (BRAND_CONFIG, docs/decisions/022-brand-configuration.md). */
const brandHook = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/brand-hook.mjs');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves when the output so far matches `pattern`: at once, or on the line that makes it match. */
  outputMatching(pattern: RegExp): Promise<void>;
  /** Sends a signal and waits for the process to end; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server (server.ts) as its own process on a free loopback port.
 * `startTimeoutMs` gives a busy machine (several processes starting at once) longer than 20 s.
 */
export function startServer(env: Record<string, string>, { startTimeoutMs = 20_000 }: { startTimeoutMs?: number } = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', brandHook, serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent-web-build', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const watchers: { pattern: RegExp; resolve: () => void }[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = (url: string): RunningServer => ({
    url,
    process: child,
    output: () => out,
    outputMatching: (pattern) =>
      new Promise<void>((resolve) => {
        if (pattern.test(out)) resolve();
        else watchers.push({ pattern, resolve });
      }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${out}`));
      child.kill('SIGKILL'); // do not leave a server that never listened running
    }, startTimeoutMs);
    timer.unref();
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      for (const w of watchers.filter((w) => w.pattern.test(out))) {
        watchers.splice(watchers.indexOf(w), 1);
        w.resolve();
      }
      const m = out.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(server(m[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${out}`));
    });
  });
}

/**
 * Runs a server process to completion (for start-up failures); resolves with exit code and output.
 * A process still running after `timeoutMs` is killed.
 */
export function runServerToExit(env: Record<string, string>, { timeoutMs = 20_000 }: { timeoutMs?: number } = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', brandHook, serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', WEB_DIST: '/nonexistent-web-build', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}
