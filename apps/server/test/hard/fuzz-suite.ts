import { statsPaths } from '@tarang/shared/admin-stats';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminLoginSchema, adminSignupSchema, listQuerySchema } from '@tarang/shared/admin';
import { auditActions, auditQuerySchema } from '@tarang/shared/admin-security';
import { BOT_CHALLENGE_PATH } from '@tarang/shared/bot-check';
import { leadPaths, leadStatuses } from '@tarang/shared/leads';
import { authServerMessages, userLoginRequestSchema, userSignupSchema } from '@tarang/shared/auth';
import { contactRequestSchemaFor } from '@tarang/shared/contact';
import { demoRequestSchemaFor, demoToasts } from '@tarang/shared/demo';
import { parseForeignPhone } from '@tarang/shared/foreign-phone';
import { subscribeMessages, subscribeSchema, subscribeToasts } from '@tarang/shared/subscribe';
import { firstErrorPerField } from '@tarang/shared/validation';
import { developerPaths } from '@tarang/shared/developer';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, OTP_EXAMPLE, OTP_TEMPLATE, SENDER_ID, TEST_BASE_PATH } from '@tarang/shared/messaging-api';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { privacyPaths } from '@tarang/shared/privacy';
import type { ZodType } from 'zod';
import { securityPaths } from '@tarang/shared/admin-security';
import { webhookEvents, webhookPaths } from '@tarang/shared/webhooks';
import { createSessionsRepository } from '../../src/modules/auth/sessions.repository';
import { signedInAdmin } from '../../src/test/admin-session';
import { hashToken, newToken } from '../../src/modules/auth/tokens';
import { storableText } from '../../src/plugins/validation';
import type { TestDatabase } from '../../src/test/databases';
import { createTestApp } from '../../src/test/test-app';
import { answersDatabase, fuzzRuns, fuzzRunsGiven, removeAnswersDatabases } from './hard-mode';
import {
  adminMostly,
  anyText,
  authChoice,
  body,
  type BodySpec,
  contactBody,
  contentType,
  cursorValue,
  demoBody,
  extraHeaders,
  type AuthChoice,
  field,
  formBody,
  isoInstant,
  listLimit,
  loginBody,
  queryOf,
  signupBody,
  slashyPaths,
  subscribeBody,
  tokenValue,
  validEmail,
  validPassword,
} from './inputs';
import { type AnswerKind, fingerprint, problemsWith, type SentRequest } from './invariants';

// Property-based requests against every endpoint. Whatever arrives (bodies, query strings,
// headers, methods, paths), the server never answers 5xx, never shows internals, answers errors in
// the one JSON shape, and a request it refuses stores nothing. Where a route has a schema, the
// answer is also checked against the schema as a model: it accepts exactly what the schema accepts,
// and stores exactly what the schema made of it.

/** A usable invitation (made in the sign-up target's before hook) for INVITED_EMAIL. */
const INVITATION = newToken();
const INVITED_EMAIL = 'fuzz-invited@example.com';
/** A second admin the management targets may disable, enable and sign out (never the fuzzing admin). */
const OTHER_ADMIN = { email: 'fuzz-other-admin@example.com', password: 'another-long-pass' };
const LICENCE_KEY = 'fuzz licence key 2026';
const ADMIN = { email: 'fuzz-admin@example.com', password: 'a-long-admin-pass' };
const USER = { name: 'Fuzz Visitor', email: 'fuzz-visitor@example.com', password: 'secret1' };
/** The visitor's test key (docs/decisions/034-test-mode.md), stored in the before hook. */
const TEST_KEY = `tk_test_${'f'.repeat(43)}`;
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
const RUNS = fuzzRuns(50);
/**
 * npm test stays quick on a busy two-core machine: PostgreSQL (a network round trip and a real fsync
 * per commit) and the routes that spend an argon2 hash per request get a third of the runs.
 * test:hard sets FUZZ_RUNS for every route.
 */
function runsFor(target: Target, dialect: string): number {
  // test:hard: every route gets FUZZ_RUNS, the argon2 ones half (their CPU is the hash, the same every time).
  if (fuzzRunsGiven) return target.argon2 ? Math.ceil(RUNS / 2) : RUNS;
  return Math.max(15, Math.round(RUNS * (dialect === 'postgres' ? 1 / 3 : 1) * (target.argon2 ? 1 / 3 : 1)));
}
const ANSWER_WITHIN_MS = 10_000;

interface RequestSpec {
  method: string;
  path: string;
  query?: [string, string][];
  auth: AuthChoice;
  headers: Record<string, string>;
  contentType?: string | undefined;
  body: BodySpec;
}

interface Context {
  app: FastifyInstance;
  tokens: { admin: string; user: string };
}

interface Target {
  /** 'POST /api/contact'; the OpenAPI path and method it covers. */
  name: string;
  covers: string[];
  requests: fc.Arbitrary<RequestSpec>;
  /** Statuses this route may answer. */
  allowed: number[];
  /** May a successful answer change stored state? (A refused one never may.) */
  writes?: boolean;
  /** Logout routes consume the token they are given: they get freshly made sessions instead of the shared ones. */
  consumesToken?: boolean;
  kind?: AnswerKind;
  /** Requests that pass validation spend an argon2 hash (about 40 ms of CPU). */
  argon2?: boolean;
  /** Run once before the target's properties. */
  before?: (ctx: Context) => Promise<void>;
  /** The schema as a model: extra problems with this answer. */
  model?: (spec: RequestSpec, res: LightMyRequestResponse, ctx: Context) => Promise<string[]>;
}

// ---------------------------------------------------------------- building requests

