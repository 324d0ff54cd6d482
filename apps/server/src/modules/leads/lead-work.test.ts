import fs from 'node:fs';
import { leadMessages, leadPath, leadPaths, type LeadDetail } from '@tarang/shared/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anotherAdminSession, signedInAdmin } from '../../test/admin-session';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { analyticsPaths } from '@tarang/shared/analytics';
import { demoRequest } from '../../test/leads';
import { tinyWebBuild } from '../../test/web-build';

const json = { 'content-type': 'application/json' };
const demo = demoRequest();
const contact = { name: 'Ravi Kumar', email: 'ravi@example.com', contact: '+91 98765 43210', question: 'Can you send OTPs in Hindi?' };

/** A browser of its own: the visit is the hash of address, user agent and site (decision 050). */
const browser = (name: string) => ({ 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 ${name}` });

describe.each(testDatabases())('working a lead on $name', (database) => {
  let app: FastifyInstance;
  let token: string;
  let adminId: number;
  let otherAdminId: number;
  let otherToken: string;
  const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));
  // Two pages are enough to see that pages set no cookie.
  const web = tinyWebBuild({ '': 'home', price: 'price' });
  const auth = (t = token) => ({ authorization: `Bearer ${t}` });

  const send = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...json, ...headers }, payload: JSON.stringify(payload) });
  const patch = (url: string, payload: unknown, t = token) => app.inject({ method: 'PATCH', url, headers: { ...json, ...auth(t) }, payload: JSON.stringify(payload) });
  const newest = async (table: 'contact_requests' | 'demo_requests') =>
    (await app.database.db.selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off', RATE_LIMITS: 'off', WEB_DIST: web, PUBLIC_URL: 'https://tarang.example.com' }, { clock });
    const admin = await signedInAdmin(app);
    token = admin.token;
    adminId = admin.id;
    const other = await signedInAdmin(app, 'sales@example.com');
    otherAdminId = other.id;
    otherToken = await anotherAdminSession(app, other);
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
    fs.rmSync(web, { recursive: true, force: true });
  });

  describe('attribution', () => {
    /** The beacon a page sends once shown: its address and the document's referrer. */
    const view = (path: string, ua: Record<string, string>, referrer = '') =>
      app.inject({ method: 'POST', url: analyticsPaths.view, headers: { 'content-type': 'text/plain;charset=UTF-8', ...ua }, payload: JSON.stringify({ u: `https://tarang.example.com${path}`, r: referrer }) });

    test('pages set no cookie and stay shareable, with or without a campaign', async () => {
      for (const headers of [{}, { referer: 'https://mail.example.net/inbox?id=secret' }]) {
        const landed = await app.inject({ url: '/?utm_source=newsletter&utm_campaign=diwali', headers });
        expect(landed.statusCode).toBe(200);
        expect(landed.headers['set-cookie']).toBeUndefined();
        expect(landed.headers['cache-control']).toBe('no-cache');
      }
      const beacon = await view('/?utm_source=newsletter', browser('pages'));
      expect(beacon.statusCode).toBe(204);
      expect(beacon.headers['set-cookie']).toBeUndefined();
    });

    test('a demo request stores the visit’s first and latest view from somewhere, the page it was sent from, and the source and campaign to filter on', async () => {
      const ua = browser('demo');
      await view('/?utm_source=newsletter&utm_medium=email&utm_campaign=diwali&utm_term=sms&utm_content=hero', ua);
      await clock.advance(30_000);
      // Moving around the site itself is not a touch.
      await view('/services/sms', ua, 'https://tarang.example.com/');
      await clock.advance(30_000);
      await view('/price', ua, 'https://search.example.org/results?q=bulk+sms');

      const res = await send('/api/demo', demo, { ...ua, referer: 'https://tarang.example.com/price?x=1' });
      expect(res.statusCode).toBe(201);
      const id = await newest('demo_requests');
      const row = await app.database.db.selectFrom('demo_requests').select(['attribution', 'utm_source', 'utm_campaign']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.utm_source).toBe('newsletter');
      expect(row.utm_campaign).toBe('diwali');
      const lead = (await app.inject({ url: leadPath('demos', id), headers: auth() })).json() as LeadDetail;
      expect(lead.attribution).toEqual({
        first: { landing: '/', at: '2026-11-21T10:00:00.000Z', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali', utm_term: 'sms', utm_content: 'hero' },
        latest: { landing: '/price', at: '2026-11-21T10:01:00.000Z', referrer: 'https://search.example.org/results' },
        formPage: '/price',
      });
    });

    test.each([
      ['contact question', '/api/contact', contact, 'contact_requests'],
      ['visitor sign-up', '/api/auth/user/signup', { name: 'Mina', email: 'mina@example.com', password: 'secret1' }, 'users'],
      ['newsletter subscription', '/api/email/send-subscribe', { email: 'news@example.com' }, 'subscribers'],
    ] as const)('a %s stores where it came from', async (_, url, body, table) => {
      const ua = browser(table);
      await view('/?utm_source=partner&utm_campaign=launch', ua);
      const res = await send(url, body, { ...ua, referer: 'https://tarang.example.com/contact' });
      expect(res.statusCode).toBeLessThan(300);
      const row = await app.database.db.selectFrom(table).select(['attribution', 'utm_source', 'utm_campaign']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.utm_source).toBe('partner');
      expect(row.utm_campaign).toBe('launch');
      expect(JSON.parse(row.attribution!)).toMatchObject({ first: { landing: '/', utm_source: 'partner' }, formPage: '/contact' });
    });

    test('a form from a browser with no visit today, sent from no same-site page, stores no attribution', async () => {
      await send('/api/contact', contact, { ...browser('stranger'), referer: 'https://elsewhere.example.net/form' });
      const row = await app.database.db.selectFrom('contact_requests').select(['attribution', 'utm_source']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toEqual({ attribution: null, utm_source: null });
    });

    test('another browser’s visit is not this one’s', async () => {
      await view('/?utm_source=someone-else', browser('other'));
      await send('/api/contact', contact, browser('fresh'));
      expect((await app.database.db.selectFrom('contact_requests').select('utm_source').orderBy('id', 'desc').executeTakeFirstOrThrow()).utm_source).toBeNull();
    });

    test('campaign values are bounded and cleaned: long and control-character values are cut', async () => {
      const ua = browser('long');
      await view(`/?utm_source=${'x'.repeat(1500)}&utm_campaign=%E2%80%AEevil%0Aline`, ua);
      await send('/api/contact', contact, ua);
      const row = await app.database.db.selectFrom('contact_requests').select(['utm_source', 'utm_campaign']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.utm_source).toBe('x'.repeat(200));
      expect(row.utm_campaign).toBe('evilline');
    });
  });

  describe('status, owner, notes and history', () => {
    let id: number;
    beforeAll(async () => {
      await send('/api/demo', demo);
      id = await newest('demo_requests');
    });

    test('a new lead opens with every field, status New, no owner, and its submission as history', async () => {
      const res = await app.inject({ url: leadPath('demos', id), headers: auth() });
      expect(res.statusCode).toBe(200);
      const lead = res.json() as LeadDetail;
      expect(lead).toMatchObject({ table: 'demos', id, status: 'new', statusReason: null, owner: null, spam: false, attribution: null });
      expect(lead.fields).toContainEqual(['Message', demo.message]);
      expect(lead.fields).toContainEqual(['Business name', demo.businessname]);
      expect(lead.history.map((e) => e.kind)).toEqual(['created']);
      // The number in E.164 beside it as typed (docs/decisions/040-phone-numbers-in-e164.md).
      expect(lead.contactE164).toBe('+919876543210');
      const contactAt = lead.fields.findIndex(([label]) => label === 'Contact');
      expect(lead.fields.slice(contactAt, contactAt + 2)).toEqual([['Contact', demo.contact], ['Contact (E.164)', '+919876543210']]);
    });

    test('a number that cannot be read has no E.164 form: null, and no such row among the fields', async () => {
      await send('/api/demo', { ...demo, email: 'words@example.com', contact: 'after 6pm' });
      const lead = (await app.inject({ url: leadPath('demos', await newest('demo_requests')), headers: auth() })).json() as LeadDetail;
      expect(lead.contactE164).toBeNull();
      expect(lead.fields).toContainEqual(['Contact', 'after 6pm']);
      expect(lead.fields.map(([label]) => label)).not.toContain('Contact (E.164)');
    });

    test('Unqualified without a reason is refused with the field message; nothing changes', async () => {
      const res = await patch(leadPath('demos', id), { status: 'unqualified' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, fields: { reason: leadMessages.reasonRequired } });
      const blank = await patch(leadPath('demos', id), { status: 'unqualified', reason: '   ' });
      expect(blank.json().fields).toEqual({ reason: leadMessages.reasonRequired });
      const lead = (await app.inject({ url: leadPath('demos', id), headers: auth() })).json() as LeadDetail;
      expect(lead.status).toBe('new');
    });

    test('bad input gets the one error shape', async () => {
      expect((await patch(leadPath('demos', id), { status: 'called' })).json()).toMatchObject({ statusCode: 400, fields: { status: leadMessages.statusInvalid } });
      expect((await patch(leadPath('demos', id), {})).json()).toMatchObject({ statusCode: 400, fields: { status: leadMessages.nothingToChange } });
      expect((await patch(leadPath('demos', id), { ownerId: 'me' })).json()).toMatchObject({ statusCode: 400, fields: { ownerId: leadMessages.ownerInvalid } });
      expect((await patch(leadPath('demos', id), { ownerId: 999_999 })).json()).toMatchObject({ statusCode: 400, fields: { ownerId: leadMessages.ownerInvalid } });
      expect((await send(leadPath('demos', id) + '/notes', { text: '  ' }, auth())).json()).toMatchObject({ statusCode: 400, fields: { text: leadMessages.noteRequired } });
      expect((await patch(leadPath('demos', 999_999), { status: 'won' })).json()).toMatchObject({ statusCode: 404, message: leadMessages.notFound });
      expect((await app.inject({ url: leadPath('demos', 999_999), headers: auth() })).json()).toMatchObject({ statusCode: 404, message: leadMessages.notFound });
      expect((await send(`${leadPath('demos', 999_999)}/notes`, { text: 'A note' }, auth())).json()).toMatchObject({ statusCode: 404, message: leadMessages.notFound });
      expect((await app.inject({ url: '/api/admin/leads/users/1', headers: auth() })).statusCode).toBe(400);
    });

    test('a status, an owner and a note each land in the lead, its history and the audit trail', async () => {
      await clock.advance(60_000);
      const assigned = await patch(leadPath('demos', id), { ownerId: otherAdminId, status: 'contacted' });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json()).toMatchObject({ status: 'contacted', owner: { id: otherAdminId, email: 'sales@example.com' } });
      const noted = await send(`${leadPath('demos', id)}/notes`, { text: 'Called; wants a quote for 2 lakh messages.' }, auth(otherToken));
      expect(noted.statusCode).toBe(201);
      const unq = await patch(leadPath('demos', id), { status: 'unqualified', reason: 'Budget below our minimum' }, otherToken);
      const lead = unq.json() as LeadDetail;
      expect(lead).toMatchObject({ status: 'unqualified', statusReason: 'Budget below our minimum' });
      expect(lead.updatedAt).toBe('2026-11-21T10:02:00.000Z');
      expect(lead.history.map((e) => [e.kind, e.actor, e.from, e.to, e.text])).toEqual([
        ['created', null, null, null, null],
        ['status', 'ops@example.com', 'new', 'contacted', null],
        ['owner', 'ops@example.com', null, 'sales@example.com', null],
        ['note', 'sales@example.com', null, null, 'Called; wants a quote for 2 lakh messages.'],
        ['status', 'sales@example.com', 'contacted', 'unqualified', 'Budget below our minimum'],
      ]);
      const audit = await app.database.db.selectFrom('audit_log').select(['action', 'actor', 'detail']).where('action', 'in', ['lead.status', 'lead.owner', 'lead.note']).orderBy('id').execute();
      expect(audit.map((a) => [a.action, a.actor])).toEqual([
        ['lead.status', 'ops@example.com'],
        ['lead.owner', 'ops@example.com'],
        ['lead.note', 'sales@example.com'],
        ['lead.status', 'sales@example.com'],
      ]);
      // The trail names the change, never the note's text.
      expect(audit.map((a) => a.detail).join()).not.toContain('quote');
    });

    test('setting what the lead already is writes nothing; unassigning is recorded', async () => {
      const before = (await app.database.db.selectFrom('lead_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
      await patch(leadPath('demos', id), { status: 'unqualified', reason: 'Budget below our minimum' });
      const after = (await app.database.db.selectFrom('lead_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
      expect(Number(after)).toBe(Number(before));
      const unassigned = (await patch(leadPath('demos', id), { ownerId: null })).json() as LeadDetail;
      expect(unassigned.owner).toBeNull();
      expect(unassigned.history.at(-1)).toMatchObject({ kind: 'owner', from: 'sales@example.com', to: null });
    });

    test('restoring a lead from suspected spam is in its history', async () => {
      await app.database.db.updateTable('demo_requests').set({ spam: 1, spam_reason: 'honeypot' }).where('id', '=', id).execute();
      expect((await send(`${leadPath('demos', id)}/not-spam`, {}, auth())).statusCode).toBe(200);
      const lead = (await app.inject({ url: leadPath('demos', id), headers: auth() })).json() as LeadDetail;
      expect(lead.spam).toBe(false);
      expect(lead.history.at(-1)).toMatchObject({ kind: 'not-spam', actor: 'ops@example.com' });
    });

    test('a disabled admin cannot be made the owner', async () => {
      await app.database.db.updateTable('admins').set({ disabled_at: clock.now().toISOString() }).where('id', '=', otherAdminId).execute();
      const res = await patch(leadPath('demos', id), { ownerId: otherAdminId });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ ownerId: leadMessages.ownerInvalid });
      await app.database.db.updateTable('admins').set({ disabled_at: null }).where('id', '=', otherAdminId).execute();
    });
  });

  describe('lists and exports', () => {
    let contactId: number;
    beforeAll(async () => {
      const ua = browser('lists');
      await app.inject({ method: 'POST', url: analyticsPaths.view, headers: { 'content-type': 'text/plain', ...ua }, payload: JSON.stringify({ u: 'https://tarang.example.com/?utm_source=newsletter&utm_campaign=diwali' }) });
      await send('/api/contact', { ...contact, email: 'filtered@example.com' }, ua);
      contactId = await newest('contact_requests');
      await patch(leadPath('contacts', contactId), { status: 'qualified', ownerId: adminId });
    });

    const list = async (query: string) => {
      const res = await app.inject({ url: `/api/contact/all?${query}`, headers: auth() });
      expect(res.statusCode).toBe(200);
      return { total: Number(res.headers['x-total-count']), rows: res.json() as { id: number; status: string; ownerId: number | null; utmSource: string | null }[] };
    };

    test('the lists filter by status, owner (or unassigned), source and campaign, with counts to match', async () => {
      const all = await list('limit=500');
      expect(all.rows.find((r) => r.id === contactId)).toMatchObject({ status: 'qualified', ownerId: adminId, utmSource: 'newsletter' });
      for (const query of ['status=qualified', `owner=${adminId}`, 'source=newsletter&campaign=diwali', 'status=qualified&source=newsletter']) {
        const page = await list(query);
        expect(page.rows.map((r) => r.id)).toEqual([contactId]);
        expect(page.total).toBe(1);
      }
      const unassigned = await list('owner=unassigned&limit=500');
      expect(unassigned.rows.map((r) => r.id)).not.toContain(contactId);
      expect(unassigned.total).toBe(all.total - 1);
      expect((await list('status=new&source=nobody')).total).toBe(0);
    });

    test('a bad filter gets the one error shape', async () => {
      for (const query of ['status=called', 'owner=me', 'owner=0', `source=${'s'.repeat(201)}`, 'campaign=']) {
        const res = await app.inject({ url: `/api/contact/all?${query}`, headers: auth() });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, error: expect.any(String), message: expect.any(String) });
      }
    });

    test('the CSV export follows the filters and carries status, owner and attribution', async () => {
      const res = await app.inject({ url: '/api/admin/export/contacts?status=qualified&source=newsletter', headers: auth() });
      expect(res.statusCode).toBe(200);
      const [header, row, end] = res.body.split('\r\n');
      expect(header).toContain('"Status","Status reason","Owner","First landing page","First referrer","First UTM source"');
      expect(header).toMatch(/"Form page"$/);
      expect(row).toContain('"filtered@example.com"');
      expect(row).toContain('"Qualified","","ops@example.com","/","","newsletter"');
      expect(end).toBe('');
      const users = await app.inject({ url: '/api/admin/export/users?source=partner', headers: auth() });
      expect(users.body.split('\r\n')[1]).toContain('"mina@example.com"');
    });
  });

  describe('new since your last visit', () => {
    test('counts the leads (not spam) that arrived since this admin last opened the dashboard', async () => {
      await clock.advance(60_000);
      const firstVisit = clock.now().toISOString();
      const first = await send(leadPaths.visit, {}, auth(otherToken));
      expect(first.statusCode).toBe(200);
      expect(first.json().since).toBeNull();
      await clock.advance(60_000);
      await send('/api/demo', demo);
      await send('/api/contact', contact);
      await send('/api/contact', contact);
      await app.database.db.updateTable('contact_requests').set({ spam: 1, spam_reason: 'honeypot' }).where('id', '=', await newest('contact_requests')).execute();
      await clock.advance(60_000);
      const second = (await send(leadPaths.visit, {}, auth(otherToken))).json();
      expect(second).toEqual({ since: firstVisit, contacts: 1, demos: 1 });
      expect((await send(leadPaths.visit, {}, auth(otherToken))).json()).toMatchObject({ contacts: 0, demos: 0 });
    });

    test('only admins reach the lead calls', async () => {
      expect((await app.inject({ url: leadPath('demos', 1) })).statusCode).toBe(401);
      expect((await send(leadPaths.visit, {})).statusCode).toBe(401);
      expect((await app.inject({ method: 'PATCH', url: leadPath('demos', 1), headers: json, payload: '{"status":"won"}' })).statusCode).toBe(401);
    });
  });
});
