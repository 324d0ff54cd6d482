import { analyticsPaths, type AnalyticsReport } from '@tarang/shared/analytics';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInAdmin } from '../../test/admin-session';
import { testDatabases } from '../../test/databases';
import { demoRequest } from '../../test/leads';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';

// docs/decisions/050-cookieless-analytics.md: the beacon counts a view under a daily-salted visitor hash,
// stores no address and sets no cookie; goals join the visit; the report reads the rollups.

const SITE = 'https://tarang.example.com';
const browser = (name: string) => ({ 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 ${name}` });
const phone = (name: string) => ({ 'user-agent': `Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1 ${name}` });

describe.each(testDatabases())('cookieless analytics on $name', (database) => {
  let app: FastifyInstance;
  let token: string;
  const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));

  const view = (path: string, headers: Record<string, string>, referrer = '', extra: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: analyticsPaths.view, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers, ...extra }, payload: JSON.stringify({ u: `${SITE}${path}`, r: referrer }) });
  const report = async (query = '') => {
    const res = await app.inject({ url: `${analyticsPaths.report}${query}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.json<AnalyticsReport>();
  };
  const events = () => app.database.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off', RATE_LIMITS: 'off', PUBLIC_URL: SITE }, { clock });
    token = (await signedInAdmin(app)).token;
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  test('a beacon is answered 204 with no cookie, and the stored view holds no address or browser, only the day’s hash', async () => {
    const res = await view('/services/sms?utm_source=google&utm_medium=cpc&utm_campaign=diwali', browser('a'), 'https://www.google.com/search?q=bulk+sms', { 'x-forwarded-for': '203.0.113.9' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    await report();
    const [row] = await events();
    expect(row).toMatchObject({ path: '/services/sms', referrer: 'https://www.google.com/search', source: 'search', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'diwali', device: 'desktop', day: '2026-11-21' });
    expect(row!.visitor).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = JSON.stringify(row);
    for (const secret of ['127.0.0.1', '203.0.113.9', 'Chrome', 'Mozilla']) expect(stored).not.toContain(secret);
  });

  test('the same browser is one visitor all day; another browser is another; bots, other sites’ pages and other origins are not counted', async () => {
    const before = (await events()).length;
    await view('/price', browser('a'), `${SITE}/services/sms`);
    await view('/', browser('b'));
    expect((await view('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).statusCode).toBe(204);
    expect((await view('/', {})).statusCode).toBe(204);
    await app.inject({ method: 'POST', url: analyticsPaths.view, headers: { 'content-type': 'text/plain', ...browser('c') }, payload: JSON.stringify({ u: 'https://elsewhere.example.net/' }) });
    await view('/', { ...browser('d'), origin: 'https://elsewhere.example.net' });
    // A browser that objects (Global Privacy Control, Do Not Track) is not counted.
    await view('/', { ...browser('e'), 'sec-gpc': '1' });
    await view('/', { ...browser('f'), dnt: '1' });
    await report();
    const rows = (await events()).slice(before);
    expect(rows.map((r) => r.path)).toEqual(['/price', '/']);
    const [first] = await events();
    // A view reached from this site's own page has no referrer and keeps the visit's visitor.
    expect(rows[0]).toMatchObject({ visitor: first!.visitor, referrer: null, source: 'direct' });
    expect(rows[1]!.visitor).not.toBe(first!.visitor);
  });

  test('a body that is not the beacon’s is refused in the one error shape', async () => {
    for (const payload of ['not json', JSON.stringify({ u: 'x'.repeat(2001) }), JSON.stringify({ r: '' })]) {
      const res = await app.inject({ method: 'POST', url: analyticsPaths.view, headers: { 'content-type': 'text/plain', ...browser('a') }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400 });
    }
  });

  test('the report is for admins only', async () => {
    expect((await app.inject({ url: analyticsPaths.report })).statusCode).toBe(401);
  });

  test('goals join the visit: a campaign’s visitors, its demo request and its conversion rate', async () => {
    const ua = phone('campaign');
    await view('/?utm_campaign=monsoon&utm_source=newsletter', ua);
    await clock.advance(60_000);
    await view('/services/otp', ua, `${SITE}/`);
    await clock.advance(60_000);
    expect((await app.inject({ method: 'POST', url: '/api/demo', headers: { 'content-type': 'application/json', ...ua, referer: `${SITE}/services/otp` }, payload: JSON.stringify(demoRequest()) })).statusCode).toBe(201);
    await view('/?utm_campaign=monsoon&utm_source=newsletter', phone('campaign-2'));

    const r = await report('?from=2026-11-21T00:00:00.000Z&to=2026-11-22T00:00:00.000Z');
    expect(r.interval).toBe('hour');
    const monsoon = r.tables.utmCampaigns.find((row) => row.value === 'monsoon')!;
    expect(monsoon).toMatchObject({ visitors: 2, visits: 2, views: 3, bounces: 1 });
    expect(monsoon.goals.demo).toBe(1);
    expect(r.tables.devices.find((row) => row.value === 'mobile')).toMatchObject({ visitors: 2 });
    expect(r.tables.sources.map((row) => row.value).sort()).toEqual(['direct', 'other', 'search']);
    expect(r.tables.entries.find((row) => row.value === '/')).toMatchObject({ visitors: 3 });
    expect(r.totals).toMatchObject({ visitors: 4, views: 6 });
    expect(r.totals.goals.demo).toBe(1);
    // Two visitors saw a service page; one of them asked for a demo.
    expect(r.funnel).toEqual({ landing: 4, service: 2, demo: 1 });
    expect(r.series).toHaveLength(24);
    expect(r.series.find((s) => s.period === '2026-11-21T10')).toMatchObject({ visitors: 4, views: 6 });
  });

  test('each table exports as a formula-safe CSV with its conversion rates', async () => {
    const res = await app.inject({ url: `${analyticsPaths.export('utmCampaigns')}?from=2026-11-21T00:00:00.000Z&to=2026-11-22T00:00:00.000Z`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, monsoon] = res.body.trim().split('\r\n');
    expect(header).toContain('"UTM campaign","Visitors","Visits","Page views","Bounce rate","Demo request","Demo request conversion"');
    expect(monsoon).toMatch(/^"monsoon","2","2","3","50%","1","50%"/);
    expect((await app.inject({ url: analyticsPaths.export('nope'), headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(400);
    expect((await app.inject({ url: analyticsPaths.export('pages') })).statusCode).toBe(401);
  });

  test('the salt is replaced every day and the old one deleted: the same browser is a new visitor the next day', async () => {
    const [first] = await events();
    await clock.advance(24 * 60 * 60 * 1000);
    // The admin session has ended overnight.
    token = (await signedInAdmin(app, 'next-day@example.com')).token;
    await view('/', browser('a'));
    const r = await report('?from=2026-11-01T00:00:00.000Z&to=2026-11-23T00:00:00.000Z');
    expect(r.interval).toBe('day');
    const rows = await events();
    expect(rows.at(-1)!.day).toBe('2026-11-22');
    expect(rows.at(-1)!.visitor).not.toBe(first!.visitor);
    const salts = await app.database.db.selectFrom('analytics_salts').select('day').execute();
    expect(salts.map((s) => s.day)).toEqual(['2026-11-22']);
    expect(r.series.find((s) => s.period === '2026-11-21')).toMatchObject({ visitors: 4 });
    expect(r.series.find((s) => s.period === '2026-11-22')).toMatchObject({ visitors: 1, views: 1, bounces: 1 });
    expect(r.totals.visitors).toBe(5);
  });
});
