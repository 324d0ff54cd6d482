import { developerPaths } from '@tarang/shared/developer';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, OTP_EXAMPLE, OTP_TEMPLATE, SENDER_ID, TEST_BASE_PATH } from '@tarang/shared/messaging-api';
import fc from 'fast-check';
import { hashToken } from '../../../src/modules/auth/tokens';
import { anyText, authChoice, type BodySpec, contentType, cursorValue, extraHeaders, field, isoInstant, listLimit, queryOf, tokenValue, validEmail } from '../inputs';
import { command, endpoint, get, getOrHead, noQuery, post, send } from './arbitraries';
import { type Context, type Target, TEST_KEY, USER } from './target';

// docs/decisions/034-test-mode.md: the Developer page's calls, then the messaging API in test mode.

const testKeyValue = fc.oneof({ weight: 6, arbitrary: fc.constant(TEST_KEY) }, { weight: 1, arbitrary: tokenValue }, { weight: 1, arbitrary: fc.constant(`tk_test_${'g'.repeat(43)}`) });
const digits19 = fc.oneof(fc.constantFrom(EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID), fc.stringMatching(/^[0-9]{19}$/), anyText);
const testNumbers = fc.oneof(fc.constantFrom('919999900001', '919999900002,919999900004', '919999900003', '919999900005', '919999900006', '91999990000', ''), anyText);
/**
 * A test-mode call (docs/decisions/034-test-mode.md), which the OpenAPI document does not cover: the
 * reference's parameters in the query (GET) or a form body (POST), a `:templateid` in the path fuzzed
 * with testTemplatePath. A POST may write; `writes` says so of a GET that does.
 */
function testModeTarget(method: 'GET' | 'POST', path: string, params: Record<string, fc.Arbitrary<string>>, allowed: number[], writes = method === 'POST'): Target {
  const query = queryOf(params);
  const url = (templateId: string) => `${TEST_BASE_PATH}${path.replace(':templateid', templateId)}`;
  return {
    name: `${method} ${TEST_BASE_PATH}${path}`,
    covers: [],
    requests: fc.record({
      method: method === 'GET' ? getOrHead : fc.constant('POST'),
      path: path.includes(':templateid') ? testTemplatePath.map(url) : fc.constant(url('')),
      ...(method === 'GET' ? { query } : {}),
      auth: authChoice,
      headers: extraHeaders,
      contentType: method === 'GET' ? fc.constant(undefined) : fc.oneof(fc.constant('application/x-www-form-urlencoded'), contentType),
      body: method === 'GET' ? fc.constant<BodySpec>({ kind: 'none' }) : query.map((pairs): BodySpec => ({ kind: 'raw', text: new URLSearchParams(pairs).toString() })),
    }),
    allowed,
    ...(writes ? { writes } : {}),
    kind: 'messaging',
    before: restoreTestKey,
  };
}
/** The key targets may have replaced or revoked the visitor's key: the test-mode targets bring TEST_KEY back. */
async function restoreTestKey(ctx: Context) {
  await ctx.app.database.db.updateTable('test_keys').set({ revoked_at: new Date().toISOString() }).where('key_hash', '!=', hashToken(TEST_KEY)).execute();
  await ctx.app.database.db.updateTable('test_keys').set({ revoked_at: null }).where('key_hash', '=', hashToken(TEST_KEY)).execute();
}
const testTemplatePath = fc.oneof(fc.constant(EXAMPLE_TEMPLATE_ID), fc.stringMatching(/^[0-9]{19}$/), fc.string({ maxLength: 20 }).map(encodeURIComponent), fc.constantFrom('%', '%00', '..%2F..', 'x'.repeat(300)));

