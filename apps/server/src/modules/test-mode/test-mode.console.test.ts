import { developerMessages, developerPaths } from '@tarang/shared/developer';
import { testCallbackPaths } from '@tarang/shared/test-callbacks';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, OTP_EXAMPLE, OTP_TEMPLATE, SENDER_ID, TEST_BASE_PATH, TEST_DELAYED_REPORT_SECONDS, TEST_REPORT_SECONDS } from '@tarang/shared/messaging-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';

// docs/decisions/048-developer-console.md: the console's checklist is read from what the account holds, and
// the Developer page registers a template only for a registered Sender ID.

const none = { verifyEmail: false, testKey: false, senderId: false, template: false, firstSms: false, delivered: false, callbackUrl: false };
const otp = { templateId: EXAMPLE_TEMPLATE_ID, senderId: SENDER_ID, category: 'service_implicit', body: OTP_TEMPLATE };

describe.each(testDatabases())('the developer console on $name', (database) => {
  let app: FastifyInstance;
  const clock = manualClock();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const dev = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const status = async (token: string) => {
    const answer = await dev(token, 'GET', developerPaths.status);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.json();
  };
  const signedUp = async (email: string) => {
    await app.auth.signupUser({ name: 'Console Dev', email, password: 'secret1' });
    return app.auth.loginUser(email, 'secret1');
  };

  beforeAll(async () => {
    // A callback URL on 127.0.0.1 needs WEBHOOK_LOCAL_RECEIVER; the worker is off, so nothing is called.
    app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off', WEBHOOK_WORKER: 'off', WEBHOOK_LOCAL_RECEIVER: 'on' }, { clock });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  test('each checklist step turns done when the account holds what it asks for, and a delivered report only once it reads DELIVERED', async () => {
    const email = 'steps@example.com';
    const session = await signedUp(email);
    expect(await status(session)).toEqual({ email, emailVerified: false, steps: none });

    await app.auth.markEmailVerified(email);
    const key = (await dev(session, 'POST', developerPaths.key)).json().key as string;
    expect((await dev(session, 'PUT', developerPaths.dlt, { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] })).statusCode).toBe(200);
    expect(await status(session)).toEqual({ email, emailVerified: true, steps: { ...none, verifyEmail: true, testKey: true, senderId: true } });

    expect((await dev(session, 'POST', developerPaths.templates, otp)).statusCode).toBe(201);
    const send = (to: string) => app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/send`, query: { key, to, from: SENDER_ID, body: OTP_EXAMPLE, entityid: EXAMPLE_ENTITY_ID, templateid: EXAMPLE_TEMPLATE_ID } });
    // A refused number's message is sent but never DELIVERED; the delayed number's report comes late.
    expect((await send('919999900002,919999900005')).statusCode).toBe(200);
    expect((await status(session)).steps).toEqual({ ...none, verifyEmail: true, testKey: true, senderId: true, template: true, firstSms: true });
    await clock.advance(TEST_REPORT_SECONDS * 1000);
    expect((await status(session)).steps.delivered).toBe(false);
    await clock.advance((TEST_DELAYED_REPORT_SECONDS - TEST_REPORT_SECONDS) * 1000);
    expect((await status(session)).steps).toEqual({ ...none, verifyEmail: true, testKey: true, senderId: true, template: true, firstSms: true, delivered: true });

    // The last step reads the delivery-report URL (docs/decisions/049-test-mode-callbacks.md), and opens again when it is removed.
    expect((await dev(session, 'PUT', testCallbackPaths.callback, { url: 'http://127.0.0.1:9/reports' })).statusCode).toBe(200);
    expect((await status(session)).steps).toEqual({ verifyEmail: true, testKey: true, senderId: true, template: true, firstSms: true, delivered: true, callbackUrl: true });
    expect((await app.inject({ method: 'DELETE', url: testCallbackPaths.callback, headers: bearer(session) })).statusCode).toBe(200);
    expect((await status(session)).steps.callbackUrl).toBe(false);
  });

  test('a delivered number reads DELIVERED after the usual report time, and a revoked key reopens its step', async () => {
    const email = 'quick@example.com';
    const session = await signedUp(email);
    await app.auth.markEmailVerified(email);
    const key = (await dev(session, 'POST', developerPaths.key)).json().key as string;
    await dev(session, 'PUT', developerPaths.dlt, { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] });
    await dev(session, 'POST', developerPaths.templates, otp);
    await clock.advance(1_000);
    const sent = await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/send`, query: { key, to: '919999900001', from: SENDER_ID, body: OTP_EXAMPLE, entityid: EXAMPLE_ENTITY_ID, templateid: EXAMPLE_TEMPLATE_ID } });
    expect(sent.statusCode).toBe(200);
    await clock.advance(TEST_REPORT_SECONDS * 1000 - 1);
    expect((await status(session)).steps.delivered).toBe(false);
    await clock.advance(1);
    expect((await status(session)).steps.delivered).toBe(true);
    expect((await dev(session, 'POST', developerPaths.key)).statusCode).toBe(201);
    expect((await app.inject({ method: 'DELETE', url: developerPaths.key, headers: bearer(session) })).statusCode).toBe(200);
    expect((await status(session)).steps.testKey).toBe(false);
  });

  test('the status needs a session, and one account never sees another’s progress', async () => {
    expect((await app.inject({ method: 'GET', url: developerPaths.status })).statusCode).toBe(401);
    const fresh = await signedUp('fresh@example.com');
    expect(await status(fresh)).toEqual({ email: 'fresh@example.com', emailVerified: false, steps: none });
  });

  test('a template for a Sender ID the visitor has not registered is refused with 400 and stores nothing', async () => {
    const session = await signedUp('templates@example.com');
    expect((await dev(session, 'PUT', developerPaths.dlt, { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] })).statusCode).toBe(200);
    const refused = await dev(session, 'POST', developerPaths.templates, { ...otp, templateId: '1207160000000000042', senderId: 'NEWSND' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, message: developerMessages.senderNotRegistered, fields: { senderId: developerMessages.senderNotRegistered } });
    const overview = (await dev(session, 'GET', developerPaths.overview)).json();
    expect(overview.senders).toEqual([SENDER_ID]);
    expect(overview.templates).toEqual([]);
    // Another account's Sender ID is not this visitor's.
    const other = await signedUp('other-templates@example.com');
    await dev(other, 'PUT', developerPaths.dlt, { entityId: EXAMPLE_ENTITY_ID, senders: ['OTHERS'] });
    expect((await dev(session, 'POST', developerPaths.templates, { ...otp, senderId: 'OTHERS' })).statusCode).toBe(400);
    // Registered first, the same template is taken.
    expect((await dev(session, 'PUT', developerPaths.dlt, { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID, 'NEWSND'] })).statusCode).toBe(200);
    expect((await dev(session, 'POST', developerPaths.templates, { ...otp, senderId: 'NEWSND' })).statusCode).toBe(201);
  });
});
