import { contactRequestSchemaFor } from '@tarang/shared/contact';
import { demoRequestSchemaFor } from '@tarang/shared/demo';
import { parseForeignPhone } from '@tarang/shared/foreign-phone';
import { intakeMessages, intakePaths, intakeSource } from '@tarang/shared/intake';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { ZodType } from 'zod';
import { hashToken } from '../../../src/modules/auth/tokens';
import { adminMostly, anyText, type AuthChoice, body, contactBody, contentType, demoBody, extraHeaders, field, tokenValue } from '../inputs';
import { command, endpoint, get, noQuery, post } from './arbitraries';
import { same, validationModel } from './model';
import type { Context, RequestSpec, Target } from './target';

// docs/decisions/041-lead-intake-keys.md: the other systems' lead calls, with a live, revoked, unknown or
// no key, and the Integrations page's key management.

/** The keys the lead calls present; `before` makes the first live and the second revoked. */
const LIVE_KEY = `tci_${'L'.repeat(43)}`;
const REVOKED_KEY = `tci_${'R'.repeat(43)}`;
const KEY_NAME = 'Fuzz partner';

async function restoreKeys(ctx: Context) {
  const db = ctx.app.database.db;
  await db.deleteFrom('intake_keys').where('key_hash', 'in', [hashToken(LIVE_KEY), hashToken(REVOKED_KEY)]).execute();
  // A name the management target may have taken is freed for the live key.
  await db.updateTable('intake_keys').set({ revoked_at: new Date().toISOString() }).where('name', '=', KEY_NAME).where('revoked_at', 'is', null).execute();
  const at = new Date().toISOString();
  await db
    .insertInto('intake_keys')
    .values([
      { name: KEY_NAME, key_hash: hashToken(LIVE_KEY), key_prefix: 'tci_LLLL…', created_at: at },
      { name: 'Fuzz former partner', key_hash: hashToken(REVOKED_KEY), key_prefix: 'tci_RRRR…', created_at: at, revoked_at: at },
    ])
    .execute();
}

/** The Authorization header: mostly the live key, else a revoked, unknown or malformed one, another scheme or none. */
const intakeAuthorization = fc.oneof(
  { weight: 8, arbitrary: fc.constant<string | undefined>(`Bearer ${LIVE_KEY}`) },
  { weight: 1, arbitrary: fc.constantFrom<string | undefined>(`Bearer ${REVOKED_KEY}`, `Bearer tci_${'U'.repeat(43)}`, `bearer   ${LIVE_KEY}  `, `Basic ${LIVE_KEY}`, `Bearer ${LIVE_KEY}x`, undefined) },
  { weight: 1, arbitrary: tokenValue.map((t) => `Bearer ${t}`) },
);

function intakeCall(path: string, shape: fc.Arbitrary<unknown>): fc.Arbitrary<RequestSpec> {
  return fc.record({
    method: fc.constant('POST'),
    path: fc.constant(path),
    auth: fc.constant<AuthChoice>('none'),
    headers: fc.tuple(extraHeaders, intakeAuthorization).map(([headers, authorization]) => ({ ...headers, ...(authorization === undefined ? {} : { authorization }) })),
    contentType,
    body: body(shape),
  });
}

/** Only the live key passes; with it, the form's schema decides and a valid lead is stored with the key's name as its source. */
function intakeModel(schema: ZodType, table: 'demo_requests' | 'contact_requests', fields: string[]) {
  const byForm = validationModel(schema, async (data, res, ctx) => {
    if (res.statusCode !== 201) return [`a valid lead with a live key answered ${res.statusCode} ${res.body.slice(0, 100)}`];
    const { id, message } = res.json<{ id: number; message: string }>();
    const row = await ctx.app.database.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    const problems: string[] = [];
    if (message !== intakeMessages.received) problems.push(`answered ${res.body.slice(0, 100)}`);
    const stored = row && Object.fromEntries(fields.map((f) => [f, (row as Record<string, unknown>)[f]]));
    if (!same(stored, Object.fromEntries(fields.map((f) => [f, data[f]])))) problems.push(`stored ${JSON.stringify(stored)?.slice(0, 200)} for ${JSON.stringify(data).slice(0, 200)}`);
    if (row?.utm_source !== intakeSource(KEY_NAME) || row.spam !== 0) problems.push(`stored source ${row?.utm_source}, spam ${row?.spam}`);
    return problems;
  });
  return async (spec: RequestSpec, res: LightMyRequestResponse, ctx: Context) => {
    const live = /^bearer\s+(\S+)\s*$/i.exec(spec.headers.authorization ?? '')?.[1] === LIVE_KEY;
    if (!live) return res.statusCode === 401 ? [] : [`a call without a live key answered ${res.statusCode}`];
    return byForm(spec, res, ctx);
  };
}

/** A lead call's target: any request with any key; with the live key, the form's schema as the model. */
function leadCallTarget(path: string, shape: fc.Arbitrary<unknown>, schema: ZodType, table: 'demo_requests' | 'contact_requests', fields: string[]): Target {
  return {
    ...endpoint('POST', path),
    requests: intakeCall(path, shape),
    allowed: [201, 400, 401, 413, 415],
    writes: true,
    before: restoreKeys,
    model: intakeModel(schema, table, ['name', 'email', 'contact', ...fields]),
  };
}

export const intakeTargets: Target[] = [
  leadCallTarget(intakePaths.demo, demoBody, demoRequestSchemaFor(parseForeignPhone), 'demo_requests', ['businessname', 'jobfunction', 'lookingfor', 'message']),
  leadCallTarget(intakePaths.contact, contactBody, contactRequestSchemaFor(parseForeignPhone), 'contact_requests', ['question']),
  { ...endpoint('GET', intakePaths.keys), requests: get(intakePaths.keys, noQuery, adminMostly), allowed: [200, 401, 403] },
  {
    ...endpoint('POST', intakePaths.keys),
    requests: post(intakePaths.keys, fc.record({ name: field(fc.oneof(fc.constantFrom(KEY_NAME, 'Event app', ' ', 'x'.repeat(61)), anyText)) }, { requiredKeys: [] }), adminMostly),
    allowed: [201, 400, 401, 403, 409, 413, 415],
    writes: true,
  },
  command('POST', intakePaths.revoke(':id'), [200, 400, 401, 403, 404, 409, 413, 414, 415], adminMostly),
];
