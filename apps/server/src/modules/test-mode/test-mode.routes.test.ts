import { developerPaths } from '@tarang/shared/developer';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, errorOf, messagingCallIds, messagingCalls, OTP_EXAMPLE, OTP_TEMPLATE, SENDER_ID, TEST_BASE_PATH } from '@tarang/shared/messaging-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { verifiedVisitor } from '../../test/visitor';

const USER = { name: 'Dev Eloper', email: 'dev@example.com', password: 'secret1' };
const OTHER = { name: 'Other Dev', email: 'other@example.com', password: 'secret2' };

describe.each(testDatabases())('test mode of the messaging API on $name', (database) => {
  let app: FastifyInstance;
  const clock = manualClock();
  let session: string;
  let key: string;

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const dev = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = session) =>
    app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const sendSms = (params: Record<string, string>) =>
    app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/send`, query: { key, to: '919999900001', from: SENDER_ID, body: OTP_EXAMPLE, entityid: EXAMPLE_ENTITY_ID, templateid: EXAMPLE_TEMPLATE_ID, ...params } });
  const logs = () => app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/logs`, query: { key } });

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off' }, { clock });
    session = await verifiedVisitor(app, USER);
    const created = await dev('POST', developerPaths.key);
    expect(created.statusCode).toBe(201);
    key = created.json().key;
    expect((await dev('PUT', developerPaths.dlt, { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] })).statusCode).toBe(200);
    const template = await dev('POST', developerPaths.templates, { templateId: EXAMPLE_TEMPLATE_ID, senderId: SENDER_ID, category: 'service_implicit', name: 'login-otp', body: OTP_TEMPLATE });
    expect(template.statusCode).toBe(201);
    expect(template.json()).toMatchObject({ templateId: EXAMPLE_TEMPLATE_ID, variables: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  test('the test key is shown once and stored only as a hash', async () => {
    expect(key).toMatch(/^tk_test_[A-Za-z0-9_-]{43}$/);
    const overview = (await dev('GET', developerPaths.overview)).json();
    expect(overview.key.prefix).toBe(`${key.slice(0, 12)}…`);
    expect(overview.username).toBe(USER.email);
    expect(JSON.stringify(overview)).not.toContain(key);
    const rows = await app.database.db.selectFrom('test_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  test('a message that breaks its template gets the documented DLT error, and one that matches gets an id, then a delivered report', async () => {
    const broken = await sendSms({ body: 'Your code is 482913' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ status: 'error', code: 'template_mismatch', statusCode: 422 });

    const sent = await sendSms({});
    expect(sent.statusCode).toBe(200);
    const data = sent.json().data;
    expect(data).toMatchObject({ from: SENDER_ID, templateid: EXAMPLE_TEMPLATE_ID, encoding: 'GSM-7', segments: 1, creditsUsed: 1 });
    const messageId = data.messages[0].messageId;
    expect(messageId).toMatch(/^msg_[0-9A-Z]{10}$/);
    expect((await logs()).json().data[0]).toMatchObject({ messageId, status: 'ACCEPTED' });

    await clock.advance(3_000);
    expect((await logs()).json().data[0]).toMatchObject({ messageId, status: 'DELIVERED', errorCode: null });
    // The Developer page's log shows both requests with their answers and the report.
    const log = (await dev('GET', developerPaths.requests)).json().filter((r: { call: string }) => r.call === 'send-sms');
    expect(log[0]).toMatchObject({ call: 'send-sms', statusCode: 200, reports: [{ messageId, status: 'DELIVERED' }] });
    expect(log[0].params.key).not.toBe(key);
    expect(log[1]).toMatchObject({ statusCode: 422, answer: { code: 'template_mismatch' } });
    expect(JSON.stringify(await app.database.db.selectFrom('test_requests').selectAll().execute())).not.toContain(key);
  });

  test('the magic numbers give each documented outcome', async () => {
    await clock.advance(1_000);
    expect((await sendSms({ to: '919999900003' })).json()).toMatchObject({ code: 'invalid_number' });
    const sent = await sendSms({ to: '919999900002,919999900004,919999900005' });
    expect(sent.statusCode).toBe(200);
    await clock.advance(3_000);
    const byNumber = Object.fromEntries((await logs()).json().data.map((m: { to: string }) => [m.to, m]));
    expect(byNumber['919999900002']).toMatchObject({ status: 'REJECTED', errorCode: 'dlt_scrubbing_failed' });
    expect(byNumber['919999900004']).toMatchObject({ status: 'REJECTED', errorCode: 'dnd_blocked' });
    expect(byNumber['919999900005']).toMatchObject({ status: 'SUBMITTED' });
    await clock.advance(60_000);
    const later = Object.fromEntries((await logs()).json().data.map((m: { to: string }) => [m.to, m]));
    expect(later['919999900005']).toMatchObject({ status: 'DELIVERED' });
  });

  test('each call refuses with its documented codes: missing and invalid parameters, unknown sender and template', async () => {
    await clock.advance(1_000);
    expect((await sendSms({ to: '' })).json()).toMatchObject({ code: 'missing_parameter', message: 'Missing parameter: to' });
    expect((await sendSms({ entityid: '12' })).json()).toMatchObject({ code: 'invalid_parameter' });
    expect((await sendSms({ from: 'OTHERS' })).statusCode).toBe(403);
    await clock.advance(1_000);
    expect((await sendSms({ templateid: '1207160000000000001' })).json()).toMatchObject({ code: 'unknown_template' });
    const missing = await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/templates/1207160000000000009`, query: { key } });
    expect(missing.json()).toMatchObject({ code: 'template_not_found', statusCode: 404 });
    // Every code a call answers with is one its reference documents.
    for (const id of messagingCallIds) for (const code of messagingCalls[id].errorCodes) expect(errorOf(messagingCalls[id], code).code).toBe(code);
  });

  test('templates: Get TEMPLATE Detail and Mark Default answer as documented, and Send SMS falls back to the default', async () => {
    await clock.advance(1_000);
    const marked = await app.inject({ method: 'POST', url: `${TEST_BASE_PATH}/sms/templates/${EXAMPLE_TEMPLATE_ID}/default`, payload: `key=${key}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(marked.json()).toEqual({ status: 'success', data: { templateid: EXAMPLE_TEMPLATE_ID, from: SENDER_ID, isDefault: true } });
    const detail = await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/templates/${EXAMPLE_TEMPLATE_ID}`, query: { key } });
    expect(detail.json().data).toMatchObject({ templateid: EXAMPLE_TEMPLATE_ID, body: OTP_TEMPLATE, isDefault: true, variables: 1 });
    expect((await sendSms({ templateid: '' })).statusCode).toBe(200);
  });

  test('Add SMS Template stores a NUL as U+FFFD, as every route does, and a new Sender ID only with its template', async () => {
    await clock.advance(1_000);
    const form = new URLSearchParams({ key, templateid: '1201160000000000000', entityid: EXAMPLE_ENTITY_ID, from: 'NEWSND', category: 'transactional', body: OTP_TEMPLATE, name: 'nul\u0000inside' });
    const added = await app.inject({ method: 'POST', url: `${TEST_BASE_PATH}/sms/templates`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(added.statusCode).toBeLessThan(300);
    const stored = await app.database.db.selectFrom('test_templates').select(['name', 'sender_id']).where('template_id', '=', '1201160000000000000').execute();
    expect(stored).toEqual([{ name: 'nul\uFFFDinside', sender_id: 'NEWSND' }]);
    const senders = await app.database.db.selectFrom('test_senders').select('sender_id').where('sender_id', '=', 'NEWSND').execute();
    expect(senders).toHaveLength(1);
  });

  test('a test key works only in test mode, a session token never works there, and a revoked key stops', async () => {
    await clock.advance(1_000);
    expect((await dev('GET', developerPaths.overview, undefined, key)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user/verify', headers: bearer(key) })).statusCode).toBe(401);
    expect((await sendSms({ key: session })).json()).toMatchObject({ code: 'invalid_key', statusCode: 401 });
    const other = await verifiedVisitor(app, OTHER);
    const otherKey = (await dev('POST', developerPaths.key, undefined, other)).json().key;
    // Another visitor's key sees none of this visitor's templates.
    expect((await sendSms({ key: otherKey })).json()).toMatchObject({ code: 'unknown_template' });
    expect((await dev('DELETE', developerPaths.key, undefined, other)).statusCode).toBe(200);
    expect((await sendSms({ key: otherKey })).json()).toMatchObject({ code: 'invalid_key' });
  });

  test('each key is limited to the documented requests per second', async () => {
    await clock.advance(2_000);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/logs`, query: { key } })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    await clock.advance(1_001);
    expect((await logs()).statusCode).toBe(200);
  });

  test('a period from year 0 is answered, not refused with a 500: nothing is stored before year 1', async () => {
    await clock.advance(1_000);
    expect((await sendSms({})).json()).toMatchObject({ status: 'success' });
    const start = '0000-01-01T00:00:00Z';
    const sms = await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/logs`, query: { key, start } });
    expect(sms.statusCode).toBe(200);
    expect(sms.json().data.length).toBeGreaterThan(0);
    const voice = await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/voice/logs`, query: { username: USER.email, token: key, start } });
    expect(voice.statusCode).toBe(200);
    const analytics = await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/analytics`, query: { key, start: '0000-01-01', end: '0000-02-01' } });
    expect(analytics.statusCode).toBe(200);
  });

  test('voice: a broadcast with the account username and the test key is accepted, and its calls appear in Voice Logs', async () => {
    await clock.advance(2_000);
    const form = new URLSearchParams({ username: USER.email, token: key, plan_id: 'VP-2048', announcement_id: 'ANN-55120', caller_id: '1409990101', contact_numbers: '919876543210,919999900004', retry_json: '{"max_retries":2,"retry_interval":15,"retry_on":["BUSY"]}' });
    const sent = await app.inject({ method: 'POST', url: `${TEST_BASE_PATH}/voice/broadcast`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ accepted: 2, rejected: 0 });
    form.set('retry_json', '{"max_retries":9}');
    const badRetry = await app.inject({ method: 'POST', url: `${TEST_BASE_PATH}/voice/broadcast`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(badRetry.json()).toMatchObject({ code: 'invalid_retry_json', statusCode: 400 });
    form.set('username', 'someone@example.com');
    expect((await app.inject({ method: 'POST', url: `${TEST_BASE_PATH}/voice/broadcast`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).json()).toMatchObject({ code: 'invalid_credentials' });
    await clock.advance(3_000);
    const calls = await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/voice/logs`, query: { username: USER.email, token: key, broadcast_id: sent.json().data.broadcastId } });
    expect(calls.json().data.map((c: { status: string }) => c.status).sort()).toEqual(['ANSWERED', 'BUSY']);
  });

  // docs/decisions/046-visitor-verification-and-reset.md: an account logs in and reads before its address is
  // verified, but test mode's sends wait for it, with the documented refusal.
  test('an unverified account reads in test mode but its sends answer 403 email_not_verified, naming the Developer page', async () => {
    const unverified = { name: 'New Dev', email: 'new-dev@example.com', password: 'secret3' };
    await app.auth.signupUser(unverified);
    const token = await app.auth.loginUser(unverified.email, unverified.password);
    const newKey = (await dev('POST', developerPaths.key, undefined, token)).json().key;
    await clock.advance(2_000);
    const sms = await sendSms({ key: newKey });
    expect(sms.statusCode).toBe(403);
    expect(sms.json()).toEqual({ status: 'error', code: 'email_not_verified', message: errorOf(messagingCalls['send-sms'], 'email_not_verified').meaning, statusCode: 403, error: errorOf(messagingCalls['send-sms'], 'email_not_verified').meaning });
    expect(sms.json().message).toContain('Developer page');
    const form = new URLSearchParams({ username: unverified.email, token: newKey, plan_id: 'VP-2048', announcement_id: 'ANN-55120', caller_id: '1409990101', contact_numbers: '919876543210' });
    const voice = await app.inject({ method: 'POST', url: `${TEST_BASE_PATH}/voice/broadcast`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(voice.statusCode).toBe(403);
    expect(voice.json()).toMatchObject({ code: 'email_not_verified' });
    expect((await app.inject({ method: 'GET', url: `${TEST_BASE_PATH}/sms/logs`, query: { key: newKey } })).statusCode).toBe(200);
    // Verified, the same send goes through to the template check.
    await app.auth.markEmailVerified(unverified.email);
    await clock.advance(2_000);
    expect((await sendSms({ key: newKey })).json()).toMatchObject({ code: 'unknown_template' });
  });
});
