import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabases } from '../../test/databases';
import { anotherAdminSession, signedInAdmin } from '../../test/admin-session';
import { createTestApp } from '../../test/test-app';

const json = { 'content-type': 'application/json' };
const T0 = Date.parse('2026-03-01T00:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

describe.each(testDatabases())('admin list calls on $name', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let visitor: string;
  let expired: string;
  let revoked: string;

  const login = async (path: string, email: string, password: string) =>
    (await app.inject({ method: 'POST', url: path, headers: json, payload: JSON.stringify({ email, password }) })).json().token as string;
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off' });
    await app.inject({ method: 'POST', url: '/api/auth/user/signup', headers: json, payload: JSON.stringify({ name: 'Vee', email: 'vee@example.com', password: 'secret1' }) });
    const signedIn = await signedInAdmin(app);
    admin = signedIn.token;
    visitor = await login('/api/auth/user/login', 'vee@example.com', 'secret1');
    expired = await anotherAdminSession(app, signedIn);
    revoked = await anotherAdminSession(app, signedIn);
    await app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: { authorization: `Bearer ${revoked}` } });
    const { hashToken } = await import('../auth/tokens');
    await app.database.db.updateTable('sessions').set({ expires_at: at(-1) }).where('token_hash', '=', hashToken(expired)).execute();

    // 23 contact questions, two pairs sharing a timestamp (ties are broken by id).
    const rows = Array.from({ length: 23 }, (_, i) => ({
      name: `Lead ${String(i).padStart(2, '0')}`,
      email: i % 5 === 0 ? `vip${i}@bigbank.example` : `lead${i}@example.com`,
      contact: '9876543210',
      question: i === 7 ? '=HYPERLINK("http://evil")' : `Question ${i} about 100%_coverage`,
      created_at: at(i === 11 ? 10 : i === 21 ? 20 : i),
    }));
    await app.database.db.insertInto('contact_requests').values(rows).execute();
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  const adminCalls = [
    '/api/auth/user/all',
    '/api/contact/all',
    '/api/demo/all',
    '/api/subscribe/all',
    '/api/admin/export/contacts',
    '/api/admin/site-status',
  ];

  test.each(adminCalls)('authorization matrix for %s: none 401, garbage 401, expired 401, revoked 401, visitor 403, admin 200', async (url) => {
    const statuses = [
      (await get(url)).statusCode,
      (await get(url, 'garbage-token')).statusCode,
      (await get(url, expired)).statusCode,
      (await get(url, revoked)).statusCode,
      (await get(url, visitor)).statusCode,
      (await get(url, admin)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 403, 200]);
  });

  test('users never carry hashes or tokens', async () => {
    const res = await get('/api/auth/user/all', admin);
    expect(res.json()).toEqual([{ id: expect.any(Number), name: 'Vee', email: 'vee@example.com', createdAt: expect.any(String), utmSource: null, utmCampaign: null }]);
    expect(res.body).not.toMatch(/argon2|password|token/i);
  });

  test('paging returns every row exactly once, newest first, with X-Total-Count and Link', async () => {
    const seen: { id: number; createdAt: string }[] = [];
    let url: string | undefined = '/api/contact/all?limit=5';
    let pages = 0;
    while (url) {
      const res = await get(url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('23');
      seen.push(...res.json());
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      pages++;
    }
    expect(pages).toBe(5);
    expect(seen).toHaveLength(23);
    expect(new Set(seen.map((r) => r.id)).size).toBe(23);
    const order = seen.map((r) => `${r.createdAt}|${String(r.id).padStart(4, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  test('date filters are exact at their boundaries: from inclusive, to exclusive', async () => {
    const res = await get(`/api/contact/all?from=${encodeURIComponent(at(5))}&to=${encodeURIComponent(at(10))}`, admin);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(['Lead 09', 'Lead 08', 'Lead 07', 'Lead 06', 'Lead 05']);
    const withOffset = await get(`/api/contact/all?from=${encodeURIComponent('2026-03-01T05:35:00+05:30')}&to=${encodeURIComponent(at(10))}`, admin);
    expect(withOffset.headers['x-total-count']).toBe('5');
  });

  test('q searches case-insensitively, and % and _ are literal', async () => {
    const bank = await get('/api/contact/all?q=BIGBANK', admin);
    expect(bank.headers['x-total-count']).toBe('5');
    const literal = await get(`/api/contact/all?q=${encodeURIComponent('100%_c')}`, admin);
    expect(literal.headers['x-total-count']).toBe('22');
    const none = await get(`/api/contact/all?q=${encodeURIComponent('%')}&limit=1`, admin);
    expect(none.headers['x-total-count']).toBe('22');
  });

  test.each([
    ['limit=-1', '`limit` must be at least 0'],
    ['limit=501', '`limit` must be at most 500'],
    ['limit=abc', '`limit` must be a whole number'],
    ['from=yesterday', '`from` must be an ISO-8601 instant'],
    ['cursor=bm9wZQ', 'The cursor is not valid. Start again from the first page.'],
  ])('a bad query %s is a 400 with a clear message', async (query, message) => {
    const res = await get(`/api/contact/all?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message.replace(/"/g, '\\"'));
  });

  test('the CSV export has every filtered row and cannot inject formulas', async () => {
    const res = await get('/api/admin/export/contacts?q=lead', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tarang-contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    // The table's own columns, then how the lead is worked and where it came from (docs/decisions/032-lead-pipeline-and-attribution.md).
    expect(lines[0]).toMatch(/^"ID","Name","Email","Contact","Contact \(E\.164\)","Question","Created at","Status","Status reason","Owner","First landing page",.*,"Form page"$/);
    expect(lines).toHaveLength(24);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).not.toMatch(/,"?=HYPERLINK/);
  });

  // docs/decisions/040-phone-numbers-in-e164.md: beside the number as stored, the same number in E.164 in
  // the list answer and the CSV, where a phone cell keeps its + and every other cell keeps the guard.
  test("a lead's number travels in E.164 beside it as stored, in the list answer and the CSV export", async () => {
    const demo = (name: string, contact: string, minute: number) => ({
      name,
      email: `${name.toLowerCase()}@phones.example`,
      contact,
      businessname: '+Plus Co',
      jobfunction: 'support',
      lookingfor: 'SMS',
      message: 'Phones',
      created_at: at(100 + minute),
    });
    await app.database.db
      .insertInto('demo_requests')
      .values([demo('Uk', '+447400123456', 0), demo('India', '98765 43210', 1), demo('Plus', '+91-98765-43210', 2), demo('Words', 'after 6pm', 3), demo('Formula', '=1+1', 4), demo('Sums', '-2+3+cmd', 5)])
      .execute();
    const expected = [
      ['Sums', '-2+3+cmd', null],
      ['Formula', '=1+1', null],
      ['Words', 'after 6pm', null],
      ['Plus', '+91-98765-43210', '+919876543210'],
      ['India', '98765 43210', '+919876543210'],
      ['Uk', '+447400123456', '+447400123456'],
    ];
    const list = await get('/api/demo/all?q=phones.example', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { name: string; contact: string; contactE164: string | null }) => [r.name, r.contact, r.contactE164])).toEqual(expected);
    const contacts = await get('/api/contact/all?limit=1', admin);
    expect(contacts.json()).toEqual([expect.objectContaining({ contact: '9876543210', contactE164: '+919876543210' })]);

    const csv = await get('/api/admin/export/demos?q=phones.example', admin);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^"ID","Name","Email","Contact","Contact \(E\.164\)","Business name",/);
    // Name, then the two phone cells, then the business name, which is guarded like any other cell.
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 5).join(','))).toEqual([
      `"Sums","sums@phones.example","'-2+3+cmd",""`,
      `"Formula","formula@phones.example","'=1+1",""`,
      `"Words","words@phones.example","after 6pm",""`,
      `"Plus","plus@phones.example","+91-98765-43210","+919876543210"`,
      `"India","india@phones.example","98765 43210","+919876543210"`,
      `"Uk","uk@phones.example","+447400123456","+447400123456"`,
    ]);
    expect(lines.slice(1).every((line) => line.split(',')[5] === `"'+Plus Co"`)).toBe(true);
  });
});
