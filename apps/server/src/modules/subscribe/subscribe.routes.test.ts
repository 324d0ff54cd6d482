import { createHash } from 'node:crypto';
import { BRAND_NAME } from '@tarang/shared/brand';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ConnectOptions } from '../../db/connect';
import { drainOutbox } from '../../mail/outbox';
import { createMailTransport } from '../../mail/transport';
import { testDatabases } from '../../test/databases';
import { startSmtpServer } from '../../test/smtp-server';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://www.tarang.example.com';
const json = { 'content-type': 'application/json' };
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// docs/decisions/030: one answer whatever the address's state.
const ANSWER = { message: 'Thanks! If this address still needs to confirm, a confirmation e-mail is on its way.' };

describe.each(testDatabases())('newsletter subscription on $name', (database) => {
  let db: ConnectOptions;
  let app: FastifyInstance;
  const clock = manualClock();

  beforeAll(async () => {
    db = await database.createMigrated();
    app = await createTestApp(db, { MAIL_WORKER: 'off', RATE_LIMITS: 'off', PUBLIC_URL }, { clock });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  const subscribe = (payload: unknown, headers: Record<string, string> = json) =>
    app.inject({ method: 'POST', url: '/api/email/send-subscribe', headers, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const subscribers = (email: string) =>
    app.database.db.selectFrom('subscribers').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute();
  /** The status of the address's one row. */
  const statusOf = async (email: string) => (await subscribers(email))[0]!.status;
  const mailsTo = (email: string) => app.database.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  const counts = async () => {
    const n = async (table: 'subscribers' | 'outbox') =>
      Number((await app.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { subscribers: await n('subscribers'), mails: await n('outbox') };
  };
  /** The token in the latest confirmation e-mail to this address. */
  const latestToken = async (email: string) => {
    const mails = await mailsTo(email);
    const m = mails.filter((mail) => mail.kind === 'subscribe-confirm').at(-1)?.text_body.match(/\/api\/email\/confirm\?token=([\w-]{43})/);
    if (!m?.[1]) throw new Error(`no confirmation link for ${email}`);
    return m[1];
  };
  const get = (path: string, token: string) => app.inject({ method: 'GET', url: `${path}?token=${encodeURIComponent(token)}` });
  /** The confirmation page's button. */
  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: `/api/email/confirm?token=${encodeURIComponent(token)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  const oneClick = (token: string, headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }, payload = 'List-Unsubscribe=One-Click') =>
    app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`, headers, payload });

  const expectPage = (res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, title: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(res.body).toContain(`<h1>${title}</h1>`);
    expect(res.body).toContain(BRAND_NAME);
    expect(res.body).toContain('href="/"');
    expect(res.body).not.toMatch(/<script/i);
  };
  /** Opening a link only asks (mail scanners fetch every link): the page's question and a button that POSTs to the same link. */
  const expectAsks = async (path: string, token: string, title: string, button: string) => {
    const ask = await get(path, token);
    expectPage(ask, 200, title);
    expect(ask.body).toContain(`<form method="post" action="${path}?token=${token}">`);
    expect(ask.body).toContain(`<button class="button" type="submit">${button}</button>`);
  };

  test('a new address is stored once as pending and gets a confirmation e-mail with both links', async () => {
    const res = await subscribe({ email: '  Neha@Example.com ', extra: 'ignored' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ANSWER);

    const [row, ...more] = await subscribers('neha@example.com');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ email: 'Neha@Example.com', status: 'pending', confirmed_at: null, unsubscribed_at: null });
    expect(row).not.toHaveProperty('extra');

    const [mail] = await mailsTo('Neha@Example.com');
    expect(mail).toMatchObject({ kind: 'subscribe-confirm', status: 'pending', subject: `Please confirm your ${BRAND_NAME} newsletter subscription` });
    const token = await latestToken('Neha@Example.com');
    expect(mail!.text_body).toContain(`${PUBLIC_URL}/api/email/confirm?token=${token}`);
    expect(mail!.text_body).toContain(`${PUBLIC_URL}/api/email/unsubscribe?token=${token}`);
    expect(JSON.parse(mail!.headers!)).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only the hash is stored.
    expect(row!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  test('a pending address gets at most one confirmation e-mail a day, whoever asks, and its link keeps working', async () => {
    await subscribe({ email: 'repeat@example.com' });
    const first = await latestToken('repeat@example.com');
    for (let i = 0; i < 3; i++) {
      const res = await subscribe({ email: i % 2 ? 'REPEAT@example.com' : 'repeat@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(ANSWER);
    }
    expect(await subscribers('repeat@example.com')).toHaveLength(1);
    expect(await mailsTo('repeat@example.com')).toHaveLength(1);
    await clock.advance(DAY - 1000);
    await subscribe({ email: 'repeat@example.com' });
    expect(await mailsTo('repeat@example.com')).toHaveLength(1);
    // A day after the last e-mail, a repeat sends a fresh link that replaces the old one.
    await clock.advance(1000);
    await subscribe({ email: 'repeat@example.com' });
    expect(await mailsTo('repeat@example.com')).toHaveLength(2);
    const second = await latestToken('repeat@example.com');
    expect(second).not.toBe(first);
    expectPage(await get('/api/email/confirm', first), 400, 'This link is not valid');
    expectPage(await confirm(second), 200, 'Subscription confirmed');
  });

  test('the answer is the same for a new, pending, confirmed and unsubscribed address', async () => {
    await subscribe({ email: 'same-pending@example.com' });
    await subscribe({ email: 'same-confirmed@example.com' });
    await confirm(await latestToken('same-confirmed@example.com'));
    await subscribe({ email: 'same-gone@example.com' });
    await oneClick(await latestToken('same-gone@example.com'));
    const answers = await Promise.all(
      ['same-new@example.com', 'same-pending@example.com', 'same-confirmed@example.com', 'same-gone@example.com'].map(async (email) => {
        const res = await subscribe({ email });
        return { status: res.statusCode, body: res.body, type: res.headers['content-type'] };
      }),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(JSON.parse(answers[0]!.body)).toEqual(ANSWER);
  });

  test('the same new address sent many times at once is stored once and every answer is 200', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => subscribe({ email: 'race@example.com' })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await subscribers('race@example.com')).toHaveLength(1);
  });

  test('opening the confirmation link only asks; the Confirm button (a POST) confirms', async () => {
    await subscribe({ email: 'confirm@example.com' });
    const token = await latestToken('confirm@example.com');
    // A mail scanner fetching the link twice subscribes nobody.
    for (let i = 0; i < 2; i++) {
      await expectAsks('/api/email/confirm', token, 'Confirm your subscription?', 'Confirm');
      expect(await statusOf('confirm@example.com')).toBe('pending');
    }
    expectPage(await confirm(token), 200, 'Subscription confirmed');
    expect((await subscribers('confirm@example.com'))[0]).toMatchObject({ status: 'confirmed', confirmed_at: expect.anything() });

    expectPage(await get('/api/email/confirm', token), 200, 'You are already subscribed');
    expectPage(await confirm(token), 200, 'You are already subscribed');

    // A confirmed address subscribing again gets the same answer and no more mail.
    const mailsBefore = (await mailsTo('confirm@example.com')).length;
    const again = await subscribe({ email: 'confirm@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(ANSWER);
    expect(await mailsTo('confirm@example.com')).toHaveLength(mailsBefore);
    expect(await statusOf('confirm@example.com')).toBe('confirmed');
  });

  test('opening the unsubscribe link only asks; the button (a POST) unsubscribes', async () => {
    await subscribe({ email: 'leave@example.com' });
    const token = await latestToken('leave@example.com');
    await confirm(token);

    await expectAsks('/api/email/unsubscribe', token, 'Unsubscribe from the newsletter?', 'Unsubscribe');
    expect(await statusOf('leave@example.com')).toBe('confirmed');

    expectPage(await oneClick(token), 200, 'You are unsubscribed');
    expect((await subscribers('leave@example.com'))[0]).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.anything() });

    // Both again: still a friendly answer.
    expectPage(await oneClick(token), 200, 'You are unsubscribed');
    expectPage(await get('/api/email/unsubscribe', token), 200, 'You are unsubscribed');
    // The old confirmation link no longer subscribes.
    expectPage(await get('/api/email/confirm', token), 200, 'This address is unsubscribed');
    expectPage(await confirm(token), 200, 'This address is unsubscribed');
    expect(await statusOf('leave@example.com')).toBe('unsubscribed');
  });

  test('RFC 8058 one-click works as a form, as multipart and with no body; other routes stay JSON-only', async () => {
    for (const [i, how] of (['form', 'multipart', 'none'] as const).entries()) {
      const email = `oneclick${i}@example.com`;
      await subscribe({ email });
      const token = await latestToken(email);
      const res =
        how === 'form'
          ? await oneClick(token)
          : how === 'multipart'
            ? await oneClick(
                token,
                { 'content-type': 'multipart/form-data; boundary=XyZ' },
                '--XyZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XyZ--\r\n',
              )
            : await app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${token}` });
      expect(res.statusCode).toBe(200);
      expect(await statusOf(email)).toBe('unsubscribed');
    }
    const contact = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=x' });
    expect(contact.statusCode).toBe(415);
  });

  test('an unsubscribed address stays unsubscribed until its owner confirms anew, mailed at most once a week', async () => {
    await subscribe({ email: 'back@example.com' });
    const old = await latestToken('back@example.com');
    await confirm(old);
    await oneClick(old);
    // Within a week of the last e-mail, a new request sends nothing and changes nothing.
    await clock.advance(2 * DAY);
    expect((await subscribe({ email: 'back@example.com' })).json()).toEqual(ANSWER);
    expect(await mailsTo('back@example.com')).toHaveLength(1);
    await clock.advance(5 * DAY);
    const res = await subscribe({ email: 'back@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ANSWER);
    expect(await mailsTo('back@example.com')).toHaveLength(2);
    const [row, ...more] = await subscribers('back@example.com');
    expect(more).toEqual([]);
    // Still unsubscribed: only the owner's press of Confirm changes that.
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row!.unsubscribed_at).not.toBeNull();
    const fresh = await latestToken('back@example.com');
    expect(fresh).not.toBe(old);
    // Repeats within the week send nothing more.
    await clock.advance(6 * DAY);
    await subscribe({ email: 'back@example.com' });
    expect(await mailsTo('back@example.com')).toHaveLength(2);
    expectPage(await get('/api/email/confirm', old), 400, 'This link is not valid');
    expectPage(await get('/api/email/confirm', fresh), 200, 'Confirm your subscription?');
    expect(await statusOf('back@example.com')).toBe('unsubscribed');
    expectPage(await confirm(fresh), 200, 'Subscription confirmed');
    expect((await subscribers('back@example.com'))[0]).toMatchObject({ status: 'confirmed', unsubscribed_at: null });
  });

  test('over the per-address mail cap nothing is queued, the answer is unchanged and the sent link still works', async () => {
    // Two sign-up notices (another form) and one confirmation reach the cap of three an hour.
    await app.inject({ method: 'POST', url: '/api/auth/user/signup', headers: json, payload: JSON.stringify({ name: 'Cap', email: 'cap@example.com', password: 'secret1' }) });
    for (let i = 0; i < 2; i++) {
      await app.inject({ method: 'POST', url: '/api/auth/user/signup', headers: json, payload: JSON.stringify({ name: 'Cap', email: 'cap@example.com', password: 'secret1' }) });
    }
    expect((await subscribe({ email: 'cap@example.com' })).json()).toEqual(ANSWER);
    expect(await mailsTo('cap@example.com')).toHaveLength(3);
    await subscribe({ email: 'cap2@example.com' });
    // A pending address due for a new e-mail, but over the cap: nothing is queued, the old link is kept.
    await clock.advance(DAY);
    // One sign-up makes the account; the next three each mail its owner.
    for (let i = 0; i < 4; i++) {
      await app.inject({ method: 'POST', url: '/api/auth/user/signup', headers: json, payload: JSON.stringify({ name: 'Cap', email: 'cap2@example.com', password: 'secret1' }) });
    }
    const link = await latestToken('cap2@example.com');
    expect((await subscribe({ email: 'cap2@example.com' })).json()).toEqual(ANSWER);
    expect(await mailsTo('cap2@example.com')).toHaveLength(4);
    expectPage(await confirm(link), 200, 'Subscription confirmed');
  });

  test.each([
    ['no token', ''],
    ['a malformed token', 'abc<script>'],
    ['a well-formed token nobody was sent', 'A'.repeat(43)],
  ])('%s gets the 400 "not valid" page on every link', async (_why, token) => {
    const url = (p: string) => (token ? `${p}?token=${encodeURIComponent(token)}` : p);
    for (const res of [
      await app.inject({ method: 'GET', url: url('/api/email/confirm') }),
      await app.inject({ method: 'GET', url: url('/api/email/unsubscribe') }),
      await app.inject({ method: 'POST', url: url('/api/email/confirm'), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }),
      await app.inject({ method: 'POST', url: url('/api/email/unsubscribe'), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' }),
    ]) {
      expectPage(res, 400, 'This link is not valid');
      expect(res.body).toContain('The link is incomplete, or a newer e-mail from us has replaced it.');
      expect(res.body).not.toContain('<script');
    }
  });

  test('a token given twice is not valid', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/email/confirm?token=${'A'.repeat(43)}&token=${'B'.repeat(43)}` });
    expectPage(res, 400, 'This link is not valid');
  });

  test.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'neha' }, 'Invalid email format'],
    [{ email: 'neha@example' }, 'Invalid email format'],
    [{ email: 'ne ha@example.com' }, 'Invalid email format'],
    [{ email: 42 }, 'Email is required'],
    [{ email: ['a@b.co'] }, 'Email is required'],
    [{ email: `${'a'.repeat(250)}@x.io` }, 'Invalid email format'],
  ])('%j is a 400 with the field message and stores nothing', async (payload, expected) => {
    const before = await counts();
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    // product §8 "Subscribe": the box shows 'Something went wrong!!' on any failure.
    expect(res.json()).toEqual({ statusCode: 400, error: 'Something went wrong!!', message: 'Something went wrong!!', fields: { email: expected } });
    expect(await counts()).toEqual(before);
  });

  test('malformed JSON, a non-JSON body and an oversize body are refused and store nothing', async () => {
    const before = await counts();
    const malformed = await subscribe('{"email": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    expect((await subscribe('email=a@b.co', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    const big = await subscribe({ email: 'big@example.com', pad: 'x'.repeat(65 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });

  test('the confirmation e-mail reaches a real SMTP server with List-Unsubscribe headers', async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, mailFrom: 'Tarang Cloud <no-reply@tarang.example.com>', dataDir: db.dataDir });
    const deps = { db: app.database.db, dialect: app.database.dialect, transport, log: { info() {}, warn() {}, error() {} } };
    try {
      await app.database.db.updateTable('outbox').set({ status: 'sent' }).where('status', '=', 'pending').execute();
      await subscribe({ email: 'smtp-reader@example.com' });
      const token = await latestToken('smtp-reader@example.com');
      expect((await drainOutbox(deps, { clock })).sent).toBe(1);
      const [received] = await smtp.waitFor(1);
      expect(received!.to).toEqual(['smtp-reader@example.com']);
      expect(received!.header('subject')).toBe(`Please confirm your ${BRAND_NAME} newsletter subscription`);
      expect(received!.header('list-unsubscribe')).toBe(`<${PUBLIC_URL}/api/email/unsubscribe?token=${token}>`);
      expect(received!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(received!.body).toContain(`${PUBLIC_URL}/api/email/confirm?token=${token}`);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
