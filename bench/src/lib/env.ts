import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const benchRoot = path.join(repoRoot, 'bench');
export const resultsDir = path.join(benchRoot, 'results');

/**
 * Flags for Chromium on a closed network, run as root in a container: no sandbox, no GPU, and none of the
 * background fetches (updates, sync) that would wait on a network it cannot reach.
 */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string | undefined {
  const given = process.env.CHROME_PATH;
  if (given) return fs.existsSync(given) ? given : undefined;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** A free loopback port: listen on 0, read the port, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `tarang-bench-${prefix}-`));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the numbers were measured on: the ratios only make sense within one run on one machine. */
export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  // Nearest-rank: the smallest value with at least p% of the samples at or below it.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export function log(message: string) {
  process.stdout.write(`${message}\n`);
}

/** Busy share of all CPUs over `ms`, from os.cpus() tick counters (works wherever Node does). */
async function cpuBusy(ms: number): Promise<number> {
  const ticks = () => os.cpus().reduce((t, c) => ({ idle: t.idle + c.times.idle, all: t.all + Object.values(c.times).reduce((a, b) => a + b, 0) }), { idle: 0, all: 0 });
  const a = ticks();
  await sleep(ms);
  const b = ticks();
  const all = b.all - a.all;
  return all > 0 ? 1 - (b.idle - a.idle) / all : 0;
}

/**
 * Waits until the machine is quiet (under `threshold` busy for three seconds in a row), at most
 * `maxMs`. Lighthouse's Total Blocking Time multiplies every main-thread task by four, so the
 * database's own work after loading a million rows per table (checkpoints, page-cache flushes) would
 * otherwise be charged to the first routes measured. Returns the seconds waited and the last reading.
 */
export async function waitForQuietMachine(threshold = 0.1, maxMs = 120_000): Promise<{ waitedS: number; busy: number }> {
  const start = Date.now();
  let quiet = 0;
  let busy = 1;
  while (Date.now() - start < maxMs && quiet < 3) {
    busy = await cpuBusy(1000);
    quiet = busy < threshold ? quiet + 1 : 0;
  }
  return { waitedS: round((Date.now() - start) / 1000), busy: round(busy, 3) };
}
