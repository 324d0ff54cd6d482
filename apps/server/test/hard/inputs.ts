import fs from 'node:fs';
import { lookingForOptions } from '@tarang/shared/demo';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@tarang/shared/validation';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from '../../src/test/databases';
import { createTestApp } from '../../src/test/test-app';
import { tinyWebBuild } from '../../src/test/web-build';

/**
 * Hostile and odd inputs for the fuzz and attacker suites. Strings an attacker
 * types on purpose, next to ones a careless client sends by accident.
 */
export const sqlInjections = [
  "' OR '1'='1",
  "'; DROP TABLE contact_requests; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5) --",
  "' UNION SELECT password_hash, token_hash FROM users, sessions --",
  "Robert'); DROP TABLE users;--",
  "%' OR 1=1 --",
  '$$; DROP TABLE admins; $$',
  "\\'; DELETE FROM outbox; --",
  "' AND (SELECT randomblob(1000000000)) --",
];

export const xssPayloads = [
  '<script>alert("xss")</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('xss')",
  '<svg/onload=alert(1)>',
  '</td></tr></table><script>window.__pwned=1</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click me</a>',
];

export const formulaPayloads = ['=HYPERLINK("http://evil.example","click")', "+cmd|' /C calc'!A0", '-2+3+cmd', '@SUM(1+1)*cmd', '\t=1+1', '\r=1+1', '=1+1', '  =1+1', '\uFF1D1+1', '|calc', '\n=1+1'];

const oddStrings = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone \udfff surrogate',
  '\ufeffbom',
  '\u202egnp.exe',
  'zero\u200bwidth',
  '👩‍👩‍👧‍👦 family',
  'नमस्ते दुनिया',
  '\r\nSet-Cookie: pwned=1',
  '\n\nBcc: victim@example.com',
  '../../../../etc/passwd',
  '%00',
  '%zz%E0%A4%A',
  'NaN',
  '-0',
  '1e309',
  '9'.repeat(400),
  '__proto__',
  'constructor',
  'x'.repeat(6000),
  'A'.repeat(70_000),
];

const hostileStrings = [...sqlInjections, ...xssPayloads, ...formulaPayloads, ...oddStrings];

/** Printable Latin-1 (what an HTTP header may carry), no control characters. */
const headerChar = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((c) => String.fromCharCode(c));
const headerValue = fc.string({ unit: headerChar, maxLength: 300 });

/** Any text: ASCII, full Unicode (lone surrogates too), or a hostile string. */
export const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '%', "'", '"', '<', '\\'), maxLength: 8 }) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
);

/** Something that is not a string where a string is expected. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/**
 * A field's value: often valid (so the request gets past validation and reaches the
 * database), otherwise hostile text, a wrong type, or absent.
 */
export function field(valid: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 20, arbitrary: valid },
    { weight: 4, arbitrary: valid.map((v) => ` ${v.toUpperCase()} `) },
    { weight: 4, arbitrary: anyText },
    { weight: 2, arbitrary: fc.tuple(valid, anyText).map(([v, t]) => `${v}${t}`) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 10 });
export const validEmail = fc.oneof(
  fc.tuple(letters, letters, fc.constantFrom('com', 'in', 'co.uk', 'example')).map(([a, b, c]) => `${a}@${b}.${c}`),
  // Any address the one rule accepts (decision 028); RFC 5322's wider forms (fc.emailAddress) are mostly refused.
  fc.stringMatching(EMAIL_PATTERN).filter((e) => e.length <= EMAIL_MAX_LENGTH),
  fc.emailAddress(),
  fc.constantFrom('asha@example.com', 'ASHA@Example.COM', 'ops@example.com', "o'brien+tag@example.co.uk"),
);
const validName = fc.oneof(
  fc.string({ minLength: 3, maxLength: 40 }),
  fc.constantFrom('Asha Rao', 'Priya Nair', "D'Souza", 'Ünal Öztürk', '李小龙 Lee', ...xssPayloads, ...sqlInjections.slice(0, 4)),
);
const validPhone = fc.oneof(
  fc.stringMatching(/^[6-9]\d{9}$/),
  fc.constantFrom('98765 43210', '+91 98765 43210', '+91-98765-43210', '(987) 654-3210', '919876543210', '5876543210'),
);
const validQuestion = fc.oneof(fc.string({ minLength: 10, maxLength: 300 }), fc.constantFrom(...xssPayloads, ...sqlInjections, ...formulaPayloads.map((f) => `${f} padding`)));
export const validPassword = fc.oneof(fc.string({ minLength: 6, maxLength: 40 }), fc.constantFrom('secret1', 'a-long-admin-pass', 'p'.repeat(128), 'p'.repeat(129), '12345'));

/**
 * A body for a form: half the time every field is valid (hostile content included: XSS and SQL are
 * valid names), so requests reach the database; otherwise each field may be broken on its own.
 */
