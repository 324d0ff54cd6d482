import { developerPaths } from '@tarang/shared/developer';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, OTP_EXAMPLE, OTP_TEMPLATE, SENDER_ID, TEST_BASE_PATH } from '@tarang/shared/messaging-api';
import { messagingOpenApi } from '@tarang/shared/messaging-openapi';
import { deliveryReportSchema, testCallbackEnvelopeSchema, testCallbackMessages, testCallbackPaths, type InspectorCallback, type InspectorPage } from '@tarang/shared/test-callbacks';
import { webhookMessages } from '@tarang/shared/webhooks';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from '../../db/durable-queue';
import type { OutboxLog } from '../../mail/outbox';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { verifiedVisitor } from '../../test/visitor';
import { type Received, webhookReceiver } from '../../test/webhook-receiver';
import { checkWebhookUrl } from '../webhooks/ssrf';
import { drainTestCallbacks } from './callbacks.worker';

const quiet: OutboxLog = { info: () => {}, warn: () => {}, error: () => {} };

// docs/decisions/049-test-mode-callbacks.md: a visitor's delivery reports reach their callback URL signed,
// retried and behind the admin webhooks' address guard; the inspector lists requests and callbacks.
describe.each(testDatabases())('test-mode callbacks on $name', (database) => {
  const clock = manualClock();
  let app: FastifyInstance;
  let session: string;
  let other: string;
  let key: string;
  const receiver = webhookReceiver();

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const dev = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = session) =>
    app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const sendSms = (to = '919999900001') =>
    app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/send`, query: { key, to, from: SENDER_ID, body: OTP_EXAMPLE, entityid: EXAMPLE_ENTITY_ID, templateid: EXAMPLE_TEMPLATE_ID } });
  // The receiver is on 127.0.0.1: WEBHOOK_LOCAL_RECEIVER=on lets it through, as in webhooks.test.ts.
  const drain = () => drainTestCallbacks({ db: app.database.db, dialect: app.database.dialect, log: quiet, policy: { localReceiver: true } }, { clock });
  const inspector = async (query = '', token = session) => (await dev('GET', `${testCallbackPaths.inspector}${query}`, undefined, token)).json<InspectorPage>();
  const callbacks = async () => (await inspector('?limit=100')).entries.filter((e): e is InspectorCallback => e.kind === 'callback');
  /** The library's own verify, its five-minute tolerance read against the app's clock. */
  const verified = (secret: string, got: Received) => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now() });
    try {
      return new Webhook(secret).verify(got.body, {
        'webhook-id': String(got.headers['webhook-id']),
        'webhook-timestamp': String(got.headers['webhook-timestamp']),
        'webhook-signature': String(got.headers['webhook-signature']),
      }) as { type: string; timestamp: string; data: Record<string, unknown> };
    } finally {
      vi.useRealTimers();
    }
  };
  const setUrl = async (url = receiver.url()) => {
    const res = await dev('PUT', testCallbackPaths.callback, { url });
    expect(res.statusCode).toBe(200);
    return res.json<{ url: string; secret?: string; message: string }>();
  };

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off', WEBHOOK_WORKER: 'off', WEBHOOK_LOCAL_RECEIVER: 'on' }, { clock });
    session = await verifiedVisitor(app, { name: 'Call Back', email: 'callback@example.com', password: 'secret1' });
    other = await verifiedVisitor(app, { name: 'Some One', email: 'someone@example.com', password: 'secret2' });
    key = (await dev('POST', developerPaths.key)).json().key;
    expect((await dev('PUT', developerPaths.dlt, { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] })).statusCode).toBe(200);
    expect((await dev('POST', developerPaths.templates, { templateId: EXAMPLE_TEMPLATE_ID, senderId: SENDER_ID, category: 'service_implicit', body: OTP_TEMPLATE })).statusCode).toBe(201);
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await app?.close();
    await database.cleanup();
  });
  afterEach(async () => {
    await dev('DELETE', testCallbackPaths.callback);
    await app.database.db.deleteFrom('test_callbacks').execute();
    receiver.received.length = 0;
    receiver.answerWith(204);
  });

  test('a DELIVERED test message’s report reaches the callback URL signed with the secret shown once', async () => {
    expect((await dev('GET', developerPaths.overview)).json().callback).toBeNull();
    const saved = await setUrl();
    expect(saved).toMatchObject({ url: receiver.url(), message: testCallbackMessages.savedWithSecret });
    expect(saved.secret).toMatch(/^whsec_/);
    const overview = (await dev('GET', developerPaths.overview)).json();
    expect(overview.callback).toMatchObject({ url: receiver.url() });
    expect(JSON.stringify(overview)).not.toContain(saved.secret);
    // Saving the URL again keeps the secret and does not answer it.
    expect(await setUrl()).not.toHaveProperty('secret');

    const sent = await sendSms();
    const messageId = sent.json().data.messages[0].messageId;
    await drain();
    expect(receiver.received).toHaveLength(0);

    await clock.advance(3_000);
    await drain();
    expect(receiver.received).toHaveLength(1);
    const event = verified(saved.secret!, receiver.received[0]!);
    expect(testCallbackEnvelopeSchema.parse(event).type).toBe('sms.status');
    const report = deliveryReportSchema.parse(event.data);
    expect(report).toMatchObject({ messageId, to: '919999900001', from: SENDER_ID, templateid: EXAMPLE_TEMPLATE_ID, status: 'DELIVERED', errorCode: null });
    // The report says what SMS Logs says of the message now.
    const logs = await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/logs`, query: { key } });
    expect(logs.json().data[0]).toEqual(report);
    // ...and has the fields the messaging API's OpenAPI document promises (its webhooks.deliveryReport).
    const documented = (messagingOpenApi() as { components: { schemas: { DeliveryReport: { required: string[] } } } }).components.schemas.DeliveryReport;
    expect(Object.keys(report).sort()).toEqual([...documented.required].sort());

    const [callback] = await callbacks();
    expect(callback).toMatchObject({ event: 'sms.status', url: receiver.url(), state: 'delivered', attempts: 1, lastStatus: 204, payload: { data: { messageId, status: 'DELIVERED' } } });
  });

  test('a rejected number reports REJECTED with its error code; the delayed one SUBMITTED, then DELIVERED a minute after', async () => {
    const { secret } = await setUrl();
    await sendSms('919999900002,919999900005');
    await clock.advance(3_000);
    await drain();
    const first = receiver.received.map((r) => verified(secret!, r).data);
    expect(first).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: '919999900002', status: 'REJECTED', errorCode: 'dlt_scrubbing_failed' }), expect.objectContaining({ to: '919999900005', status: 'SUBMITTED' })]),
    );
    expect(first).toHaveLength(2);
    await clock.advance(57_000);
    await drain();
    expect(verified(secret!, receiver.received[2]!).data).toMatchObject({ to: '919999900005', status: 'DELIVERED' });
  });

  test('a receiver that fails is tried again on the webhooks’ back-off, and given up after the last attempt', async () => {
    await setUrl();
    receiver.answerWith(500);
    await sendSms();
    await clock.advance(3_000);
    await drain();
    expect(receiver.received).toHaveLength(1);
    let [callback] = await callbacks();
    expect(callback).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500 });
    expect(Date.parse(callback!.nextAttemptAt!) - clock.now().getTime()).toBe(retryDelayMs(1));
    // Not before its time.
    await clock.advance(retryDelayMs(1) - 1);
    await drain();
    expect(receiver.received).toHaveLength(1);
    await clock.advance(1);
    await drain();
    expect(receiver.received).toHaveLength(2);
    // The same webhook-id on every try, so a receiver can drop a repeat.
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    for (let n = 2; n < MAX_ATTEMPTS; n++) {
      await clock.advance(retryDelayMs(n));
      await drain();
    }
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    [callback] = await callbacks();
    expect(callback).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
  });

  test('resend sends a callback again with the same webhook-id; another visitor can neither see nor resend it', async () => {
    const { secret } = await setUrl();
    await sendSms();
    await clock.advance(3_000);
    await drain();
    const [callback] = await callbacks();
    expect(callback!.state).toBe('delivered');

    expect((await dev('POST', testCallbackPaths.resend(callback!.id), undefined, other)).statusCode).toBe(409);
    expect((await inspector('', other)).entries).toEqual([]);
    expect((await dev('POST', testCallbackPaths.resend(999_999))).statusCode).toBe(404);

    const resent = await dev('POST', testCallbackPaths.resend(callback!.id));
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: testCallbackMessages.resendQueued });
    expect((await callbacks())[0]).toMatchObject({ id: callback!.id, state: 'pending', attempts: 0 });
    await drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(verified(secret!, receiver.received[1]!).data).toMatchObject({ status: 'DELIVERED' });
  });

  test('a test event, a rotated secret, and a removed URL that cancels what was queued', async () => {
    expect((await dev('POST', testCallbackPaths.testEvent)).statusCode).toBe(409);
    expect((await dev('POST', testCallbackPaths.rotateSecret)).statusCode).toBe(409);
    const { secret } = await setUrl();
    const rotated = await dev('POST', testCallbackPaths.rotateSecret);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);

    expect((await dev('POST', testCallbackPaths.testEvent)).statusCode).toBe(202);
    await drain();
    expect(verified(fresh, receiver.received[0]!)).toMatchObject({ type: 'callback.test' });
    expect(() => verified(secret!, receiver.received[0]!)).toThrow();

    await sendSms();
    expect((await dev('DELETE', testCallbackPaths.callback)).json()).toEqual({ message: testCallbackMessages.cleared });
    expect((await dev('GET', developerPaths.overview)).json().callback).toBeNull();
    await clock.advance(3_000);
    await drain();
    expect(receiver.received).toHaveLength(1);
    expect((await callbacks()).map((c) => c.state)).toEqual(['cancelled', 'delivered']);
  });

  test('the address guard refuses private and non-local addresses before anything is stored or contacted', async () => {
    // The guard itself, with the test allowance off as in production: even 127.0.0.1 is refused.
    expect(() => checkWebhookUrl(receiver.url(), { localReceiver: false })).toThrow(webhookMessages.urlNotHttps);
    expect(() => checkWebhookUrl('https://127.0.0.1/hook', { localReceiver: false })).toThrow(webhookMessages.urlPrivate);
    // Through the API: refused addresses are never stored.
    for (const url of ['http://10.0.0.1/hook', 'https://169.254.169.254/', 'https://[fd00::1]/', 'https://u:p@127.0.0.1/', 'ftp://127.0.0.1/', 'not a url']) {
      const res = await dev('PUT', testCallbackPaths.callback, { url });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await app.database.db.selectFrom('test_callback_urls').selectAll().execute()).toEqual([]);
    expect((await dev('PUT', testCallbackPaths.callback, {})).statusCode).toBe(400);
  });

  test('the inspector lists requests and callbacks newest first, page by page, without a repeat or a gap', async () => {
    await setUrl();
    for (let i = 0; i < 3; i++) {
      await sendSms();
      await clock.advance(3_000);
      await drain();
    }
    const all = (await inspector('?limit=100')).entries;
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: InspectorPage = await inspector(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(2);
      pages.push(...page.entries.map((e) => `${e.kind}:${e.id}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual(all.map((e) => `${e.kind}:${e.id}`));
    expect(new Set(pages).size).toBe(pages.length);
    const times = all.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const request = all.find((e) => e.kind === 'request')!;
    expect(request).toMatchObject({ method: 'GET', path: `${TEST_BASE_PATH}/sms/send`, status: 200, answer: { status: 'success' } });
    expect(JSON.stringify(all)).not.toContain(key);
    expect((await dev('GET', `${testCallbackPaths.inspector}?cursor=bm90LWpzb24`)).statusCode).toBe(400);
    expect((await dev('GET', `${testCallbackPaths.inspector}?limit=0`)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: testCallbackPaths.inspector })).statusCode).toBe(401);
  });
});
