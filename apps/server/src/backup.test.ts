import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { BRAND_NAME } from '@tarang/shared/brand';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { connectDatabase, SQLITE_FILE_NAME } from './db/connect';
import { migrations } from './db/migrations/index';
import { dropDatabase, postgresUrl } from './test/databases';
import { startServer } from './test/server-process';
import { createTestApp } from './test/test-app';
import { cliRun } from './test/cli';

/** `npm run cli -- backup --out FILE` and `restore --from FILE` on SQLite; pg_dump/pg_restore on PostgreSQL. */

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-backup-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const question = (i: number) => ({ name: `Backup ${i}`, email: `backup${i}@example.com`, contact: '9876543210', question: `Question ${i} before the backup` });

async function postContact(url: string, i: number): Promise<number | undefined> {
  try {
    const res = await fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(question(i)) });
    return res.status === 201 ? ((await res.json()) as { id: number }).id : undefined;
  } catch {
    return undefined;
  }
}

function contactIds(file: string): number[] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select id from contact_requests order by id').all() as { id: number }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

describe('SQLite backup and restore', () => {
  test('a backup taken while the server takes writes holds every row acknowledged before it, and restores into a new data directory', async () => {
    const dataDir = tempDir();
    const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', MAIL_WORKER: 'off' });
    const out = path.join(tempDir(), 'site.sqlite');
    try {
      const acknowledged: number[] = [];
      for (let i = 0; i < 5; i++) acknowledged.push((await postContact(server.url, i))!);
      // Writes keep arriving during the backup.
      let writing = true;
      const stream = (async () => {
        for (let i = 100; writing; i++) await postContact(server.url, i);
      })();
      const backup = await cliRun(['backup', '--out', out], { DATA_DIR: dataDir });
      writing = false;
      await stream;
      expect(backup).toMatchObject({ code: 0, err: '' });
      expect(backup.out).toMatch(/contact_requests +\d+ rows/);
      // The admin security tables (migration 005) are in the copy and its counts like every other table.
      for (const table of ['admin_invitations', 'admin_recovery_codes', 'admin_login_failures', 'audit_log']) expect(backup.out).toMatch(new RegExp(`${table} +\\d+ rows?\n`));
      expect(backup.out).toContain(`Backed up ${path.join(dataDir, SQLITE_FILE_NAME)} to ${out}.`);
      expect(contactIds(out)).toEqual(expect.arrayContaining(acknowledged));
      // One self-contained file: nothing half-written left behind, no -wal beside it.
      expect(fs.readdirSync(path.dirname(out))).toEqual(['site.sqlite']);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    const fresh = tempDir();
    const restored = await cliRun(['restore', '--from', out], { DATA_DIR: fresh });
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toContain('Restored');
    const again = await startServer({ DATA_DIR: fresh, RATE_LIMITS: 'off', MAIL_WORKER: 'off' });
    try {
      expect(contactIds(path.join(fresh, SQLITE_FILE_NAME))).toEqual(contactIds(out));
      const next = await postContact(again.url, 999);
      expect(next).toBe(Math.max(...contactIds(out)) + 1);
    } finally {
      await again.stop();
    }
  });

  test('restore refuses to overwrite a database holding data without --force; with it, the old data is kept beside the new', async () => {
    const dataDir = tempDir();
    const live = path.join(dataDir, SQLITE_FILE_NAME);
    const app = await createTestApp({ dataDir }, { MAIL_WORKER: 'off', RATE_LIMITS: 'off' });
    const out = path.join(tempDir(), 'before.sqlite');
    try {
      const post = (i: number) => app.inject({ method: 'POST', url: '/api/contact', payload: question(i) });
      for (let i = 0; i < 3; i++) expect((await post(i)).statusCode).toBe(201);
      expect((await cliRun(['backup', '--out', out], { DATA_DIR: dataDir })).code).toBe(0);
      for (let i = 3; i < 5; i++) expect((await post(i)).statusCode).toBe(201);
    } finally {
      await app.close();
    }
    expect(contactIds(live)).toEqual([1, 2, 3, 4, 5]);

    const refused = await cliRun(['restore', '--from', out], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/holds data \(.*contact_requests 5.*\); add --force/);
    expect(contactIds(live)).toEqual([1, 2, 3, 4, 5]);

    const forced = await cliRun(['restore', '--from', out, '--force'], { DATA_DIR: dataDir });
    expect(forced).toMatchObject({ code: 0, err: '' });
    expect(contactIds(live)).toEqual([1, 2, 3]);
    const saved = fs.readdirSync(dataDir).filter((f) => f.startsWith(`${SQLITE_FILE_NAME}.before-restore-`));
    expect(saved).toHaveLength(1);
    expect(forced.out).toContain(`Saved the data it replaced as ${path.join(dataDir, saved[0]!)}`);
    expect(contactIds(path.join(dataDir, saved[0]!))).toEqual([1, 2, 3, 4, 5]);
  });

  test('restore brings a backup from an older version up to this version', async () => {
    const file = path.join(tempDir(), 'old.sqlite');
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(file) }) }); // eslint-disable-line @typescript-eslint/no-explicit-any
    const first = Object.keys(migrations)[0]!;
    await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(first);
    await db.insertInto('contact_requests').values({ ...question(1), created_at: '2026-01-02T03:04:05.000Z' }).execute();
    await db.destroy();

    const dataDir = tempDir();
    expect(await cliRun(['restore', '--from', file], { DATA_DIR: dataDir })).toMatchObject({ code: 0, err: '' });
    const handle = connectDatabase({ dataDir });
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
      const row = await handle.db.selectFrom('contact_requests').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ id: 1, name: 'Backup 1', created_at: '2026-01-02T03:04:05.000Z' });
    } finally {
      await handle.close();
    }
  });

  test('restore refuses what is not a backup of this site, and backup refuses to overwrite a file', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: tempDir() };
    expect(await cliRun(['restore', '--from', path.join(dir, 'missing.sqlite')], env)).toMatchObject({ code: 1, err: expect.stringMatching(/^No backup at /) });
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a database at all, just some text '.repeat(40));
    expect(await cliRun(['restore', '--from', path.join(dir, 'notes.txt')], env)).toMatchObject({ code: 1, err: expect.stringContaining('is not a usable SQLite database') });
    const other = new SQLite(path.join(dir, 'other.sqlite'));
    other.exec('create table things (id integer primary key)');
    other.close();
    expect(await cliRun(['restore', '--from', path.join(dir, 'other.sqlite')], env)).toMatchObject({ code: 1, err: expect.stringContaining(`is not a ${BRAND_NAME} database`) });
    expect(fs.existsSync(path.join(env.DATA_DIR, SQLITE_FILE_NAME))).toBe(false);

    expect(await cliRun(['restore'], env)).toMatchObject({ code: 2, err: expect.stringContaining('restore needs --from FILE') });
    expect(await cliRun(['backup'], env)).toMatchObject({ code: 2, err: expect.stringContaining('backup needs --out FILE') });
    expect(await cliRun(['backup', '--out', path.join(dir, 'b.sqlite')], env)).toMatchObject({ code: 1, err: expect.stringMatching(/^No database at /) });
    expect((await cliRun(['admin', 'create', '--email', 'a@example.com'], env, 'a-long-admin-pass')).code).toBe(0);
    expect((await cliRun(['backup', '--out', path.join(dir, 'notes.txt')], env)).err).toMatch(/exists; choose another name or add --force/);
    expect((await cliRun(['backup', '--out', path.join(dir, 'notes.txt'), '--force'], env)).code).toBe(0);
    for (const command of ['backup', 'restore']) {
      const res = await cliRun([command, '--help'], env);
      expect(res).toMatchObject({ code: 0, out: expect.stringContaining(`npm run cli -- ${command}`) });
    }
  });
});

