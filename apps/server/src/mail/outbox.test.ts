import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { connectDatabase, toIsoString } from '../db/connect';
import { testDatabases } from '../test/databases';
import { manualClock } from '../test/manual-clock';
import { useMigratedDatabase } from '../test/migrated-database';
import { startSmtpServer } from '../test/smtp-server';
import {
  describeMailError,
  drainOutbox,
  enqueueMail,
  MAIL_PER_RECIPIENT_PER_HOUR,
  MAX_ATTEMPTS,
  type NewMail,
  type OutboxLog,
  type OutboxWorker,
  REMOVED_TOKEN,
  retryDelayMs,
  startOutboxWorker,
} from './outbox';
import { action, composeMail, type MailBlock, paragraph, plainLink } from './compose';
import { createMailTransport, type MailTransport, type OutgoingMail } from './transport';

const mail = (n = 1) => ({
  kind: 'demo-request' as const,
  to: 'sales@tarang.example.com',
  subject: `New demo request: Acme Retail ${n} (SMS)`,
  text: `A visitor asked for a demo.\nNumber ${n}`,
  html: `<p>A visitor asked for a demo.<br>Number ${n}</p>`,
  headers: { 'Reply-To': 'asha@example.com' },
});

function recordingLog() {
  const entries: { level: 'info' | 'warn' | 'error'; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (obj: object, msg: string) => void entries.push({ level, obj: obj as Record<string, unknown>, msg });
  const log: OutboxLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, entries };
}

/** A transport that records what it sends and fails while `failing` says so. */
function fakeTransport(options: { failing?: () => Error | undefined; yieldFirst?: boolean } = {}) {
  const sent: OutgoingMail[] = [];
  let closed = false;
  const transport: MailTransport = {
    description: 'fake',
    async send(m) {
      // A send that gives other work a turn first, as a network send does.
      if (options.yieldFirst) await new Promise((r) => setImmediate(r));
      const err = options.failing?.();
      if (err) throw err;
      sent.push(m);
    },
    close: () => void (closed = true),
  };
  return { transport, sent, isClosed: () => closed };
}

const T0 = new Date('2026-11-21T10:00:00.000Z');
/** A clock standing `ms` after T0. */
const at = (ms: number) => manualClock(new Date(T0.getTime() + ms));

describe('retry schedule', () => {
  test('backs off from 30 s to a day and gives up after ten attempts', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 120_000, 600_000, 3_600_000]);
    expect(retryDelayMs(9)).toBe(24 * 3_600_000);
    expect(retryDelayMs(50)).toBe(24 * 3_600_000);
    expect(MAX_ATTEMPTS).toBe(10);
  });

  test('an error is described in one short line without secrets', () => {
    const err = Object.assign(new Error(`connect failed for smtp://mailer:hunter2@mail.example.com:587 ${'x'.repeat(400)}\n    at Socket.<anonymous>`), {
      code: 'ECONNECTION',
    });
    const text = describeMailError(err);
    expect(text).toMatch(/^ECONNECTION: connect failed for smtp:\/\/\*\*\*@mail\.example\.com:587/);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('\n');
    expect(text.length).toBeLessThanOrEqual(200);
    expect(describeMailError('plain string')).toBe('plain string');
  });
});

