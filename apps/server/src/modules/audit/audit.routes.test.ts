import type { AuditRecord } from '@tarang/shared/admin-security';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInAdmin } from '../../test/admin-session';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { CLI_ACTOR, createAuditService } from './audit.service';

const json = { 'content-type': 'application/json' };
const AUDIT = '/api/admin/audit';
/** A day long before the tests' clock: rows seeded there are the only ones a filter on that day sees. */
const SEEDED = Date.parse('2026-03-01T00:00:00.000Z');
const at = (minutes: number) => new Date(SEEDED + minutes * 60_000).toISOString();
const seededDay = `from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(24 * 60))}`;

describe.each(testDatabases())('the audit trail on $name', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let adminEmail: string;
  let visitor: string;
  const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  /** The rows of one action the tests' requests recorded (not the seeded ones), newest first, straight from the table. */
  const recorded = async (action: string) =>
    (
      await app.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', action)
        .where('created_at', '>=', clock.now().toISOString())
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => ({
      ...r,
      detail: r.detail === null ? null : (JSON.parse(r.detail) as Record<string, unknown>),
    }));

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off', MAIL_WORKER: 'off' }, { clock });
    ({ token: admin, email: adminEmail } = await signedInAdmin(app));
    await app.auth.signupUser({ name: 'Vee', email: 'vee@example.com', password: 'secret1' });
    visitor = await app.auth.loginUser('vee@example.com', 'secret1');

    // 23 rows on one day: two admins and the CLI, two pairs sharing an instant (ties are broken by id).
    const who = (i: number) => (i % 3 === 0 ? CLI_ACTOR : i % 3 === 1 ? { adminId: 1, actor: 'Ops@Example.com' } : { adminId: 2, actor: 'second@example.com' });
    const actions = ['list.view', 'export.csv', 'site.lock'] as const;
    const seeding = manualClock(new Date(SEEDED));
    const seeder = createAuditService(app.database.db, seeding);
    for (let i = 0; i < 23; i++) {
      const minute = i === 11 ? 10 : i === 21 ? 20 : i;
      await seeding.advance(Date.parse(at(minute)) - seeding.now().getTime());
      await seeder.record({ who: who(i), action: actions[i % 3]!, ip: `192.0.2.${i}`, detail: { n: i, text: i === 7 ? '=HYPERLINK("x")' : 'plain' } });
    }
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  test('the database itself refuses to change or delete an audit row', async () => {
    const before = await app.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(app.database.db.updateTable('audit_log').set({ actor: 'someone-else' }).execute()).rejects.toThrow(/append-only/);
    await expect(app.database.db.deleteFrom('audit_log').where('id', '=', before[0]!.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(app.database.db)).rejects.toThrow(/append-only/);
    expect(await app.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });

  test('only an admin reads the trail: no token 401, a visitor 403', async () => {
    expect((await get(AUDIT)).statusCode).toBe(401);
    expect((await get(AUDIT, 'not-a-token')).statusCode).toBe(401);
    const refused = await get(AUDIT, visitor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: expect.any(String) });
    expect(await recorded('audit.view')).toEqual([]);
  });

  test('paging returns every row once, newest first, with X-Total-Count, Link and no-store, and the detail as an object', async () => {
    const seen: AuditRecord[] = [];
    let url: string | undefined = `${AUDIT}?${seededDay}&limit=5`;
    let pages = 0;
    while (url) {
      const res = await get(url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('23');
      expect(res.headers['cache-control']).toBe('no-store');
      seen.push(...(res.json() as AuditRecord[]));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      pages++;
    }
    expect(pages).toBe(5);
    expect(new Set(seen.map((r) => r.id)).size).toBe(23);
    const order = seen.map((r) => `${r.at}|${String(r.id).padStart(6, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(seen.find((r) => r.detail?.n === 7)).toEqual({
      id: expect.any(Number),
      at: at(7),
      adminId: 1,
      actor: 'Ops@Example.com',
      action: 'export.csv',
      outcome: 'ok',
      ip: '192.0.2.7',
      detail: { n: 7, text: '=HYPERLINK("x")' },
    });
  });

  test('filters: from inclusive and to exclusive, any part of the actor in any letter case or cli, and the action', async () => {
    const total = async (query: string) => {
      const res = await get(`${AUDIT}?${query}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return { total: res.headers['x-total-count'], rows: res.json() as AuditRecord[] };
    };
    const window = await total(`from=${encodeURIComponent(at(5))}&to=${encodeURIComponent(at(10))}`);
    expect(window.rows.map((r) => r.detail?.n)).toEqual([9, 8, 7, 6, 5]);
    expect((await total(`from=${encodeURIComponent('2026-03-01T05:35:00+05:30')}&to=${encodeURIComponent(at(10))}`)).total).toBe('5');

    const ops = await total(`${seededDay}&actor=${encodeURIComponent('OPS@example.COM')}`);
    expect(ops.total).toBe('8');
    expect(new Set(ops.rows.map((r) => r.actor))).toEqual(new Set(['Ops@Example.com']));
    expect((await total(`${seededDay}&actor=cli`)).total).toBe('8');
    expect((await total(`${seededDay}&actor=nobody@example.com`)).total).toBe('0');
    // Part of an address: the name before @, or the domain that both admins share.
    expect((await total(`${seededDay}&actor=ops`)).total).toBe('8');
    expect((await total(`${seededDay}&actor=${encodeURIComponent('@EXAMPLE.com')}`)).total).toBe('15');
    // LIKE's wildcards are letters here, not patterns.
    expect((await total(`${seededDay}&actor=${encodeURIComponent('%')}`)).total).toBe('0');
    expect((await total(`${seededDay}&actor=${encodeURIComponent('_ps')}`)).total).toBe('0');

    const locks = await total(`${seededDay}&action=site.lock`);
    expect(locks.total).toBe('7');
    expect(new Set(locks.rows.map((r) => r.action))).toEqual(new Set(['site.lock']));
    expect((await total(`${seededDay}&action=export.csv&actor=cli`)).total).toBe('0');
    expect((await total(`${seededDay}&action=list.view&actor=cli`)).total).toBe('8');
  });

  test.each([
    ['action=drop.tables', '`action` is not an audit action'],
    ['limit=-1', '`limit` must be at least 0'],
    ['limit=501', '`limit` must be at most 500'],
    ['from=yesterday', '`from` must be an ISO-8601 instant'],
    [`actor=${'a'.repeat(255)}`, '`actor` is at most 254 characters'],
    ['cursor=bm9wZQ', 'The cursor is not valid. Start again from the first page.'],
  ])('a bad query %s is a 400 in the one error shape with a clear message', async (query, message) => {
    const res = await get(`${AUDIT}?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(JSON.stringify(res.json())).toContain(message);
  });

  test('viewing the trail is recorded once per view, with its filters, not once per page', async () => {
    const before = (await recorded('audit.view')).length;
    const first = await get(`${AUDIT}?${seededDay}&action=list.view&actor=cli&limit=2`, admin);
    const next = /^<([^>]+)>/.exec(first.headers.link as string)![1]!;
    expect((await get(next, admin)).statusCode).toBe(200);
    const views = await recorded('audit.view');
    expect(views).toHaveLength(before + 1);
    expect(views[0]).toMatchObject({
      actor: adminEmail,
      admin_id: expect.any(Number),
      outcome: 'ok',
      ip: '127.0.0.1',
      detail: { from: at(0), to: at(24 * 60), actor: 'cli', action: 'list.view' },
    });
    expect(new Date(views[0]!.created_at).toISOString()).toBe(clock.now().toISOString());
  });

  test('every page of a list that shows rows is recorded with its filters and row count; a count alone is not a view', async () => {
    await app.database.db
      .insertInto('contact_requests')
      .values(Array.from({ length: 3 }, (_, i) => ({ name: `Lead ${i}`, email: `lead${i}@example.com`, contact: '9876543210', question: `Question ${i} here`, created_at: at(i) })))
      .execute();
    const first = await get(`/api/contact/all?limit=2&q=lead&${seededDay}`, admin);
    expect(first.statusCode).toBe(200);
    const next = /^<([^>]+)>/.exec(first.headers.link as string)![1]!;
    expect((await get(next, admin)).statusCode).toBe(200);
    // The dashboard's count cards: no rows, only X-Total-Count.
    const count = await get('/api/auth/user/all?limit=0', admin);
    expect(count.json()).toEqual([]);
    expect(Number(count.headers['x-total-count'])).toBeGreaterThan(0);
    // A bad query is refused and recorded nowhere.
    expect((await get('/api/demo/all?limit=-1', admin)).statusCode).toBe(400);

    const views = await recorded('list.view');
    // Newest first: the next page, then the first.
    expect(views.map((v) => v.detail)).toEqual([
      { table: 'contacts', from: at(0), to: at(24 * 60), q: 'lead', rows: 1, page: 'next' },
      { table: 'contacts', from: at(0), to: at(24 * 60), q: 'lead', rows: 2 },
    ]);
    expect(views[0]).toMatchObject({ actor: adminEmail, ip: '127.0.0.1', outcome: 'ok' });

    // One row is somebody looking, search or not.
    expect((await get('/api/auth/user/all?limit=1', admin)).statusCode).toBe(200);
    expect((await recorded('list.view'))[0]?.detail).toEqual({ table: 'users', rows: 1 });
  });

  test('a CSV export is recorded after it is sent, with its filters and its real row count', async () => {
    const res = await get(`/api/admin/export/contacts?q=lead&${seededDay}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\r\n')).toHaveLength(4);
    const exports = await recorded('export.csv');
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ actor: adminEmail, ip: '127.0.0.1', detail: { table: 'contacts', from: at(0), to: at(24 * 60), q: 'lead', rows: 3 } });
    // Not a single lead's data goes into the trail: only what was asked and how many rows came back.
    expect(JSON.stringify(exports[0])).not.toContain('lead0@example.com');
  });

  test("the Audit page's export: the filtered trail as a CSV file, admin only, recorded with its filters and real row count", async () => {
    const url = `${AUDIT}/export?${seededDay}&actor=second&action=site.lock`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, visitor)).statusCode).toBe(403);
    const res = await get(url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tarang-audit-2026-11-21.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('"at","actor","action","outcome","ip","detail"');
    // second@example.com's rows (all site.lock) are i = 2, 5, 8, …, 20: newest first.
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['20', '17', '14', '11', '8', '5', '2'].map((n) => `"192.0.2.${n}"`));
    const exports = await recorded('audit.export');
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ actor: adminEmail, ip: '127.0.0.1', detail: { from: at(0), to: at(24 * 60), actor: 'second', action: 'site.lock', rows: 7 } });
    const refused = await get(`${AUDIT}/export?action=drop.tables`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(refused.body).toContain('`action` is not an audit action');
  });

  test("a visitor's licence-key unlock is recorded as 'licence key'; a refused key is not", async () => {
    await app.site.setLicenceKey('correct horse battery');
    await app.site.setLocked(true);
    const wrong = await app.inject({ method: 'POST', url: '/unlock-frontend', headers: json, payload: JSON.stringify({ key: 'wrong key' }) });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(await recorded('site.unlock')).toEqual([]);

    const right = await app.inject({ method: 'POST', url: '/unlock-frontend', headers: json, payload: JSON.stringify({ key: 'correct horse battery' }) });
    expect(right.statusCode).toBe(200);
    const unlocks = await recorded('site.unlock');
    expect(unlocks).toHaveLength(1);
    expect(unlocks[0]).toMatchObject({ admin_id: null, actor: 'licence key', outcome: 'ok', ip: '127.0.0.1', detail: null });
    expect(JSON.stringify(unlocks)).not.toContain('correct horse');
  });
});
