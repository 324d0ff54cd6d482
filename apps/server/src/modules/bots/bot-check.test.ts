import { BOT_CHALLENGE_PATH, botMessages, notSpamPath } from '@tarang/shared/bot-check';
import { demoToasts } from '@tarang/shared/demo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ConnectOptions } from '../../db/connect';
import { signedInAdmin } from '../../test/admin-session';
import { solveProof } from '../../test/bot-proof';
import { ADAPTIVE_WINDOW_MS, adaptiveMaxNumber } from './bot-check';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';

const contact = { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210', question: 'Can you send OTPs in Hindi?' };
const demo = { name: 'Ravi', email: 'ravi@example.com', contact: '9876543210', businessname: 'Ravi Traders', jobfunction: 'support', lookingfor: 'SMS', message: 'A demo please.' };
const HUMAN_MS = 8000;

// docs/decisions/029-bot-protection.md: the forms' invisible bot check, on both databases.
describe.each(testDatabases())('bot check on $name', (database) => {
  const clock = manualClock();
  let db: ConnectOptions;
  let app: FastifyInstance;
  const apps: FastifyInstance[] = [];
  let token: string;
  // Every call comes from its own address, so the forms' rate limits (on here, as in production) never answer first.
  let address = 0;
  const from = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  const open = async (env: Record<string, string> = {}) => {
    const a = await createTestApp(db, { MAIL_WORKER: 'off', SALES_EMAIL: 'leads@tarang.example.com', ...env }, { clock });
    apps.push(a);
    return a;
  };

  beforeAll(async () => {
    db = await database.createMigrated();
    app = await open();
    token = (await signedInAdmin(app)).token;
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await database.cleanup();
  });

  /** What the browser does: fetch a challenge, solve it, and send it back as base64 JSON. */
  async function proof(target = app): Promise<string> {
    const res = await target.inject({ method: 'GET', url: BOT_CHALLENGE_PATH, remoteAddress: from() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json<{ algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string }>();
    const number = solveProof(challenge);
    expect(number).toBeDefined();
    return Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature })).toString('base64');
  }

  const post = (url: string, payload: object, target = app, remoteAddress = from()) =>
    target.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const rowCount = async (table: 'contact_requests' | 'demo_requests' | 'outbox' | 'users' | 'subscribers') =>
    Number((await app.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const contactRow = (id: number) => app.database.db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** Sends a contact question with `bot` and answers its stored row and how many mails it queued. */
  async function sendContact(bot: object | undefined, email = 'asha@example.com') {
    const mails = await rowCount('outbox');
    const res = await post('/api/contact', { ...contact, email, ...(bot ? { bot } : {}) });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: number }>();
    // Answered exactly like a good one: the record, never a word on the check.
    expect(Object.keys(body).sort()).toEqual(['contact', 'createdAt', 'email', 'id', 'name', 'question']);
    return { row: await contactRow(body.id), mailed: (await rowCount('outbox')) - mails };
  }

  test('a question filled in at human speed with its proof is a lead, and sales gets its e-mail', async () => {
    const altcha = await proof();
    await clock.advance(HUMAN_MS);
    const { row, mailed } = await sendContact({ altcha, hp: '' });
    expect(row).toMatchObject({ spam: 0, spam_reason: null });
    expect(mailed).toBe(1);
  });

  test('without a proof, or with one that cannot be read or is forged, a lead form is a clear 400 that names the challenge call: nothing stored, no e-mail', async () => {
    const leads = await rowCount('contact_requests');
    const mails = await rowCount('outbox');
    const good = await proof();
    await clock.advance(HUMAN_MS);
    const forged = JSON.parse(Buffer.from(good, 'base64').toString('utf8')) as { number: number };
    forged.number += 1;
    for (const bot of [undefined, {}, { hp: '' }, { altcha: 'not base64 json' }, { altcha: Buffer.from(JSON.stringify(forged)).toString('base64') }]) {
      for (const [url, body] of [['/api/contact', contact], ['/api/demo', demo]] as const) {
        const res = await post(url, { ...body, ...(bot ? { bot } : {}) });
        expect(res.statusCode, `${url} ${JSON.stringify(bot)}`).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, error: botMessages.proofRequired, message: botMessages.proofRequired });
        expect(botMessages.proofRequired).toContain(BOT_CHALLENGE_PATH);
      }
    }
    expect(await rowCount('contact_requests')).toBe(leads);
    expect(await rowCount('outbox')).toBe(mails);
  });

  test('with the honeypot filled, too fast, replayed or expired: stored as spam with its reason, answered like a lead, mailed to nobody', async () => {

    const trapped = await proof();
    await clock.advance(HUMAN_MS);
    expect(await sendContact({ altcha: trapped, hp: 'https://spam.example' })).toMatchObject({ row: { spam: 1, spam_reason: 'honeypot' }, mailed: 0 });

    const hasty = await proof();
    await clock.advance(500);
    expect(await sendContact({ altcha: hasty })).toMatchObject({ row: { spam: 1, spam_reason: 'too-fast' }, mailed: 0 });

    const once = await proof();
    await clock.advance(HUMAN_MS);
    expect(await sendContact({ altcha: once })).toMatchObject({ row: { spam: 0 }, mailed: 1 });
    expect(await sendContact({ altcha: once })).toMatchObject({ row: { spam: 1, spam_reason: 'replayed' }, mailed: 0 });

    const stale = await proof();
    await clock.advance(11 * 60 * 1000);
    expect(await sendContact({ altcha: stale })).toMatchObject({ row: { spam: 1, spam_reason: 'expired' }, mailed: 0 });

  });

  test('the minimum fill time and the proof-of-work range are server settings: 3 s and 50,000 unless set, and the challenge tells the form', async () => {
    const defaults = await app.inject({ method: 'GET', url: BOT_CHALLENGE_PATH, remoteAddress: from() });
    expect(defaults.json()).toMatchObject({ maxnumber: 50_000, minFillMs: 3000 });

    const quick = await open({ BOT_MIN_FILL_MS: '200', BOT_MAX_NUMBER: '1000' });
    const challenge = await quick.inject({ method: 'GET', url: BOT_CHALLENGE_PATH, remoteAddress: from() });
    expect(challenge.json()).toMatchObject({ maxnumber: 1000, minFillMs: 200 });
    const sendTo = async (altcha: string) => {
      const res = await post('/api/contact', { ...contact, email: `quick${++address}@example.com`, bot: { altcha, hp: '' } }, quick);
      expect(res.statusCode).toBe(201);
      return quick.database.db.selectFrom('contact_requests').select(['spam', 'spam_reason']).where('id', '=', res.json<{ id: number }>().id).executeTakeFirstOrThrow();
    };
    const hasty = await proof(quick);
    await clock.advance(150);
    expect(await sendTo(hasty)).toEqual({ spam: 1, spam_reason: 'too-fast' });
    const prompt = await proof(quick);
    await clock.advance(250);
    expect(await sendTo(prompt)).toEqual({ spam: 0, spam_reason: null });

    await expect(open({ BOT_MIN_FILL_MS: '-1' })).rejects.toThrow('Invalid configuration: BOT_MIN_FILL_MS');
    await expect(open({ BOT_MAX_NUMBER: '5' })).rejects.toThrow('Invalid configuration: BOT_MAX_NUMBER');
  });

  test('a demo request that fails the check gets the same answer as one that passes, is kept as spam and mailed to nobody', async () => {
    const mails = await rowCount('outbox');
    const hasty = await proof();
    const bot = await post('/api/demo', { ...demo, bot: { altcha: hasty, hp: '' } });
    expect(bot.statusCode).toBe(201);
    expect(await rowCount('outbox')).toBe(mails);
    const altcha = await proof();
    await clock.advance(HUMAN_MS);
    const person = await post('/api/demo', { ...demo, bot: { altcha, hp: '' } });
    expect(person.statusCode).toBe(201);
    expect(person.json()).toEqual(bot.json());
    expect(bot.json()).toEqual({ message: demoToasts.success });
    expect(await rowCount('outbox')).toBe(mails + 1);
    const rows = await app.database.db.selectFrom('demo_requests').select(['spam', 'spam_reason']).orderBy('id').execute();
    expect(rows).toEqual([
      { spam: 1, spam_reason: 'too-fast' },
      { spam: 0, spam_reason: null },
    ]);
  });

  test('an invalid form answers its field errors and costs no proof', async () => {
    const altcha = await proof();
    await clock.advance(HUMAN_MS);
    const bad = await post('/api/contact', { ...contact, question: 'short', bot: { altcha } });
    expect(bad.statusCode).toBe(400);
    expect(await sendContact({ altcha })).toMatchObject({ row: { spam: 0 }, mailed: 1 });
  });

  const list = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return { total: Number(res.headers['x-total-count']), ids: res.json<{ id: number }[]>().map((r) => r.id) };
  };

  test('lists and counts leave suspected spam out unless asked for it, with or without whole days in the range', async () => {
    const db = app.database.db;
    const spamIds = (await db.selectFrom('contact_requests').select('id').where('spam', '=', 1).orderBy('id', 'desc').execute()).map((r) => r.id);
    const leadIds = (await db.selectFrom('contact_requests').select('id').where('spam', '=', 0).orderBy('id', 'desc').execute()).map((r) => r.id);
    expect(spamIds.length).toBeGreaterThan(0);
    const wide = 'from=2026-01-01T00:00:00.000Z&to=2027-01-01T00:00:00.000Z';
    const narrow = 'from=2026-11-21T09:00:00.000Z&to=2026-11-21T12:00:00.000Z';
    for (const range of ['', wide, narrow]) {
      expect(await list(`/api/contact/all?${range}`)).toEqual({ total: leadIds.length, ids: leadIds });
      expect(await list(`/api/contact/all?spam=false&${range}`)).toEqual({ total: leadIds.length, ids: leadIds });
      expect(await list(`/api/contact/all?spam=true&${range}`)).toEqual({ total: spamIds.length, ids: spamIds });
    }
    expect((await list('/api/demo/all')).total).toBe(1);
    expect((await list('/api/demo/all?spam=true')).total).toBe(1);
    const bad = await app.inject({ method: 'GET', url: '/api/contact/all?spam=maybe', headers: { authorization: `Bearer ${token}` } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  test('"Not spam" restores a lead into the counts, queues its notification then, and is recorded; only admins may', async () => {
    const spamId = (await app.database.db.selectFrom('contact_requests').select('id').where('spam', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    const leadsBefore = (await list('/api/contact/all')).total;
    const spamBefore = (await list('/api/contact/all?spam=true')).total;
    const mails = await rowCount('outbox');

    const anonymous = await app.inject({ method: 'POST', url: notSpamPath('contacts', spamId) });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowCount('outbox')).toBe(mails);

    const restore = (path: string) => app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}` } });
    const res = await restore(notSpamPath('contacts', spamId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: botMessages.notSpam });
    expect(await contactRow(spamId)).toMatchObject({ spam: 0, spam_reason: null });
    expect(await rowCount('outbox')).toBe(mails + 1);
    const mail = await app.database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'contact-question', to_address: 'leads@tarang.example.com' });
    expect(mail.text_body).toContain(`contact request #${spamId}`);
    expect((await list('/api/contact/all')).total).toBe(leadsBefore + 1);
    expect((await list('/api/contact/all?spam=true')).total).toBe(spamBefore - 1);
    const audit = await app.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'lead.not-spam').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ table: 'contacts', id: spamId });

    // Twice sends nothing twice; an unknown lead or table is a clear error.
    expect((await restore(notSpamPath('contacts', spamId))).json()).toEqual({ message: botMessages.alreadyRestored });
    expect(await rowCount('outbox')).toBe(mails + 1);
    const missing = await restore(notSpamPath('contacts', 999999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: botMessages.leadNotFound });
    expect((await restore('/api/admin/leads/users/1/not-spam')).statusCode).toBe(400);
    expect((await restore('/api/admin/leads/contacts/abc/not-spam')).statusCode).toBe(400);

    const demoSpam = (await app.database.db.selectFrom('demo_requests').select('id').where('spam', '=', 1).executeTakeFirstOrThrow()).id;
    expect((await restore(notSpamPath('demos', demoSpam))).statusCode).toBe(200);
    const demoMail = await app.database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(demoMail).toMatchObject({ kind: 'demo-request' });
    expect((await list('/api/demo/all')).total).toBe(2);
    expect((await list('/api/demo/all?spam=true')).total).toBe(0);
  });

  test('a sign-up or subscription without a valid proof is refused with a plain message: nothing stored, no e-mail', async () => {
    const mails = await rowCount('outbox');
    for (const [url, body] of [
      ['/api/auth/user/signup', { name: 'Bot', email: 'bot@example.com', password: 'secret1' }],
      ['/api/email/send-subscribe', { email: 'bot@example.com' }],
    ] as const) {
      const trapped = await proof();
      await clock.advance(HUMAN_MS);
      for (const bot of [undefined, { altcha: 'x' }, { altcha: trapped, hp: 'filled' }]) {
        const res = await post(url, { ...body, ...(bot ? { bot } : {}) });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, error: botMessages.refused, message: botMessages.refused });
      }
      const tooFast = await proof();
      const res = await post(url, { ...body, bot: { altcha: tooFast } });
      expect(res.json()).toMatchObject({ message: botMessages.refused });
    }
    expect(await rowCount('users')).toBe(0);
    expect(await rowCount('subscribers')).toBe(0);
    expect(await rowCount('outbox')).toBe(mails);
  });

  test('a person signs up and subscribes with their proof', async () => {
    const signup = await proof();
    const subscribe = await proof();
    await clock.advance(HUMAN_MS);
    expect((await post('/api/auth/user/signup', { name: 'Priya', email: 'priya@example.com', password: 'secret1', bot: { altcha: signup, hp: '' } })).statusCode).toBe(200);
    expect((await post('/api/email/send-subscribe', { email: 'priya@example.com', bot: { altcha: subscribe, hp: '' } })).statusCode).toBe(200);
    expect(await rowCount('users')).toBe(1);
    expect(await rowCount('subscribers')).toBe(1);
  });

  test('every instance shares the key: a challenge from one is accepted by another', async () => {
    const other = await open();
    const altcha = await proof(other);
    await clock.advance(HUMAN_MS);
    expect(await sendContact({ altcha })).toMatchObject({ row: { spam: 0 }, mailed: 1 });
  });

  test('RATE_LIMITS=off turns the check off (load tests on a private network only)', async () => {
    const loadTest = await open({ RATE_LIMITS: 'off' });
    const mails = await rowCount('outbox');
    const res = await post('/api/contact', contact, loadTest);
    expect(res.statusCode).toBe(201);
    expect(await contactRow(res.json<{ id: number }>().id)).toMatchObject({ spam: 0 });
    expect(await rowCount('outbox')).toBe(mails + 1);
  });

  test('the same content sent again from the same client within a day is held as spam; another client, other content or the next day is a lead', async () => {
    const client = '198.51.100.23';
    const send = async (fields: object, remoteAddress = client) => {
      const altcha = await proof();
      await clock.advance(HUMAN_MS);
      const res = await post('/api/contact', { ...contact, email: 'repeat@example.com', ...fields, bot: { altcha, hp: '' } }, app, remoteAddress);
      expect(res.statusCode).toBe(201);
      return contactRow(res.json<{ id: number }>().id);
    };
    expect(await send({})).toMatchObject({ spam: 0, spam_reason: null });
    // Spacing and case do not make it new content.
    expect(await send({ question: '  can you SEND otps   in Hindi? ' })).toMatchObject({ spam: 1, spam_reason: 'repeated' });
    expect(await send({}, '198.51.100.24')).toMatchObject({ spam: 0 });
    expect(await send({ question: 'Can you send OTPs in Tamil?' })).toMatchObject({ spam: 0 });
    // Each form's content is its own: the same fields there are not a repeat of the contact form.
    const altcha = await proof();
    await clock.advance(HUMAN_MS);
    expect((await post('/api/demo', { ...demo, bot: { altcha, hp: '' } }, app, client)).statusCode).toBe(201);
    await clock.advance(24 * 60 * 60 * 1000);
    expect(await send({})).toMatchObject({ spam: 0 });
  });

  test('a client or network that asks for many challenges in an hour pays a larger proof of work, up to 16 times; others do not', async () => {
    expect([1, 10, 11, 20, 21, 51, 1000].map((n) => adaptiveMaxNumber(1000, n, 1))).toEqual([1000, 1000, 2000, 2000, 4000, 16_000, 16_000]);
    expect([40, 41, 81].map((n) => adaptiveMaxNumber(1000, 1, n))).toEqual([1000, 2000, 4000]);

    const busy = await open({ BOT_MAX_NUMBER: '1000' });
    const rangeFor = async (remoteAddress: string) =>
      (await busy.inject({ method: 'GET', url: BOT_CHALLENGE_PATH, remoteAddress })).json<{ maxnumber: number }>().maxnumber;
    const ranges: number[] = [];
    for (let i = 0; i < 11; i++) ranges.push(await rangeFor('203.0.113.5'));
    expect(ranges).toEqual([...Array<number>(10).fill(1000), 2000]);
    // A neighbour on the same /24 has not asked often, and its network not yet beyond 40.
    expect(await rangeFor('203.0.113.6')).toBe(1000);
    for (let i = 13; i <= 40; i++) await rangeFor(`203.0.113.${i + 100}`);
    expect(await rangeFor('203.0.113.7')).toBe(2000);
    expect(await rangeFor('192.0.2.7')).toBe(1000);
    // The solved proof of a larger range is accepted like any other.
    const res = await busy.inject({ method: 'GET', url: BOT_CHALLENGE_PATH, remoteAddress: '203.0.113.5' });
    const challenge = res.json<{ algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string }>();
    expect(challenge.maxnumber).toBe(2000);
    const altcha = Buffer.from(JSON.stringify({ ...challenge, number: solveProof(challenge) })).toString('base64');
    await clock.advance(HUMAN_MS);
    const sent = await post('/api/contact', { ...contact, email: 'busy@example.com', bot: { altcha, hp: '' } }, busy, '203.0.113.5');
    expect(await busy.database.db.selectFrom('contact_requests').select('spam').where('id', '=', sent.json<{ id: number }>().id).executeTakeFirstOrThrow()).toEqual({ spam: 0 });
    // An hour later the client starts again from the base range.
    await clock.advance(ADAPTIVE_WINDOW_MS);
    expect(await rangeFor('203.0.113.5')).toBe(1000);
  });
});
