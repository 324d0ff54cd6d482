// Test mode answers as the reference documents (docs/decisions/034-test-mode.md): every error code the one
// definition (messaging-api.ts) gives a call comes back from test mode, and the sms-text fixtures get the
// same encoding, parts and DLT verdict from Send SMS as from the shared module the tools page runs
// (docs/decisions/035-message-tools-and-search.md).
import { developerPaths } from '@tarang/shared/developer';
import {
  EXAMPLE_ENTITY_ID,
  EXAMPLE_TEMPLATE_ID,
  messagingCallIds,
  messagingCalls,
  OTP_EXAMPLE,
  OTP_TEMPLATE,
  SENDER_ID,
  smsErrors,
  TEST_BASE_PATH,
  TEST_DAILY_QUOTA,
  testTriggers,
  testVoiceAccount,
  voiceErrors,
  type MessagingCallId,
} from '@tarang/shared/messaging-api';
import { smsFixtures } from '@tarang/shared/sms-text-fixtures';
import { analyseMessage, matchDltTemplate } from '@tarang/shared/sms-text';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { verifiedVisitor } from '../../test/visitor';

const USER = { name: 'Ref Walker', email: 'walker@example.com', password: 'secret1' };
const PROMO_TEMPLATE_ID = '1207160000000000077';
const PROMO_TEMPLATE = 'Diwali sale: {#var#} off on every plan. - TARANG';

