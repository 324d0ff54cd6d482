import { analyticsPaths, type AnalyticsReport } from '@tarang/shared/analytics';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInAdmin } from '../../test/admin-session';
import { postgresDatabase, postgresUrl, type TestDatabase } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';

// Several instances share the counts through PostgreSQL (docs/decisions/050-cookieless-analytics.md): the
// beacons reach whichever instance, either instance rolls the day up, both Analytics views answer the same
// figures, and instances rolling the same day up at once count nothing twice.

const SITE = 'https://tarang.example.com';
const START = new Date('2026-11-21T10:00:00.000Z');
/** Longer than the report's freshness window (analytics.service.ts), so the next report rolls up again. */
const PAST_FRESH = 11_000;
const browser = (name: string) => ({ 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 ${name}` });

if (!postgresUrl) console.warn('Analytics across instances NOT RUN: it needs TEST_DATABASE_URL=postgres://... (CI sets it).');

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL share the Analytics counts', () => {
  let database: TestDatabase;
  let apps: [FastifyInstance, FastifyInstance];
  let token: string;
  // Each instance has its own clock, moved together: the day and the freshness window are each instance's own.
  const clocks = [manualClock(START), manualClock(START)] as const;
  const advance = (ms: number) => Promise.all(clocks.map((c) => c.advance(ms)));

  const view = (app: FastifyInstance, path: string, who: string, referrer = '') =>
    app.inject({ method: 'POST', url: analyticsPaths.view, headers: { 'content-type': 'text/plain;charset=UTF-8', ...browser(who) }, payload: JSON.stringify({ u: `${SITE}${path}`, r: referrer }) });
  const report = async (app: FastifyInstance) => {
    const res = await app.inject({ url: analyticsPaths.report, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AnalyticsReport>();
  };
  const totalRows = (app: FastifyInstance) =>
    app.database.db.selectFrom('analytics_daily').selectAll().where('dimension', '=', 'total').execute();

  beforeAll(async () => {
    database = postgresDatabase(postgresUrl!);
    const db = await database.create(); // one schema for both instances
    const env = { MAIL_WORKER: 'off', RATE_LIMITS: 'off', PUBLIC_URL: SITE };
    const a = await createTestApp(db, env, { clock: clocks[0] });
    const b = await createTestApp(db, env, { clock: clocks[1] });
    apps = [a, b];
    token = (await signedInAdmin(a)).token;
  }, 60_000);

  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app?.close()));
    await database?.cleanup();
  });

  test('beacons to both instances, rolled up by either, show the same totals and tables on both', async () => {
    const [a, b] = apps;
    // Asha's two views reach different instances and stay one visitor (the day's salt is shared); Ravi and
    // Meera come from a campaign and from LinkedIn.
    expect((await view(a, '/', 'asha')).statusCode).toBe(204);
    expect((await view(b, '/services/sms', 'asha')).statusCode).toBe(204);
    await view(b, '/price?utm_source=newsletter&utm_medium=email&utm_campaign=diwali', 'ravi');
    await view(a, '/', 'meera', 'https://www.linkedin.com/feed/');

    // Each report writes its own instance's waiting views and rolls up: B first (it sees only its own), then A.
    await report(b);
    const fromA = await report(a);
    expect(fromA.totals).toMatchObject({ visitors: 3, visits: 3, views: 4, bounces: 2 });
    // B rolls up again once its window has passed and sees A's views.
    await advance(PAST_FRESH);
    const fromB = await report(b);
    expect(fromB.totals).toEqual(fromA.totals);
    expect(fromB.tables).toEqual(fromA.tables);
    expect(fromB.funnel).toEqual(fromA.funnel);
    expect(fromA.tables.utmCampaigns.map((r) => [r.value, r.visitors])).toEqual([['diwali', 1]]);
    expect(Object.fromEntries(fromA.tables.sources.map((r) => [r.value, r.visitors]))).toEqual({ direct: 1, other: 1, social: 1 });
  });

  test('both instances rolling the same day up at once count every view once', async () => {
    const [a, b] = apps;
    for (let i = 0; i < 6; i++) await view(i % 2 ? a : b, `/blog/post-${i}`, `reader-${i}`);
    // Written by each instance's next report; the reports below then all find the rollup stale.
    await report(a);
    await report(b);
    await advance(PAST_FRESH);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => report(i % 2 ? a : b)));
    for (const r of answers) expect(r.totals).toMatchObject({ visitors: 9, visits: 9, views: 10 });
    // One total row for the day, holding every view once.
    const rows = await totalRows(a);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: '2026-11-21', visitors: 9, views: 10 });
  });
});
