import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type ConnectOptions } from '../../src/db/connect';
import { afterAll, beforeAll, expect, type TestContext } from 'vitest';
import { runServerToExit, startServer, type RunningServer } from '../../src/test/server-process';
import { databaseEnv } from '../../src/test/databases';
import { notRun } from './hard-mode';
import { privatePostgresUnavailable, type PrivatePostgres, startPrivatePostgres } from './private-postgres';

/** Helpers for the fault drills (faults.test.ts): HTTP with a deadline, and disks that fill up or turn read-only. */

interface Answer {
  /** HTTP status, or 'network' when the connection failed, 'timeout' when no answer came in time. */
  status: number | 'network' | 'timeout';
  body: string;
  ms: number;
}

export async function call(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 15_000) });
    return { status: res.status, body: await res.text(), ms: Date.now() - started };
  } catch (err) {
    const timeout = (err as Error).name === 'TimeoutError';
    return { status: timeout ? 'timeout' : 'network', body: String(err), ms: Date.now() - started };
  }
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** True when the answer is one of ours: { statusCode, error, message } with error === message. */
export function isErrorShape(answer: Answer): boolean {
  try {
    const b = JSON.parse(answer.body) as Record<string, unknown>;
    return b.statusCode === answer.status && typeof b.error === 'string' && b.error === b.message;
  } catch {
    return false;
  }
}

function envFor(db: ConnectOptions, extra: Record<string, string> = {}): Record<string, string> {
  return { ...databaseEnv(db), RATE_LIMITS: 'off', ...extra };
}

/** A unique marker per drill, so rows can be matched to the requests that made them. */
export const marker = (label: string) => `${label}${randomBytes(4).toString('hex')}`;

export const contactOf = (tag: string, i: number) => ({
  name: `Crash ${tag} ${i}`,
  email: `c${i}.${tag}@example.com`,
  contact: '9876543210',
  question: `Question ${i} asked during drill ${tag}`,
});

export const demoOf = (tag: string, i: number) => ({
  name: `Demo ${i}`,
  email: `d${i}.${tag}@example.com`,
  contact: '9876543210',
  businessname: `Biz ${tag} ${i}`,
  jobfunction: 'support',
  lookingfor: 'SMS',
  message: `Demo request ${i} during drill ${tag}`,
});

export const signupOf = (tag: string, i: number) => ({ name: `User ${i}`, email: `u${i}.${tag}@example.com`, password: `password-${i}` });

// ---------------------------------------------------------------- disks

