import { securityMessages, securityPaths } from '@tarang/shared/admin-security';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInAdmin, type SignedInAdmin } from '../../test/admin-session';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';
import { hashToken } from './tokens';
import { totpCode } from './totp';

// docs/decisions/027-admin-security.md: invitations, two-factor sign-in, throttling and sessions that end.

const PASSWORD = 'a-long-admin-pass';
const MINUTE = 60_000;

describe.each(testDatabases())('admin security on $name', (database) => {
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-26T10:00:00.000Z'));
  const now = () => clock.now();
  let root: SignedInAdmin;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const login = (email: string, password = PASSWORD) => call('POST', '/api/auth/admin/login', undefined, { email, password });
  /** Invites through the API and reads the token from the queued e-mail, as the invited person would. */
  async function invite(email: string): Promise<string> {
    const res = await call('POST', securityPaths.invitations, root.token, { email });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await app.database.db.selectFrom('outbox').select(['to_address', 'text_body', 'kind']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: email, kind: 'admin-invitation' });
    const token = /\/admin\/([A-Za-z0-9_-]{43})\/Signup/.exec(mail.text_body)?.[1];
    expect(token).toBeDefined();
    return token!;
  }
  const signup = (code: string, email: string) => call('POST', '/api/auth/admin/signup', undefined, { code, email, password: PASSWORD });
  const stepPast = () => clock.advance(30_000);

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off', MAIL_WORKER: 'off', PUBLIC_URL: 'https://site.example.com' }, { clock });
    root = await signedInAdmin(app, 'root@example.com', PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  describe('invitations', () => {
    test('the e-mail names the inviter, the link and the expiry; the token is stored only as its hash', async () => {
      const token = await invite('new1@example.com');
      const mail = await app.database.db.selectFrom('outbox').select('text_body').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(`https://site.example.com/admin/${token}/Signup`);
      expect(mail.text_body).toContain('root@example.com invited you');
      expect(mail.text_body).toContain('2026-11-29 10:00 UTC (72 hours)');
      const row = await app.database.db.selectFrom('admin_invitations').selectAll().where('email', '=', 'new1@example.com').executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect((await call('GET', `/api/auth/admin/invitations/${token}`)).json()).toEqual({ email: 'new1@example.com' });
    });

    test('single use, bound to the invited address in any letter case', async () => {
      const token = await invite('new2@example.com');
      const mismatch = await signup(token, 'someone-else@example.com');
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json().error).toBe(securityMessages.invitationEmailMismatch);
      expect((await signup(token, 'NEW2@Example.com')).statusCode).toBe(201);
      const again = await signup(token, 'new2@example.com');
      expect(again.statusCode).toBe(403);
      expect(again.json().error).toBe(securityMessages.invitationInvalid);
      expect((await call('GET', `/api/auth/admin/invitations/${token}`)).statusCode).toBe(404);
      // A mismatch is only told for a token that is itself valid.
      expect((await signup(token, 'someone-else@example.com')).json().error).toBe(securityMessages.invitationInvalid);
      const list = (await call('GET', securityPaths.invitations, root.token)).json() as { email: string; status: string; invitedBy: string }[];
      expect(list.find((i) => i.email === 'new2@example.com')).toMatchObject({ status: 'used', invitedBy: 'root@example.com' });
    });

    test('two concurrent uses of one invitation: exactly one admin is created', async () => {
      const token = await invite('race@example.com');
      const answers = await Promise.all([signup(token, 'race@example.com'), signup(token, 'race@example.com')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
      const admins = await app.database.db.selectFrom('admins').select('id').where('email', '=', 'race@example.com').execute();
      expect(admins).toHaveLength(1);
    });

    test('an invitation expires after 72 hours', async () => {
      const token = await invite('late@example.com');
      await clock.advance(72 * 60 * MINUTE);
      expect((await call('GET', `/api/auth/admin/invitations/${token}`)).statusCode).toBe(404);
      expect((await signup(token, 'late@example.com')).json().error).toBe(securityMessages.invitationInvalid);
      // root's session is idle by now: sign in again.
      root = { ...root, token: await signInWithRecoveryCode(root) };
      const list = (await call('GET', securityPaths.invitations, root.token)).json() as { email: string; status: string }[];
      expect(list.find((i) => i.email === 'late@example.com')?.status).toBe('expired');
    });

    test('a withdrawn invitation no longer works; a used one cannot be withdrawn; an existing admin cannot be invited', async () => {
      const token = await invite('gone@example.com');
      const id = (await app.database.db.selectFrom('admin_invitations').select('id').where('email', '=', 'gone@example.com').executeTakeFirstOrThrow()).id;
      expect((await call('DELETE', `${securityPaths.invitations}/${id}`, root.token)).json()).toEqual({ message: securityMessages.invitationRevoked });
      expect((await signup(token, 'gone@example.com')).statusCode).toBe(403);
      const used = (await app.database.db.selectFrom('admin_invitations').select('id').where('email', '=', 'new2@example.com').executeTakeFirstOrThrow()).id;
      expect((await call('DELETE', `${securityPaths.invitations}/${used}`, root.token)).statusCode).toBe(409);
      expect((await call('DELETE', `${securityPaths.invitations}/999999`, root.token)).statusCode).toBe(404);
      const taken = await call('POST', securityPaths.invitations, root.token, { email: 'ROOT@example.com' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe(securityMessages.alreadyAdmin);
    });
  });

  async function signInWithRecoveryCode(admin: SignedInAdmin): Promise<string> {
    const step = await login(admin.email);
    expect(step.json().next).toBe('code');
    const res = await call('POST', securityPaths.verifyCode, step.json().token, { code: admin.recoveryCodes.shift() });
    expect(res.statusCode, res.body).toBe(200);
    return step.json().token as string;
  }

  describe('two-factor sign-in', () => {
    let admin: SignedInAdmin;
    beforeAll(async () => {
      admin = await signedInAdmin(app, 'totp@example.com', PASSWORD);
    });

    test('an enrolled admin is asked for a code; a valid code signs in, the same step is never accepted twice', async () => {
      await stepPast();
      const step = (await login(admin.email)).json();
      expect(step).toMatchObject({ next: 'code', message: securityMessages.codeStep });
      // Before the code, the session reaches no data call.
      const gated = await call('GET', '/api/contact/all', step.token);
      expect(gated.statusCode).toBe(403);
      expect(gated.json().error).toBe(securityMessages.mfaRequired);
      const code = totpCode(admin.secret, now());
      const ok = await call('POST', securityPaths.verifyCode, step.token, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
      expect(ok.json()).toEqual({ message: 'Login successful!' });
      expect((await call('GET', '/api/contact/all', step.token)).statusCode).toBe(200);
      // The code form sent twice: the signed-in session is told so, and nothing counts as a failure.
      expect((await call('POST', securityPaths.verifyCode, step.token, { code })).json()).toEqual({ message: 'Login successful!' });
      const replay = (await login(admin.email)).json().token as string;
      const refused = await call('POST', securityPaths.verifyCode, replay, { code });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe(securityMessages.codeInvalid);
      // One step later (the authenticator's next code, and the previous one drifting), the new code works.
      await stepPast();
      expect((await call('POST', securityPaths.verifyCode, replay, { code: totpCode(admin.secret, now()) })).statusCode).toBe(200);
    });

    test('a recovery code works once; a wrong code counts as a failed login', async () => {
      const recovery = admin.recoveryCodes.shift()!;
      const first = (await login(admin.email)).json().token as string;
      expect((await call('POST', securityPaths.verifyCode, first, { code: recovery.toUpperCase() })).statusCode).toBe(200);
      const second = (await login(admin.email)).json().token as string;
      expect((await call('POST', securityPaths.verifyCode, second, { code: recovery })).statusCode).toBe(401);
      // The right password forgave its try; the wrong code counts on the code step.
      const failures = await app.database.db.selectFrom('admin_login_failures').select(['step', 'failures']).execute();
      expect(failures).toEqual([{ step: 'code', failures: 1 }]);
      const audit = await app.database.db.selectFrom('audit_log').select(['action', 'outcome', 'detail']).where('actor', '=', admin.email).orderBy('id').execute();
      expect(audit.map((a) => `${a.action} ${a.outcome}`)).toContain('mfa.recovery-code ok');
      expect(audit.map((a) => `${a.action} ${a.outcome}`)).toContain('mfa.verify refused');
      expect(JSON.stringify(audit)).not.toContain(recovery);
      // A full sign-in clears the failures.
      await stepPast();
      expect((await call('POST', securityPaths.verifyCode, second, { code: totpCode(admin.secret, now()) })).statusCode).toBe(200);
      expect(await app.database.db.selectFrom('admin_login_failures').selectAll().execute()).toEqual([]);
    });

    test('enrolment: the QR code is drawn here, a wrong code is a form error, a right one answers ten recovery codes', async () => {
      const step = (await login(admin.email)).json().token as string;
      await stepPast();
      expect((await call('POST', securityPaths.verifyCode, step, { code: totpCode(admin.secret, now()) })).statusCode).toBe(200);
      // Replacing the factor: the password and a recovery code (this step's TOTP code is already used).
      const start = await call('POST', securityPaths.enrolStart, step, { password: PASSWORD, code: admin.recoveryCodes.shift() });
      expect(start.statusCode).toBe(200);
      const { secret, otpauthUri, qrSvg } = start.json();
      expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+totp%40example\.com\?.*secret=/);
      expect(otpauthUri).toContain('algorithm=SHA1&digits=6&period=30');
      expect(qrSvg).toMatch(/^<svg/);
      expect(qrSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      const wrong = await call('POST', securityPaths.enrolConfirm, step, { code: '000000' === totpCode(secret, now()) ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ code: securityMessages.codeInvalid });
      const done = await call('POST', securityPaths.enrolConfirm, step, { code: totpCode(secret, now()) });
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe(securityMessages.enrolled);
      expect(done.json().recoveryCodes).toHaveLength(10);
      for (const c of done.json().recoveryCodes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      // The old recovery codes are gone; the new ones work.
      const next = (await login(admin.email)).json().token as string;
      expect((await call('POST', securityPaths.verifyCode, next, { code: admin.recoveryCodes[0] })).statusCode).toBe(401);
      expect((await call('POST', securityPaths.verifyCode, next, { code: done.json().recoveryCodes[0] })).statusCode).toBe(200);
      admin.secret = secret;
      admin.recoveryCodes = done.json().recoveryCodes.slice(1);
    });
  });

  describe('changing the second factor (docs/decisions/027-admin-security.md)', () => {
    const mailsTo = (email: string) => app.database.db.selectFrom('outbox').select(['kind', 'subject', 'text_body']).where('to_address', '=', email).where('kind', '=', 'mfa-changed').execute();

    test('a session taken with the password before the owner enrolled cannot enrol once the owner has', async () => {
      await app.auth.createAdmin('owner@example.com', PASSWORD);
      const intruder = (await login('owner@example.com')).json().token as string;
      // The intruder starts first: its secret is pending when the owner starts and confirms.
      expect((await call('POST', securityPaths.enrolStart, intruder)).statusCode).toBe(200);
      const owner = (await login('owner@example.com')).json().token as string;
      const { secret } = (await call('POST', securityPaths.enrolStart, owner)).json() as { secret: string };
      expect((await call('POST', securityPaths.enrolConfirm, owner, { code: totpCode(secret, now()) })).statusCode).toBe(200);

      // The owner's enrolment ended every other session, the intruder's too.
      expect((await call('POST', securityPaths.enrolStart, intruder)).statusCode).toBe(401);
      // A new password-only session cannot enrol over the owner's factor, nor confirm one.
      const late = (await login('owner@example.com')).json() as { token: string; next: string };
      expect(late.next).toBe('code');
      const refused = await call('POST', securityPaths.enrolStart, late.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(securityMessages.mfaRequired);
      // Its own stage is 'password' (a code is due); even an 'enrol' session made before the factor existed is refused.
      const stale = await app.database.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(late.token)).executeTakeFirstOrThrow();
      await app.database.db.updateTable('sessions').set({ stage: 'enrol' }).where('id', '=', stale.id).execute();
      const again = await call('POST', securityPaths.enrolStart, late.token);
      expect(again.statusCode).toBe(403);
      expect(again.json().error).toBe(securityMessages.factorExists);
      const confirm = await call('POST', securityPaths.enrolConfirm, late.token, { code: totpCode(secret, now()) });
      expect(confirm.statusCode).toBe(403);

      // The owner's factor still works, and the owner was told it was set up.
      await stepPast();
      const step = (await login('owner@example.com')).json().token as string;
      expect((await call('POST', securityPaths.verifyCode, step, { code: totpCode(secret, now()) })).statusCode).toBe(200);
      const mails = await mailsTo('owner@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('was set up');
      expect(mails[0]!.text_body).toContain('Every other session of your account has been signed out.');
    });

    test('replacing the factor asks for the password and a current code; it ends every other session, is audited and e-mailed', async () => {
      const admin = await signedInAdmin(app, 'replacer@example.com', PASSWORD);
      const other = await signInWithRecoveryCode(admin);

      const bare = await call('POST', securityPaths.enrolStart, admin.token);
      expect(bare.statusCode).toBe(400);
      expect(bare.json().fields).toEqual({ password: securityMessages.passwordRequired, code: securityMessages.codeRequired });
      const wrongPassword = await call('POST', securityPaths.enrolStart, admin.token, { password: 'not-the-password', code: admin.recoveryCodes[0] });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json().fields).toEqual({ password: securityMessages.passwordWrong });
      const wrongCode = await call('POST', securityPaths.enrolStart, admin.token, { password: PASSWORD, code: '12345-abcde' });
      expect(wrongCode.statusCode).toBe(400);
      expect(wrongCode.json().fields).toEqual({ code: securityMessages.codeInvalid });
      // The wrong password did not use up the recovery code it was sent with.
      await stepPast();
      const start = await call('POST', securityPaths.enrolStart, admin.token, { password: PASSWORD, code: totpCode(admin.secret, now()) });
      expect(start.statusCode, start.body).toBe(200);
      const { secret } = start.json() as { secret: string };
      const done = await call('POST', securityPaths.enrolConfirm, admin.token, { code: totpCode(secret, now()) });
      expect(done.statusCode).toBe(200);

      expect((await call('GET', securityPaths.mySessions, admin.token)).statusCode).toBe(200);
      expect((await call('GET', securityPaths.mySessions, other)).statusCode).toBe(401);
      const audit = await app.database.db
        .selectFrom('audit_log')
        .select(['action', 'outcome', 'detail'])
        .where('actor', '=', 'replacer@example.com')
        .where('action', '=', 'mfa.enrol')
        .orderBy('id', 'desc')
        .execute();
      expect(audit.map((a) => a.outcome)).toEqual(['ok', 'refused', 'refused', 'ok']);
      expect(JSON.parse(String(audit[0]!.detail))).toEqual({ replaced: true, otherSessionsEnded: 1 });
      expect(JSON.parse(String(audit[1]!.detail))).toEqual({ reason: 'wrong-code' });
      expect(JSON.parse(String(audit[2]!.detail))).toEqual({ reason: 'wrong-password' });
      const mails = await mailsTo('replacer@example.com');
      expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('was set up'), expect.stringContaining('was replaced')]);

      // The old authenticator no longer signs in; the new one does.
      await stepPast();
      const step = (await login('replacer@example.com')).json().token as string;
      expect((await call('POST', securityPaths.verifyCode, step, { code: totpCode(admin.secret, now()) })).statusCode).toBe(401);
      expect((await call('POST', securityPaths.verifyCode, step, { code: totpCode(secret, now()) })).statusCode).toBe(200);
    });
  });

  describe('throttling per account and client (docs/decisions/027-admin-security.md)', () => {
    const GUESSER = '203.0.113.7';
    const OWNER = '198.51.100.20';
    const from = (remoteAddress: string) => ({
      login: (email: string, password = PASSWORD) =>
        app.inject({ method: 'POST', url: '/api/auth/admin/login', remoteAddress, payload: { email, password } }),
      verify: (token: string, code: string) =>
        app.inject({ method: 'POST', url: securityPaths.verifyCode, remoteAddress, headers: { authorization: `Bearer ${token}` }, payload: { code } }),
    });
    const secretOf = async (email: string) =>
      (await app.database.db.selectFrom('admins').select('totp_secret').where('email', '=', email).executeTakeFirstOrThrow()).totp_secret!;
    /** The owner signs in from their own address with the password and a current code. */
    async function ownerSignsIn(email: string) {
      const step = await from(OWNER).login(email);
      expect(step.statusCode, step.body).toBe(200);
      await stepPast();
      const verified = await from(OWNER).verify(step.json().token, totpCode(await secretOf(email), now()));
      expect(verified.statusCode, verified.body).toBe(200);
    }

    test('after five failures the sixth try from that client within the delay is 429 unchecked, for an unknown address too', async () => {
      await signedInAdmin(app, 'slow@example.com', PASSWORD);
      const guesser = from(GUESSER);
      for (const email of ['slow@example.com', 'nobody-at-all@example.com']) {
        for (let i = 0; i < 5; i++) expect((await guesser.login(email, 'wrong-password-123')).statusCode).toBe(401);
        const sixth = await guesser.login(email, PASSWORD);
        expect(sixth.statusCode, email).toBe(429);
        expect(sixth.json().error).toBe(securityMessages.tooManyFailures);
      }
      // After the delay (1 s) the right password is checked again; the full sign-in forgives the count.
      await clock.advance(1000);
      const step = await guesser.login('slow@example.com');
      expect(step.statusCode).toBe(200);
      await stepPast();
      expect((await guesser.verify(step.json().token, totpCode(await secretOf('slow@example.com'), now()))).statusCode).toBe(200);
      expect((await guesser.login('slow@example.com', 'wrong-password-123')).statusCode).toBe(401);
      // The delay doubles per further failure (a 429 is not one): a sixth failure means 2 s.
      expect((await guesser.login('nobody-at-all@example.com', 'wrong-password-123')).statusCode).toBe(401);
      expect((await guesser.login('nobody-at-all@example.com', 'wrong-password-123')).statusCode).toBe(429);
      await clock.advance(2000);
      expect((await guesser.login('nobody-at-all@example.com', 'wrong-password-123')).statusCode).toBe(401);
    });

    test('someone guessing elsewhere never keeps the owner out: the right password and code still sign in', async () => {
      await signedInAdmin(app, 'target@example.com', PASSWORD);
      const guesser = from(GUESSER);
      // A wrong try every minute, each time the wait has ended or not: eleven are checked, the twelfth waits.
      for (let i = 0; i < 12; i++) {
        await clock.advance(60_000);
        expect((await guesser.login('target@example.com', 'wrong-password-123')).statusCode).toBe(i < 11 ? 401 : 429);
      }
      expect((await guesser.login('target@example.com', PASSWORD)).statusCode).toBe(429);
      await ownerSignsIn('target@example.com');
      // The owner's sign-in forgave only the owner's address: the guesser's count goes on (a 12th failure, then 128 s).
      await clock.advance(60_000);
      expect((await guesser.login('target@example.com', 'wrong-password-123')).statusCode).toBe(401);
      expect((await guesser.login('target@example.com', PASSWORD)).statusCode).toBe(429);
      expect((await from(OWNER).login('target@example.com')).statusCode).toBe(200);
    });

    test('parallel tries cannot race past the count: of twenty at once, five are checked', async () => {
      await signedInAdmin(app, 'raced@example.com', PASSWORD);
      const tries = await Promise.all(Array.from({ length: 20 }, () => from('192.0.2.50').login('raced@example.com', 'wrong-password-123')));
      const codes = tries.map((t) => t.statusCode).sort();
      expect(codes.filter((c) => c === 401)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(15);
    });

    test('wrong codes make only that client wait; the right password does not lift the wait on codes', async () => {
      await signedInAdmin(app, 'codes@example.com', PASSWORD);
      const guesser = from(GUESSER);
      const wrongCode = async (token: string) => {
        const code = totpCode(await secretOf('codes@example.com'), now());
        return guesser.verify(token, code === '000000' ? '111111' : '000000');
      };
      const token = (await guesser.login('codes@example.com')).json().token as string;
      for (let i = 0; i < 5; i++) expect((await wrongCode(token)).statusCode).toBe(401);
      expect((await wrongCode(token)).statusCode).toBe(429);
      // A new password step from the same client: the password passes, the code step still waits.
      const again = await guesser.login('codes@example.com');
      expect(again.statusCode).toBe(200);
      const refused = await guesser.verify(again.json().token, totpCode(await secretOf('codes@example.com'), now()));
      expect(refused.statusCode).toBe(429);
      await ownerSignsIn('codes@example.com');
    });

    test('a sign-in with an address nobody has keeps what was typed out of the audit trail', async () => {
      const typed = 'Summer2026!@oops.example';
      expect((await from('192.0.2.77').login(typed, 'wrong-password-123')).statusCode).toBe(401);
      const entry = await app.database.db.selectFrom('audit_log').select(['actor', 'admin_id', 'detail']).where('ip', '=', '192.0.2.77').executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ actor: 'unknown address', admin_id: null });
      expect(JSON.parse(entry.detail!)).toEqual({ reason: 'unknown-account', typedHash: expect.stringMatching(/^[0-9a-f]{12}$/) });
      expect(JSON.stringify(await app.database.db.selectFrom('audit_log').selectAll().execute()).toLowerCase()).not.toContain('summer2026');
    });

    test("unlocking the account (the operator's `admin unlock`) lifts every client's wait, and is audited", async () => {
      await signedInAdmin(app, 'locked@example.com', PASSWORD);
      for (const ip of [GUESSER, '192.0.2.99']) {
        for (let i = 0; i < 5; i++) expect((await from(ip).login('locked@example.com', 'wrong-password-123')).statusCode).toBe(401);
        expect((await from(ip).login('locked@example.com')).statusCode).toBe(429);
      }
      expect(await app.auth.unlockAdmin('locked@example.com', { adminId: null, actor: 'cli' }, null)).toBe(2);
      expect((await from(GUESSER).login('locked@example.com')).statusCode).toBe(200);
      expect((await from('192.0.2.99').login('locked@example.com')).statusCode).toBe(200);
      const audit = await app.database.db.selectFrom('audit_log').select(['actor', 'action', 'detail']).where('action', '=', 'admin.unlock').execute();
      expect(audit).toEqual([{ actor: 'cli', action: 'admin.unlock', detail: JSON.stringify({ admin: 'locked@example.com', cleared: 2 }) }]);
    });
  });

  describe('sessions that end', () => {
    let admin: SignedInAdmin;
    beforeAll(async () => {
      admin = await signedInAdmin(app, 'ends@example.com', PASSWORD);
    });

    test('30 minutes idle ends a session; calls within that keep it alive', async () => {
      const token = await signInWithRecoveryCode(admin);
      await clock.advance(29 * MINUTE);
      expect((await call('GET', '/api/contact/all', token)).statusCode).toBe(200);
      await clock.advance(29 * MINUTE);
      expect((await call('GET', '/api/contact/all', token)).statusCode).toBe(200);
      await clock.advance(31 * MINUTE);
      const ended = await call('GET', '/api/contact/all', token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().error).toBe('Your session has ended. Please log in again.');
    });

    test('the idle time counts from the last call, however soon after the one before it came', async () => {
      const token = await signInWithRecoveryCode(admin);
      expect((await call('GET', '/api/contact/all', token)).statusCode).toBe(200);
      await clock.advance(59_000);
      expect((await call('GET', '/api/contact/all', token)).statusCode).toBe(200);
      // 29.5 minutes after the last call, 30.5 after the one before it: still live.
      await clock.advance(29 * MINUTE + 30_000);
      expect((await call('GET', '/api/contact/all', token)).statusCode).toBe(200);
      await clock.advance(30 * MINUTE + 1);
      expect((await call('GET', '/api/contact/all', token)).statusCode).toBe(401);
    });

    test('12 hours after login a session ends even if used all along', async () => {
      const token = await signInWithRecoveryCode(admin);
      for (let m = 0; m < 12 * 60 - 25; m += 25) {
        await clock.advance(25 * MINUTE);
        expect((await call('GET', '/api/contact/all', token)).statusCode, `after ${m + 25} min`).toBe(200);
      }
      await clock.advance(25 * MINUTE);
      expect((await call('GET', '/api/contact/all', token)).statusCode).toBe(401);
    });

    test("a disabled admin's token is refused on its next call, and a deleted admin's too", async () => {
      root = { ...root, token: await signInWithRecoveryCode(root) };
      const token = await signInWithRecoveryCode(admin);
      const disable = await call('POST', `${securityPaths.admins}/${admin.id}/disable`, root.token);
      expect(disable.json()).toEqual({ message: securityMessages.adminDisabled });
      expect((await call('GET', '/api/contact/all', token)).statusCode).toBe(401);
      // A disabled account's login is the same 401 as a wrong password.
      const refused = await login(admin.email);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe('Invalid email or password.');
      expect((await call('POST', `${securityPaths.admins}/${admin.id}/enable`, root.token)).statusCode).toBe(200);
      const again = await signInWithRecoveryCode(admin);
      await app.database.db.deleteFrom('admins').where('id', '=', admin.id).execute();
      expect((await call('GET', '/api/contact/all', again)).statusCode).toBe(401);
    });

    test('an enrol-stage session reaches only enrolment and logout', async () => {
      await app.auth.createAdmin('fresh@example.com', PASSWORD);
      const step = (await login('fresh@example.com')).json();
      expect(step).toMatchObject({ next: 'enrol', message: securityMessages.enrolStep });
      for (const url of ['/api/contact/all', securityPaths.mySessions, '/api/admin/site-status']) {
        const res = await call('GET', url, step.token);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error).toBe(securityMessages.mfaRequired);
      }
      expect((await call('POST', securityPaths.verifyCode, step.token, { code: '123456' })).statusCode).toBe(403);
      expect((await call('POST', securityPaths.enrolStart, step.token)).statusCode).toBe(200);
      expect((await call('POST', '/api/auth/admin/logout', step.token)).statusCode).toBe(200);
      expect((await call('POST', securityPaths.enrolStart, step.token)).statusCode).toBe(401);
    });
  });
});
