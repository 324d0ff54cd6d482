import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { privacyPaths, readRetention, retentionDefaults, retentionStatements } from '@tarang/shared/privacy';
import { privacyPolicyFor } from '../../../../web/app/content/legal';
import { loadConfig } from '../../config';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { runCli } from '../../cli/run-cli';
import { connectDatabase, type ConnectOptions, migrateToLatest, SQLITE_FILE_NAME } from '../../db/connect';
import type { Database } from '../../db/database';
import { enqueueMail } from '../../mail/outbox';
import { signedInAdmin } from '../../test/admin-session';
import { databaseEnv, testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { emailKey } from '../auth/auth.service';
import { dataMap, noPersonalData } from './data-map';
import { RETENTION_CHECK_MS } from './privacy.service';
import { isSuppressed } from './suppression';

const DAY = 24 * 60 * 60 * 1000;
const PERSON = 'Asha.Rao@example.com';
/** Addresses that contain the person's as a substring: they must survive the erasure untouched. */
const NEIGHBOURS = ['jimasha.rao@example.com', 'asha.rao@example.com.evil.test'];

async function cli(args: string[], db: ConnectOptions, extra: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const env = { ...databaseEnv(db), LOG_LEVEL: 'silent', ...extra };
  const code = await runCli(args, { env, out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

async function tableNames(db: Kysely<Database>, postgres: boolean): Promise<string[]> {
  const rows = postgres
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  return rows.map((r) => r.name).filter((n) => !n.startsWith('kysely_'));
}

/** Every stored text cell of every table, lower-cased: where the erasure test looks for the address. */
async function everyText(db: Kysely<Database>, postgres: boolean): Promise<string[]> {
  const cells: string[] = [];
  for (const table of await tableNames(db, postgres)) {
    for (const row of (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows) {
      for (const value of Object.values(row)) if (typeof value === 'string') cells.push(`${table}: ${value.toLowerCase()}`);
    }
  }
  return cells;
}

const outboxFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const writeEml = (dataDir: string, name: string, text: string) => {
  fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'outbox', name), text);
};

describe.each(testDatabases())('privacy on $name', (database) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => database.cleanup());
  const postgres = database.name === 'postgres';

  test('the registry names every table: personal data is mapped or declared absent', async () => {
    const db = await database.create();
    app = await createTestApp(db, { MAIL_WORKER: 'off', RETENTION_JOB: 'off' });
    const mapped = [...dataMap.map((e) => e.table), ...noPersonalData].sort();
    expect(mapped).toEqual((await tableNames(app.database.db, postgres)).sort());
    // docs/operations.md's data map lists the same tables (the docs cannot drift from the registry).
    const ops = fs.readFileSync(fileURLToPath(new URL('../../../../../docs/operations.md', import.meta.url)), 'utf8');
    const section = ops.slice(ops.indexOf('## Data map'));
    for (const entry of dataMap) expect(section, entry.table).toContain(`| \`${entry.table}\` |`);
  });

  test('a retention run with short periods removes exactly what is past its period, and nothing else', async () => {
    const db = await database.create();
    const clock = manualClock();
    const env = { MAIL_WORKER: 'off', RETENTION_LEADS_MONTHS: '2', RETENTION_MAIL_DAYS: '3', RETENTION_UNCONFIRMED_DAYS: '4', RETENTION_AUDIT_DAYS: '400' };
    app = await createTestApp(db, env, { clock });
    await app.ready();
    const d = app.database.db;
    const now = clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const HOUR = 60 * 60 * 1000;
    // Each kind: one just past its period ('old'), one just inside it ('new').
    const monthsAgo = (m: number) => {
      const t = new Date(now);
      t.setUTCMonth(t.getUTCMonth() - m);
      return t.getTime() - now;
    };
    const lead = (tag: string, created: number, spam = 0) => ({ name: tag, email: `${tag}@example.com`, contact: '9876543210', created_at: at(created), spam });
    await d
      .insertInto('contact_requests')
      .values([
        { ...lead('contact-old', monthsAgo(2) - HOUR), question: 'an old question' },
        { ...lead('contact-spam-old', monthsAgo(2) - HOUR, 1), question: 'old spam here' },
        { ...lead('contact-new', monthsAgo(2) + HOUR), question: 'a newer question' },
      ])
      .execute();
    const demo = { businessname: 'B', jobfunction: 'J', lookingfor: 'SMS', message: 'M' };
    await d
      .insertInto('demo_requests')
      .values([
        { ...lead('demo-old', monthsAgo(2) - HOUR), ...demo },
        { ...lead('demo-new', monthsAgo(2) + HOUR), ...demo },
      ])
      .execute();
    const mail = (tag: string, created: number, status: 'sent' | 'failed' | 'pending') => ({
      kind: 'subscribe-confirm',
      to_address: `${tag}@example.com`,
      subject: tag,
      text_body: tag,
      status,
      next_attempt_at: at(created),
      created_at: at(created),
      sent_at: status === 'sent' ? at(created) : null,
    });
    const mails = await d
      .insertInto('outbox')
      .values([mail('mail-old', -3 * DAY - HOUR, 'sent'), mail('mail-failed-old', -3 * DAY - HOUR, 'failed'), mail('mail-new', -3 * DAY + HOUR, 'sent'), mail('mail-pending-old', -3 * DAY - HOUR, 'pending')])
      .returning('id')
      .execute();
    for (const { id } of mails) writeEml(db.dataDir, `${id}-subscribe-confirm.eml`, `To: someone\r\n\r\nmail ${id}`);
    const sub = (tag: string, created: number, status: 'pending' | 'confirmed') => ({ email: `${tag}@example.com`, status, token_hash: tag, created_at: at(created) });
    await d
      .insertInto('subscribers')
      .values([sub('sub-pending-old', -4 * DAY - HOUR, 'pending'), sub('sub-pending-new', -4 * DAY + HOUR, 'pending'), sub('sub-confirmed-old', -400 * DAY, 'confirmed')])
      .execute();
    const session = (tag: string, expires: number, revoked: number | null) => ({ token_hash: tag, role: 'user' as const, subject_id: 1, created_at: at(-DAY), expires_at: at(expires), revoked_at: revoked === null ? null : at(revoked) });
    await d
      .insertInto('sessions')
      .values([session('expired', -HOUR, null), session('revoked', DAY, -HOUR), session('live', HOUR, null)])
      .execute();
    const invitation = (tag: string, expires: number) => ({ email: `${tag}@example.com`, token_hash: tag, invited_by: null, created_at: at(-DAY), expires_at: at(expires) });
    await d.insertInto('admin_invitations').values([invitation('invite-expired', -HOUR), invitation('invite-live', HOUR)]).execute();
    // A client's failed sign-ins are forgotten a day after the last one (the run comes an hour after start).
    const failures = (tag: string, expires: number) => ({ email_hash: tag, step: 'password' as const, client_hash: tag, failures: 3, last_failure_at: at(expires - DAY), next_try_at: at(expires - DAY), expires_at: at(expires) });
    await d.insertInto('admin_login_failures').values([failures('failures-old', HOUR / 2), failures('failures-new', 2 * HOUR)]).execute();
    // The database refuses to delete audit entries under a year old by its own clock, so these sit
    // well past it: the setting (400 days) decides between them.
    const audit = (tag: string, created: number) => ({ created_at: at(created), admin_id: null, actor: tag, action: 'site.lock', outcome: 'ok' as const, ip: null, detail: null });
    await d.insertInto('audit_log').values([audit('audit-old', -400 * DAY - HOUR), audit('audit-new', -400 * DAY + 7 * DAY)]).execute();

    // The daily job: an hour after start the first check claims the day's run.
    await clock.advance(RETENTION_CHECK_MS);
    await vi.waitFor(async () => expect(await d.selectFrom('audit_log').select('detail').where('action', '=', 'retention.run').executeTakeFirst()).toBeDefined());

    const names = async (table: 'contact_requests' | 'demo_requests') => (await d.selectFrom(table).select('name').orderBy('name').execute()).map((r) => r.name);
    expect(await names('contact_requests')).toEqual(['contact-new']);
    expect(await names('demo_requests')).toEqual(['demo-new']);
    expect((await d.selectFrom('outbox').select('subject').orderBy('subject').execute()).map((r) => r.subject)).toEqual(['mail-new', 'mail-pending-old']);
    expect(outboxFiles(db.dataDir)).toEqual([`${mails[2]!.id}-subscribe-confirm.eml`, `${mails[3]!.id}-subscribe-confirm.eml`].sort());
    expect((await d.selectFrom('subscribers').select('email').orderBy('email').execute()).map((r) => r.email)).toEqual(['sub-confirmed-old@example.com', 'sub-pending-new@example.com']);
    expect((await d.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live']);
    expect((await d.selectFrom('admin_invitations').select('email').execute()).map((r) => r.email)).toEqual(['invite-live@example.com']);
    expect((await d.selectFrom('admin_login_failures').select('email_hash').execute()).map((r) => r.email_hash)).toEqual(['failures-new']);
    expect((await d.selectFrom('audit_log').select('actor').where('action', '=', 'site.lock').execute()).map((r) => r.actor)).toEqual(['audit-new']);
    // The dashboard's tallies count what is left, spam apart.
    const tally = async (name: string) => Number((await d.selectFrom('lead_day_counts').select((eb) => eb.fn.sum<number>('n').as('n')).where('table_name', '=', name).executeTakeFirst())?.n ?? 0);
    expect(await tally('contact_requests')).toBe(1);
    expect(await tally('contact_requests:spam')).toBe(0);

    const run = await d.selectFrom('audit_log').selectAll().where('action', '=', 'retention.run').executeTakeFirstOrThrow();
    expect(run.actor).toBe('retention job');
    expect(JSON.parse(run.detail!)).toMatchObject({
      counts: { contact_requests: 2, demo_requests: 1, outbox: 2, subscribers: 1, sessions: 2, admin_invitations: 1, admin_login_failures: 1, audit_log: 1 },
      files: 2,
    });

    // One run a day, whichever instance asks: the next hourly check finds the day's run already claimed.
    await clock.advance(RETENTION_CHECK_MS);
    await clock.advance(1);
    expect(await d.selectFrom('audit_log').select('id').where('action', '=', 'retention.run').execute()).toHaveLength(1);
  });

  test('the database refuses to delete audit entries under a year old, and any rewrite but taking an erased address out', async () => {
    const db = await database.create();
    app = await createTestApp(db, { MAIL_WORKER: 'off', RETENTION_JOB: 'off' });
    const d = app.database.db;
    const { id } = await d
      .insertInto('audit_log')
      .values({ created_at: new Date(Date.now() - 300 * DAY).toISOString(), admin_id: null, actor: 'x@example.com', action: 'site.lock', outcome: 'ok', ip: '10.0.0.1', detail: JSON.stringify({ invited: 'Y@example.com', by: 'x@example.com' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = async () => (await d.selectFrom('audit_log').select('detail').where('id', '=', id).executeTakeFirstOrThrow()).detail;
    await expect(d.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(d.updateTable('audit_log').set({ action: 'site.unlock' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(d.updateTable('audit_log').set({ actor: 'someone else' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    // The detail changes only by an address being erased: not freely, not emptied, not with a term for another address.
    await expect(d.updateTable('audit_log').set({ detail: '{"invited":"nobody"}' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(d.updateTable('audit_log').set({ detail: null }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await d.insertInto('audit_erasure_terms').values({ term: 'Y@example.com' }).execute();
    await expect(d.updateTable('audit_log').set({ detail: '{"invited":"[erased]","by":"[erased]"}' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(d.updateTable('audit_log').set({ detail: '{"invited":"[erased]","by":"mallory@example.com"}' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(d.insertInto('audit_erasure_terms').values({ term: 'no address' }).execute()).rejects.toThrow();
    // Erasure's path: the person named is taken out; the entry stays.
    await d.updateTable('audit_log').set({ actor: 'erased person', ip: null, detail: '{"invited":"[erased]","by":"x@example.com"}' }).where('id', '=', id).execute();
    expect(await d.selectFrom('audit_log').select(['actor', 'action']).where('id', '=', id).executeTakeFirst()).toEqual({ actor: 'erased person', action: 'site.lock' });
    expect(await detail()).toBe('{"invited":"[erased]","by":"x@example.com"}');
  });

  test('export finds every row about a person; erase leaves nothing, suppresses the address and spares the neighbours', async () => {
    const db = await database.create();
    const clock = manualClock();
    app = await createTestApp(db, { MAIL_WORKER: 'off', RETENTION_JOB: 'off', RATE_LIMITS: 'off', CONTENT_SEED: 'on' }, { clock });
    const d = app.database.db;
    const admin = await signedInAdmin(app);
    const at = clock.now().toISOString();

    // The person, in every table the registry maps, in mixed letter case.
    const plant = async (email: string) => {
      const user = await d.insertInto('users').values({ name: `Name of ${email}`, email, password_hash: 'argon-hash', created_at: at }).returning('id').executeTakeFirstOrThrow();
      const formerAdmin = await d.insertInto('admins').values({ name: null, email, password_hash: 'argon-hash', created_at: at, disabled_at: at }).returning('id').executeTakeFirstOrThrow();
      await d
        .insertInto('sessions')
        .values([
          { token_hash: `u-${email}`, role: 'user', subject_id: user.id, created_at: at, expires_at: at, ip: '203.0.113.9', user_agent: 'Firefox' },
          { token_hash: `a-${email}`, role: 'admin', subject_id: formerAdmin.id, created_at: at, expires_at: at, ip: '203.0.113.9', user_agent: 'Firefox' },
        ])
        .execute();
      const lead = await d.insertInto('contact_requests').values({ name: 'Asha', email, contact: '9876543210', question: 'How do I send SMS?', created_at: at }).returning('id').executeTakeFirstOrThrow();
      // The lead's history, found through the lead: the note does not name the address.
      await d.insertInto('lead_events').values({ lead_table: 'contacts', lead_id: lead.id, at, admin_id: admin.id, actor: admin.email, kind: 'note', from_value: null, to_value: null, text: 'Called Asha about SMS' }).execute();
      await d.insertInto('demo_requests').values({ name: 'Asha', email, contact: '9876543210', businessname: 'Rao Co', jobfunction: 'CTO', lookingfor: 'SMS', message: 'Demo please', created_at: at, spam: 1 }).execute();
      await d.insertInto('subscribers').values({ email, status: 'unsubscribed', token_hash: `s-${email}`, created_at: at, consent_at: at, consent_page: '/', consent_text_version: 'newsletter-1' }).execute();
      const mails = await d
        .insertInto('outbox')
        .values([
          { kind: 'subscribe-confirm', to_address: email, subject: 'Confirm', text_body: 'Hello', status: 'sent', next_attempt_at: at, created_at: at },
          { kind: 'contact-question', to_address: 'sales@example.com', subject: 'New question', text_body: `From: Asha <${email}>\nHow do I send SMS?`, headers: JSON.stringify({ 'Reply-To': email }), status: 'sent', next_attempt_at: at, created_at: at },
        ])
        .returning('id')
        .execute();
      for (const { id } of mails) writeEml(db.dataDir, `${id}-mail.eml`, `To: ${email}\r\n\r\nA copy naming ${email}.`);
      // A failed CRM delivery keeps the lead's payload; the visitor's test-mode data is keyed by their account.
      await d
        .insertInto('webhook_deliveries')
        .values({ endpoint_id: 1, message_id: `msg-${email}`, event: 'lead.created', body: JSON.stringify({ data: { email } }), status: 'failed', next_attempt_at: at, last_result: `400 unknown ${email}`, created_at: at })
        .execute();
      await d.insertInto('test_keys').values({ user_id: user.id, key_hash: `k-${email}`, key_prefix: 'tk_test_abcd…', created_at: at }).execute();
      await d.insertInto('test_dlt_entities').values({ user_id: user.id, entity_id: '1201159100000000001', updated_at: at }).execute();
      await d.insertInto('test_senders').values({ user_id: user.id, sender_id: 'ASHARAO', created_at: at }).execute();
      await d
        .insertInto('test_templates')
        .values({ user_id: user.id, template_id: '1207161700000000001', entity_id: '1201159100000000001', sender_id: 'ASHARAO', category: 'transactional', name: `for ${email}`, body: `Mail ${email} {#var#}`, variables: 1, created_at: at })
        .execute();
      await d.insertInto('test_requests').values({ user_id: user.id, key_id: null, call: 'send-sms', method: 'POST', path: '/api/test/v1/sms/send', params: JSON.stringify({ body: `Mail ${email} now` }), status_code: 200, answer: '{}', created_at: at }).execute();
      await d
        .insertInto('test_messages')
        .values({ user_id: user.id, message_id: `m-${email}`, request_id: null, to_number: '919999900001', sender_id: 'ASHARAO', template_id: '1207161700000000001', encoding: 'GSM-7', segments: 1, outcome: 'delivered', error_code: null, submitted_at: at })
        .execute();
      await d.insertInto('test_usage').values({ user_id: user.id, day: at.slice(0, 10), requests: 1, messages: 1, calls: 1, bytes: 100, expires_at: at }).execute();
      await d.insertInto('test_calls').values({ user_id: user.id, call_id: `c-${email}`, broadcast_id: `b-${email}`, number: '919999900001', caller_id: '911140000000', outcome: 'answered', dtmf_wait: 0, created_at: at }).execute();
      await d.insertInto('test_callback_urls').values({ user_id: user.id, url: 'http://127.0.0.1:9/hooks', secret: 'whsec_dGVzdA==', updated_at: at }).execute();
      await d
        .insertInto('test_callbacks')
        .values({ user_id: user.id, message_id: `cb-${email}`, event: 'sms.status', url: 'http://127.0.0.1:9/hooks', body: JSON.stringify({ data: { note: `Mail ${email} now` } }), status: 'delivered', attempts: 1, next_attempt_at: at, created_at: at })
        .execute();
      await d.insertInto('visitor_tokens').values({ user_id: user.id, purpose: 'password-reset', token_hash: `v-${email}`, created_at: at, expires_at: at }).execute();
      // Another account's pending move to the address (docs/decisions/047-visitor-account-page.md).
      await d.insertInto('visitor_tokens').values({ user_id: user.id + 1000, purpose: 'email-change', token_hash: `e-${email}`, created_at: at, expires_at: at, new_email: email }).execute();
      await d.insertInto('admin_invitations').values({ email, token_hash: `i-${email}`, invited_by: admin.id, created_at: at, expires_at: at }).execute();
      await d.insertInto('admin_recovery_codes').values({ admin_id: formerAdmin.id, code_hash: `c-${email}`, created_at: at }).execute();
      // A revision the former admin saved of a starting post (docs/decisions/051-content-studio.md).
      const article = await d.selectFrom('content_entries').select('id').orderBy('id').executeTakeFirstOrThrow();
      await d.insertInto('content_revisions').values({ entry_id: article.id, number: 1000 + formerAdmin.id, snapshot: '{}', admin_id: formerAdmin.id, author_name: `Name of ${email}`, created_at: at }).execute();
      await d.insertInto('admin_login_failures').values({ email_hash: emailKey(email), step: 'password', client_hash: 'c'.repeat(64), failures: 2, last_failure_at: at, next_try_at: at, expires_at: at }).execute();
      await d
        .insertInto('audit_log')
        .values([
          { created_at: at, admin_id: formerAdmin.id, actor: email, action: 'login', outcome: 'ok', ip: '203.0.113.9', detail: null },
          { created_at: at, admin_id: admin.id, actor: admin.email, action: 'invitation.create', outcome: 'ok', ip: '198.51.100.1', detail: JSON.stringify({ email }) },
        ])
        .execute();
    };
    await plant(PERSON.toUpperCase());
    for (const n of NEIGHBOURS) await plant(n);
    // A file whose outbox row is already gone still names the person.
    writeEml(db.dataDir, '9999-orphan.eml', `To: ${PERSON}\r\n\r\nleft behind`);
    // Someone else's lead that names the person in its free text.
    const colleague = await d
      .insertInto('contact_requests')
      .values({ name: 'Colleague Kumar', email: 'colleague@example.org', contact: '9876500000', question: `Please also call ${PERSON.toLowerCase()}, my manager.`, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();

    const post = (url: string, email: string) => app!.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin.token}` }, payload: { email } });

    const exported = await post(privacyPaths.exportPerson, PERSON);
    expect(exported.statusCode).toBe(200);
    const data = exported.json() as { tables: Record<string, Record<string, unknown>[]>; mailFiles: string[] };
    for (const entry of dataMap) {
      if (entry.match.length > 0) expect(data.tables[entry.table], entry.table).toBeDefined();
    }
    expect(data.tables.outbox).toHaveLength(2);
    expect(data.tables.audit_log).toHaveLength(2);
    // The colleague's lead is exported only where it names the person.
    expect(data.tables.contact_requests).toContainEqual({ id: colleague.id, question: `Please also call ${PERSON.toLowerCase()}, my manager.` });
    expect(JSON.stringify(data)).not.toMatch(/colleague|kumar|9876500000/i);
    // The person's own leads carry their number in E.164 beside it as stored (docs/decisions/040-phone-numbers-in-e164.md).
    for (const table of ['contact_requests', 'demo_requests']) {
      expect(data.tables[table], table).toContainEqual(expect.objectContaining({ email: PERSON.toUpperCase(), contact: '9876543210', contact_e164: '+919876543210' }));
    }
    expect(data.mailFiles).toHaveLength(3);
    // Neighbours' rows are not theirs, and hashes of secrets are never exported.
    expect(JSON.stringify(data)).not.toContain(NEIGHBOURS[0]);
    expect(JSON.stringify(data)).not.toContain('argon-hash');

    // The address was an admin's, now disabled, so erasure goes ahead. The export's own audit entry
    // named the address too: three entries are anonymised.
    const erased = await post(privacyPaths.erasePerson, PERSON.toLowerCase());
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ deleted: { users: 1, admins: 1, sessions: 2, outbox: 2, contact_requests: 1 }, anonymised: { audit_log: 3, contact_requests: 1 }, files: 3 });
    // The person's whole address in any letter case; the neighbours' addresses contain it as a part.
    const named = /(?<![a-z0-9._%+-])asha\.rao@example\.com(?![a-z0-9-]|\.[a-z0-9])/i;
    // The colleague's lead stays, without the address.
    expect(await d.selectFrom('contact_requests').select(['name', 'question']).where('id', '=', colleague.id).executeTakeFirst()).toEqual({
      name: 'Colleague Kumar',
      question: 'Please also call [erased], my manager.',
    });
    // Nothing of the address is left in the database's files either: freed pages are overwritten and the
    // write-ahead log emptied (SQLite; PostgreSQL rewrites the tables, whose files the test cannot read).
    if (!postgres) {
      const files = [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`].map((f) => path.join(db.dataDir, f)).filter((f) => fs.existsSync(f));
      // The neighbours' addresses contain the person's, so the match is the same whole-address one as above.
      for (const file of files) expect(fs.readFileSync(file).toString('latin1'), file).not.toMatch(named);
    }

    const left = (await everyText(d, postgres)).filter((cell) => cell.includes(PERSON.toLowerCase()) && !NEIGHBOURS.some((n) => cell.includes(n)));
    expect(left).toEqual([]);
    for (const file of outboxFiles(db.dataDir)) expect(fs.readFileSync(path.join(db.dataDir, 'outbox', file), 'utf8'), file).not.toMatch(named);
    expect(outboxFiles(db.dataDir)).toHaveLength(4);
    // Every neighbour keeps every row.
    for (const n of NEIGHBOURS) {
      expect(await d.selectFrom('users').select('id').where('email', '=', n).execute(), n).toHaveLength(1);
      expect(await d.selectFrom('outbox').select('id').where('to_address', '=', n).execute(), n).toHaveLength(1);
    }
    // The dashboard's tallies match the rows left.
    const count = async (t: 'users' | 'contact_requests') => Number((await d.selectFrom(t).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const tally = async (name: string) => Number((await d.selectFrom('lead_day_counts').select((eb) => eb.fn.sum<number>('n').as('n')).where('table_name', '=', name).executeTakeFirst())?.n ?? 0);
    expect(await tally('users')).toBe(await count('users'));
    expect(await tally('contact_requests')).toBe(await count('contact_requests'));

    // Suppressed: no mail is queued to it, a new subscription stores nothing, an invitation is refused.
    expect(await isSuppressed(d, PERSON)).toBe(true);
    expect(await enqueueMail(d, { kind: 'signup-taken', to: PERSON, subject: 's', text: 't', html: '<p>t</p>' }, clock.now())).toBeUndefined();
    const subscribed = await app.inject({ method: 'POST', url: '/api/email/send-subscribe', payload: { email: PERSON } });
    expect(subscribed.statusCode).toBe(200);
    expect(await d.selectFrom('subscribers').select('id').where(sql`lower(email)`, '=', PERSON.toLowerCase()).execute()).toEqual([]);
    const invited = await app.inject({ method: 'POST', url: '/api/admin/invitations', headers: { authorization: `Bearer ${admin.token}` }, payload: { email: PERSON } });
    expect(invited.statusCode).toBe(409);

    // Both uses are in the trail; the erasure names the hash, never the address.
    const trail = await d.selectFrom('audit_log').select(['action', 'detail']).where('action', 'in', ['person.export', 'person.erase']).orderBy('id').execute();
    expect(trail.map((r) => r.action)).toEqual(['person.export', 'person.erase']);
    expect(trail[1]!.detail).toMatch(/"suppression":"[0-9a-f]{16}"/);
  });

  test('the admin endpoints: admin only, validated, an active admin or the sales inbox is not erased', async () => {
    const db = await database.create();
    app = await createTestApp(db, { MAIL_WORKER: 'off', RETENTION_JOB: 'off', RATE_LIMITS: 'off', SALES_EMAIL: 'sales@example.com' });
    const admin = await signedInAdmin(app);
    const post = (url: string, payload: unknown, token?: string) =>
      app!.inject({ method: 'POST', url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });
    expect((await post(privacyPaths.exportPerson, { email: 'a@example.com' })).statusCode).toBe(401);
    expect((await post(privacyPaths.erasePerson, { email: 'a@example.com' })).statusCode).toBe(401);
    const bad = await post(privacyPaths.erasePerson, { email: 'not-an-address' }, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, fields: { email: 'Invalid email format' } });
    expect((await post(privacyPaths.erasePerson, { email: admin.email }, admin.token)).json()).toMatchObject({ statusCode: 409 });
    expect((await post(privacyPaths.erasePerson, { email: 'SALES@example.com' }, admin.token)).json()).toMatchObject({ statusCode: 409 });
    expect(await app.database.db.selectFrom('admins').select('id').execute()).toHaveLength(1);
  });

  test('newsletter consent is recorded with the wording version and page; an unknown version is refused', async () => {
    const db = await database.create();
    app = await createTestApp(db, { MAIL_WORKER: 'off', RETENTION_JOB: 'off', RATE_LIMITS: 'off' });
    const subscribe = (payload: object) => app!.inject({ method: 'POST', url: '/api/email/send-subscribe', payload });
    expect((await subscribe({ email: 'reader@example.com', consent: { version: 'newsletter-1', page: '/blog' } })).statusCode).toBe(200);
    expect(await app.database.db.selectFrom('subscribers').select(['consent_text_version', 'consent_page']).executeTakeFirst()).toEqual({
      consent_text_version: 'newsletter-1',
      consent_page: '/blog',
    });
    const refused = await subscribe({ email: 'other@example.com', consent: { version: 'newsletter-0', page: '/' } });
    expect(refused.statusCode).toBe(400);
    expect(await app.database.db.selectFrom('subscribers').select('email').execute()).toHaveLength(1);
  });

  test('the operator CLI: export to an owner-only file, erase with --yes, retention dry run and run', async () => {
    const db = await database.create();
    const handle = connectDatabase(db);
    try {
      await migrateToLatest(handle.db, handle.dialect);
      const old = new Date(Date.now() - 800 * DAY).toISOString();
      await handle.db
        .insertInto('contact_requests')
        .values([
          { name: 'Old', email: 'old@example.com', contact: '9876543210', question: 'An old question', created_at: old },
          { name: 'Asha', email: PERSON, contact: '9876543210', question: 'A new question', created_at: new Date().toISOString() },
        ])
        .execute();
    } finally {
      await handle.close();
    }
    const out = path.join(db.dataDir, 'person.json');
    expect(await cli(['person', 'export', '--email', PERSON, '--out', out], db)).toMatchObject({ code: 0 });
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(out, 'utf8')).tables.contact_requests).toHaveLength(1);
    // No terminal and no --yes: refused, nothing erased.
    expect(await cli(['person', 'erase', '--email', PERSON], db)).toMatchObject({ code: 2 });
    expect(await cli(['person', 'erase', '--email', 'nope'], db)).toMatchObject({ code: 2 });
    const erased = await cli(['person', 'erase', '--email', PERSON, '--yes'], db);
    expect(erased.code).toBe(0);
    expect(erased.out).toMatch(/contact_requests\s+1 row/);
    const dry = await cli(['retention', 'run', '--dry-run'], db);
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/contact_requests\s+1 row/);
    expect(dry.out).toContain('Dry run: nothing was deleted.');
    expect((await cli(['retention', 'run'], db)).out).toMatch(/contact_requests\s+1 row/);
    expect((await cli(['retention', 'run'], db)).out).toMatch(/contact_requests\s+0 rows/);
    expect(await cli(['retention', 'run'], db, { RETENTION_AUDIT_DAYS: '30' })).toMatchObject({ code: 2, err: expect.stringContaining('RETENTION_AUDIT_DAYS must be a whole number, at least 365') });
  });
});

describe('the privacy page and the server read the same settings', () => {
  test('the page states the periods the server enforces', () => {
    const env = { RETENTION_LEADS_MONTHS: '6', RETENTION_MAIL_DAYS: '7', RETENTION_UNCONFIRMED_DAYS: '1', RETENTION_AUDIT_DAYS: '730' };
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    expect(config.retention).toEqual({ leadsMonths: 6, mailDays: 7, unconfirmedDays: 1, auditDays: 730, analyticsDays: 90 });
    // What the privacy route's build-time loader renders from the same environment.
    const page = privacyPolicyFor(readRetention(env)).sections.find((s) => s.heading === 'How long we keep it')!;
    expect(page.paragraphs).toEqual(retentionStatements(config.retention));
    const text = page.paragraphs.join(' ');
    for (const phrase of ['6 months after you sent them', 'deleted after 1 day.', '7 days after delivery', '730 days']) expect(text).toContain(phrase);
    expect(privacyPolicyFor(retentionDefaults).sections.find((s) => s.heading === 'How long we keep it')!.paragraphs.join(' ')).toContain('24 months');
  });

  test('a period the server would not accept stops it with one line naming the variable', () => {
    expect(() => loadConfig({ RETENTION_AUDIT_DAYS: '364' })).toThrow('Invalid configuration: RETENTION_AUDIT_DAYS must be a whole number, at least 365 (got "364")');
    expect(() => loadConfig({ RETENTION_LEADS_MONTHS: '0' })).toThrow(/RETENTION_LEADS_MONTHS must be a whole number, at least 1/);
    expect(() => loadConfig({ RETENTION_MAIL_DAYS: '2.5' })).toThrow(/RETENTION_MAIL_DAYS/);
    expect(() => loadConfig({ RETENTION_UNCONFIRMED_DAYS: 'soon' })).toThrow(/RETENTION_UNCONFIRMED_DAYS/);
  });
});