function tryRun(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

interface SmallDisk {
  dir: string;
  /** Unmounts it and removes the mount point. */
  remove(): void;
}

/** A tmpfs of `sizeMb` (needs root and mount); undefined when this machine cannot make one. */
export function smallDisk(sizeMb: number, readOnly = false): SmallDisk | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-disk-'));
  if (!tryRun('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m${readOnly ? ',ro' : ''}`, 'tmpfs', dir])) {
    fs.rmdirSync(dir);
    return undefined;
  }
  return {
    dir,
    remove() {
      // A server killed a moment ago may still hold files open: retry for a while.
      for (let i = 0; i < 50 && !tryRun('umount', [dir]); i++) execFileSync('sleep', ['0.1']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Fills the filesystem of `dir` to the last byte; returns the filler file (delete it to free the space). */
export function fill(dir: string): string {
  const filler = path.join(dir, 'filler.bin');
  const fd = fs.openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
    // The last partial chunk: take every remaining byte.
    try {
      for (;;) fs.writeSync(fd, chunk, 0, 1);
    } catch {
      /* full */
    }
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

interface Freeze {
  how: string;
  undo(): void;
}

/**
 * Makes files unwritable even for root: `chattr +i` (immutable). Running as root, chmod would
 * change nothing. Undefined when chattr is not available or the filesystem does not support it.
 */
export function makeImmutable(paths: string[]): Freeze | undefined {
  const existing = paths.filter((p) => fs.existsSync(p));
  if (!tryRun('chattr', ['+i', ...existing])) return undefined;
  return { how: 'chattr +i', undo: () => void tryRun('chattr', ['-i', ...existing]) };
}

/**
 * A directory the server cannot write: a read-only tmpfs, else an immutable directory, else
 * (not root) a directory without write permission. Undefined when none works here.
 */
export function readOnlyDir(): { dir: string; how: string; remove(): void } | undefined {
  const disk = smallDisk(1, true);
  if (disk) return { dir: disk.dir, how: 'read-only tmpfs', remove: () => disk.remove() };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-ro-'));
  const frozen = makeImmutable([dir]);
  if (frozen) return { dir, how: frozen.how, remove: () => (frozen.undo(), fs.rmSync(dir, { recursive: true, force: true })) };
  if (process.getuid?.() !== 0) {
    fs.chmodSync(dir, 0o555);
    return { dir, how: 'chmod 555', remove: () => (fs.chmodSync(dir, 0o755), fs.rmSync(dir, { recursive: true, force: true })) };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return undefined;
}

// ---------------------------------------------------------------- a patient server start

/** How long a hard-mode server may take to start: on a busy two-core machine (other suites, builds,
 * browsers) the tsx start-up alone can take more than the usual 20 s. */
const PATIENT_MS = 90_000;

/** test/server-process.ts's startServer with a longer deadline (PATIENT_MS). */
export const startServerPatiently = (env: Record<string, string>): Promise<RunningServer> => startServer(env, { startTimeoutMs: PATIENT_MS });

/** test/server-process.ts's runServerToExit with a longer deadline (PATIENT_MS). */
export const runServerToExitPatiently = (env: Record<string, string>) => runServerToExit(env, { timeoutMs: PATIENT_MS });

// ---------------------------------------------------------------- write streams and what they left

export interface Acknowledged {
  contacts: number[];
  demos: string[];
  signups: string[];
}

/** What is stored: contact ids, demo business names, user e-mails, and the notification count per lead kind. */
export async function stored(db: ConnectOptions) {
  const handle = connectDatabase(db);
  try {
    const contacts = new Set((await handle.db.selectFrom('contact_requests').select('id').execute()).map((r) => Number(r.id)));
    const demos = (await handle.db.selectFrom('demo_requests').select('businessname').execute()).map((r) => r.businessname);
    const users = (await handle.db.selectFrom('users').select('email').execute()).map((r) => r.email);
    const mails = await handle.db.selectFrom('outbox').select(['kind', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('kind').execute();
    const mailsOf = (kind: string) => Number(mails.find((m) => m.kind === kind)?.n ?? 0);
    return { contacts, demos, users, contactMails: mailsOf('contact-question'), demoMails: mailsOf('demo-request') };
  } finally {
    await handle.close();
  }
}

/**
 * Writers post contact questions, demo requests and sign-ups until `stop()` is called, keeping what
 * was acknowledged (2xx). A failed or cut connection is simply not acknowledged.
 */
export function writeStream(url: string, tag: string, ack: Acknowledged) {
  let stopped = false;
  let n = 0;
  const writer = async (kind: 'contact' | 'demo' | 'signup') => {
    while (!stopped) {
      const i = n++;
      if (kind === 'contact') {
        const a = await postJson(`${url}/api/contact`, contactOf(tag, i));
        if (a.status === 201) ack.contacts.push((JSON.parse(a.body) as { id: number }).id);
      } else if (kind === 'demo') {
        const body = demoOf(tag, i);
        if ((await postJson(`${url}/api/demo`, body)).status === 201) ack.demos.push(body.businessname);
      } else {
        const body = signupOf(tag, i);
        if ((await postJson(`${url}/api/auth/user/signup`, body)).status === 200) ack.signups.push(body.email);
      }
      if (stopped) return;
    }
  };
  const running = Promise.all([...(['contact', 'contact', 'demo', 'demo', 'demo', 'signup', 'signup'] as const).map(writer)]);
  return {
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/**
 * The server's health answer once it is 200 again (after its database came back), or the last answer
 * when `timeoutMs` passes first. Each probe is a real request: the pool reconnects on demand, so the
 * answer changes when the database does, not after a set time.
 */
export async function healthAgain(url: string, timeoutMs: number): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  let health = await call(`${url}/healthz`);
  while (health.status !== 200 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    health = await call(`${url}/healthz`);
  }
  return health;
}

export async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

export const lost = (ack: Acknowledged, s: Awaited<ReturnType<typeof stored>>) => ({
  contacts: ack.contacts.filter((id) => !s.contacts.has(id)),
  demos: ack.demos.filter((b) => !s.demos.includes(b)),
  signups: ack.signups.filter((e) => !s.users.includes(e)),
});

/** One or more kill cycles on the same database; returns what was acknowledged overall. */
async function killDrill(db: ConnectOptions, cycles: number): Promise<Acknowledged> {
  const ack: Acknowledged = { contacts: [], demos: [], signups: [] };
  for (let cycle = 0; cycle < cycles; cycle++) {
    const server = await startServerPatiently(envFor(db));
    const before = { c: ack.contacts.length, d: ack.demos.length, s: ack.signups.length };
    const stream = writeStream(server.url, marker(`k${cycle}`), ack);
    // Kill once every kind has been acknowledged a few times, at a moment that varies per cycle.
    await until(() => ack.contacts.length - before.c >= 30 && ack.demos.length - before.d >= 30 && ack.signups.length - before.s >= 6, 60_000);
    await new Promise((r) => setTimeout(r, (cycle * 37) % 150));
    server.process.kill('SIGKILL');
    await server.stop();
    await stream.stop();
  }
  return ack;
}

/**
 * Runs the kill drill, then opens the database, which recovers what the crashes left (SQLite its WAL,
 * PostgreSQL its log): no acknowledged write is lost, and every lead has its notification, since a lead
 * and its mail commit together. Returns what was acknowledged and what is stored.
 */
export async function killDrillLosesNothing(db: ConnectOptions, cycles: number) {
  const ack = await killDrill(db, cycles);
  const s = await stored(db);
  expect(lost(ack, s)).toEqual({ contacts: [], demos: [], signups: [] });
  expect(s.contactMails).toBe(s.contacts.size);
  expect(s.demoMails).toBe(s.demos.length);
  return { ack, s };
}

/**
 * A private PostgreSQL instance (one the drill may stop and crash) with a server on it, for the tests
 * of the calling describe block. `here(ctx)` gives them, or skips the test where no private instance
 * can run (notRun has said why).
 */
export function privatePostgresWithServer(drill: string): { here(ctx: Pick<TestContext, 'skip'>): { pgi: PrivatePostgres; server: RunningServer; dataDir: string } } {
  const why = privatePostgresUnavailable();
  let pgi: PrivatePostgres | undefined;
  let server: RunningServer | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-pg-drill-'));
  beforeAll(async () => {
    if (why) return notRun(drill, why);
    pgi = await startPrivatePostgres();
    server = await startServerPatiently({ DATABASE_URL: pgi.url, DATA_DIR: dataDir, RATE_LIMITS: 'off' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await pgi?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { here: (ctx) => (pgi && server ? { pgi, server, dataDir } : ctx.skip()) };
}

/**
 * Runs a drill against a server of its own on a fresh SQLite data directory, rate limits off so that
 * the drill's writes are not refused; afterwards the server is killed and the directory removed, whatever happened.
 */
export async function withSqliteServer(prefix: string, drill: (server: RunningServer, dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const server = await startServerPatiently({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
  try {
    await drill(server, dataDir);
  } finally {
    await server.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