export function formBody(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Record<string, unknown>> {
  const broken = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, field(v)]));
  return fc.oneof(fc.record(fields), fc.record(broken, { requiredKeys: [] }));
}

// USA and UK numbers (decision 005), valid and not: a number of the other country, an Indian mobile,
// and the site's own fictitious 555 numbers, which the phone library refuses.
const usPhone = fc.oneof(
  fc.stringMatching(/^\(?[2-9][0-8]\d\)? ?[2-9]\d{2}-\d{4}$/),
  fc.constantFrom('(201) 555-0123', '+1 201 555 0123', '+12015550123', '1-212-555-0199', '555 010 0101', '+44 7400 123456', '98765 43210'),
);
const ukPhone = fc.oneof(
  fc.stringMatching(/^07[4-9]\d{2} ?\d{6}$/),
  fc.constantFrom('07400 123456', '+44 7400 123456', '020 7946 0101', '+44 (0)20 7946 0101', '+1 201 555 0123', '98765 43210', '+91 98765 43210'),
);
/** The country field: the picker's three codes, and what a hand-made request might put there instead. */
const countryValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('IN', 'US', 'UK') },
  { weight: 1, arbitrary: fc.constantFrom('GB', 'us', 'India', 'USA', '', ' US ', 'FR', ...sqlInjections.slice(0, 3)) },
);

/**
 * The contact field with the country it was typed for, as valid requests send them: India's number with
 * no country (a client older than the country field) or with IN, a USA or UK number with its country,
 * and now and then a number sent with the wrong country.
 */
function phoneWithCountry(indian: fc.Arbitrary<string>) {
  return fc.oneof(
    fc.record({ contact: indian }),
    fc.record({ contact: indian, country: fc.constant('IN') }),
    fc.record({ contact: usPhone, country: fc.constant('US') }),
    fc.record({ contact: ukPhone, country: fc.constant('UK') }),
    fc.record({ contact: fc.oneof(indian, usPhone, ukPhone), country: fc.constantFrom('IN', 'US', 'UK') }),
  );
}

/** formBody for a lead form whose phone rule follows the country field. */
function leadBody(fields: Record<string, fc.Arbitrary<string>>, indian: fc.Arbitrary<string>): fc.Arbitrary<Record<string, unknown>> {
  const valid = fc.tuple(fc.record(fields), phoneWithCountry(indian)).map(([rest, phone]) => ({ ...rest, ...phone }));
  const brokenFields = { ...fields, contact: fc.oneof(indian, usPhone, ukPhone), country: countryValue };
  const broken = fc.record(Object.fromEntries(Object.entries(brokenFields).map(([k, v]) => [k, field(v)])), { requiredKeys: [] });
  return fc.oneof(valid, broken);
}

export const contactBody = leadBody({ name: validName, email: validEmail, question: validQuestion }, validPhone);

export const demoBody = leadBody(
  {
    name: validName,
    email: validEmail,
    businessname: fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), fc.constantFrom(...xssPayloads, ...formulaPayloads)),
    jobfunction: fc.constant('support'),
    lookingfor: fc.constantFrom(...lookingForOptions),
    message: validQuestion,
  },
  fc.oneof(validPhone, fc.constantFrom(...formulaPayloads)),
);

export const signupBody = formBody({ name: validName, email: validEmail, password: validPassword });
export const loginBody = formBody({ email: validEmail, password: validPassword });
export const subscribeBody = formBody({ email: validEmail });

/** How a body travels: usually JSON of the generated value; sometimes malformed, poisoned, huge or not JSON at all. */
export type BodySpec = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

export function body(shape: fc.Arbitrary<unknown>): fc.Arbitrary<BodySpec> {
  return fc.oneof(
    { weight: 24, arbitrary: shape.map((value): BodySpec => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): BodySpec => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc.tuple(shape, fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}')).map(
        ([value, poison]): BodySpec => ({ kind: 'raw', text: `${poison.slice(0, -1)},${JSON.stringify(value).slice(1)}` }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.string({ maxLength: 80 }), fc.constantFrom('{', '{"a":', '[1,2', 'null', 'true', '"text"', '{"a":1}{"b":2}', '\u0000', '{"name": NaN}', '{\'a\':1}'))
        .map((text): BodySpec => ({ kind: 'raw', text })),
    },
    { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 60_000, max: 80_000 }).map((n): BodySpec => ({ kind: 'raw', text: JSON.stringify({ name: 'x'.repeat(n) }) })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 50, max: 3000 }).map((n): BodySpec => ({ kind: 'raw', text: `${'['.repeat(n)}${']'.repeat(n)}` })),
    },
    {
      // Nesting inside a field, past what the stack holds when the value is walked (decision 028).
      weight: 1,
      arbitrary: fc.integer({ min: 10_000, max: 30_000 }).map((n): BodySpec => ({ kind: 'raw', text: `{"name":${'['.repeat(n)}${']'.repeat(n)}}` })),
    },
  );
}

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/vnd.api+json',
  'application/jsonx',
  '*/*',
];

