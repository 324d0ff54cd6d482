import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type ConnectOptions, connectDatabase, type DatabaseHandle, migrateToLatest, SQLITE_FILE_NAME } from '../db/connect';

/**
 * The databases every integration suite runs against: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each suite gets its own SQLite file or its own
 * PostgreSQL schema, so suites can run in parallel.
 */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** Creates a fresh, empty database and returns how to connect to it. */
  create(): Promise<ConnectOptions>;
  /**
   * Creates a fresh database with every migration applied, for a suite that tests the app rather than its
   * migrations: what an app's start would make of an empty one, without waiting for it each time.
   */
  createMigrated(): Promise<ConnectOptions>;
  /** Removes everything create() made. */
  cleanup(): Promise<void>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Where test data directories go: memory (/dev/shm) where the machine has it. SQLite runs with
 * synchronous = FULL (db/connect.ts), so on a disk every commit, each migration included, waits for an
 * fsync: 0.3 to 0.7 s to migrate a fresh database on the shared CI disk, 0.1 s in memory. No test here
 * cuts the power, and a killed server process loses nothing either way: what it wrote is in the kernel.
 */
const dataRoot = (() => {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
})();

/** A fresh, empty data directory of this test process's own. */
function newDataDir(): string {
  return fs.mkdtempSync(path.join(dataRoot, 'tarang-test-'));
}

/**
 * One migrated SQLite file per test process, made on first use: a copy of it is a migrated database in a
 * few milliseconds, where migrating an empty one takes a second and more of CPU on two busy cores (its
 * migrations alter tables dozens of times). Closing its only connection folds the WAL into the file.
 */
let migratedSqliteFile: Promise<string> | undefined;
function migratedSqlite(): Promise<string> {
  migratedSqliteFile ??= (async () => {
    removeStaleMigratedCopies();
    const dataDir = fs.mkdtempSync(path.join(dataRoot, `${MIGRATED_PREFIX}${process.pid}-`));
    const handle = connectDatabase({ dataDir });
    try {
      await migrateToLatest(handle.db, handle.dialect);
    } finally {
      await handle.close();
    }
    return path.join(dataDir, SQLITE_FILE_NAME);
  })();
  return migratedSqliteFile;
}

/**
 * Vitest ends its worker processes without an 'exit' event, so each process that makes a migrated file
 * first removes those of test processes no longer running.
 */
const MIGRATED_PREFIX = 'tarang-migrated-';
function removeStaleMigratedCopies(): void {
  for (const entry of fs.readdirSync(dataRoot)) {
    if (!entry.startsWith(MIGRATED_PREFIX)) continue;
    const pid = Number(entry.slice(MIGRATED_PREFIX.length).split('-')[0]);
    if (pid && pid !== process.pid && !isRunning(pid)) fs.rmSync(path.join(dataRoot, entry), { recursive: true, force: true });
  }
}

/** Whether a process with this id exists (test processes leave files named by their id behind). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function sqliteDatabase(): TestDatabase {
  const dirs: string[] = [];
  const create = async () => {
    const dataDir = newDataDir();
    dirs.push(dataDir);
    return { dataDir };
  };
  return {
    name: 'sqlite',
    create,
    async createMigrated() {
      const template = await migratedSqlite();
      const options = await create();
      // Owner-only, as the server makes its database (db/connect.ts).
      fs.copyFileSync(template, path.join(options.dataDir, SQLITE_FILE_NAME));
      fs.chmodSync(path.join(options.dataDir, SQLITE_FILE_NAME), 0o600);
      return options;
    },
    async cleanup() {
      for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}

/** A test schema's name: `test_<pid>_<random>`, so a later test process can tell whose it is. */
const SCHEMA_NAME = /^test_(\d+)_[0-9a-f]{12}$/;

/**
 * Drops the test schemas of test processes of this machine that are no longer running (a run stopped
 * with Ctrl-C, a killed worker): left behind, they pile up in the shared test database, and a catalogue
 * of tens of thousands of tables slows every statement there. Only on a PostgreSQL on this machine, where
 * a process id means the same; a schema of another machine's run is never touched.
 */
export async function dropStaleSchemas(url: string): Promise<string[]> {
  if (!['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(url).hostname)) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("select nspname as name from pg_namespace where nspname like 'test\\_%'");
    const stale = rows.map((r) => r.name).filter((name) => {
      const pid = Number(SCHEMA_NAME.exec(name)?.[1]);
      return pid > 0 && pid !== process.pid && !isRunning(pid);
    });
    // Test processes starting together may drop the same schema at once; the one that loses has nothing left to do.
    for (const name of stale) await client.query(`drop schema if exists ${name} cascade`).catch(() => undefined);
    return stale;
  } finally {
    await client.end();
  }
}
/** Once per test process, before its first schema. */
let staleSchemasDropped: Promise<unknown> | undefined;

export function postgresDatabase(url: string): TestDatabase {
  const schemas: string[] = [];
  const dirs: string[] = [];
  const admin = () => new pg.Client({ connectionString: url });
  const create = async () => {
    await (staleSchemasDropped ??= dropStaleSchemas(url));
    const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
    const client = admin();
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    schemas.push(schema);
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    // Its own DATA_DIR too: the mail outbox writes .eml files there when SMTP_URL is unset.
    const dataDir = newDataDir();
    dirs.push(dataDir);
    return { dataDir, databaseUrl: u.toString() };
  };
  return {
    name: 'postgres',
    create,
    // A schema cannot be copied, and a database made from a template cost as much as migrating one here
    // (copying and dropping it go through the WAL): the migrations run.
    async createMigrated() {
      const options = await create();
      await withConnection(options, (handle) => migrateToLatest(handle.db, handle.dialect));
      return options;
    },
    async cleanup() {
      for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
      if (schemas.length === 0) return;
      const client = admin();
      await client.connect();
      for (const s of schemas.splice(0)) await client.query(`drop schema if exists ${s} cascade`);
      await client.end();
    },
  };
}

/** The environment that points a server or the CLI at a test database: its data folder, and PostgreSQL's URL when it is one. */
export function databaseEnv(db: ConnectOptions): Record<string, string> {
  return { DATA_DIR: db.dataDir, ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}) };
}

/** SQLite, plus PostgreSQL when configured. Says so when PostgreSQL is left out: never silently green. */
export function testDatabases(): TestDatabase[] {
  if (!postgresUrl) {
    console.warn('PostgreSQL suite NOT RUN: set TEST_DATABASE_URL=postgres://... to run it (CI does).');
    return [sqliteDatabase()];
  }
  return [sqliteDatabase(), postgresDatabase(postgresUrl)];
}

/** Runs `work` on a connection of its own to a test database (to set rows up or read them back), then closes it. */
export async function withConnection<T>(db: ConnectOptions, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = connectDatabase(db);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Drops a database made for one test or bench run. Not `drop database … with (force)`: that ends every
 * other session in it and refuses outright when one is an autovacuum worker (a process of no role the
 * site role may signal), which a fresh restore or seed readily wakes. A plain drop cancels autovacuum
 * itself and waits up to five seconds for other sessions to go, so only this role's own are ended first.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and usename = current_user and pid <> pg_backend_pid()', [name]);
  await admin.query(`drop database if exists ${admin.escapeIdentifier(name)}`);
}
