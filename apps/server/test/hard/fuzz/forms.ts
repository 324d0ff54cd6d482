import { contactRequestSchemaFor } from '@tarang/shared/contact';
import { demoRequestSchemaFor, demoToasts } from '@tarang/shared/demo';
import { parseForeignPhone } from '@tarang/shared/foreign-phone';
import { subscribeMessages, subscribeSchema, subscribeToasts } from '@tarang/shared/subscribe';
import fc from 'fast-check';
import { type AuthChoice, body, type BodySpec, contactBody, contentType, demoBody, extraHeaders, queryOf, subscribeBody, tokenValue } from '../inputs';
import { endpoint, get, post } from './arbitraries';
import { same, validationModel } from './model';
import type { Target } from './target';

// The public forms: a contact question, a demo request, a newsletter subscription and its e-mail links.

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

// Decision 030: the same answer whatever state the address is in.
const subscribeModel = validationModel(
  subscribeSchema,
  async (_data, res) =>
    res.statusCode === 200 && same(res.json(), { message: subscribeMessages.subscribed }) ? [] : [`a valid address answered ${res.statusCode} ${res.body.slice(0, 100)}`],
  subscribeToasts.failure,
);

/**
 * An e-mail link (confirm, unsubscribe): the page a person opens with GET, and the POST its button (or a
 * mail client's one-click unsubscribe, RFC 8058, whose form body is `oneClick`) sends; both answer HTML or JSON.
 */
function emailLinkTargets(path: string, oneClick: string): Target[] {
  return [
    { ...endpoint('GET', path), requests: get(path, queryOf({ token: tokenValue })), allowed: [200, 400], kind: 'html-or-json' },
    {
      ...endpoint('POST', path),
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

export const formTargets: Target[] = [
  { ...endpoint('POST', '/api/contact'), requests: post('/api/contact', contactBody), allowed: [201, 400, 413, 415], writes: true, model: contactModel },
  { ...endpoint('POST', '/api/demo'), requests: post('/api/demo', demoBody), allowed: [201, 400, 413, 415], writes: true, model: demoModel },
  {
    ...endpoint('POST', '/api/email/send-subscribe'),
    requests: post('/api/email/send-subscribe', subscribeBody),
    allowed: [200, 400, 413, 415],
    writes: true,
    model: subscribeModel,
  },
  ...emailLinkTargets('/api/email/confirm', ''),
  ...emailLinkTargets('/api/email/unsubscribe', 'List-Unsubscribe=One-Click'),
];
