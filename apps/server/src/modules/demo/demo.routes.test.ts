import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lookingForOptions } from '@tarang/shared/demo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ConnectOptions } from '../../db/connect';
import { drainOutbox, type OutboxLog } from '../../mail/outbox';
import { createMailTransport } from '../../mail/transport';
import { expectFieldErrors } from '../../test/api-errors';
import { testDatabases } from '../../test/databases';
import { closedPort, startSmtpServer } from '../../test/smtp-server';
import { createTestApp } from '../../test/test-app';
import { manualClock } from '../../test/manual-clock';
import { createLeadRepository } from '../leads/lead.repository';
import { demoRequest, expectStoredInE164 } from '../../test/leads';

const valid = demoRequest();

const SALES = 'leads@tarang.example.com';
const quiet: OutboxLog = { info: () => {}, warn: () => {}, error: () => {} };
const json = { 'content-type': 'application/json' };

describe.each(testDatabases())('POST /api/demo on $name', (database) => {
  let db: ConnectOptions;
  let app: FastifyInstance;
  const apps: FastifyInstance[] = [];

  /** An app on this suite's database; the worker is off so tests drive the outbox by hand. */
  const open = async (env: Record<string, string> = {}) => {
    const a = await createTestApp(db, { MAIL_WORKER: 'off', RATE_LIMITS: 'off', SALES_EMAIL: SALES, ...env });
    apps.push(a);
    return a;
  };

  beforeAll(async () => {
    db = await database.createMigrated();
    app = await open();
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await database.cleanup();
  });

  const post = (payload: unknown, target = app, headers: Record<string, string> = json) =>
    target.inject({ method: 'POST', url: '/api/demo', headers, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const counts = async () => {
    const n = async (table: 'demo_requests' | 'outbox') =>
      Number((await app.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { demos: await n('demo_requests'), mails: await n('outbox') };
  };
  const lastMail = () => app.database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  test('a complete request is stored with its sales notification and answered 201 with the spec message', async () => {
    const before = await counts();
    const res = await post({ ...valid, name: '  Asha Rao ', role: 'superuser' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Request submitted successfully.' });
    expect(await counts()).toEqual({ demos: before.demos + 1, mails: before.mails + 1 });

    const row = await app.database.db.selectFrom('demo_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...valid });
    expect(row).not.toHaveProperty('role');

    const mail = await lastMail();
    expect(mail).toMatchObject({ kind: 'demo-request', to_address: SALES, status: 'pending', attempts: 0 });
    expect(mail.subject).toBe('New demo request: Acme Retail Pvt Ltd (WHATSAPP API)');
    for (const value of Object.values(valid)) expect(mail.text_body).toContain(value);
    expect(mail.text_body).toContain(`demo request #${row.id}`);
    expect(mail.text_body).not.toContain('superuser');
    expect(JSON.parse(mail.headers!)).toEqual({ 'Reply-To': 'asha@example.com' });
  });

  test.each(lookingForOptions.map((o) => [o]))('looking for %j is accepted', async (lookingfor) => {
    expect((await post({ ...valid, lookingfor })).statusCode).toBe(201);
  });

  test('a USA or UK number sent with its country is stored in E.164; one of another country is refused', async () => {
    await expectStoredInE164(app, 'demo_requests', (fields) => post({ ...valid, ...fields }), 'demo', [
      ['US', '+1 201-555-0123', '+12015550123'],
      ['UK', '07400 123456', '+447400123456'],
    ]);
    const refused = await post({ ...valid, email: 'demo-bad@example.com', contact: '98765 43210', country: 'US' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Please fill all your information.', fields: { contact: 'Invalid contact number for USA' } });
    const stored = await app.database.db.selectFrom('demo_requests').select('id').where('email', '=', 'demo-bad@example.com').execute();
    expect(stored).toEqual([]);
    // India's demo contact stays only required, sent with IN or with no country at all.
    expect((await post({ ...valid, email: 'demo-in@example.com', contact: '12345', country: 'IN' })).statusCode).toBe(201);
  });

  test('an empty form gets every field message and the modal sentence, and stores nothing', async () => {
    const before = await counts();
    expectFieldErrors(await post({}), 'Please fill all your information.', {
      name: 'Full Name is required',
      email: 'Email is required',
      contact: 'Contact is required',
      businessname: 'Business Name is required',
      jobfunction: 'Job Function is required',
      lookingfor: 'lookingfor is required',
      message: 'Message is required',
    });
    expect(await counts()).toEqual(before);
  });

  test.each([
    { field: 'name', why: 'blank', value: '   ', expected: 'Full Name is required' },
    { field: 'email', why: 'without a dot in the domain', value: 'asha@example', expected: 'Email address is invalid' },
    { field: 'email', why: 'with spaces', value: 'not an email', expected: 'Email address is invalid' },
    { field: 'contact', why: 'empty', value: '', expected: 'Contact is required' },
    { field: 'businessname', why: 'a tab', value: '\t', expected: 'Business Name is required' },
    { field: 'jobfunction', why: 'not a choice', value: 'manager', expected: 'Job Function is required' },
    { field: 'lookingfor', why: 'not a choice', value: 'FAX', expected: 'lookingfor is required' },
    { field: 'lookingfor', why: 'a choice in the wrong case', value: 'sms', expected: 'lookingfor is required' },
    { field: 'message', why: 'blank', value: '  ', expected: 'Message is required' },
    { field: 'name', why: '101 characters', value: 'x'.repeat(101), expected: 'This field is too long' },
    { field: 'message', why: '5001 characters', value: 'x'.repeat(5001), expected: 'This field is too long' },
  ])('$field $why answers "$expected" and stores nothing', async ({ field, value, expected }) => {
    const before = await counts();
    const res = await post({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please fill all your information.', fields: { [field]: expected } });
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  test('wrong types are refused, not coerced', async () => {
    const res = await post({ name: 1, email: ['a@b.co'], contact: 9876543210, businessname: {}, jobfunction: true, lookingfor: null, message: 42 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toHaveLength(7);
  });

  test.each([['null'], ['"a string"'], ['[1,2]']])('a JSON body %s is treated as empty', async (raw) => {
    const res = await post(raw);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toHaveLength(7);
  });

  test('malformed JSON is a 400 and stores nothing', async () => {
    const before = await counts();
    const res = await post('{"name": "Asha",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'The request body is not valid JSON.' });
    expect(await counts()).toEqual(before);
  });

  test('a body that is not JSON is a 415', async () => {
    const res = await post('name=Asha', app, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the request body as application/json.');
  });

  test('a body over 64 KB is a 413 and stores nothing', async () => {
    const before = await counts();
    const res = await post({ ...valid, message: 'x'.repeat(65 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large (64 KB at most).');
    expect(await counts()).toEqual(before);
  });

  test("the demo's invalid-input sentence does not leak to other forms", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: '{}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please correct the highlighted fields.');
  });

  test('a lead and its mail commit together: when the mail cannot be queued, the lead is not stored', async () => {
    const before = await counts();
    const repo = createLeadRepository(app.database.db, 'demo_requests');
    await expect(
      repo.inTransaction(async (tx) => {
        await tx.insert({ ...valid, jobfunction: 'support', lookingfor: 'SMS' }, new Date());
        // NOT NULL violation on to_address: the outbox insert fails inside the transaction.
        await tx.queueMail({ kind: 'demo-request', to: null as unknown as string, subject: 's', text: 't', html: '<p>t</p>' }, new Date());
      }),
    ).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });

  test('the notification reaches a real SMTP server with the sales recipient and subject', async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, mailFrom: 'Tarang Cloud <no-reply@tarang.example.com>', dataDir: db.dataDir });
    try {
      await drainOutbox({ db: app.database.db, dialect: app.database.dialect, transport, log: quiet }); // earlier tests' mail
      const sentBefore = smtp.messages.length;
      expect((await post({ ...valid, businessname: 'Zenith Foods', lookingfor: 'OTP SMS' })).statusCode).toBe(201);
      expect(await drainOutbox({ db: app.database.db, dialect: app.database.dialect, transport, log: quiet })).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const received = (await smtp.waitFor(sentBefore + 1))[sentBefore]!;
      expect(received.to).toEqual([SALES]);
      expect(received.header('subject')).toBe('New demo request: Zenith Foods (OTP SMS)');
      expect(received.header('reply-to')).toBe('asha@example.com');
      expect(received.body).toContain(valid.message);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  test('with the SMTP server down the lead is kept and its mail waits; once it is up, a later pass delivers it exactly once', async () => {
    const port = await closedPort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const transport = createMailTransport({ smtpUrl, mailFrom: 'Tarang Cloud <no-reply@tarang.example.com>', dataDir: db.dataDir });
    const deps = { db: app.database.db, dialect: app.database.dialect, transport, log: quiet };
    await app.database.db.updateTable('outbox').set({ status: 'sent' }).where('status', '=', 'pending').execute(); // earlier tests' mail

    const res = await post({ ...valid, businessname: 'Outage Traders' });
    expect(res.statusCode).toBe(201);
    const stored = await app.database.db.selectFrom('demo_requests').select('id').where('businessname', '=', 'Outage Traders').execute();
    expect(stored).toHaveLength(1);

    // The app stamped the mail with the real time: the test's clock starts there and is moved by hand.
    const clock = manualClock(new Date());
    expect(await drainOutbox(deps, { clock })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await lastMail();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtpServer(port);
    try {
      // Still inside the 30 s backoff: nothing is tried yet.
      await clock.advance(10_000);
      expect(await drainOutbox(deps, { clock })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      await clock.advance(21_000);
      expect(await drainOutbox(deps, { clock })).toEqual({ sent: 1, retrying: 0, failed: 0 });
      await clock.advance(3_600_000);
      expect(await drainOutbox(deps, { clock })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      // A pass answers only after the SMTP server accepted its messages: what arrived is all there is.
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.header('subject')).toBe('New demo request: Outage Traders (WHATSAPP API)');
      expect(await lastMail()).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  test('with no SMTP_URL the notification is written as an .eml file under DATA_DIR/outbox', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-eml-'));
    try {
      const local = await open({ DATA_DIR: dataDir });
      expect((await post({ ...valid, businessname: 'File Only Ltd' }, local)).statusCode).toBe(201);
      const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'Tarang Cloud <no-reply@tarang.example.com>', dataDir });
      await drainOutbox({ db: local.database.db, dialect: local.database.dialect, transport, log: quiet });
      const id = (await local.database.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
      const eml = fs.readFileSync(path.join(dataDir, 'outbox', `${id}-demo-request.eml`), 'utf8');
      expect(eml).toMatch(/(^|\r\n)To: leads@tarang\.example\.com\r\n/);
      expect(eml).toMatch(/(^|\r\n)Subject: New demo request: File Only Ltd \(WHATSAPP API\)\r\n/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('with the worker on, the app delivers the notification by itself', async () => {
    const smtp = await startSmtpServer();
    await app.database.db.updateTable('outbox').set({ status: 'sent' }).where('status', '=', 'pending').execute();
    const live = await createTestApp(db, { MAIL_WORKER: 'on', RATE_LIMITS: 'off', SALES_EMAIL: SALES, SMTP_URL: smtp.url });
    try {
      await live.ready();
      expect((await post({ ...valid, businessname: 'Right Away Co' }, live)).statusCode).toBe(201);
      const [received] = await smtp.waitFor(1);
      expect(received!.header('subject')).toBe('New demo request: Right Away Co (WHATSAPP API)');
    } finally {
      await live.close();
      await smtp.close();
    }
  });

  test('the form is rate-limited like every form', async () => {
    const limited = await open({ RATE_LIMITS: 'on' });
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await post({}, limited)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