const pgTools = spawnSync('pg_dump', ['--version'], { stdio: 'ignore' }).status === 0 && spawnSync('pg_restore', ['--version'], { stdio: 'ignore' }).status === 0;
if (postgresUrl && !pgTools) console.warn('PostgreSQL backup test NOT RUN: pg_dump and pg_restore are not installed (Debian: postgresql-client).');

describe.skipIf(!postgresUrl || !pgTools)('PostgreSQL backup with the documented pg_dump and pg_restore lines', () => {
  test('backup and restore on PostgreSQL point at pg_dump and pg_restore', async () => {
    const env = { DATA_DIR: tempDir(), DATABASE_URL: postgresUrl! };
    expect(await cliRun(['backup', '--out', 'x.dump'], env)).toMatchObject({ code: 2, err: expect.stringContaining('pg_dump --format=custom --file=FILE "$DATABASE_URL"') });
    expect(await cliRun(['restore', '--from', 'x.dump'], env)).toMatchObject({ code: 2, err: expect.stringContaining('pg_restore --clean --if-exists --no-owner') });
  });

  test('a dump of a live database restores into an empty one with every row, session and sequence', async () => {
    const suffix = randomBytes(4).toString('hex');
    const names = [`tarang_src_${suffix}`, `tarang_dst_${suffix}`] as const;
    const urlOf = (name: string) => Object.assign(new URL(postgresUrl!), { pathname: `/${name}` }).toString();
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      for (const name of names) await admin.query(`create database ${name}`);
      const [source, target] = names.map(urlOf) as [string, string];
      const app = await createTestApp({ dataDir: tempDir(), databaseUrl: source }, { MAIL_WORKER: 'off', RATE_LIMITS: 'off' });
      let token: string;
      try {
        for (let i = 0; i < 4; i++) expect((await app.inject({ method: 'POST', url: '/api/contact', payload: question(i) })).statusCode).toBe(201);
        expect((await app.inject({ method: 'POST', url: '/api/auth/user/signup', payload: { name: 'Ravi', email: 'ravi@example.com', password: 'sunrise42' } })).statusCode).toBe(200);
        token = (await app.inject({ method: 'POST', url: '/api/auth/user/login', payload: { email: 'ravi@example.com', password: 'sunrise42' } })).json().token;

        // docs/operations.md, word for word (the dump is taken while the app holds connections).
        const file = path.join(tempDir(), 'tarang.dump');
        const dump = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, source], { encoding: 'utf8', timeout: 60_000 });
        expect(dump.status, dump.stderr).toBe(0);
        const restore = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${target}`, file], { encoding: 'utf8', timeout: 60_000 });
        expect(restore.status, restore.stderr).toBe(0);
      } finally {
        await app.close();
      }

      const restored = await createTestApp({ dataDir: tempDir(), databaseUrl: target }, { MAIL_WORKER: 'off', RATE_LIMITS: 'off' });
      try {
        const verify = await restored.inject({ method: 'GET', url: '/api/auth/user/verify', headers: { authorization: `Bearer ${token}` } });
        expect(verify.json()).toEqual({ name: 'Ravi' });
        const created = await restored.inject({ method: 'POST', url: '/api/contact', payload: question(9) });
        expect(created.json().id).toBe(5);
      } finally {
        await restored.close();
      }
    } finally {
      for (const name of names) await dropDatabase(admin, name);
      await admin.end();
    }
  });
});
