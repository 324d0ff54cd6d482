import type { LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/database';

/**
 * What every answer must be, whatever was sent (docs/decisions/006-api-errors.md):
 * never a 5xx, never a stack trace or driver text, and every API error in the one JSON shape.
 */

/** Signs that internals reached the client: stack frames, file paths, driver and framework errors. */
const LEAK_PATTERNS = [
  /\n\s+at \S[^\n]*[(:]\d*/,
  /node_modules/,
  /\.[cm]?[tj]s:\d+/,
  /SqliteError|SQLITE_[A-Z]/,
  /duplicate key|violates .* constraint|syntax error at|relation "|invalid byte sequence/,
  /\/(work|home|root|usr|tmp)\//,
  /FST_ERR_|ERR_[A-Z_]{4,}/,
  /\b(Type|Range|Reference|Syntax)Error\b/,
];

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Internals found in the answer that were not simply echoed from the request (a stored lead echoes its fields). */
function leaks(res: LightMyRequestResponse, sent: SentRequest): string[] {
  const echoed = [sent.url, sent.payload ?? '', ...Object.values(sent.headers)].join('\n');
  // JSON-escaped and decoded forms of what was sent count as echoes too.
  const echoedForms = [echoed, JSON.stringify(echoed), safeDecode(sent.url)];
  const answer = [res.body, ...Object.values(res.headers).map(String)].join('\n');
  const found: string[] = [];
  for (const pattern of LEAK_PATTERNS) {
    for (const m of answer.matchAll(new RegExp(pattern.source, 'g'))) {
      if (!echoedForms.some((e) => e.includes(m[0]))) found.push(m[0]);
    }
  }
  return found;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** 'messaging': the test mode's answers, the messaging API's documented { status, code, message } over the one shape. */
export type AnswerKind = 'json' | 'html-or-json' | 'messaging';

/** Every invariant of one answer; returns what is wrong, empty when all holds. */
export function problemsWith(res: LightMyRequestResponse, sent: SentRequest, kind: AnswerKind = 'json'): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const leaked = leaks(res, sent);
  if (leaked.length > 0) problems.push(`internals in the answer: ${JSON.stringify(leaked)}`);
  if (res.statusCode >= 400 && sent.method !== 'HEAD') {
    const type = String(res.headers['content-type'] ?? '');
    const html = type.startsWith('text/html');
    if (kind === 'json' || !html) {
      if (!type.startsWith('application/json')) problems.push(`error answered as ${type || 'no content type'}`);
      else problems.push(...errorShapeProblems(res, kind));
    }
  }
  return problems;
}

/** docs/decisions/006-api-errors.md: { statusCode, error, message, fields? }, error and message the same sentence. */
function errorShapeProblems(res: LightMyRequestResponse, kind: AnswerKind): string[] {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return [`error body is not JSON: ${res.body.slice(0, 200)}`];
  }
  const b = body as Record<string, unknown>;
  const problems: string[] = [];
  if (b.statusCode !== res.statusCode) problems.push(`statusCode ${String(b.statusCode)} in a ${res.statusCode} answer`);
  if (typeof b.error !== 'string' || b.error.length === 0 || b.error !== b.message) problems.push(`error/message not one sentence: ${res.body.slice(0, 200)}`);
  // docs/decisions/034-test-mode.md: test mode adds the messaging API's status and documented code.
  // A request refused before it reaches a route (a malformed or overlong address) gets the plain shape.
  const messaging = kind === 'messaging' && ('code' in b || 'status' in b);
  const keys = messaging ? ['statusCode', 'error', 'message', 'status', 'code'] : ['statusCode', 'error', 'message', 'fields'];
  if (messaging && (b.status !== 'error' || typeof b.code !== 'string')) problems.push(`no documented code: ${res.body.slice(0, 200)}`);
  const extra = Object.keys(b).filter((k) => !keys.includes(k));
  if (extra.length > 0) problems.push(`unexpected keys ${extra.join(', ')}: ${res.body.slice(0, 200)}`);
  if (b.fields !== undefined && (typeof b.fields !== 'object' || b.fields === null || Object.values(b.fields).some((v) => typeof v !== 'string'))) {
    problems.push(`fields is not a map of sentences: ${JSON.stringify(b.fields)}`);
  }
  return problems;
}

/**
 * A fingerprint of everything a request could have written: row counts of every table plus
 * the states a request can flip (revoked sessions, subscriber statuses, site settings).
 * Equal before and after means the request stored nothing.
 */
export async function fingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`
    select
      (select count(*) from contact_requests) as contacts,
      (select count(*) from demo_requests) as demos,
      (select count(*) from users) as users,
      (select count(*) from admins) as admins,
      (select count(*) from sessions) as sessions,
      (select count(*) from sessions where revoked_at is not null) as revoked,
      (select count(*) from subscribers) as subscribers,
      (select count(*) from subscribers where status = 'confirmed') as confirmed,
      (select count(*) from subscribers where status = 'unsubscribed') as unsubscribed,
      (select count(*) from outbox) as outbox,
      (select count(*) from site_settings) as settings,
      (select coalesce(max(value), '') from site_settings where key = 'locked') as locked,
      (select count(*) from test_keys) as test_keys,
      (select count(*) from test_keys where revoked_at is not null) as test_keys_revoked,
      (select count(*) from test_senders) as test_senders,
      (select count(*) from test_templates) as test_templates,
      (select count(*) from test_messages) as test_messages,
      (select count(*) from test_calls) as test_calls,
      (select count(*) from intake_keys) as intake_keys,
      (select count(*) from intake_keys where revoked_at is not null) as intake_keys_revoked
  `.execute(db);
  const row = rows[0] ?? {};
  return Object.entries(row)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
}
