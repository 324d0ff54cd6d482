import { type ChildProcess, type ChildProcessByStdio, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script without type declarations
import { buildServer } from '../../../../scripts/build-server.mjs';
import { isRunning } from './databases';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Two levels below the repository like apps/server/dist, as config.ts finds the repository from the file. */
const COMPILED_DIR = 'apps/server/.test-server';

let compiled: Promise<string> | undefined;

/**
 * The server as production runs it (docs/decisions/021-compiled-server.md): server.ts compiled by the
 * production build's own bundler, once per test process on first use, under a name of its own so test
 * processes running side by side never overwrite each other's. The bundle carries the same brand file
 * as the tests themselves (BRAND_CONFIG, docs/decisions/022). Run through tsx instead, every start
 * would transpile the sources again: about twice the start time of the compiled file.
 */
function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    const name = `server-${process.pid}-${randomBytes(4).toString('hex')}`;
    const file = path.join(repoRoot, COMPILED_DIR, `${name}.js`);
    // Vitest ends its worker processes without an 'exit' event, so each compile also clears what processes
    // no longer running left behind.
    removeStaleBundles();
    await (buildServer as (dir: string, outDir: string, entryPoints: Record<string, string>) => Promise<void>)(repoRoot, COMPILED_DIR, {
      [name]: 'apps/server/src/server.ts',
    });
    return file;
  })();
  return compiled;
}

function removeStaleBundles(): void {
  const dir = path.join(repoRoot, COMPILED_DIR);
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const pid = Number(/^server-(\d+)-/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) fs.rmSync(path.join(dir, entry), { force: true });
  }
}

async function spawnServer(env: NodeJS.ProcessEnv): Promise<ChildProcessByStdio<null, Readable, Readable>> {
  return spawn(process.execPath, ['--enable-source-maps', await compiledServer()], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

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
export async function startServer(env: Record<string, string>, { startTimeoutMs = 20_000 }: { startTimeoutMs?: number } = {}): Promise<RunningServer> {
  const child = await spawnServer({ ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent-web-build', ...env });
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
export async function runServerToExit(env: Record<string, string>, { timeoutMs = 20_000 }: { timeoutMs?: number } = {}): Promise<{ code: number | null; output: string }> {
  const child = await spawnServer({ ...process.env, HOST: '127.0.0.1', PORT: '0', WEB_DIST: '/nonexistent-web-build', ...env });
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