describe.each(testDatabases())('test mode against the reference on $name', (database) => {
  let app: FastifyInstance;
  // 10:00 UTC is 15:30 in India: inside the hours promotional messages may go out.
  const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));
  let session: string;
  let key: string;
  // Each request comes from an address of its own: the per-address limit is not what these tests count.
  let address = 0;
  const nextAddress = () => `198.51.${100 + Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  const valid: Record<MessagingCallId, () => Record<string, string>> = {
    'send-sms': () => ({ key, to: '919999900001', from: SENDER_ID, body: OTP_EXAMPLE, entityid: EXAMPLE_ENTITY_ID, templateid: EXAMPLE_TEMPLATE_ID }),
    'add-template': () => ({ key, templateid: '1207160000000000002', entityid: EXAMPLE_ENTITY_ID, from: SENDER_ID, category: 'service_implicit', body: OTP_TEMPLATE }),
    'get-template-detail': () => ({ key, templateid: EXAMPLE_TEMPLATE_ID }),
    'mark-default': () => ({ key, templateid: EXAMPLE_TEMPLATE_ID }),
    'sms-logs': () => ({ key }),
    'sms-analytics': () => ({ key, start: '2026-11-01', end: '2026-11-21' }),
    'send-voice': () => ({
      username: USER.email,
      token: key,
      plan_id: testVoiceAccount.planId,
      announcement_id: testVoiceAccount.announcementId,
      caller_id: testVoiceAccount.callerId,
      contact_numbers: '919876543210',
    }),
    'voice-logs': () => ({ username: USER.email, token: key }),
  };

  /** One call as the reference shows it: path parameters in the path, the rest in the query or a form body. */
  function call(id: MessagingCallId, changes: Record<string, string | undefined> = {}): Promise<LightMyRequestResponse> {
    const def = messagingCalls[id];
    const params = { ...valid[id](), ...changes };
    const path = def.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const rest = Object.fromEntries(def.params.filter((p) => p.in !== 'path' && params[p.name] !== undefined).map((p) => [p.name, params[p.name]!]));
    const url = `${TEST_BASE_PATH}${path}`;
    if (def.method === 'GET') return app.inject({ method: 'GET', url, query: rest, remoteAddress: nextAddress() });
    return app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(rest).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextAddress(),
    });
  }

  /** A trigger of the definition for this call and code, as parameters. */
  function trigger(id: MessagingCallId, code: string, param?: string): Record<string, string> {
    const t = testTriggers.find((x) => x.calls.includes(id) && x.code === code && (param === undefined || x.param === param));
    if (!t) throw new Error(`the definition gives ${id} no trigger for ${code}`);
    return t.param === 'start' ? { start: t.value, end: t.value } : { [t.param]: t.value };
  }

  const badKey = (id: MessagingCallId) => (messagingCalls[id].service === 'sms' ? { key: `tk_test_${'x'.repeat(43)}` } : { token: `tk_test_${'x'.repeat(43)}` });
  const noKey = (id: MessagingCallId) => (messagingCalls[id].service === 'sms' ? { key: '' } : { token: '' });

  /**
   * The codes every call reaches alike: an empty key (or token) is a missing parameter, a wrong one is refused,
   * and the definition's trigger gives internal_error. A call's own ways below take their place where they differ.
   */
  const alike = (id: MessagingCallId) => ({
    missing_parameter: () => noKey(id),
    [messagingCalls[id].service === 'sms' ? 'invalid_key' : 'invalid_credentials']: () => badKey(id),
    internal_error: () => trigger(id, 'internal_error'),
  });

  /** A well-formed template id that no one has added. */
  const notAdded = { templateid: '1207160000000000009' };

  /** How each documented code of each call is reached; rate_limited and test_quota_exceeded are walked for every call below. */
  const ways: Record<MessagingCallId, Record<string, () => Record<string, string | undefined>>> = {
    'send-sms': {
      ...alike('send-sms'),
      missing_parameter: () => ({ body: '' }),
      invalid_parameter: () => ({ entityid: '12' }),
      invalid_number: () => ({ to: '919999900003' }),
      insufficient_credits: () => trigger('send-sms', 'insufficient_credits'),
      sender_not_allowed: () => ({ from: 'OTHERS' }),
      unknown_template: () => ({ templateid: '1207160000000000001' }),
      template_mismatch: () => ({ body: 'Your code is 482913' }),
      outside_allowed_hours: () => ({ templateid: PROMO_TEMPLATE_ID, body: PROMO_TEMPLATE.replace('{#var#}', '20%') }),
    },
    'add-template': {
      ...alike('add-template'),
      invalid_parameter: () => ({ category: 'marketing' }),
      unknown_template: () => ({ entityid: '1201160000000000009' }),
    },
    'get-template-detail': {
      ...alike('get-template-detail'),
      invalid_parameter: () => ({ templateid: '12' }),
      template_not_found: () => notAdded,
    },
    'mark-default': {
      ...alike('mark-default'),
      invalid_parameter: () => ({ templateid: 'abc' }),
      template_not_found: () => notAdded,
    },
    'sms-logs': {
      ...alike('sms-logs'),
      invalid_parameter: () => ({ limit: '0' }),
    },
    'sms-analytics': {
      ...alike('sms-analytics'),
      missing_parameter: () => ({ start: undefined }),
      invalid_parameter: () => ({ group_by: 'week' }),
    },
    'send-voice': {
      ...alike('send-voice'),
      missing_parameter: () => ({ username: '' }),
      invalid_parameter: () => ({ caller_id: '+91 140' }),
      invalid_credentials: () => ({ username: 'someone@example.com' }),
      invalid_retry_json: () => ({ retry_json: '{"max_retries":2,"retry_interval":15,"retry_on":["SOMETIMES"]}' }),
      too_many_numbers: () => ({ contact_numbers: Array.from({ length: 5001 }, (_, i) => String(919800000000 + i)).join(',') }),
      insufficient_credits: () => trigger('send-voice', 'insufficient_credits', 'plan_id'),
      caller_id_not_allowed: () => ({ caller_id: '1409990102' }),
      announcement_not_found: () => ({ announcement_id: 'ANN-1' }),
      plan_not_found: () => ({ plan_id: 'VP-1' }),
    },
    'voice-logs': {
      ...alike('voice-logs'),
      invalid_parameter: () => ({ status: 'RINGING' }),
    },
  };

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off' }, { clock });
    session = await verifiedVisitor(app, USER);
    const dev = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${session}` }, remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });
    key = (await dev('POST', developerPaths.key)).json().key;
    expect((await dev('PUT', developerPaths.dlt, { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] })).statusCode).toBe(200);
    for (const [templateId, category, body] of [
      [EXAMPLE_TEMPLATE_ID, 'service_implicit', OTP_TEMPLATE],
      [PROMO_TEMPLATE_ID, 'promotional', PROMO_TEMPLATE],
    ] as const) {
      expect((await dev('POST', developerPaths.templates, { templateId, senderId: SENDER_ID, category, body })).statusCode).toBe(201);
    }
    // The fixtures' own texts as templates: each is its one matching template.
    for (const [i, f] of smsFixtures.entries()) {
      if (f.text === '') continue;
      const res = await dev('POST', developerPaths.templates, { templateId: fixtureTemplateId(i), senderId: SENDER_ID, category: 'transactional', body: f.text });
      expect(res.statusCode, f.id).toBe(201);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  test('every call sent with the examples the document gives, as written, answers 200 in test mode (only the key and user are the visitor’s own)', async () => {
    // docs/decisions/042-api-contracts.md: a developer who copies the examples gets an answer, not an error.
    for (const id of messagingCallIds) {
      const def = messagingCalls[id];
      const own: Record<string, string> = { key, token: key, username: USER.email };
      const params = Object.fromEntries(def.params.map((p) => [p.name, own[p.name] ?? p.example]));
      const res = await call(id, { ...Object.fromEntries(Object.keys(valid[id]()).map((name) => [name, undefined])), ...params });
      expect(res.statusCode, `${id}: ${res.body.slice(0, 300)}`).toBe(200);
    }
  });

  test('every error code the reference documents for each call comes back from test mode, in the documented status and shape', async () => {
    for (const id of messagingCallIds) {
      const def = messagingCalls[id];
      // Each way is a documented code, and every documented code has a way.
      const accountStates = def.errorCodes.includes('email_not_verified') ? ['rate_limited', 'test_quota_exceeded', 'email_not_verified'] : ['rate_limited', 'test_quota_exceeded'];
      expect(Object.keys(ways[id]).concat(accountStates).sort(), id).toEqual([...def.errorCodes].sort());
      await clock.advance(1_001);
      expect((await call(id)).statusCode, `${id} with valid parameters`).toBe(200);
      for (const [code, changes] of Object.entries(ways[id])) {
        if (code === 'outside_allowed_hours') {
          // 16:00 UTC is 21:30 in India: promotional messages wait for the morning.
          await clock.advance(6 * 3600_000);
          const late = await call(id, changes());
          await clock.advance(18 * 3600_000);
          expectError(late, id, code);
          expect((await call(id, changes())).statusCode, 'the same message inside the hours').toBe(200);
          continue;
        }
        await clock.advance(1_001);
        expectError(await call(id, changes()), id, code);
      }
      // The documented requests per second per key: one more is refused, with Retry-After.
      await clock.advance(1_001);
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i <= def.ratePerSecond; i++) {
        last = await call(id);
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, -1).every((s) => s === 200), `${id}: ${statuses.join(',')}`).toBe(true);
      expectError(last!, id, 'rate_limited');
      expect(last!.headers['retry-after']).toBe('1');
      // With the day's requests used up, the call is refused until 00:00 UTC (test-mode.quota.test.ts walks the rest).
      await clock.advance(1_001);
      const today = clock.now().toISOString().slice(0, 10);
      await app.database.db.updateTable('test_usage').set({ requests: TEST_DAILY_QUOTA.requests }).where('day', '=', today).execute();
      expectError(await call(id), id, 'test_quota_exceeded');
      await app.database.db.updateTable('test_usage').set({ requests: 0 }).where('day', '=', today).execute();
      // A send waits for the account's verified address (docs/decisions/046-visitor-verification-and-reset.md).
      if (accountStates.includes('email_not_verified')) {
        await app.database.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', USER.email).execute();
        await clock.advance(1_001);
        expectError(await call(id), id, 'email_not_verified');
        await app.database.db.updateTable('users').set({ email_verified_at: clock.now().toISOString() }).where('email', '=', USER.email).execute();
      }
    }
  });

  test('voice broadcasts are checked as documented: the plan, announcement and caller ID formats, and only the account’s own', async () => {
    await clock.advance(1_001);
    const cases: [Record<string, string>, string, string][] = [
      [{ plan_id: 'gold' }, 'invalid_parameter', 'Invalid parameter: plan_id must be VP- followed by the plan number, such as VP-2048'],
      [{ announcement_id: 'hello.mp3' }, 'invalid_parameter', 'Invalid parameter: announcement_id must be ANN- followed by the announcement number, such as ANN-55120'],
      [{ caller_id: '14099' }, 'invalid_parameter', 'Invalid parameter: caller_id must be 6 to 15 digits'],
      [{ contact_numbers: '+919876543210' }, 'invalid_parameter', 'Invalid parameter: contact_numbers must be numbers with country code, without + or leading zero, separated by commas'],
      [{ plan_id: 'VP-2049' }, 'plan_not_found', 'No active voice plan VP-2049 in your account'],
      [{ announcement_id: 'ANN-55121' }, 'announcement_not_found', 'No approved announcement ANN-55121 in your account'],
      [{ caller_id: '1409990199' }, 'caller_id_not_allowed', 'Caller ID 1409990199 is not assigned to your account'],
      [{ contact_numbers: '919876543210,919999900006' }, 'insufficient_credits', voiceErrors.find((e) => e.code === 'insufficient_credits')!.meaning],
    ];
    for (const [changes, code, message] of cases) {
      await clock.advance(1_001);
      const res = await call('send-voice', changes);
      expectError(res, 'send-voice', code);
      expect(res.json().message).toBe(message);
    }
    // Nothing refused was placed: the log holds only the accepted broadcasts' calls.
    const before = await app.database.db.selectFrom('test_calls').select('id').execute();
    await clock.advance(1_001);
    expectError(await call('send-voice', { plan_id: testVoiceAccount.emptyPlanId }), 'send-voice', 'insufficient_credits');
    expect(await app.database.db.selectFrom('test_calls').select('id').execute()).toHaveLength(before.length);
  });

  test('each sms-text fixture gets from Send SMS the encoding, parts and DLT verdict the shared module (the tools page) computes', async () => {
    expect(smsFixtures.length).toBeGreaterThanOrEqual(20);
    expect(smsFixtures.some((f) => /\p{Script=Devanagari}/u.test(f.text))).toBe(true);
    expect(smsFixtures.some((f) => /\p{Extended_Pictographic}/u.test(f.text))).toBe(true);
    for (const [i, f] of smsFixtures.entries()) {
      const computed = analyseMessage(f.text);
      expect({ encoding: computed.encoding, parts: computed.parts }, f.id).toEqual({ encoding: f.expected.encoding, parts: f.expected.parts });

      await clock.advance(1_001);
      const own = await call('send-sms', { body: f.text, templateid: fixtureTemplateId(i), to: '919999900001,919999900002' });
      if (f.text === '') {
        // An empty body has 0 parts on the tools page; the API refuses it as a missing parameter.
        expectError(own, 'send-sms', 'missing_parameter');
        continue;
      }
      expect(own.statusCode, f.id).toBe(200);
      expect(own.json().data, f.id).toMatchObject({ encoding: f.expected.encoding, segments: f.expected.parts, creditsUsed: f.expected.parts * 2 });

      // Against another template, test mode's verdict and first reason are the shared module's.
      await clock.advance(1_001);
      const other = await call('send-sms', { body: f.text, templateid: EXAMPLE_TEMPLATE_ID });
      const verdict = matchDltTemplate(OTP_TEMPLATE, f.text);
      expect(verdict.ok, f.id).toBe(false);
      expectError(other, 'send-sms', 'template_mismatch');
      expect(other.json().message, f.id).toBe(`Body does not match template ${EXAMPLE_TEMPLATE_ID}: ${verdict.reasons[0]!.message}`);
    }
    // SMS Logs keep what was sent with the same encoding and parts.
    await clock.advance(1_001);
    const logged = (await call('sms-logs', { limit: '500' })).json().data as { templateid: string; encoding: string; segments: number }[];
    for (const [i, f] of smsFixtures.entries()) {
      if (f.text === '') continue;
      const rows = logged.filter((m) => m.templateid === fixtureTemplateId(i));
      expect(rows.map((m) => [m.encoding, m.segments]), f.id).toEqual([
        [f.expected.encoding, f.expected.parts],
        [f.expected.encoding, f.expected.parts],
      ]);
    }
  });
});

const fixtureTemplateId = (i: number) => `12071600000000001${String(i).padStart(2, '0')}`;

function expectError(res: LightMyRequestResponse, id: MessagingCallId, code: string) {
  const documented = (messagingCalls[id].service === 'sms' ? smsErrors : voiceErrors).find((e) => e.code === code)!;
  expect({ statusCode: res.statusCode, code: res.json().code }, `${id} ${code}: ${res.body.slice(0, 300)}`).toEqual({ statusCode: documented.status, code });
  expect(res.json(), `${id} ${code}`).toMatchObject({ status: 'error', statusCode: documented.status, error: res.json().message });
}
