// Test mode's limits per account and key (docs/decisions/034-test-mode.md): the daily quota of requests,
// messages, calls and request-log bytes, the per-key requests per second under parallel requests, one
// per-address limit for Send SMS whichever method, and SMS Analytics counted by the database.
import { developerPaths } from '@tarang/shared/developer';
import {
  EXAMPLE_ENTITY_ID,
  EXAMPLE_TEMPLATE_ID,
  messagingCalls,
  OTP_EXAMPLE,
  OTP_TEMPLATE,
  SENDER_ID,
  TEST_BASE_PATH,
  TEST_DAILY_QUOTA,
  TEST_DELAYED_REPORT_SECONDS,
  TEST_REPORT_SECONDS,
  testVoiceAccount,
} from '@tarang/shared/messaging-api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { testDatabases } from '../../test/databases';
import { manualClock, type ManualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { verifiedVisitor } from '../../test/visitor';

const USER = { name: 'Quota Tester', email: 'quota@example.com', password: 'secret1' };
/** Distinct valid numbers that are none of the magic ones. */
const numbers = (count: number, from = 0) => Array.from({ length: count }, (_, i) => String(919800000000 + from + i));

describe.each(testDatabases())('test mode limits on $name', (database) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A fresh server and account with a test key and the example template; an address per request unless named. */
  async function setUp(clock: ManualClock, env: Record<string, string> = { RATE_LIMITS: 'off' }) {
    app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off', ...env }, { clock });
    const server = app;
    const session = await verifiedVisitor(server, USER);
    const dev = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      server.inject({ method, url, headers: { authorization: `Bearer ${session}` }, remoteAddress: '192.0.2.1', ...(payload ? { payload } : {}) });
    const key = (await dev('POST', developerPaths.key)).json().key as string;
    expect((await dev('PUT', developerPaths.dlt, { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] })).statusCode).toBe(200);
    expect((await dev('POST', developerPaths.templates, { templateId: EXAMPLE_TEMPLATE_ID, senderId: SENDER_ID, category: 'service_implicit', body: OTP_TEMPLATE })).statusCode).toBe(201);
    let address = 0;
    const sms = { key, from: SENDER_ID, body: OTP_EXAMPLE, entityid: EXAMPLE_ENTITY_ID, templateid: EXAMPLE_TEMPLATE_ID };
    const sendSms = (to: string, method: 'GET' | 'POST' = 'GET', remoteAddress = `198.51.100.${(address++ % 250) + 1}`) =>
      method === 'GET'
        ? server.inject({ method, url: `${TEST_BASE_PATH}/sms/send`, query: { ...sms, to }, remoteAddress })
        : server.inject({
            method,
            url: `${TEST_BASE_PATH}/sms/send`,
            payload: new URLSearchParams({ ...sms, to }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            remoteAddress,
          });
    const sendVoice = (contacts: string[]) =>
      server.inject({
        method: 'POST',
        url: `${TEST_BASE_PATH}/voice/broadcast`,
        payload: new URLSearchParams({
          username: USER.email,
          token: key,
          plan_id: testVoiceAccount.planId,
          announcement_id: testVoiceAccount.announcementId,
          caller_id: testVoiceAccount.callerId,
          contact_numbers: contacts.join(','),
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: `198.51.101.${(address++ % 250) + 1}`,
      });
    const analytics = (groupBy: string) =>
      server.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/analytics`, query: { key, start: '2026-10-01', end: '2026-11-30', group_by: groupBy }, remoteAddress: '198.51.102.1' });
    const count = async (table: 'test_messages' | 'test_calls' | 'test_requests') =>
      Number((await server.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    return { server, key, sendSms, sendVoice, analytics, count };
  }

  /** The quota's refusal, with Retry-After the seconds from the clock's time to the next 00:00 UTC. */
  const expectQuotaError = (res: LightMyRequestResponse, clock: ManualClock) => {
    const now = clock.now();
    const secondsToMidnight = Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toMatchObject({ status: 'error', code: 'test_quota_exceeded', statusCode: 429 });
    expect(res.json().message).toContain('renews at 00:00 UTC');
    expect(res.headers['retry-after']).toBe(String(secondsToMidnight));
  };

  test("a day's messages and calls: what would pass the quota is refused and stores nothing; the next UTC day they work again", async () => {
    const clock = manualClock(new Date('2026-11-21T23:00:00.000Z'));
    const { sendSms, sendVoice, count } = await setUp(clock);
    // 500 messages in five requests of 100 numbers: each accepted.
    for (let i = 0; i < TEST_DAILY_QUOTA.messages / 100; i++) expect((await sendSms(numbers(100, i * 100).join(','))).statusCode).toBe(200);
    expectQuotaError(await sendSms(numbers(1, 9000)[0]!), clock);
    expect(await count('test_messages')).toBe(TEST_DAILY_QUOTA.messages);
    // One broadcast of 5,000 numbers fills the day's calls; one more number is refused.
    expect((await sendVoice(numbers(TEST_DAILY_QUOTA.calls))).statusCode).toBe(200);
    expectQuotaError(await sendVoice(numbers(1, 9000)), clock);
    expect(await count('test_calls')).toBe(TEST_DAILY_QUOTA.calls);
    // At 00:00 UTC the quota renews.
    await clock.advance(3600_000);
    expect((await sendSms(numbers(1, 9000)[0]!)).statusCode).toBe(200);
    expect((await sendVoice(numbers(1, 9000))).statusCode).toBe(200);
  });

  test("a request past the day's requests, or with the day's request log full, is answered without being logged", async () => {
    const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));
    const { server, sendSms, count } = await setUp(clock);
    expect((await sendSms('919999900001')).statusCode).toBe(200);
    const setUsage = (values: { requests?: number; bytes?: number }) => server.database.db.updateTable('test_usage').set(values).where('day', '=', '2026-11-21').execute();

    // The visitor has made all but one of the day's requests: the last is answered and logged, the next is not.
    await setUsage({ requests: TEST_DAILY_QUOTA.requests - 1 });
    await clock.advance(1001);
    expect((await sendSms('919999900001')).statusCode).toBe(200);
    const logged = await count('test_requests');
    expectQuotaError(await sendSms('919999900001'), clock);
    expect(await count('test_requests')).toBe(logged);

    // The request log has one byte left: one more request is logged, and its bytes fill the day.
    await setUsage({ requests: 0, bytes: TEST_DAILY_QUOTA.bytes - 1 });
    await clock.advance(1001);
    expect((await sendSms('919999900001')).statusCode).toBe(200);
    expect(await count('test_requests')).toBe(logged + 1);
    expectQuotaError(await sendSms('919999900001'), clock);
    expect(await count('test_requests')).toBe(logged + 1);
  });

  test('the per-key requests per second hold when the requests come all at once', async () => {
    const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));
    const { sendSms } = await setUp(clock);
    const { ratePerSecond } = messagingCalls['send-sms'];
    const answers = await Promise.all(Array.from({ length: ratePerSecond + 10 }, () => sendSms('919999900001')));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(ratePerSecond);
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(10);
    // The next second, the key may send again.
    await clock.advance(1000);
    expect((await sendSms('919999900001')).statusCode).toBe(200);
  });

  test('Send SMS by GET and by POST counts against one per-address limit', async () => {
    const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));
    const { sendSms } = await setUp(clock, { RATE_LIMITS: 'on' });
    const statuses: number[] = [];
    // 120 a minute per address, alternating methods, within the key's 20 a second.
    for (let i = 0; i < 121; i++) {
      if (i % 20 === 0) await clock.advance(1000);
      statuses.push((await sendSms('919999900001', i % 2 === 0 ? 'GET' : 'POST', '203.0.113.9')).statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  test('SMS Analytics counts every message of the period in the database, whatever the number, with the status at the time of reading', async () => {
    const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));
    const { server, analytics } = await setUp(clock);
    const user = await server.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const now = clock.now().getTime();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    // 12,000 messages over 30 days (more than one read could hold), and a few the reports have not reached yet.
    const outcomes = ['DELIVERED', 'REJECTED', 'DELAYED'] as const;
    const rows = Array.from({ length: 12_000 }, (_, i) => ({
      user_id: user.id,
      message_id: `msg_${i}`,
      to_number: '919800000001',
      sender_id: SENDER_ID,
      template_id: EXAMPLE_TEMPLATE_ID,
      encoding: 'GSM-7',
      segments: 1 + (i % 2),
      outcome: outcomes[Math.floor(i / 30) % 3]!,
      error_code: null,
      submitted_at: at(3600_000 + (i % 30) * 86_400_000),
    }));
    const recent = [
      { ...rows[0]!, message_id: 'msg_new', outcome: 'DELIVERED', submitted_at: at((TEST_REPORT_SECONDS - 1) * 1000) },
      { ...rows[0]!, message_id: 'msg_late', outcome: 'DELAYED', submitted_at: at((TEST_DELAYED_REPORT_SECONDS - 10) * 1000) },
    ];
    for (let i = 0; i < rows.length; i += 500) await server.database.db.insertInto('test_messages').values(rows.slice(i, i + 500)).execute();
    await server.database.db.insertInto('test_messages').values(recent).execute();

    const byStatus = await analytics('status');
    expect(byStatus.statusCode, byStatus.body).toBe(200);
    const groups = Object.fromEntries((byStatus.json().data as { group: string; messages: number }[]).map((g) => [g.group, g.messages]));
    expect(groups, JSON.stringify(byStatus.json().data)).toEqual({ DELIVERED: 8010, REJECTED: 3990, ACCEPTED: 1, SUBMITTED: 1 });

    const byDay = (await analytics('day')).json().data as { group: string; messages: number; segments: number; delivered: number; rejected: number; medianDeliverySeconds: number | null }[];
    expect(byDay).toHaveLength(30);
    expect(byDay[0]!.group).toBe('2026-11-21');
    expect(byDay.reduce((n, g) => n + g.messages, 0)).toBe(12_002);
    expect(byDay.reduce((n, g) => n + g.segments, 0)).toBe(18_000 + 2);
    // A day of 400: 134 delivered on time, 133 rejected and 133 delivered late, so the median delivered
    // message (the 134th of 267) came at the usual report time.
    expect(byDay.find((g) => g.group === '2026-11-01')).toMatchObject({ messages: 400, delivered: 267, rejected: 133, medianDeliverySeconds: TEST_REPORT_SECONDS });
  });
});
