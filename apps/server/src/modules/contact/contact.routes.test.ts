import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectFieldErrors } from '../../test/api-errors';
import { createTestApp } from '../../test/test-app';
import { signedInAdmin } from '../../test/admin-session';
import { testDatabases } from '../../test/databases';
import { expectStoredInE164 } from '../../test/leads';

const valid = { name: 'Asha Rao', email: 'asha@example.com', contact: '+91 98765 43210', question: 'Can you send OTPs in Hindi?' };

describe.each(testDatabases())('POST /api/contact on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // The worker is off: these tests look at the outbox rows themselves (mail/outbox.test.ts delivers them).
    app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off', RATE_LIMITS: 'off', SALES_EMAIL: 'leads@tarang.example.com' });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  const post = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.inject({ method: 'POST', url: '/api/contact', headers, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const count = async () => (await app.database.db.selectFrom('contact_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  /** Every field's message when it is missing, in the form's order (product §5, word for word). */
  const required = {
    name: 'Name is required',
    email: 'Email is required',
    contact: 'Contact is required',
    question: 'Question is required',
  };
  const mailCount = async () => Number((await app.database.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  test('a valid question is stored and answered with the stored record', async () => {
    const before = Number(await count());
    const res = await post({ ...valid, extra: 'ignored' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210', question: valid.question });
    expect(body).not.toHaveProperty('extra');
    expect(typeof body.id).toBe('number');
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(Number(await count())).toBe(before + 1);
    const row = await app.database.db.selectFrom('contact_requests').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Asha Rao', contact: '9876543210' });
  });

  test('a stored question queues one e-mail to the sales inbox with every field', async () => {
    const mailsBefore = await mailCount();
    const res = await post({ ...valid, name: 'Vikram Shah', question: 'Do you support  DLT\ntemplates for OTP?' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(await mailCount()).toBe(mailsBefore + 1);
    const mail = await app.database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'contact-question', to_address: 'leads@tarang.example.com', status: 'pending', attempts: 0 });
    expect(mail.subject).toBe('New contact question: Vikram Shah');
    for (const value of ['Vikram Shah', 'asha@example.com', '9876543210', 'Do you support  DLT\ntemplates for OTP?', `contact request #${id}`]) {
      expect(mail.text_body).toContain(value);
    }
    expect(JSON.parse(mail.headers!)).toEqual({ 'Reply-To': 'asha@example.com' });
  });

  test('a USA or UK number sent with its country is stored in E.164, and the admin list shows it as stored', async () => {
    for (const [country, typed, e164] of [
      ['US', '(201) 555-0123', '+12015550123'],
      ['UK', '07400 123456', '+447400123456'],
    ] as const) {
      const res = await post({ ...valid, email: `${country.toLowerCase()}@example.com`, contact: typed, country });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ contact: e164 });
      expect(res.json()).not.toHaveProperty('country');
      const row = await app.database.db.selectFrom('contact_requests').select('contact').where('id', '=', res.json().id).executeTakeFirstOrThrow();
      expect(row.contact).toBe(e164);
    }
    const { token } = await signedInAdmin(app, 'country-admin@example.com');
    const list = await app.inject({ method: 'GET', url: '/api/contact/all?q=uk%40example.com', headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ email: 'uk@example.com', contact: '+447400123456' })]);
  });

  test('a full international number is accepted whatever the country chosen, and stored in E.164 (decision 045)', async () => {
    await expectStoredInE164(app, 'contact_requests', (fields) => post({ ...valid, ...fields }), 'intl', [
      ['IN', '+1 415 555 2671', '+14155552671'],
      ['US', '+44 7400 123456', '+447400123456'],
      ['UK', '+1 415 555 2671', '+14155552671'],
    ]);
  });

  test('a number that is not one of the chosen country is refused with that country’s message, and nothing is stored', async () => {
    const before = Number(await count());
    const usa = await post({ ...valid, contact: '98765 43210', country: 'US' });
    expect(usa.statusCode).toBe(400);
    expect(usa.json().fields).toEqual({ contact: 'Invalid contact number for USA' });
    const uk = await post({ ...valid, contact: '07400 12345', country: 'UK' });
    expect(uk.json().fields).toEqual({ contact: 'Invalid contact number for UK' });
    // India keeps the spec's message, named or not.
    expect((await post({ ...valid, contact: '(201) 555-0123', country: 'IN' })).json().fields).toEqual({ contact: 'Invalid contact number, Must be 10 digits' });
    expect((await post({ ...valid, country: 'GB' })).json().fields).toEqual({ country: 'Choose India, USA or UK' });
    expect(Number(await count())).toBe(before);
  });

  test('an empty body gets every field message and stores nothing', async () => {
    const before = Number(await count());
    const mailsBefore = await mailCount();
    expectFieldErrors(await post({}), 'Please correct the highlighted fields.', required);
    expect(Number(await count())).toBe(before);
    expect(await mailCount()).toBe(mailsBefore);
  });

  test('each rule answers its exact spec message', async () => {
    const res = await post({ name: 'Al', email: 'nope', contact: '5876543210', question: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Name must be at least 3 characters long',
      email: 'Invalid email format',
      contact: 'Invalid contact number, Must be 10 digits',
      question: 'Quesion must be atleast 10 characters long',
    });
  });

  test('wrong types are rejected, not coerced', async () => {
    const res = await post({ name: 123, email: true, contact: 9876543210, question: { q: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(Object.keys(required));
  });

  test.each([['null'], ['"a string"'], ['[1,2]'], ['42']])('a JSON body %s is treated as empty', async (raw) => {
    const res = await post(raw);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(Object.keys(required));
  });

  test('malformed JSON is a 400 and stores nothing', async () => {
    const before = Number(await count());
    const res = await post('{"name": "Asha",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'The request body is not valid JSON.' });
    expect(Number(await count())).toBe(before);
  });

  test('a body that is not JSON is a 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('name=Asha', { 'content-type': type });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Send the request body as application/json.');
    }
  });

  test('a body over 64 KB is a 413 and stores nothing', async () => {
    const before = Number(await count());
    const res = await post({ ...valid, question: 'x'.repeat(65 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large (64 KB at most).');
    expect(Number(await count())).toBe(before);
  });

  test('SQL in a field is stored verbatim', async () => {
    const question = "Robert'); DROP TABLE contact_requests;--";
    const res = await post({ ...valid, question });
    expect(res.statusCode).toBe(201);
    const row = await app.database.db.selectFrom('contact_requests').select('question').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.question).toBe(question);
  });

  test('answers never carry a stack trace', async () => {
    const res = await post('{"a":');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