const getOrHead = fc.oneof({ weight: 5, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constant('HEAD') });

function post(path: string | fc.Arbitrary<string>, shape: fc.Arbitrary<unknown>, auth: fc.Arbitrary<AuthChoice> = authChoice): fc.Arbitrary<RequestSpec> {
  return fc.record({
    method: fc.constant('POST'),
    path: typeof path === 'string' ? fc.constant(path) : path,
    auth,
    headers: extraHeaders,
    contentType,
    body: body(shape),
  });
}

function get(
  path: string | fc.Arbitrary<string>,
  query: fc.Arbitrary<[string, string][]>,
  auth: fc.Arbitrary<AuthChoice> = authChoice,
): fc.Arbitrary<RequestSpec> {
  return fc.record({
    method: getOrHead,
    path: typeof path === 'string' ? fc.constant(path) : path,
    query,
    auth,
    headers: extraHeaders,
    body: fc.constant<BodySpec>({ kind: 'none' }),
  });
}

/**
 * An admin's POST whose body names one person by e-mail (an invitation, a person's export or erasure):
 * a new address, or the signed-in admin's own, which some of them refuse.
 */
function personPost(path: string, allowed: number[]): Target {
  const person = fc.record({ email: field(fc.oneof(validEmail, fc.constant(ADMIN.email))) }, { requiredKeys: [] });
  return { name: `POST ${path}`, covers: [`post ${path}`], requests: post(path, person, adminMostly), allowed, writes: true };
}

const noQuery = queryOf({});
const listQuery = queryOf({
  from: isoInstant,
  to: isoInstant,
  q: fc.oneof(anyText, fc.constantFrom("' OR 1=1 --", '%', '_', '\\')),
  limit: listLimit,
  cursor: cursorValue,
});
const statsQuery = queryOf({
  from: isoInstant,
  to: isoInstant,
  tz: fc.oneof(fc.constantFrom('UTC', 'Asia/Kolkata', 'America/New_York', 'Asia/Kathmandu', 'Mars/Olympus', '', '+05:30'), anyText),
});
const auditQuery = queryOf({
  from: isoInstant,
  to: isoInstant,
  actor: fc.oneof(validEmail, fc.constantFrom('cli', 'CLI', "' OR 1=1 --", '%'), anyText),
  action: fc.oneof(fc.constantFrom(...auditActions), fc.constantFrom('LOGIN', 'drop', '', 'list.view '), anyText),
  limit: listLimit,
  cursor: cursorValue,
});

async function authHeader(choice: AuthChoice, ctx: Context, consumes: boolean): Promise<string | undefined> {
  const fresh = async (role: 'admin' | 'user') => {
    const { token, hash } = newToken();
    const subject = await ctx.app.database.db
      .selectFrom(role === 'admin' ? 'admins' : 'users')
      .select('id')
      .where('email', '=', role === 'admin' ? ADMIN.email : USER.email)
      .executeTakeFirstOrThrow();
    const now = new Date();
    await createSessionsRepository(ctx.app.database.db).create(hash, role, subject.id, now, new Date(now.getTime() + 3_600_000));
    return token;
  };
  // The management targets may end the shared session (revoke-others, revoke-sessions): make a new one then.
  const shared = async () => ((await ctx.app.auth.session(ctx.tokens.admin)) ? ctx.tokens.admin : (ctx.tokens.admin = await fresh('admin')));
  const admin = consumes ? () => fresh('admin') : shared;
  switch (choice) {
    case 'none':
      return undefined;
    case 'admin':
      return `Bearer ${await admin()}`;
    case 'user':
      return `Bearer ${consumes ? await fresh('user') : ctx.tokens.user}`;
    case 'fresh-admin':
      return `Bearer ${await fresh('admin')}`;
    case 'fresh-user':
      return `Bearer ${await fresh('user')}`;
    case 'unknown':
      return `Bearer ${randomBytes(32).toString('base64url')}`;
    case 'garbage':
      return 'Bearer not-a-token';
    case 'basic':
      return 'Basic YWRtaW46YWRtaW4=';
    case 'lowercase-admin':
      return `bearer ${await admin()}`;
    case 'spaced-admin':
      return `Bearer    ${await admin()}   `;
  }
}

function payloadOf(b: BodySpec): string | undefined {
  if (b.kind === 'none') return undefined;
  return b.kind === 'raw' ? b.text : JSON.stringify(b.value);
}

async function materialize(spec: RequestSpec, ctx: Context, consumes: boolean): Promise<SentRequest> {
  const headers: Record<string, string> = { ...spec.headers };
  const authorization = await authHeader(spec.auth, ctx, consumes);
  if (authorization !== undefined) headers.authorization = authorization;
  if (spec.contentType !== undefined) headers['content-type'] = spec.contentType;
  const search = spec.query && spec.query.length > 0 ? `?${new URLSearchParams(spec.query).toString()}` : '';
  const payload = payloadOf(spec.body);
  return { method: spec.method, url: `${spec.path}${search}`, headers, ...(payload === undefined ? {} : { payload }) };
}

// ---------------------------------------------------------------- the schema as a model

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'];

/** The object the route validates, when the request is plain JSON the model can predict; undefined otherwise. */
function modelInput(spec: RequestSpec): Record<string, unknown> | undefined {
  if (spec.method !== 'POST' || spec.body.kind !== 'json' || !JSON_TYPES.includes(spec.contentType ?? '')) return undefined;
  const text = JSON.stringify(spec.body.value);
  if (text === undefined || Buffer.byteLength(text) > 60_000 || /"(__proto__|constructor)"/.test(text)) return undefined;
  const parsed: unknown = JSON.parse(text);
  // docs/decisions/006: a body that is not an object is validated as {}.
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? storableText(parsed as Record<string, unknown>) : {};
}

