import { apiMessages } from '@tarang/shared/api';
import { authServerMessages } from '@tarang/shared/auth';
import { demoMessages } from '@tarang/shared/demo';
import { intakeExamples, intakeMessages, intakePaths, type IntakeKey, type IntakeKeyCreated } from '@tarang/shared/intake';
import { listPaths } from '@tarang/shared/tables';
import { webhookEnvelopeSchema, webhookPaths } from '@tarang/shared/webhooks';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { rateLimits } from '../../plugins/rate-limit';
import { signedInAdmin } from '../../test/admin-session';
import { TEST_BOT_CHECK_KEY } from '../../test/bot-proof';
import { testDatabases } from '../../test/databases';
import { demoRequest } from '../../test/leads';
import { manualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';
import { webhookReceiver } from '../../test/webhook-receiver';
import { hashToken } from '../auth/tokens';
import { drainWebhooks } from '../webhooks/delivery';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const json = { 'content-type': 'application/json' };

// docs/decisions/041-lead-intake-keys.md: other systems send leads with a key instead of the bot check, on both databases.
describe.each(testDatabases())('lead intake keys on $name', (database) => {
  const clock = manualClock();
  let admin: string;
  const crm = webhookReceiver();

  // Rate limits on, so the public forms' bot check is on too: an intake call never meets it.
  const running = useTestApp(database, { MAIL_WORKER: 'off', WEBHOOK_WORKER: 'off', WEBHOOK_LOCAL_RECEIVER: 'on', BOT_CHECK_KEY: TEST_BOT_CHECK_KEY }, { clock });
  beforeAll(async () => {
    admin = (await signedInAdmin(running.app)).token;
    await crm.start();
  });
  afterAll(() => crm.stop());
  afterEach(async () => {
    // Each test's keys count their own calls: a minute later every window has started again.
    await clock.advance(rateLimits.intake.windowSeconds * 1000);
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    running.app.inject({ method, url, headers: { authorization: `Bearer ${admin}`, ...(payload ? json : {}) }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });
  const send = (url: string, payload: unknown, authorization?: string) =>
    running.app.inject({ method: 'POST', url, headers: { ...json, ...(authorization === undefined ? {} : { authorization }) }, payload: JSON.stringify(payload) });
  const createKey = async (name: string) => {
    const res = await asAdmin('POST', intakePaths.keys, { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<IntakeKeyCreated>();
  };
  const keys = async () => (await asAdmin('GET', intakePaths.keys)).json<IntakeKey[]>();
  const counts = async () => ({
    demos: Number((await running.app.database.db.selectFrom('demo_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    contacts: Number((await running.app.database.db.selectFrom('contact_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });

  test('a lead sent with a key is stored with the key as its source, shows on the dashboard, is mailed and reaches the lead webhook', async () => {
    const endpoint = await asAdmin('POST', webhookPaths.endpoints, { url: crm.url(), events: ['lead.created'] });
    expect(endpoint.statusCode).toBe(201);
    const { key } = await createKey('Expo badge scanner');

    const demo = demoRequest({ email: 'kavya@monsoonfoods.example', message: 'Met your team at the Mumbai expo.' });
    const sent = await send(intakePaths.demo, demo, `Bearer ${key}`);
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, message } = sent.json<{ id: number; message: string }>();
    expect(message).toBe(intakeMessages.received);

    // No bot check, so never suspected spam; the source is the key's name.
    const row = await running.app.database.db.selectFrom('demo_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'kavya@monsoonfoods.example', spam: 0, spam_reason: null, utm_source: 'intake:Expo badge scanner', utm_campaign: null });
    // The dashboard's demo table, filtered by that source, lists it.
    const listed = await asAdmin('GET', `${listPaths.demos}?source=${encodeURIComponent('intake:Expo badge scanner')}`);
    expect(listed.json<{ id: number; utmSource: string }[]>()).toEqual([expect.objectContaining({ id, utmSource: 'intake:Expo badge scanner' })]);
    // The sales inbox is told, as for the form.
    expect(await running.app.database.db.selectFrom('outbox').select('kind').where('kind', '=', 'demo-request').execute()).toHaveLength(1);

    await drainWebhooks({ db: running.app.database.db, dialect: running.app.database.dialect, log: quiet, policy: { localReceiver: true } }, { clock });
    expect(crm.received).toHaveLength(1);
    const event = webhookEnvelopeSchema.parse(JSON.parse(crm.received[0]!.body));
    expect(event).toMatchObject({ type: 'lead.created', data: { source: 'demo', id, email: 'kavya@monsoonfoods.example', utmSource: 'intake:Expo badge scanner' } });

    // A contact question goes the same way.
    const question = await send(intakePaths.contact, intakeExamples.contact, `Bearer ${key}`);
    expect(question.statusCode, question.body).toBe(201);
    const contact = await running.app.database.db.selectFrom('contact_requests').selectAll().where('id', '=', question.json<{ id: number }>().id).executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ name: intakeExamples.contact.name, spam: 0, utm_source: 'intake:Expo badge scanner' });

    expect((await keys()).find((k) => k.name === 'Expo badge scanner')?.lastUsedAt).toBe(clock.now().toISOString());
    await running.app.database.db.deleteFrom('webhook_deliveries').execute();
    await running.app.database.db.deleteFrom('webhook_endpoints').execute();
  });

  test('the key is shown once and stored only as its SHA-256; creating and revoking are audited without it', async () => {
    const created = await createKey('Partner site');
    expect(created.key).toMatch(/^tci_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Partner site', prefix: `${created.key.slice(0, 8)}…`, revokedAt: null, lastUsedAt: null });

    const listed = await asAdmin('GET', intakePaths.keys);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.body).not.toContain(created.key);
    const stored = await running.app.database.db.selectFrom('intake_keys').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(hashToken(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key);

    // One live key per name; a revoked key's name is free again.
    expect((await asAdmin('POST', intakePaths.keys, { name: ' Partner site ' })).json()).toMatchObject({ statusCode: 409, message: intakeMessages.nameTaken });
    expect((await asAdmin('POST', intakePaths.keys, { name: '' })).json()).toMatchObject({ statusCode: 400, fields: { name: intakeMessages.nameRequired } });
    expect((await asAdmin('POST', intakePaths.keys, { name: 'a\u001b[2Jb' })).json()).toMatchObject({ statusCode: 400, fields: { name: intakeMessages.nameInvalid } });

    const revoked = await asAdmin('POST', intakePaths.revoke(created.id));
    expect(revoked.json()).toEqual({ message: intakeMessages.revoked });
    expect((await asAdmin('POST', intakePaths.revoke(created.id))).json()).toMatchObject({ statusCode: 409, message: intakeMessages.alreadyRevoked });
    expect((await asAdmin('POST', intakePaths.revoke(99_999))).json()).toMatchObject({ statusCode: 404, message: intakeMessages.notFound });
    expect((await keys()).find((k) => k.id === created.id)?.revokedAt).toBe(clock.now().toISOString());
    expect((await createKey('Partner site')).id).not.toBe(created.id);

    const audit = await running.app.database.db.selectFrom('audit_log').select(['action', 'detail', 'actor']).where('action', 'like', 'intake-key.%').orderBy('id').execute();
    expect(audit.filter((a) => a.detail?.includes(`"keyId":${created.id}`)).map((a) => [a.action, a.actor])).toEqual([
      ['intake-key.create', 'ops@example.com'],
      ['intake-key.revoke', 'ops@example.com'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(created.key);
  });

  test('a missing, malformed, unknown or revoked key, or a session token, is a 401 in the error shape, whatever the body, and stores nothing', async () => {
    const { key, id } = await createKey('Landing pages');
    await asAdmin('POST', intakePaths.revoke(id));
    const before = await counts();
    const cases: [string | undefined, string][] = [
      [undefined, intakeMessages.keyMissing],
      ['Basic YWRtaW46YWRtaW4=', intakeMessages.keyMissing],
      ['Bearer not-a-key', intakeMessages.keyUnknown],
      [`Bearer tci_${'A'.repeat(43)}`, intakeMessages.keyUnknown],
      [`Bearer ${admin}`, intakeMessages.keyUnknown],
      [`Bearer ${key}`, intakeMessages.keyRevoked],
    ];
    for (const [authorization, message] of cases) {
      for (const [url, body] of [
        [intakePaths.demo, demoRequest()],
        [intakePaths.contact, {}],
      ] as const) {
        const res = await send(url, body, authorization);
        expect(res.statusCode, `${authorization} ${url}`).toBe(401);
        expect(res.json()).toEqual({ statusCode: 401, error: message, message });
        expect(res.headers['www-authenticate']).toBe('Bearer realm="lead intake"');
      }
    }
    expect(await counts()).toEqual(before);
  });

  test("a body the form's rules refuse is a 400 naming the fields, as the form answers it", async () => {
    const { key } = await createKey('Webinar tool');
    const before = await counts();
    const res = await send(intakePaths.demo, demoRequest({ email: 'not-an-address' }), `Bearer ${key}`);
    expect(res.json()).toMatchObject({ statusCode: 400, fields: { email: demoMessages.emailInvalid } });
    expect((await send(intakePaths.demo, demoRequest(), `bearer    ${key}  `)).statusCode).toBe(201);
    expect(await counts()).toEqual({ ...before, demos: before.demos + 1 });
  });

  test('each key has its own rate limit, from any address: past it a 429 with Retry-After, and a minute later calls go through', async () => {
    const busy = await createKey('Busy partner');
    const other = await createKey('Quiet partner');
    // An empty body is counted and refused before anything is stored, so the limit is reached without leads.
    const codes: number[] = [];
    for (let i = 0; i < rateLimits.intake.max; i++) codes.push((await running.app.inject({ method: 'POST', url: intakePaths.contact, headers: { ...json, authorization: `Bearer ${busy.key}` }, payload: '{}', remoteAddress: `10.7.0.${i % 200}` })).statusCode);
    expect(new Set(codes)).toEqual(new Set([400]));
    const limited = await send(intakePaths.contact, intakeExamples.contact, `Bearer ${busy.key}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, message: apiMessages.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBe(rateLimits.intake.windowSeconds);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    // Another key is not held back by it.
    expect((await send(intakePaths.contact, intakeExamples.contact, `Bearer ${other.key}`)).statusCode).toBe(201);
    await clock.advance(rateLimits.intake.windowSeconds * 1000);
    expect((await send(intakePaths.contact, intakeExamples.contact, `Bearer ${busy.key}`)).statusCode).toBe(201);
  });

  test('the OpenAPI document shows both calls under the intake key scheme, with examples that the calls accept as they are', async () => {
    const { key } = await createKey('Docs reader');
    const doc = (await running.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.intakeKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, example] of [
      [intakePaths.demo, intakeExamples.demo],
      [intakePaths.contact, intakeExamples.contact],
    ] as const) {
      const op = doc.paths[path].post;
      expect(op.security).toEqual([{ intakeKey: [] }]);
      expect(op.requestBody.content['application/json'].example).toEqual(example);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '429', '4XX']));
      expect(op.responses['401'].content['application/json'].example.message).toBe(intakeMessages.keyRevoked);
      const res = await send(path, example, `Bearer ${key}`);
      expect(res.statusCode, res.body).toBe(201);
      expect(Object.keys(res.json())).toEqual(Object.keys(op.responses['201'].content['application/json'].example));
    }
    expect(doc.paths[intakePaths.keys].post.security).toEqual([{ bearer: [] }]);
  });

  test('the key management calls refuse a visitor and no token, and an intake key opens none of them', async () => {
    const { key } = await createKey('Scoped');
    for (const authorization of [undefined, `Bearer ${key}`]) {
      const res = await running.app.inject({ method: 'GET', url: intakePaths.keys, headers: authorization ? { authorization } : {} });
      expect(res.json()).toMatchObject({ statusCode: 401, message: authServerMessages.unauthorized });
      expect((await running.app.inject({ method: 'POST', url: intakePaths.keys, headers: { ...json, ...(authorization ? { authorization } : {}) }, payload: '{"name":"x"}' })).statusCode).toBe(401);
    }
  });
});