describe.each(testDatabases())('mail outbox on $name', (database) => {
  const fresh = useMigratedDatabase(database);
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-outbox-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await fresh.handle.db.deleteFrom('outbox').execute();
  });

  const deps = (transport: MailTransport, log: OutboxLog = recordingLog().log) => ({ db: fresh.handle.db, dialect: fresh.handle.dialect, transport, log });
  const row = (id: number) => fresh.handle.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('an address gets at most MAIL_PER_RECIPIENT_PER_HOUR visitor e-mails an hour, from all forms together', async () => {
    expect(MAIL_PER_RECIPIENT_PER_HOUR).toBe(3);
    const db = fresh.handle.db;
    const visitorMail = (kind: NewMail['kind'], to: string): NewMail => ({ kind, to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    // Any mix of kinds aimed at a visitor's address counts, in any letter case.
    expect(await enqueueMail(db, visitorMail('subscribe-confirm', 'ravi@example.com'), T0)).toBeTypeOf('number');
    expect(await enqueueMail(db, visitorMail('signup-taken', 'Ravi@Example.com'), new Date(T0.getTime() + 60_000))).toBeTypeOf('number');
    expect(await enqueueMail(db, visitorMail('subscribe-confirm', 'RAVI@example.com'), new Date(T0.getTime() + 120_000))).toBeTypeOf('number');
    // The fourth within the hour is not queued; another address is not affected.
    expect(await enqueueMail(db, visitorMail('signup-taken', 'ravi@example.com'), new Date(T0.getTime() + 30 * 60_000))).toBeUndefined();
    expect(await enqueueMail(db, visitorMail('subscribe-confirm', 'other@example.com'), new Date(T0.getTime() + 30 * 60_000))).toBeTypeOf('number');
    // Sales notifications and admin invitations are never held back, even to the same address.
    for (let i = 0; i < 5; i++) {
      expect(await enqueueMail(db, { ...mail(i), to: 'ravi@example.com' }, new Date(T0.getTime() + 30 * 60_000))).toBeTypeOf('number');
      expect(await enqueueMail(db, visitorMail('admin-invitation', 'ravi@example.com'), new Date(T0.getTime() + 30 * 60_000))).toBeTypeOf('number');
    }
    const capped = await db.selectFrom('outbox').select('id').where('kind', 'in', ['subscribe-confirm', 'signup-taken']).execute();
    expect(capped).toHaveLength(4);
    // An hour after the first, one more fits.
    expect(await enqueueMail(db, visitorMail('subscribe-confirm', 'ravi@example.com'), new Date(T0.getTime() + 59 * 60_000))).toBeUndefined();
    expect(await enqueueMail(db, visitorMail('subscribe-confirm', 'ravi@example.com'), new Date(T0.getTime() + 60 * 60_000))).toBeTypeOf('number');
  });

  test('requests at the same instant cannot pass the per-address cap together', async () => {
    const db = fresh.handle.db;
    const at = new Date(T0.getTime() + 2 * 60 * 60_000);
    const tries = Array.from({ length: 10 }, (_, i) =>
      // Half on their own, half inside a caller's transaction, as the services call it.
      i % 2 === 0
        ? enqueueMail(db, { kind: 'subscribe-confirm', to: 'race@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }, at)
        : db.transaction().execute((trx) => enqueueMail(trx, { kind: 'signup-taken', to: 'Race@Example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }, at)),
    );
    const queued = (await Promise.all(tries)).filter((id) => id !== undefined);
    expect(queued).toHaveLength(MAIL_PER_RECIPIENT_PER_HOUR);
    const rows = await db.selectFrom('outbox').select('id').where('to_address', 'in', ['race@example.com', 'Race@Example.com']).execute();
    expect(rows).toHaveLength(MAIL_PER_RECIPIENT_PER_HOUR);
  });

  test('a queued message is pending and due at once, with no attempts yet', async () => {
    const id = await enqueueMail(fresh.handle.db, mail(), T0);
    const r = await row(id);
    expect(r).toMatchObject({ kind: 'demo-request', to_address: 'sales@tarang.example.com', status: 'pending', attempts: 0, locked_until: null, sent_at: null });
    expect(toIsoString(r.next_attempt_at)).toBe(T0.toISOString());
    expect(JSON.parse(r.headers!)).toEqual({ 'Reply-To': 'asha@example.com' });
  });

  test('a message queued in a transaction that rolls back is never sent', async () => {
    await expect(
      fresh.handle.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail(), T0);
        throw new Error('the lead insert failed');
      }),
    ).rejects.toThrow('the lead insert failed');
    const { transport, sent } = fakeTransport();
    await drainOutbox(deps(transport), { clock: at(0) });
    expect(sent).toEqual([]);
    expect(await fresh.handle.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  test('without SMTP each message is written as an RFC 822 .eml file and marked sent', async () => {
    const id = await enqueueMail(fresh.handle.db, mail(7), T0);
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'Tarang Cloud <no-reply@tarang.example.com>', dataDir });
    const result = await drainOutbox(deps(transport), { clock: at(1000) });
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const file = path.join(dataDir, 'outbox', `${id}-demo-request.eml`);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toContain('\r\n');
    expect(eml.replace(/\r\n/g, '\n')).not.toContain('\r');
    expect(eml).toMatch(/(^|\r\n)To: sales@tarang\.example\.com\r\n/);
    expect(eml).toMatch(/(^|\r\n)Subject: New demo request: Acme Retail 7 \(SMS\)\r\n/);
    expect(eml).toMatch(/(^|\r\n)From: Tarang Cloud <no-reply@tarang\.example\.com>\r\n/);
    expect(eml).toMatch(/(^|\r\n)Reply-To: asha@example\.com\r\n/);
    expect(eml).toMatch(new RegExp(`Message-ID: <outbox-${id}-${T0.getTime()}@tarang\\.example\\.com>`));
    expect(eml).toContain('\r\n\r\nA visitor asked for a demo.\r\nNumber 7');
    // Written by a program (RFC 3834), with the HTML part after the text as its alternative.
    expect(eml).toMatch(/(^|\r\n)Auto-Submitted: auto-generated\r\n/);
    expect(eml).toMatch(/(^|\r\n)Content-Type: multipart\/alternative;/);
    expect(eml.indexOf('Content-Type: text/plain')).toBeLessThan(eml.indexOf('Content-Type: text/html'));
    expect(eml).toContain('<p>A visitor asked for a demo.<br>Number 7</p>');
    expect(fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.includes('partial'))).toEqual([]);

    const r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 1, locked_until: null, last_error: null });
    expect(toIsoString(r.sent_at!)).toBe(at(1000).now().toISOString());
  });

  test('a message kept without an HTML part goes out as text alone', async () => {
    const id = await enqueueMail(fresh.handle.db, mail(8), T0);
    await fresh.handle.db.updateTable('outbox').set({ html_body: null }).where('id', '=', id).execute();
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'Tarang Cloud <no-reply@tarang.example.com>', dataDir });
    expect(await drainOutbox(deps(transport), { clock: at(1000) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', `${id}-demo-request.eml`), 'utf8');
    expect(eml).not.toContain('multipart');
    expect(eml).not.toContain('text/html');
    expect(eml).toContain('Number 8');
    expect(eml).toMatch(/(^|\r\n)Auto-Submitted: auto-generated\r\n/);
  });

  test('the .eml folder is made again if someone removed it while the server runs', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'Tarang Cloud <no-reply@tarang.example.com>', dataDir });
    const first = await enqueueMail(fresh.handle.db, mail(1), T0);
    await drainOutbox(deps(transport), { clock: at(1000) });
    fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    const second = await enqueueMail(fresh.handle.db, mail(2), T0);
    expect(await drainOutbox(deps(transport), { clock: at(2000) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toEqual([`${second}-demo-request.eml`]);
    expect((await row(first)).status).toBe('sent');
  });

  test('with SMTP each message reaches the server with its recipient, subject and headers', async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, mailFrom: 'Tarang Cloud <no-reply@tarang.example.com>', dataDir });
    try {
      const id = await enqueueMail(fresh.handle.db, { ...mail(2), headers: { 'List-Unsubscribe': '<https://x.example.com/u?token=abc>' } }, T0);
      expect(await drainOutbox(deps(transport), { clock: at(0) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [received] = await smtp.waitFor(1);
      expect(received!.to).toEqual(['sales@tarang.example.com']);
      expect(received!.from).toBe('no-reply@tarang.example.com');
      expect(received!.header('subject')).toBe('New demo request: Acme Retail 2 (SMS)');
      expect(received!.header('list-unsubscribe')).toBe('<https://x.example.com/u?token=abc>');
      expect(received!.body).toContain('Number 2');
      expect(received!.html).toContain('<p>A visitor asked for a demo.<br>Number 2</p>');
      expect(received!.header('auto-submitted')).toBe('auto-generated');
      expect((await row(id)).status).toBe('sent');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  test('once sent, an invitation or newsletter confirmation stays in the outbox without its link tokens, in both parts; other mail is kept whole', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
    const second = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-ZyXwV';
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { description: 'capture', send: async (m) => void sent.push(m), close: () => {} };
    const message = (blocks: MailBlock[]) => composeMail({ title: 'T', preview: 'P', reason: 'R', blocks });
    const invitation = await enqueueMail(
      fresh.handle.db,
      { kind: 'admin-invitation', to: 'new@example.com', subject: 'Invited', ...message([paragraph('Sign up:'), action('Create my account', `https://site.example.com/admin/${token}/Signup`)]) },
      T0,
    );
    const confirm = `https://site.example.com/api/email/confirm?token=${second}`;
    const unsubscribe = `https://site.example.com/api/email/unsubscribe?token=${second}`;
    const confirmation = await enqueueMail(
      fresh.handle.db,
      { kind: 'subscribe-confirm', to: 'reader@example.com', subject: 'Confirm', ...message([action('Confirm', confirm), plainLink(unsubscribe)]), headers: { 'List-Unsubscribe': `<${unsubscribe}>` } },
      T0,
    );
    const leadMessage = message([paragraph(`A lead wrote: https://example.org/${token}`)]);
    const lead = await enqueueMail(fresh.handle.db, { ...mail(3), ...leadMessage }, T0);
    expect(await drainOutbox(deps(transport), { clock: at(0) })).toEqual({ sent: 3, retrying: 0, failed: 0 });
    // The recipient got the links whole, in both parts.
    const invited = sent.find((m) => m.kind === 'admin-invitation')!;
    expect(invited.text).toContain(`/admin/${token}/Signup`);
    expect(invited.html).toContain(`href="https://site.example.com/admin/${token}/Signup"`);
    expect(sent.find((m) => m.kind === 'subscribe-confirm')!.headers['List-Unsubscribe']).toContain(second);
    // The outbox keeps the message without them.
    const kept = await row(invitation);
    expect(kept.text_body).toBe(`Sign up:\n\nhttps://site.example.com/admin/${REMOVED_TOKEN}/Signup`);
    expect(kept.html_body).not.toContain(token);
    expect(kept.html_body).toContain(`href="https://site.example.com/admin/${REMOVED_TOKEN}/Signup"`);
    const keptConfirmation = await row(confirmation!);
    expect(`${keptConfirmation.text_body}${keptConfirmation.html_body}${keptConfirmation.headers}`).not.toContain(second);
    expect(keptConfirmation.headers).toContain(`unsubscribe?token=${REMOVED_TOKEN}`);
    expect(keptConfirmation.html_body).toContain(`unsubscribe?token=${REMOVED_TOKEN}`);
    expect(await row(lead)).toMatchObject({ text_body: leadMessage.text, html_body: leadMessage.html });
  });

  test('a failed send is retried with backoff, and a message not yet due is left alone', async () => {
    const failing = { on: true };
    const { transport, sent } = fakeTransport({ failing: () => (failing.on ? Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }) : undefined) });
    const { log, entries } = recordingLog();
    const id = await enqueueMail(fresh.handle.db, mail(), T0);

    expect(await drainOutbox(deps(transport, log), { clock: at(0) })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let r = await row(id);
    expect(r).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, last_error: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25' });
    expect(toIsoString(r.next_attempt_at)).toBe(at(30_000).now().toISOString());
    expect(entries).toEqual([
      { level: 'warn', obj: expect.objectContaining({ outboxId: id, kind: 'demo-request', attempts: 1, error: r.last_error }), msg: 'mail delivery failed; will retry' },
    ]);

    // 29 s later it is not due yet: nothing is tried.
    expect(await drainOutbox(deps(transport, log), { clock: at(29_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(entries).toHaveLength(1);

    // At 30 s the second attempt fails too; the next waits two minutes.
    await drainOutbox(deps(transport, log), { clock: at(30_000) });
    r = await row(id);
    expect(r.attempts).toBe(2);
    expect(toIsoString(r.next_attempt_at)).toBe(at(30_000 + 120_000).now().toISOString());

    failing.on = false;
    expect(await drainOutbox(deps(transport, log), { clock: at(150_000) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sent.map((m) => m.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  test('after ten failed attempts a message is marked failed; each failure is logged once with its id', async () => {
    const { transport } = fakeTransport({ failing: () => new Error('550 mailbox unavailable') });
    const { log, entries } = recordingLog();
    const id = await enqueueMail(fresh.handle.db, mail(), T0);
    let elapsed = 0;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await drainOutbox(deps(transport, log), { clock: at(elapsed) });
      elapsed = new Date((await row(id)).next_attempt_at).getTime() - T0.getTime();
    }
    const r = await row(id);
    expect(r).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: '550 mailbox unavailable', locked_until: null });
    expect(entries.filter((e) => e.level === 'warn')).toHaveLength(MAX_ATTEMPTS - 1);
    expect(entries.filter((e) => e.level === 'error')).toHaveLength(1);
    expect(entries.every((e) => e.obj.outboxId === id)).toBe(true);
    // About three days of retries in all.
    expect(elapsed).toBeGreaterThan(2.5 * 24 * 3_600_000);

    // A failed message is never tried again.
    expect(await drainOutbox(deps(transport, log), { clock: at(elapsed + 365 * 24 * 3_600_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  test('a message claimed by another worker waits until that claim expires', async () => {
    const id = await enqueueMail(fresh.handle.db, mail(), T0);
    await fresh.handle.db.updateTable('outbox').set({ locked_until: at(5 * 60_000).now().toISOString() }).where('id', '=', id).execute();
    const { transport, sent } = fakeTransport();
    expect((await drainOutbox(deps(transport), { clock: at(60_000) })).sent).toBe(0);
    // The other worker died: after its lock runs out the message is sent.
    expect((await drainOutbox(deps(transport), { clock: at(6 * 60_000) })).sent).toBe(1);
    expect(sent.map((m) => m.id)).toEqual([id]);
  });

  test('passes running at the same time deliver every message exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await enqueueMail(fresh.handle.db, mail(i), T0));
    const { transport, sent } = fakeTransport({ yieldFirst: true });
    const results = await Promise.all(Array.from({ length: 4 }, () => drainOutbox(deps(transport), { clock: at(0), batchSize: 3 })));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(25);
    expect(sent.map((m) => m.id).sort((a, b) => a - b)).toEqual(ids);
    const statuses = await fresh.handle.db.selectFrom('outbox').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'sent' }]);
  });

  test('the worker sends a message as soon as it is kicked, and stops cleanly', async () => {
    const { transport, sent, isClosed } = fakeTransport();
    // A clock that never reaches the next poll: only the start and the kick can deliver.
    const worker = startOutboxWorker(deps(transport), { clock: at(0), pollMs: 60_000 });
    try {
      await worker.settled();
      const id = await enqueueMail(fresh.handle.db, mail(), T0);
      worker.kick();
      await worker.settled();
      expect(sent.map((m) => m.id)).toEqual([id]);
    } finally {
      await worker.stop();
    }
    expect(isClosed()).toBe(true);
    worker.kick(); // after stop: a no-op, not an error
  });

  test('the worker picks up a message queued elsewhere at its next poll', async () => {
    const { transport, sent } = fakeTransport();
    const clock = at(0);
    const worker = startOutboxWorker(deps(transport), { clock, pollMs: 2000 });
    try {
      await worker.settled();
      const id = await enqueueMail(fresh.handle.db, mail(), T0);
      await clock.advance(1999);
      await worker.settled();
      expect(sent).toEqual([]);
      await clock.advance(1);
      await worker.settled();
      expect(sent.map((m) => m.id)).toEqual([id]);
    } finally {
      await worker.stop();
    }
  });

  /**
   * Runs `work` against a worker whose server is busy while `busy()` says so, with one message queued
   * before it starts and no poll due for a minute; the worker is stopped afterwards, whatever happens.
   */
  async function withBusyServer(
    busy: () => boolean,
    yieldMs: number,
    work: (running: { worker: OutboxWorker; clock: ReturnType<typeof manualClock>; sent: OutgoingMail[] }) => Promise<void>,
  ) {
    const { transport, sent } = fakeTransport();
    const clock = at(0);
    await enqueueMail(fresh.handle.db, mail(1), T0);
    const worker = startOutboxWorker(deps(transport), { clock, pollMs: 60_000, busy, yieldMs });
    try {
      await work({ worker, clock, sent });
    } finally {
      await worker.stop();
    }
  }

  test('while the server is busy the worker holds a batch back until it is quiet', async () => {
    let busy = true;
    await withBusyServer(
      () => busy,
      5000,
      async ({ worker, clock, sent }) => {
        await clock.sleeping();
        expect(sent).toEqual([]);
        busy = false;
        // It goes when the server calms down, long before the longest wait runs out.
        await clock.advance(50);
        await worker.settled();
        expect(sent).toHaveLength(1);
      },
    );
  });

  test('a server that stays busy still gets its mail out, one batch per yieldMs', async () => {
    await withBusyServer(
      () => true,
      1000,
      async ({ worker, clock, sent }) => {
        await clock.sleeping();
        await clock.advance(950);
        await clock.sleeping();
        expect(sent).toEqual([]);
        await clock.advance(50);
        await worker.settled();
        expect(sent).toHaveLength(1);
      },
    );
  });

  test('the worker survives a database that fails and says so once', async () => {
    const brokenDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-broken-'));
    const broken = connectDatabase({ dataDir: brokenDir });
    await broken.close();
    const { transport } = fakeTransport();
    const { log, entries } = recordingLog();
    const clock = at(0);
    const worker = startOutboxWorker({ db: broken.db, dialect: broken.dialect, transport, log }, { clock, pollMs: 5 });
    await worker.settled();
    // Many more failing polls follow; none of them logs again.
    for (let poll = 0; poll < 10; poll++) {
      await clock.advance(5);
      await worker.settled();
    }
    await worker.stop();
    expect(entries.filter((e) => e.level === 'error')).toHaveLength(1);
    expect(entries[0]!.msg).toBe('mail outbox pass failed; retrying on every poll');
    fs.rmSync(brokenDir, { recursive: true, force: true });
  });
});
