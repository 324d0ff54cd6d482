import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { securityMessages, securityPaths } from '@tarang/shared/admin-security';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anotherAdminSession, signedInAdmin, type SignedInAdmin } from '../../test/admin-session';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { newToken } from '../auth/tokens';

// Admin management (docs/decisions/027-admin-security.md): sessions, administrators, and the sign-up page's status.

describe.each(testDatabases())('admin management on $name', (database) => {
  let app: FastifyInstance;
  let webDir: string;
  const clock = manualClock(new Date('2026-11-26T10:00:00.000Z'));
  let me: SignedInAdmin;
  let other: SignedInAdmin;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    app.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'user-agent': 'TestBrowser/1.0' }, ...(payload ? { payload } : {}) });
  const audit = async () =>
    (await app.database.db.selectFrom('audit_log').select(['actor', 'action', 'outcome', 'detail']).orderBy('id').execute()).map((a) => ({
      ...a,
      detail: a.detail === null ? null : JSON.parse(a.detail),
    }));

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-admins-web-'));
    fs.writeFileSync(path.join(webDir, '__spa-fallback.html'), '<!doctype html><title>Admin</title>');
    fs.mkdirSync(path.join(webDir, '404'));
    fs.writeFileSync(path.join(webDir, '404/index.html'), '<!doctype html><title>Page Not Found</title>');
    app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off', MAIL_WORKER: 'off', WEB_DIST: webDir }, { clock });
    me = await signedInAdmin(app, 'me@example.com');
    await clock.advance(30_000);
    other = await signedInAdmin(app, 'other@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  test('my sessions: newest first, the current one flagged, with address and browser; revoke-others ends the rest', async () => {
    await clock.advance(60_000);
    const second = await anotherAdminSession(app, me);
    const list = await call('GET', securityPaths.mySessions, second);
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { id: number; current: boolean; ip: string; userAgent: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.current)).toEqual([true, false]);
    expect(sessions[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'lightMyRequest' });
    expect((await call('POST', securityPaths.revokeOtherSessions, second)).json()).toEqual({ message: securityMessages.sessionsRevoked });
    expect((await call('GET', '/api/contact/all', me.token)).statusCode).toBe(401);
    expect((await call('GET', securityPaths.mySessions, second)).json()).toHaveLength(1);
    me.token = second;
    // The other admin's sessions are untouched.
    expect((await call('GET', '/api/contact/all', other.token)).statusCode).toBe(200);
  });

  test('the admin list; disabling yourself is refused; an unknown id is 404; revoke-sessions ends all of theirs', async () => {
    const list = (await call('GET', securityPaths.admins, me.token)).json();
    expect(list).toEqual([
      expect.objectContaining({ email: 'me@example.com', you: true, disabled: false, mfaEnrolled: true, activeSessions: 1 }),
      expect.objectContaining({ email: 'other@example.com', you: false, disabled: false, mfaEnrolled: true, activeSessions: 1 }),
    ]);
    const self = await call('POST', `${securityPaths.admins}/${me.id}/disable`, me.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(securityMessages.cannotDisableSelf);
    for (const action of ['disable', 'enable', 'revoke-sessions']) {
      const res = await call('POST', `${securityPaths.admins}/424242/${action}`, me.token);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().error).toBe(securityMessages.adminNotFound);
    }
    expect((await call('POST', `${securityPaths.admins}/abc/disable`, me.token)).json()).toMatchObject({ statusCode: 400, fields: { id: '`id` must be a whole number' } });
    expect((await call('POST', `${securityPaths.admins}/${other.id}/revoke-sessions`, me.token)).json()).toEqual({ message: securityMessages.sessionsRevoked });
    expect((await call('GET', '/api/contact/all', other.token)).statusCode).toBe(401);
    const trail = await audit();
    expect(trail).toEqual(
      expect.arrayContaining([
        { actor: 'me@example.com', action: 'admin.disable', outcome: 'refused', detail: { admin: 'me@example.com', reason: 'self' } },
        { actor: 'me@example.com', action: 'sessions.revoke', outcome: 'ok', detail: { admin: 'other@example.com', scope: 'all', ended: 1 } },
        expect.objectContaining({ actor: 'me@example.com', action: 'login', outcome: 'ok' }),
        expect.objectContaining({ actor: 'me@example.com', action: 'mfa.enrol', outcome: 'ok' }),
      ]),
    );
    // Never a password, token or code in the trail.
    const text = JSON.stringify(trail);
    for (const secret of [me.password, me.token, me.secret, ...me.recoveryCodes]) expect(text).not.toContain(secret);
  });

  test('the management calls need a signed-in admin: none 401, a visitor 403', async () => {
    await app.auth.signupUser({ name: 'Vee', email: 'vee@example.com', password: 'secret1' });
    const visitor = (await call('POST', '/api/auth/user/login', undefined, { email: 'vee@example.com', password: 'secret1' })).json().token as string;
    for (const url of [securityPaths.mySessions, securityPaths.admins, securityPaths.invitations]) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      const res = await call('GET', url, visitor);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('This needs an administrator account.');
    }
  });

  test('the sign-up page is the app shell: 200 for a usable invitation, 404 otherwise, in any letter case', async () => {
    const res = await call('POST', securityPaths.invitations, me.token, { email: 'page@example.com' });
    expect(res.statusCode).toBe(201);
    const mail = await app.database.db.selectFrom('outbox').select('text_body').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const token = /\/admin\/([A-Za-z0-9_-]{43})\/Signup/.exec(mail.text_body)![1]!;
    for (const page of [`/admin/${token}/Signup`, `/admin/${token}/signup`, `/ADMIN/${token}/SIGNUP`]) {
      const ok = await call('GET', page);
      expect(ok.statusCode, page).toBe(200);
      expect(ok.body).toContain('<title>Admin</title>');
    }
    for (const page of [`/admin/${newToken().token}/Signup`, '/admin/not-a-token/signup']) {
      const gone = await call('GET', page);
      expect(gone.statusCode, page).toBe(404);
      expect(gone.body).toContain('<title>Admin</title>');
    }
  });
});
