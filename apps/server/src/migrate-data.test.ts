import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase, type ConnectOptions } from './db/connect';
import { postgresDatabase, postgresUrl, sqliteDatabase, type TestDatabase } from './test/databases';
import { createTestApp } from './test/test-app';
import { cliRun } from './test/cli';

/** Moving from SQLite to PostgreSQL with `npm run cli -- migrate-data --to postgres://...`. */

if (!postgresUrl) console.warn('migrate-data suite NOT RUN: it needs TEST_DATABASE_URL=postgres://... (CI sets it).');

/** More rows than one copy batch (500), in a table with a one-column key and in one with a three-column key. */
const BULK = 1200;

/** Row order by the first column, then the next: numbers as numbers, null first. */
function byColumns(a: Record<string, unknown>, b: Record<string, unknown>): number {
  for (const key of Object.keys(a)) {
    const [x, y] = [a[key], b[key]];
    if (x === y) continue;
    if (x === null || x === undefined) return -1;
    if (y === null || y === undefined) return 1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

/** Every row of every application table, in key order, with timestamps as ISO text whichever database they came from. */
async function dump(db: ConnectOptions): Promise<Record<string, unknown[]>> {
  const handle = connectDatabase(db);
  try {
    const tables =
      handle.dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(handle.db)
        : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_name not like 'kysely_%' order by 1`.execute(handle.db);
    const all: Record<string, unknown[]> = {};
    for (const { name } of tables.rows) {
      // Sorted on the normalised rows: the same order on both databases whatever the key or the column count.
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(handle.db);
      all[name] = rows.rows
        .map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : k === 'n' ? Number(v) : v]), // n: bigint comes back as text from pg
          ),
        )
        .sort(byColumns);
    }
    return all;
  } finally {
    await handle.close();
  }
}

describe.skipIf(!postgresUrl)('migrate-data from SQLite to PostgreSQL', () => {
  const sqlite = sqliteDatabase();
  let postgres: TestDatabase;
  let source: ConnectOptions;
  let env: Record<string, string>;
  let visitorToken: string;

  beforeAll(async () => {
    postgres = postgresDatabase(postgresUrl!);
    source = await sqlite.create();
    env = { DATA_DIR: source.dataDir };
    const app: FastifyInstance = await createTestApp(source, { MAIL_WORKER: 'off', RATE_LIMITS: 'off' });
    try {
      const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
      for (const name of ['Asha', 'Ravi', 'Meera']) {
        expect((await post('/api/auth/user/signup', { name, email: `${name.toLowerCase()}@example.com`, password: 'sunrise42' })).statusCode).toBe(200);
      }
      visitorToken = (await post('/api/auth/user/login', { email: 'ravi@example.com', password: 'sunrise42' })).json().token;
      for (let i = 1; i <= 6; i++) {
        expect((await post('/api/contact', { name: `Lead ${i}`, email: `lead${i}@example.com`, contact: '9876543210', question: `Question number ${i} here` })).statusCode).toBe(201);
      }
      const demo = { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210', businessname: 'Acme', jobfunction: 'support', lookingfor: 'OTP SMS', message: 'Show us a demo.' };
      expect((await post('/api/demo', demo)).statusCode).toBe(201);
      expect((await post('/api/email/send-subscribe', { email: 'news@example.com' })).statusCode).toBe(200);
      // Gaps in the ids: the copy must keep ids, not renumber rows.
      await app.database.db.deleteFrom('contact_requests').where('id', 'in', [2, 5]).execute();
      const day = 86_400_000;
      const bulk = Array.from({ length: BULK }, (_, i) => ({
        name: `Bulk ${i}`,
        email: `bulk${i}@example.com`,
        contact: '9876543210',
        question: 'One of many older questions',
        created_at: new Date(Date.UTC(2026, 0, 1) + (i % 150) * day + i * 1000).toISOString(),
      }));
      for (let i = 0; i < BULK; i += 200) await app.database.db.insertInto('contact_requests').values(bulk.slice(i, i + 200)).execute();
    } finally {
      await app.close();
    }
    expect((await cliRun(['admin', 'create', '--email', 'root@example.com'], env, 'a-long-admin-pass')).code).toBe(0);
    expect((await cliRun(['licence', 'set-key', '--key', 'TARANG-KEY-0001'], env)).code).toBe(0);
    expect((await cliRun(['site', 'lock'], env)).code).toBe(0);
    // The admin security tables (migration 005): invitations, recovery codes, login failures, and an
    // audit trail the CLI commands above wrote to, with a gap in its ids the copy must keep.
    const handle = connectDatabase(source);
    try {
      const now = '2026-11-20T10:00:00.000Z';
      const later = '2026-11-23T10:00:00.000Z';
      await handle.db.insertInto('admin_invitations').values({ email: 'new@example.com', token_hash: 'a'.repeat(64), invited_by: 1, created_at: now, expires_at: later }).execute();
      await handle.db.insertInto('admin_recovery_codes').values({ admin_id: 1, code_hash: 'b'.repeat(64), created_at: now, used_at: later }).execute();
      await handle.db.insertInto('admin_login_failures').values({ email_hash: 'c'.repeat(64), step: 'password', client_hash: 'd'.repeat(64), failures: 3, last_failure_at: now, next_try_at: now, expires_at: now }).execute();
      await handle.db.insertInto('audit_log').values({ id: 10, created_at: now, admin_id: 1, actor: 'root@example.com', action: 'list.view', outcome: 'ok', ip: '192.0.2.1', detail: '{"table":"contacts"}' }).execute();
    } finally {
      await handle.close();
    }
  });

  afterAll(async () => {
    await sqlite.cleanup();
    await postgres?.cleanup();
  });

  test('every row arrives with its id and timestamps, the counts match, and PostgreSQL carries on where SQLite stopped', async () => {
    const target = await postgres.create();
    const res = await cliRun(['migrate-data', '--to', target.databaseUrl!], env);
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toMatch(new RegExp(`contact_requests: ${4 + BULK} rows`));
    expect(res.out).toMatch(/every count matches/);
    expect(res.out).not.toContain(':site@'); // the password is not printed

    const before = await dump(source);
    expect(before.contact_requests!.slice(0, 4).map((r) => (r as { id: number }).id)).toEqual([1, 3, 4, 6]);
    expect(before.outbox!.length).toBeGreaterThan(0);
    // The dashboard's per-day tallies (migration 004, kept by triggers): more rows than a batch, three-column key.
    const tallied = 'lead_day_counts' in before;
    if (tallied) expect(before.lead_day_counts!.length).toBeGreaterThan(500);
    for (const table of ['admin_invitations', 'admin_recovery_codes', 'admin_login_failures']) expect(before[table], table).toHaveLength(1);
    expect(before.audit_log!.map((r) => (r as { action: string }).action)).toEqual(expect.arrayContaining(['licence.set-key', 'site.lock', 'list.view']));
    expect(res.out).toContain(`audit_log: ${before.audit_log!.length} rows`);
    expect(await dump(target)).toEqual(before);

    // The application on PostgreSQL: old sessions, passwords and settings work; new ids follow the old ones.
    const app = await createTestApp(target, { MAIL_WORKER: 'off', RATE_LIMITS: 'off' });
    try {
      const verify = await app.inject({ method: 'GET', url: '/api/auth/user/verify', headers: { authorization: `Bearer ${visitorToken}` } });
      expect(verify.json()).toEqual({ name: 'Ravi' });
      expect((await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: 'root@example.com', password: 'a-long-admin-pass' } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/license-status' })).json()).toEqual({ locked: true });
      const created = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'After Move', email: 'after@example.com', contact: '9876543210', question: 'Stored on PostgreSQL now' } });
      expect(created.statusCode).toBe(201);
      expect(created.json().id).toBe(6 + BULK + 1); // SQLite had handed out 1..6 and then the bulk rows
      if (tallied) {
        // The tallies were copied as they were, not counted twice, and their triggers work again.
        const { total } = await sql<{ total: string }>`select sum(n) as total from lead_day_counts where table_name = 'contact_requests'`
          .execute(app.database.db)
          .then((r) => r.rows[0]!);
        expect(Number(total)).toBe(4 + BULK + 1);
      }
      expect((await app.inject({ method: 'POST', url: '/api/auth/user/signup', payload: { name: 'New', email: 'new@example.com', password: 'sunrise42' } })).statusCode).toBe(200);
      const newest = await app.database.db.selectFrom('users').select('id').where('email', '=', 'new@example.com').executeTakeFirstOrThrow();
      expect(newest.id).toBe(4);
      // The trail carries on after its largest copied id, and stays append-only on PostgreSQL.
      await app.audit.record({ who: { adminId: null, actor: 'cli' }, action: 'site.unlock', ip: null });
      // (The admin login above was recorded first, as 11.)
      const audit = await app.database.db.selectFrom('audit_log').select(['id', 'action']).where('id', '>', 10).orderBy('id').execute();
      expect(audit).toEqual([
        { id: 11, action: 'login' },
        { id: 12, action: 'site.unlock' },
      ]);
      await expect(app.database.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    } finally {
      await app.close();
    }
  });

  test('a target that holds rows is refused unless --force, which replaces them with an exact copy', async () => {
    const target = await postgres.create();
    expect((await cliRun(['migrate-data', '--to', target.databaseUrl!], env)).code).toBe(0);
    const handle = connectDatabase(target);
    try {
      await handle.db.insertInto('contact_requests').values({ name: 'Only Here', email: 'x@example.com', contact: '9876543210', question: 'Only in the target', created_at: new Date().toISOString() }).execute();
    } finally {
      await handle.close();
    }

    const refused = await cliRun(['migrate-data', '--to', target.databaseUrl!], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(new RegExp(`^The target is not empty \\(.*contact_requests ${5 + BULK}.*\\); add --force`));
    expect((await dump(target)).contact_requests).toHaveLength(5 + BULK); // untouched: nothing half-copied

    const forced = await cliRun(['migrate-data', '--to', target.databaseUrl!, '--force'], env);
    expect(forced.code).toBe(0);
    expect(await dump(target)).toEqual(await dump(source));
    // --force emptied an audit trail the database refuses to DELETE from (TRUNCATE is not a row change).
    expect((await dump(target)).audit_log!.length).toBeGreaterThanOrEqual(3);
    const check = connectDatabase(target);
    try {
      const next = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('contact_requests', 'id'))::int as id`.execute(check.db);
      expect(next.rows[0]?.id).toBe(6 + BULK + 1);
    } finally {
      await check.close();
    }
  });

  test('bad usage exits 2 with a clear line', async () => {
    expect(await cliRun(['migrate-data'], env)).toMatchObject({ code: 2, err: expect.stringContaining('migrate-data needs --to postgres://') });
    expect(await cliRun(['migrate-data', '--to', 'mysql://x'], env)).toMatchObject({ code: 2 });
    expect(await cliRun(['migrate-data', '--help'], env)).toMatchObject({ code: 0, out: expect.stringContaining('Refuses a target that holds any row unless --force') });
  });
});