/** Mostly JSON (so bodies reach validation), otherwise anything. */
export const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant<string | undefined>('application/json') },
  { weight: 3, arbitrary: fc.constantFrom<string | undefined>(...contentTypes) },
  { weight: 1, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 1, arbitrary: headerValue.map<string | undefined>((v) => v) },
);

/** Header names the fuzz may set freely (framing headers are left to the client). */
const freeHeaderName = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'), minLength: 0, maxLength: 24 })
  .map((s) => `x${s}`)
  .filter((n) => !['content-length', 'transfer-encoding', 'host', 'connection', 'expect', 'content-type', 'authorization'].includes(n));

export const extraHeaders = fc.record(
  {
    'accept-encoding': fc.constantFrom('br', 'gzip', 'gzip, deflate, br', 'identity', '*', 'br;q=0, gzip;q=0', 'zstd'),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', 'application/xml'),
    'x-request-id': fc.oneof(headerValue, fc.constantFrom('abc-123', 'x'.repeat(65), '../../etc')),
    'x-forwarded-for': fc.oneof(headerValue, fc.constantFrom('127.0.0.1', '10.0.0.1, 1.2.3.4', '::1', 'not-an-ip')),
    cookie: headerValue,
    'if-none-match': fc.oneof(headerValue, fc.constant('*')),
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:5000'),
    referer: headerValue,
    'user-agent': headerValue,
  },
  { requiredKeys: [] },
).chain((known) => fc.dictionary(freeHeaderName, headerValue, { maxKeys: 3 }).map((free) => ({ ...free, ...known })));

/** Which credentials a request carries; turned into a header when the request is made. */
export type AuthChoice = 'none' | 'admin' | 'user' | 'fresh-admin' | 'fresh-user' | 'unknown' | 'garbage' | 'basic' | 'lowercase-admin' | 'spaced-admin';
export const authChoice = fc.constantFrom<AuthChoice>('none', 'admin', 'user', 'fresh-admin', 'fresh-user', 'unknown', 'garbage', 'basic', 'lowercase-admin', 'spaced-admin');
/** For admin-only calls: mostly a valid admin session, so the query gets checked. */
export const adminMostly = fc.oneof({ weight: 6, arbitrary: fc.constant<AuthChoice>('admin') }, { weight: 4, arbitrary: authChoice });

/** Query parameters: the ones a route reads (with good and bad values), plus strangers and repeats. */
export function queryOf(known: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<[string, string][]> {
  const knownPairs = Object.entries(known).map(([name, value]) => fc.option(value.map((v): [string, string] => [name, v]), { nil: undefined }));
  const stranger = fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'limit[]', 'q[a]')), anyText);
  return fc
    .tuple(fc.tuple(...knownPairs), fc.array(stranger, { maxLength: 2 }), fc.boolean())
    .map(([pairs, strangers, repeat]) => {
      const list = pairs.filter((p): p is [string, string] => p !== undefined);
      if (repeat && list[0]) list.push(list[0]);
      return [...list, ...strangers];
    });
}

export const isoInstant = fc.oneof(
  fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2026-03-01T05:35:00+05:30', '2026-02-30T00:00:00Z', 'yesterday', '0000-01-01T00:00:00Z', '275760-09-13T00:00:00Z', '2026-03-01', ''),
);
export const listLimit = fc.oneof(fc.integer({ min: -5, max: 600 }).map(String), fc.constantFrom('abc', '1.5', '1e2', '0x10', '', ' 7', 'Infinity'));
export const cursorValue = fc.oneof(
  fc.tuple(isoInstant, fc.integer()).map(([d, id]) => Buffer.from(JSON.stringify([d, id])).toString('base64url')),
  fc.base64String({ maxLength: 60 }),
  anyText,
);
export const tokenValue = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), anyText);

/**
 * An app serving tinyWebBuild (no mail worker, no rate limits), for the enclosing describe block: made before
 * its tests, closed after them with its database and web build removed. Read `app` inside the tests.
 */
export function useAppOnTinyWebBuild(database: TestDatabase): { app: FastifyInstance } {
  const state = {} as { app: FastifyInstance };
  // A home page and a not-found page, so page paths reach the static plugin.
  const web = tinyWebBuild({ '': 'Home', '404': 'Page Not Found' });
  beforeAll(async () => {
    state.app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off', RATE_LIMITS: 'off', WEB_DIST: web });
  });
  afterAll(async () => {
    await state.app?.close();
    await database.cleanup();
    fs.rmSync(web, { recursive: true, force: true });
  });
  return state;
}

/** Paths of many slashes: what the finding sent, and the shapes around it. */
export function slashyPaths(n: number): string[] {
  return ['/'.repeat(n), `/a${'/'.repeat(n)}`, `/a${'/'.repeat(n)}x`, `/api${'/'.repeat(n)}x`, `/admin${'/'.repeat(n)}signup`, '/a/'.repeat(n / 3)];
}