function expectedFields(schema: ZodType, input: Record<string, unknown>) {
  const r = schema.safeParse(input);
  return r.success ? undefined : firstErrorPerField(r.error);
}

function validationModel(
  schema: ZodType,
  onValid: (data: Record<string, unknown>, res: LightMyRequestResponse, ctx: Context) => Promise<string[]>,
  invalidMessage?: string,
) {
  return async (spec: RequestSpec, res: LightMyRequestResponse, ctx: Context): Promise<string[]> => {
    const input = modelInput(spec);
    if (!input) return [];
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      if (res.statusCode !== 400) return [`the schema refuses ${JSON.stringify(input).slice(0, 200)} but the answer was ${res.statusCode}`];
      const body = res.json() as { fields?: unknown; message?: string };
      const problems: string[] = [];
      const fields = expectedFields(schema, input);
      if (JSON.stringify(body.fields) !== JSON.stringify(fields))
        problems.push(`fields ${JSON.stringify(body.fields)}, the schema says ${JSON.stringify(fields)}`);
      if (invalidMessage && body.message !== invalidMessage) problems.push(`invalid-input sentence ${body.message}`);
      return problems;
    }
    return onValid(parsed.data as Record<string, unknown>, res, ctx);
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// The routes' own schemas: the country chosen in the request picks the phone rule.
const contactRequestSchema = contactRequestSchemaFor(parseForeignPhone);
const demoRequestSchema = demoRequestSchemaFor(parseForeignPhone);

const contactModel = validationModel(contactRequestSchema, async (data, res, ctx) => {
  if (res.statusCode !== 201) return [`a valid question answered ${res.statusCode}`];
  const answer = res.json() as Record<string, unknown>;
  const row = await ctx.app.database.db
    .selectFrom('contact_requests')
    .select(['name', 'email', 'contact', 'question'])
    .where('id', '=', Number(answer.id))
    .executeTakeFirst();
  const problems: string[] = [];
  if (!same({ name: answer.name, email: answer.email, contact: answer.contact, question: answer.question }, data))
    problems.push(`answered ${res.body.slice(0, 200)} for ${JSON.stringify(data).slice(0, 200)}`);
  if (!same(row, data)) problems.push(`stored ${JSON.stringify(row)?.slice(0, 200)} for ${JSON.stringify(data).slice(0, 200)}`);
  return problems;
});

const demoModel = validationModel(
  demoRequestSchema,
  async (data, res, ctx) => {
    if (res.statusCode !== 201 || !same(res.json(), { message: demoToasts.success }))
      return [`a valid demo request answered ${res.statusCode} ${res.body.slice(0, 100)}`];
    const row = await ctx.app.database.db
      .selectFrom('demo_requests')
      .select(['name', 'email', 'contact', 'businessname', 'jobfunction', 'lookingfor', 'message'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return same(row, data) ? [] : [`stored ${JSON.stringify(row)?.slice(0, 200)} for ${JSON.stringify(data).slice(0, 200)}`];
  },
  demoToasts.invalid,
);

// docs/decisions/030-newsletter-and-signup-privacy.md: one answer whether or not the address is registered,
// and an account for the address exists afterwards (new, or the one already there, unchanged).
const signupModel = validationModel(userSignupSchema, async (data, res, ctx) => {
  if (res.statusCode !== 200 || !same(res.json(), { message: authServerMessages.signupSuccess }))
    return [`a valid sign-up answered ${res.statusCode} ${res.body.slice(0, 100)}`];
  const row = await ctx.app.database.db
    .selectFrom('users')
    .select(['name', 'email'])
    .where(sql<string>`lower(email)`, '=', String((data as { email: string }).email).toLowerCase())
    .executeTakeFirst();
  return row ? [] : [`no account for ${JSON.stringify((data as { email: string }).email)} after a 200 sign-up`];
});

// Decision 030: the same answer whatever state the address is in.
const subscribeModel = validationModel(
  subscribeSchema,
  async (_data, res) =>
    res.statusCode === 200 && same(res.json(), { message: subscribeMessages.subscribed }) ? [] : [`a valid address answered ${res.statusCode} ${res.body.slice(0, 100)}`],
  subscribeToasts.failure,
);

const loginModel = (schema: ZodType) =>
  validationModel(schema, async (_data, res) => ([200, 401].includes(res.statusCode) ? [] : [`a well-formed login answered ${res.statusCode}`]));

const adminLoginModel = validationModel(adminLoginSchema, async (_data, res) =>
  // 429: an address with repeated failures waits (docs/decisions/027-admin-security.md).
  [200, 401, 429].includes(res.statusCode) ? [] : [`a well-formed login answered ${res.statusCode}`],
);

const adminSignupModel = validationModel(adminSignupSchema, async (_data, res) =>
  [201, 403, 409].includes(res.statusCode) ? [] : [`a well-formed admin sign-up answered ${res.statusCode}`],
);

/** Paged admin calls (the lists, the audit trail): with the shared admin session a query the schema accepts is a 200. */
const pagedListModel = (schema: ZodType<{ cursor?: string | undefined }>) => async (spec: RequestSpec, res: LightMyRequestResponse): Promise<string[]> => {
  if (spec.auth !== 'admin' || spec.method !== 'GET') return [];
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of spec.query ?? []) {
    const had = query[k];
    query[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
  }
  const parsed = schema.safeParse(storableText(query));
  if (!parsed.success) return res.statusCode === 400 ? [] : [`the schema refuses ${JSON.stringify(query).slice(0, 200)} but the answer was ${res.statusCode}`];
  // A cursor the schema accepts may still be one the server never made (400); anything else is a 200.
  if (res.statusCode === 200) return Array.isArray(res.json()) ? [] : ['a list answer that is not an array'];
  return res.statusCode === 400 && parsed.data.cursor !== undefined ? [] : [`a valid list query answered ${res.statusCode}: ${res.body.slice(0, 200)}`];
};
const listModel = pagedListModel(listQuerySchema);

// ---------------------------------------------------------------- every endpoint

const exportName = fc.oneof(
  fc.constantFrom('users', 'contacts', 'demos', 'subscribers'),
  fc.constantFrom('USERS', 'admins', 'sessions', '..%2Fusers', '%00', '%', 'users.csv', 'u'.repeat(150)),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const staticPath = fc.oneof(
  fc.constantFrom(
    '/',
    '/about',
    '/ABOUT/',
    '/assets/app-abc123.js',
    '/robots.txt',
    '/admin/login',
    '/admin/Dashboard',
    '/admin/some-code/Signup',
    '/index.html',
    '/about/index.html',
  ),
  fc.constantFrom(
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/%00',
    '/%',
    '/%zz',
    '//',
    '/assets/',
    '/api',
    '/api/',
    '/.env',
    '/about%00.html',
    `/${'a'.repeat(3000)}`,
    // Runs of slashes once cost quadratic time (decision 028).
    ...slashyPaths(3000),
  ),
  fc
    .array(fc.oneof(fc.string({ maxLength: 12 }).map(encodeURIComponent), fc.constantFrom('..', '.', '%2e%2e', '%2F', 'assets', 'admin', '%', 'Signup')), {
      minLength: 1,
      maxLength: 5,
    })
    .map((segs) => `/${segs.join('/')}`),
);
const methodPath = fc.constantFrom(
  '/api/contact',
  '/api/demo',
  '/api/auth/user/login',
  '/api/contact/all',
  '/healthz',
  '/license-status',
  '/',
  '/about',
  '/api/nope',
);

/** Webhook events: valid sets, unknown names and things that are not lists. */
const webhookEventList = fc.oneof(fc.subarray([...webhookEvents]), fc.array(fc.oneof(fc.constantFrom('lead.deleted', 'webhook.test', ''), anyText), { maxLength: 6 }), fc.jsonValue());
/** Endpoint URLs: good ones, private and loopback ones, other schemes, credentials and noise. */
const webhookBody = fc.record(
  {
    url: field(
      fc.oneof(
        fc.constantFrom('https://crm.example.com/hook', 'http://127.0.0.1:9/hook', 'http://10.0.0.1/', 'https://169.254.169.254/', 'ftp://crm.example.com/', 'https://u:p@crm.example.com/', 'javascript:alert(1)'),
        fc.webUrl(),
      ),
    ),
    events: webhookEventList,
    description: field(anyText),
  },
  { requiredKeys: [] },
);

/** Ids in a path: the two admins' and the first invitations', strangers, and text that is no id. */
const adminId = fc.oneof(
  fc.constantFrom('1', '2', '3', '999999', '0', '-1', '1.5', '1e3', '99999999999999999999', 'abc', '%00', '%'),
  fc.nat().map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

/** A lead's path: the two lead tables or anything else, and any id. */
const leadTarget = fc
  .tuple(fc.oneof(fc.constantFrom('contacts', 'demos', 'users'), fc.string({ maxLength: 12 }).map(encodeURIComponent)), adminId)
  .map(([table, id]) => `/api/admin/leads/${table}/${id}`);

/**
 * An e-mail link (confirm, unsubscribe): the page a person opens with GET, and the POST its button (or a
 * mail client's one-click unsubscribe, RFC 8058, whose form body is `oneClick`) sends; both answer HTML or JSON.
 */
function emailLinkTargets(path: string, oneClick: string): Target[] {
  return [
    { name: `GET ${path}`, covers: [`get ${path}`], requests: get(path, queryOf({ token: tokenValue })), allowed: [200, 400], kind: 'html-or-json' },
    {
      name: `POST ${path}`,
      covers: [`post ${path}`],
      requests: fc.record({
        method: fc.constant('POST'),
        path: fc.constant(path),
        query: queryOf({ token: tokenValue }),
        auth: fc.constant<AuthChoice>('none'),
        headers: extraHeaders,
        contentType: fc.oneof(fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'), contentType),
        body: fc.oneof(fc.constant<BodySpec>({ kind: 'raw', text: oneClick }), body(fc.jsonValue())),
      }),
      allowed: [200, 400, 413, 415],
      writes: true,
      kind: 'html-or-json',
    },
  ];
}

const targets: Target[] = [
  {
    name: 'POST /api/contact',
    covers: ['post /api/contact'],
    requests: post('/api/contact', contactBody),
    allowed: [201, 400, 413, 415],
    writes: true,
    model: contactModel,
  },
  { name: 'POST /api/demo', covers: ['post /api/demo'], requests: post('/api/demo', demoBody), allowed: [201, 400, 413, 415], writes: true, model: demoModel },
  {
    name: 'POST /api/email/send-subscribe',
    covers: ['post /api/email/send-subscribe'],
    requests: post('/api/email/send-subscribe', subscribeBody),
    allowed: [200, 400, 413, 415],
    writes: true,
    model: subscribeModel,
  },
  ...emailLinkTargets('/api/email/confirm', ''),
  ...emailLinkTargets('/api/email/unsubscribe', 'List-Unsubscribe=One-Click'),
  {
    name: 'POST /api/auth/user/signup',
    covers: ['post /api/auth/user/signup'],
    requests: post('/api/auth/user/signup', signupBody),
    allowed: [200, 400, 413, 415],
    writes: true,
    argon2: true,
    model: signupModel,
  },
  {
    name: 'POST /api/auth/user/login',
    covers: ['post /api/auth/user/login'],
    requests: post('/api/auth/user/login', fc.oneof(loginBody, fc.constant({ email: USER.email, password: USER.password }))),
    allowed: [200, 400, 401, 413, 415],
    writes: true,
    argon2: true,
    model: loginModel(userLoginRequestSchema),
  },
  { name: 'GET /api/auth/user/verify', covers: ['get /api/auth/user/verify'], requests: get('/api/auth/user/verify', noQuery), allowed: [200, 401, 403] },
  {
    name: 'POST /api/auth/user/logout',
    covers: ['post /api/auth/user/logout'],
    requests: post('/api/auth/user/logout', fc.jsonValue()),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
    consumesToken: true,
  },
  {
    name: 'POST /api/auth/admin/signup',
    covers: ['post /api/auth/admin/signup'],
    requests: post(
      '/api/auth/admin/signup',
      formBody({
        code: fc.oneof(fc.constant(INVITATION.token), tokenValue),
        email: fc.oneof(fc.constant(INVITED_EMAIL), validEmail),
        password: validPassword,
        name: fc.string({ maxLength: 110 }),
      }),
    ),
    allowed: [201, 400, 403, 409, 413, 415],
    writes: true,
    argon2: true,
    model: adminSignupModel,
    before: async (ctx) => {
      const at = new Date();
      await ctx.app.database.db
        .insertInto('admin_invitations')
        .values({ email: INVITED_EMAIL, token_hash: INVITATION.hash, invited_by: null, created_at: at.toISOString(), expires_at: new Date(at.getTime() + 3_600_000).toISOString() })
        .execute();
    },
  },
  {
    name: 'GET /api/auth/admin/invitations/:token',
    covers: ['get /api/auth/admin/invitations/{token}'],
    requests: get(
      fc.oneof(fc.constant(INVITATION.token), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string({ maxLength: 60 }).map(encodeURIComponent), fc.constantFrom('%', '%00', '..%2F..', 'x'.repeat(300))).map((t) => `/api/auth/admin/invitations/${t}`),
      noQuery,
    ),
    allowed: [200, 400, 404, 414],
  },
  {
    name: 'POST /api/auth/admin/mfa/verify',
    covers: ['post /api/auth/admin/mfa/verify'],
    requests: post(securityPaths.verifyCode, fc.record({ code: field(fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[a-z0-9]{5}-[a-z0-9]{5}$/))) }, { requiredKeys: [] })),
    allowed: [200, 400, 401, 403, 413, 415, 429],
    writes: true,
  },
  {
    name: 'POST /api/auth/admin/mfa/enrol',
    covers: ['post /api/auth/admin/mfa/enrol'],
    requests: post(securityPaths.enrolStart, fc.jsonValue(), adminMostly),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    name: 'POST /api/auth/admin/mfa/enrol/confirm',
    covers: ['post /api/auth/admin/mfa/enrol/confirm'],
    requests: post(securityPaths.enrolConfirm, fc.record({ code: field(fc.stringMatching(/^\d{6}$/)) }, { requiredKeys: [] }), adminMostly),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    name: 'POST /api/auth/admin/login',
    covers: ['post /api/auth/admin/login'],
    requests: post('/api/auth/admin/login', fc.oneof(loginBody, fc.constant(ADMIN))),
    allowed: [200, 400, 401, 413, 415, 429],
    writes: true,
    argon2: true,
    model: adminLoginModel,
  },
  {
    name: 'POST /api/auth/admin/logout',
    covers: ['post /api/auth/admin/logout'],
    requests: post('/api/auth/admin/logout', fc.jsonValue(), adminMostly),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
    consumesToken: true,
  },
  ...(['/api/auth/user/all', '/api/contact/all', '/api/demo/all', '/api/subscribe/all'] as const).map((p): Target => ({
    name: `GET ${p}`,
    covers: [`get ${p}`],
    requests: get(p, listQuery, adminMostly),
    allowed: [200, 400, 401, 403],
    model: listModel,
  })),
  {
    name: 'GET /api/admin/export/:name',
    covers: ['get /api/admin/export/{name}'],
    requests: get(
      exportName.map((n) => `/api/admin/export/${n}`),
      listQuery,
      adminMostly,
    ),
    allowed: [200, 400, 401, 403, 404, 414],
    kind: 'html-or-json',
  },
  {
    name: 'GET /api/admin/audit',
    covers: ['get /api/admin/audit'],
    requests: get('/api/admin/audit', auditQuery, adminMostly),
    allowed: [200, 400, 401, 403],
    model: pagedListModel(auditQuerySchema),
  },
  ...([statsPaths.daily, statsPaths.demosByService] as const).map(
    (p): Target => ({ name: `GET ${p}`, covers: [`get ${p}`], requests: get(p, statsQuery, adminMostly), allowed: [200, 400, 401, 403] }),
  ),
  {
    name: 'GET /api/admin/site-status',
    covers: ['get /api/admin/site-status'],
    requests: get('/api/admin/site-status', noQuery, adminMostly),
    allowed: [200, 401, 403],
  },
  ...([securityPaths.mySessions, securityPaths.admins, securityPaths.invitations] as const).map(
    (p): Target => ({ name: `GET ${p}`, covers: [`get ${p}`], requests: get(p, noQuery, adminMostly), allowed: [200, 401, 403] }),
  ),
  {
    name: 'POST /api/admin/sessions/revoke-others',
    covers: ['post /api/admin/sessions/revoke-others'],
    requests: post(securityPaths.revokeOtherSessions, fc.jsonValue(), adminMostly),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
  },
  ...(['disable', 'enable', 'revoke-sessions'] as const).map(
    (action): Target => ({
      name: `POST /api/admin/admins/:id/${action}`,
      covers: [`post /api/admin/admins/{id}/${action}`],
      requests: post(
        adminId.map((id) => `${securityPaths.admins}/${id}/${action}`),
        fc.jsonValue(),
        adminMostly,
      ),
      allowed: [200, 400, 401, 403, 404, 413, 414, 415],
      writes: true,
    }),
  ),
  personPost(securityPaths.invitations, [201, 400, 401, 403, 409, 413, 415]),
  // docs/decisions/031-privacy-retention-erasure.md: a person's data, export and erase (an active admin's address: 409).
  personPost(privacyPaths.exportPerson, [200, 400, 401, 403, 413, 415]),
  personPost(privacyPaths.erasePerson, [200, 400, 401, 403, 409, 413, 415]),
  {
    name: 'DELETE /api/admin/invitations/:id',
    covers: ['delete /api/admin/invitations/{id}'],
    requests: fc.record({
      method: fc.constant('DELETE'),
      path: adminId.map((id) => `${securityPaths.invitations}/${id}`),
      auth: adminMostly,
      headers: extraHeaders,
      contentType,
      body: body(fc.jsonValue()),
    }),
    allowed: [200, 400, 401, 403, 404, 409, 413, 414, 415],
    writes: true,
  },
  // docs/decisions/029-bot-protection.md: the forms' challenge, and "Not spam" on any table and id.
  { name: `GET ${BOT_CHALLENGE_PATH}`, covers: [`get ${BOT_CHALLENGE_PATH}`], requests: get(BOT_CHALLENGE_PATH, noQuery), allowed: [200] },
  {
    name: 'POST /api/admin/leads/:table/:id/not-spam',
    covers: ['post /api/admin/leads/{table}/{id}/not-spam'],
    requests: post(
      fc.tuple(fc.oneof(fc.constantFrom('contacts', 'demos', 'users', 'subscribers'), fc.string({ maxLength: 12 }).map(encodeURIComponent)), adminId).map(([table, id]) => `/api/admin/leads/${table}/${id}/not-spam`),
      fc.jsonValue(),
      adminMostly,
    ),
    allowed: [200, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  // docs/decisions/033-webhooks.md: the Integrations page's calls, on any endpoint and delivery id.
  { name: 'GET /api/admin/webhooks', covers: ['get /api/admin/webhooks'], requests: get(webhookPaths.endpoints, noQuery, adminMostly), allowed: [200, 401, 403] },
  {
    name: 'POST /api/admin/webhooks',
    covers: ['post /api/admin/webhooks'],
    requests: post(webhookPaths.endpoints, webhookBody, adminMostly),
    allowed: [201, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    name: 'PATCH /api/admin/webhooks/:id',
    covers: ['patch /api/admin/webhooks/{id}'],
    requests: fc.record({
      method: fc.constant('PATCH'),
      path: adminId.map((id) => webhookPaths.endpoint(id)),
      auth: adminMostly,
      headers: extraHeaders,
      contentType,
      body: body(fc.record({ events: webhookEventList, enabled: fc.oneof(fc.boolean(), fc.jsonValue()), description: anyText }, { requiredKeys: [] })),
    }),
    allowed: [200, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  {
    name: 'DELETE /api/admin/webhooks/:id',
    covers: ['delete /api/admin/webhooks/{id}'],
    requests: fc.record({
      method: fc.constant('DELETE'),
      path: adminId.map((id) => webhookPaths.endpoint(id)),
      auth: adminMostly,
      headers: extraHeaders,
      contentType,
      body: body(fc.jsonValue()),
    }),
    allowed: [200, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  {
    name: 'GET /api/admin/webhooks/:id/deliveries',
    covers: ['get /api/admin/webhooks/{id}/deliveries'],
    requests: get(adminId.map((id) => webhookPaths.deliveries(id)), queryOf({ limit: listLimit, cursor: cursorValue }), adminMostly),
    allowed: [200, 400, 401, 403, 404, 414],
  },
  {
    name: 'POST /api/admin/webhooks/:id/test',
    covers: ['post /api/admin/webhooks/{id}/test'],
    requests: post(adminId.map((id) => webhookPaths.test(id)), fc.jsonValue(), adminMostly),
    allowed: [202, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  {
    name: 'POST /api/admin/webhooks/:id/deliveries/:deliveryId/retry',
    covers: ['post /api/admin/webhooks/{id}/deliveries/{deliveryId}/retry'],
    requests: post(fc.tuple(adminId, adminId).map(([id, deliveryId]) => webhookPaths.retry(id, deliveryId)), fc.jsonValue(), adminMostly),
    allowed: [202, 400, 401, 403, 404, 409, 413, 414, 415],
    writes: true,
  },
  // docs/decisions/034-test-mode.md: the Developer page's calls, then the messaging API in test mode.
  { name: `GET ${developerPaths.overview}`, covers: [`get ${developerPaths.overview}`], requests: get(developerPaths.overview, noQuery), allowed: [200, 401, 403] },
  { name: `GET ${developerPaths.requests}`, covers: [`get ${developerPaths.requests}`], requests: get(developerPaths.requests, noQuery), allowed: [200, 401, 403] },
  {
    name: `POST ${developerPaths.key}`,
    covers: [`post ${developerPaths.key}`],
    requests: post(developerPaths.key, fc.jsonValue()),
    allowed: [201, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    name: `DELETE ${developerPaths.key}`,
    covers: [`delete ${developerPaths.key}`],
    requests: fc.record({ method: fc.constant('DELETE'), path: fc.constant(developerPaths.key), auth: authChoice, headers: extraHeaders, contentType, body: body(fc.jsonValue()) }),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    name: `PUT ${developerPaths.dlt}`,
    covers: [`put ${developerPaths.dlt}`],
    requests: fc.record({
      method: fc.constant('PUT'),
      path: fc.constant(developerPaths.dlt),
      auth: authChoice,
      headers: extraHeaders,
      contentType,
      body: body(fc.record({ entityId: field(digits19), senders: fc.oneof(fc.array(field(fc.constantFrom(SENDER_ID, 'OTHERS', 'x'))), fc.jsonValue()) }, { requiredKeys: [] })),
    }),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    name: `POST ${developerPaths.templates}`,
    covers: [`post ${developerPaths.templates}`],
    requests: post(
      developerPaths.templates,
      fc.record(
        {
          templateId: field(digits19),
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
  // docs/decisions/032-lead-pipeline-and-attribution.md: a lead's detail, status and owner, notes, and "new since your last visit".
  {
    name: 'GET /api/admin/leads/:table/:id',
    covers: ['get /api/admin/leads/{table}/{id}'],
    requests: get(leadTarget, noQuery, adminMostly),
    allowed: [200, 400, 401, 403, 404, 414],
  },
  {
    name: 'PATCH /api/admin/leads/:table/:id',
    covers: ['patch /api/admin/leads/{table}/{id}'],
    requests: fc.record({
      method: fc.constant('PATCH'),
      path: leadTarget,
      auth: adminMostly,
      headers: extraHeaders,
      contentType,
      body: body(
        fc.oneof(
          fc.record(
            {
              status: field(fc.constantFrom(...leadStatuses)),
              reason: field(fc.string({ maxLength: 600 })),
              ownerId: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 5 }), fc.jsonValue()),
            },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
      ),
    }),
    allowed: [200, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  {
    name: 'POST /api/admin/leads/:table/:id/notes',
    covers: ['post /api/admin/leads/{table}/{id}/notes'],
    requests: post(
      leadTarget.map((p) => `${p}/notes`),
      fc.oneof(fc.record({ text: field(fc.string({ maxLength: 6000 })) }, { requiredKeys: [] }), fc.jsonValue()),
      adminMostly,
    ),
    allowed: [201, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  { name: 'POST /api/admin/leads/visit', covers: ['post /api/admin/leads/visit'], requests: post(leadPaths.visit, fc.jsonValue(), adminMostly), allowed: [200, 400, 401, 403, 413, 415], writes: true },
  { name: 'GET /license-status', covers: ['get /license-status'], requests: get('/license-status', noQuery), allowed: [200] },
  { name: 'GET /api/hidden-flag', covers: ['get /api/hidden-flag'], requests: get('/api/hidden-flag', noQuery), allowed: [200] },
  {
    name: 'POST /unlock-frontend',
    covers: ['post /unlock-frontend'],
    requests: post('/unlock-frontend', fc.record({ key: field(fc.constant(LICENCE_KEY)) }, { requiredKeys: [] })),
    allowed: [200, 400, 403, 413, 415],
    writes: true,
    argon2: true,
  },
  { name: 'GET /healthz', covers: ['get /healthz'], requests: get('/healthz', noQuery), allowed: [200] },
  { name: 'GET /api/openapi.json', covers: [], requests: get('/api/openapi.json', noQuery), allowed: [200] },
  {
    name: 'GET /* (pages, assets, admin shell, 404)',
    covers: [],
    requests: get(staticPath, noQuery),
    allowed: [200, 304, 400, 404],
    kind: 'html-or-json',
    // The unlock target has usually unlocked the site by now: pages are served in their covered variant (decision 008).
    before: (ctx) => ctx.app.site.setLocked(true),
  },
  {
    name: 'other methods on known paths',
    covers: [],
    requests: fc.record({
      method: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      path: methodPath,
      auth: authChoice,
      headers: extraHeaders,
      contentType,
      body: body(fc.jsonValue()),
    }),
    allowed: [400, 404, 405, 413, 415],
  },
];

/** A small stand-in for the web build, so the static routes are fuzzed without building the site. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-fuzz-web-'));
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title><script>window.__boot=1</script></head><body><h1>${title}</h1><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    '404/index.html': page('Page Not Found'),
    '__spa-fallback.html': page('Admin'),
    'assets/app-abc123.js': 'console.log("app")',
    'robots.txt': 'User-agent: *\nAllow: /\n',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------- the suite

/**
 * The whole fuzz suite on one database. fuzz.test.ts runs it on SQLite and fuzz.postgres.test.ts on
 * PostgreSQL: two files, so the two run side by side.
 */
export function fuzzEveryEndpoint(database: TestDatabase) {
  describe(`fuzzing every endpoint on ${database.name}`, () => {
    const ctx = {} as Context;
    const webDir = fakeWebBuild();
    const tally = {
      requests: 0,
      refused: 0,
      accepted: 0,
      byStatus: {} as Record<string, number>,
      endpoints: 0,
      fiveHundreds: 0,
      leaks: 0,
      rowsFromRefused: 0,
      modelMismatches: 0,
    };

    beforeAll(async () => {
      ctx.app = await createTestApp(await answersDatabase(database), {
        RATE_LIMITS: 'off',
        MAIL_WORKER: 'off',
        // Endpoints the fuzzer adds are stored, never called: this suite is about the API's answers.
        WEBHOOK_WORKER: 'off',
        WEB_DIST: webDir,
      });
      const admin = await signedInAdmin(ctx.app, ADMIN.email, ADMIN.password);
      await ctx.app.auth.createAdmin(OTHER_ADMIN.email, OTHER_ADMIN.password);
      await ctx.app.auth.signupUser(USER);
      await ctx.app.site.setLicenceKey(LICENCE_KEY);
      await ctx.app.site.setLocked(true);
      ctx.tokens = { admin: admin.token, user: await ctx.app.auth.loginUser(USER.email, USER.password) };
      // The visitor's test key and DLT registrations, so test-mode requests reach the rules behind the key.
      const visitor = await ctx.app.database.db.selectFrom('users').select('id').where('email', '=', USER.email).executeTakeFirstOrThrow();
      await ctx.app.database.db.insertInto('test_keys').values({ user_id: visitor.id, key_hash: hashToken(TEST_KEY), key_prefix: 'tk_test_ffff…', created_at: new Date().toISOString() }).execute();
      const auth = { authorization: `Bearer ${ctx.tokens.user}` };
      await ctx.app.inject({ method: 'PUT', url: developerPaths.dlt, headers: auth, payload: { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] } });
      await ctx.app.inject({ method: 'POST', url: developerPaths.templates, headers: auth, payload: { templateId: EXAMPLE_TEMPLATE_ID, senderId: SENDER_ID, category: 'service_implicit', body: OTP_TEMPLATE } });
    });

    afterAll(async () => {
      await ctx.app?.close();
      await database.cleanup();
      fs.rmSync(webDir, { recursive: true, force: true });
      removeAnswersDatabases();
      const line = `fuzz on ${database.name}: ${tally.requests} requests to ${tally.endpoints} endpoints; ${tally.refused} refused with 4xx, ${tally.accepted} accepted; ${tally.fiveHundreds} answered 5xx, ${tally.leaks} showed internals, ${tally.rowsFromRefused} refused requests changed stored data; statuses ${JSON.stringify(tally.byStatus)}`;
      console.log(line);
      const out = path.resolve('test-results/hard');
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(
        path.join(out, `fuzz-${database.name}.json`),
        `${JSON.stringify({ database: database.name, ...tally, runsPerEndpoint: fuzzRunsGiven ? RUNS : 'quick' }, null, 2)}\n`,
      );
    });

    // Once is enough: the route list does not depend on the database.
    if (database.name === 'sqlite') {
      test('every route in the OpenAPI document has a fuzz target', async () => {
        const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
        const routes = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
        const covered = new Set(targets.flatMap((t) => t.covers));
        expect(
          routes.filter((r) => !covered.has(r)),
          'add a target for each new route to apps/server/test/hard/fuzz.test.ts',
        ).toEqual([]);
      });
    }

    test.each(targets)(
      '$name: never 5xx, never internals, one error shape, nothing stored when refused',
      async (target) => {
        tally.endpoints++;
        await target.before?.(ctx);
        await fc.assert(
          fc.asyncProperty(target.requests, async (spec) => {
            const sent = await materialize(spec, ctx, target.consumesToken === true);
            const before = await fingerprint(ctx.app.database.db);
            const res = await withTimeout(ctx.app.inject(sent as InjectOptions), ANSWER_WITHIN_MS, `${sent.method} ${sent.url.slice(0, 100)}`);
            const after = await fingerprint(ctx.app.database.db);
            tally.requests++;
            tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
            if (res.statusCode >= 400) tally.refused++;
            else tally.accepted++;

            const problems = problemsWith(res, sent, target.kind);
            if (res.statusCode >= 500) tally.fiveHundreds++;
            if (problems.some((p) => p.startsWith('internals'))) tally.leaks++;
            if (!target.allowed.includes(res.statusCode))
              problems.push(`status ${res.statusCode} is not one this route answers (${target.allowed.join(', ')}): ${res.body.slice(0, 200)}`);
            if ((res.statusCode >= 400 || !target.writes) && before !== after) {
              tally.rowsFromRefused++;
              problems.push(`a ${res.statusCode} answer changed stored data:\n  before ${before}\n  after  ${after}`);
            }
            if (target.model && res.statusCode < 500) {
              const mismatches = await target.model(spec, res, ctx);
              if (mismatches.length > 0) tally.modelMismatches++;
              problems.push(...mismatches);
            }
            if (problems.length > 0) {
              throw new Error(
                `${sent.method} ${sent.url.slice(0, 200)}\n  headers ${JSON.stringify(sent.headers).slice(0, 300)}\n  body ${String(sent.payload).slice(0, 300)}\n  → ${problems.join('\n  → ')}`,
              );
            }
          }),
          { numRuns: runsFor(target, database.name), endOnFailure: process.env.FUZZ_SHRINK !== '1' },
        );
      },
      60_000 + RUNS * 400,
    );

    test('the database is intact after the fuzzing', async () => {
      if (ctx.app.database.dialect === 'sqlite') {
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(ctx.app.database.db);
        expect(rows.map((r) => r.integrity_check)).toEqual(['ok']);
      }
      // Every table the SQL-injection strings named is still there and readable.
      for (const table of ['contact_requests', 'users', 'admins', 'outbox', 'sessions', 'demo_requests', 'subscribers', 'site_settings'] as const) {
        await expect(
          ctx.app.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow(),
        ).resolves.toBeDefined();
      }
    });
  });
}