export const testModeTargets: Target[] = [
  { ...endpoint('GET', developerPaths.overview), requests: get(developerPaths.overview, noQuery), allowed: [200, 401, 403] },
  { ...endpoint('GET', developerPaths.requests), requests: get(developerPaths.requests, noQuery), allowed: [200, 401, 403] },
  { ...endpoint('GET', developerPaths.status), requests: get(developerPaths.status, noQuery), allowed: [200, 401, 403] },
  command('POST', developerPaths.key, [201, 400, 401, 403, 413, 415]),
  command('DELETE', developerPaths.key, [200, 400, 401, 403, 413, 415]),
  {
    ...endpoint('PUT', developerPaths.dlt),
    requests: send('PUT', developerPaths.dlt, fc.record({ entityId: field(digits19), senders: fc.oneof(fc.array(field(fc.constantFrom(SENDER_ID, 'OTHERS', 'x'))), fc.jsonValue()) }, { requiredKeys: [] })),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    ...endpoint('POST', developerPaths.templates),
    requests: post(
      developerPaths.templates,
      fc.record(
        {
          templateId: field(digits19),
          // OTHERS is never registered: the Developer page refuses its templates (decision 048).
          senderId: field(fc.constantFrom(SENDER_ID, 'OTHERS')),
          category: field(fc.constantFrom('transactional', 'service_implicit', 'promotional', 'Promotional')),
          name: field(fc.constantFrom('login-otp', '')),
          body: field(fc.oneof(fc.constantFrom(OTP_TEMPLATE, '{#var#}', '{#Var#} text', ''), anyText)),
        },
        { requiredKeys: [] },
      ),
    ),
    allowed: [201, 400, 401, 403, 413, 415],
    writes: true,
  },
  // A send by GET sends too.
  ...(['GET', 'POST'] as const).map((method) =>
    testModeTarget(
      method,
      '/sms/send',
      {
        key: testKeyValue,
        to: testNumbers,
        from: fc.oneof(fc.constantFrom(SENDER_ID, 'OTHERS', 'x', ''), anyText),
        body: fc.oneof(fc.constantFrom(OTP_EXAMPLE, 'Your code is 1', ''), anyText),
        entityid: digits19,
        templateid: digits19,
      },
      [200, 400, 401, 402, 403, 405, 413, 415, 422, 429],
      true,
    ),
  ),
  testModeTarget(
    'POST',
    '/sms/templates',
    {
      key: testKeyValue,
      templateid: digits19,
      entityid: digits19,
      from: fc.constantFrom(SENDER_ID, 'OTHERS', ''),
      category: fc.constantFrom('transactional', 'promotional', 'x'),
      body: fc.oneof(fc.constantFrom(OTP_TEMPLATE, '{#var#}'), anyText),
      name: anyText,
    },
    [200, 400, 401, 413, 415, 422, 429],
  ),
  testModeTarget('GET', '/sms/templates/:templateid', { key: testKeyValue }, [200, 400, 401, 404, 414, 429]),
  testModeTarget('POST', '/sms/templates/:templateid/default', { key: testKeyValue }, [200, 400, 401, 404, 413, 414, 415, 429]),
  testModeTarget(
    'GET',
    '/sms/logs',
    { key: testKeyValue, start: isoInstant, end: isoInstant, to: testNumbers, status: fc.constantFrom('DELIVERED', 'x'), limit: listLimit, cursor: cursorValue },
    [200, 400, 401, 429],
  ),
  testModeTarget(
    'GET',
    '/sms/analytics',
    {
      key: testKeyValue,
      start: fc.oneof(fc.constantFrom('2026-11-01', '2026-02-30'), anyText),
      end: fc.oneof(fc.constantFrom('2026-11-30', '2027-11-30'), anyText),
      group_by: fc.constantFrom('day', 'operator', 'status', 'sender', 'template', 'x'),
    },
    [200, 400, 401, 429],
  ),
  testModeTarget(
    'POST',
    '/voice/broadcast',
    {
      username: fc.oneof(fc.constant(USER.email), validEmail),
      token: testKeyValue,
      plan_id: fc.oneof(fc.constantFrom('VP-2048', 'VP-0000', 'VP-2049', 'gold', ''), anyText),
      announcement_id: fc.oneof(fc.constantFrom('ANN-55120', 'ANN-1', 'hello.mp3', ''), anyText),
      caller_id: fc.constantFrom('1409990101', '1409990102', 'x'),
      contact_numbers: testNumbers,
      retry_json: fc.oneof(fc.constantFrom('{"max_retries":2,"retry_interval":15,"retry_on":["BUSY"]}', '{', '[]', 'null'), anyText),
      dtmf_wait: fc.constantFrom('0', '1', '2', 'x'),
      dtmf_wait_time: fc.constantFrom('3', '30', '31', 'x'),
    },
    [200, 400, 401, 402, 403, 404, 413, 415, 429],
  ),
  testModeTarget(
    'GET',
    '/voice/logs',
    {
      username: fc.oneof(fc.constant(USER.email), validEmail),
      token: testKeyValue,
      broadcast_id: anyText,
      start: isoInstant,
      end: isoInstant,
      status: fc.constantFrom('ANSWERED', 'x'),
      limit: listLimit,
      cursor: cursorValue,
    },
    [200, 400, 401, 429],
  ),
];
