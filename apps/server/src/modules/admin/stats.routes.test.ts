import { statsMessages, statsPaths } from '@tarang/shared/admin-stats';
import { notSpamPath } from '@tarang/shared/bot-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInAdmin } from '../../test/admin-session';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';

// docs/decisions/036-dashboard-charts.md: the dashboard's charts, through the real calls. Leads come in
// through the public forms at the manual clock's time; days are the admin's (Asia/Kolkata, UTC+5:30).

const json = { 'content-type': 'application/json' };
const TZ = 'Asia/Kolkata';
// 2026-11-21 10:00 UTC is 15:30 in India; the Indian day 2026-11-21 runs from 2026-11-20T18:30Z.
const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));
const HOUR = 3_600_000;
const contact = (i: number) => ({ name: `Lead ${i}`, email: `lead${i}@example.com`, contact: '9876543210', question: 'How much do 10,000 SMS cost?' });
const demo = (i: number, lookingfor: string) => ({
  name: `Demo ${i}`,
  email: `demo${i}@example.com`,
  contact: '9876543210',
  businessname: 'Acme Retail Pvt Ltd',
  jobfunction: 'support',
  lookingfor,
  message: 'We send 2 lakh order updates a month.',
});

describe.each(testDatabases())('chart statistics calls on $name', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let visitor: string;

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(payload) });
  const get = (url: string, token: string | null = admin) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
  /** The Indian days 2026-11-19 to 2026-11-21, as the dashboard's custom range sends them. */
  const threeDays = { from: '2026-11-18T18:30:00.000Z', to: '2026-11-21T18:30:00.000Z', tz: TZ };

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off', MAIL_WORKER: 'off' }, { clock });
    admin = (await signedInAdmin(app)).token;
    // Today (India), 15:30: two contacts, three demos (two SMS, one VOICE), a sign-up.
    for (const i of [1, 2]) expect((await post('/api/contact', contact(i))).statusCode).toBe(201);
    for (const [i, s] of [[1, 'SMS'], [2, 'SMS'], [3, 'VOICE']] as const) expect((await post('/api/demo', demo(i, s))).statusCode).toBe(201);
    expect((await post('/api/auth/user/signup', { name: 'Vee', email: 'vee@example.com', password: 'secret1' })).statusCode).toBe(200);
    visitor = (await post('/api/auth/user/login', { email: 'vee@example.com', password: 'secret1' })).json().token as string;
    // 2026-11-19 in India but 2026-11-18 in UTC (23:00Z is 04:30 the next morning there): one contact.
    await app.database.db.insertInto('contact_requests').values({ ...contact(3), created_at: '2026-11-18T23:00:00.000Z' }).execute();
    // Suspected spam today: left out until restored.
    await app.database.db.insertInto('contact_requests').values({ ...contact(4), created_at: '2026-11-21T09:00:00.000Z', spam: 1, spam_reason: 'honeypot' }).execute();
    await app.database.db.insertInto('demo_requests').values({ ...demo(4, 'CHATBOT'), created_at: '2026-11-21T09:00:00.000Z', spam: 1, spam_reason: 'honeypot' }).execute();
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  test('leads per day: every day of the range in the admin zone, empty days as zeros, spam left out', async () => {
    const res = await get(`${statsPaths.daily}${query(threeDays)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      days: [
        { day: '2026-11-19', contacts: 1, demos: 0, signups: 0, confirmedSubscribers: 0 },
        { day: '2026-11-20', contacts: 0, demos: 0, signups: 0, confirmedSubscribers: 0 },
        { day: '2026-11-21', contacts: 2, demos: 3, signups: 1, confirmedSubscribers: 0 },
      ],
    });
  });

  test('demo requests by service: every service of the form, in its order, spam left out', async () => {
    const res = await get(`${statsPaths.demosByService}${query(threeDays)}`);
    expect(res.statusCode).toBe(200);
    const services = (res.json() as { services: { service: string; demos: number }[] }).services;
    expect(services.map((s) => s.service)).toEqual(['SMS', 'VOICE', 'RCS SMS', 'CHATBOT', 'OTP SMS', 'MASS MAILING', 'WHATSAPP API', 'WhatsApp API Integration']);
    expect(services.filter((s) => s.demos > 0)).toEqual([
      { service: 'SMS', demos: 2 },
      { service: 'VOICE', demos: 1 },
    ]);
  });

  test('a restored lead and a confirmed subscription count on their day; an unsubscription takes the confirmation back', async () => {
    const spam = await app.database.db.selectFrom('demo_requests').select('id').where('spam', '=', 1).executeTakeFirstOrThrow();
    expect((await app.inject({ method: 'POST', url: notSpamPath('demos', spam.id), headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(200);
    await app.database.db
      .insertInto('subscribers')
      .values({ email: 'reader@example.com', status: 'confirmed', token_hash: 'h', created_at: '2026-11-19T10:00:00.000Z', confirmed_at: '2026-11-21T05:00:00.000Z' })
      .execute();
    const today = async () => (await get(`${statsPaths.daily}${query(threeDays)}`)).json().days[2];
    expect(await today()).toEqual({ day: '2026-11-21', contacts: 2, demos: 4, signups: 1, confirmedSubscribers: 1 });
    const services = (await get(`${statsPaths.demosByService}${query(threeDays)}`)).json().services as { service: string; demos: number }[];
    expect(services.find((s) => s.service === 'CHATBOT')?.demos).toBe(1);
    await app.database.db.updateTable('subscribers').set({ status: 'unsubscribed', unsubscribed_at: '2026-11-21T09:30:00.000Z' }).execute();
    expect((await today()).confirmedSubscribers).toBe(0);
  });

  test('an open range runs from the first lead\'s day to today in the admin zone', async () => {
    const days = (await get(`${statsPaths.daily}${query({ tz: TZ })}`)).json().days as { day: string; contacts: number }[];
    expect(days.map((d) => d.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    const services = (await get(statsPaths.demosByService)).json().services as { demos: number }[];
    expect(services.reduce((sum, s) => sum + s.demos, 0)).toBe(4);
  });

  test('a day cut by a partial range counts only its part', async () => {
    const from = new Date(Date.parse('2026-11-21T09:30:00.000Z')).toISOString();
    const to = new Date(clock.now().getTime() + HOUR).toISOString();
    const days = (await get(`${statsPaths.daily}${query({ from, to, tz: TZ })}`)).json().days;
    expect(days).toEqual([{ day: '2026-11-21', contacts: 2, demos: 3, signups: 1, confirmedSubscribers: 0 }]);
  });

  test('bad input is a 400 in the error shape: an unknown zone, a range backwards, a range of decades', async () => {
    const bad = async (url: string, field?: string, message?: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body.statusCode).toBe(400);
      if (field) expect(body.fields[field], url).toBe(message);
      else expect(body.error, url).toBe(message);
    };
    await bad(`${statsPaths.daily}${query({ tz: 'Mars/Olympus' })}`, 'tz', statsMessages.timeZone);
    await bad(`${statsPaths.demosByService}${query({ tz: 'x'.repeat(65) })}`, 'tz', statsMessages.timeZone);
    await bad(`${statsPaths.daily}${query({ from: 'yesterday' })}`, 'from', '`from` must be an ISO-8601 instant');
    await bad(`${statsPaths.daily}${query({ from: threeDays.to, to: threeDays.from })}`, undefined, statsMessages.order);
    await bad(`${statsPaths.demosByService}${query({ from: threeDays.to, to: threeDays.from })}`, undefined, statsMessages.order);
    await bad(`${statsPaths.daily}${query({ from: '1990-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })}`, undefined, statsMessages.tooLong);
    await bad(`${statsPaths.daily}${query({ from: '0001-01-01T00:00:00Z', tz: TZ })}`, undefined, statsMessages.tooLong);
  });

  test('admins only: no token 401, a visitor 403', async () => {
    for (const path of [statsPaths.daily, statsPaths.demosByService]) {
      expect((await get(path, null)).statusCode).toBe(401);
      expect((await get(path, visitor)).statusCode).toBe(403);
    }
  });
});
