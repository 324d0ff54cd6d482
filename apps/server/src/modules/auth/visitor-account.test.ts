import { accountMessages, visitorAccountPaths } from '@tarang/shared/auth';
import { describe, expect, test } from 'vitest';
import { drainOutbox, MAIL_PER_RECIPIENT_PER_HOUR, REMOVED_TOKEN } from '../../mail/outbox';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';
import { RESEND_WAIT_MS, RESET_LINK_MS, VERIFY_LINK_MS } from './visitor-account';

const json = { 'content-type': 'application/json' };

describe.each(testDatabases())('e-mail verification and password reset on $name', (database) => {
  const clock = manualClock();
  const running = useTestApp(database, { RATE_LIMITS: 'off', MAIL_WORKER: 'off', PUBLIC_URL: 'https://www.example.com' }, { clock });
  const post = (url: string, body: unknown, token?: string) =>
    running.app.inject({ method: 'POST', url, headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: JSON.stringify(body ?? {}) });
  const get = (url: string, token: string) => running.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const mailsTo = (to: string, kind: string) => running.app.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).where('kind', '=', kind).orderBy('id').execute();
  const tokenIn = (text: string, page: string) => new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  const verified = async (email: string) => (await running.app.database.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow()).email_verified_at !== null;
  const signup = async (email: string, password = 'secret1') => {
    expect((await post('/api/auth/user/signup', { name: 'Asha', email, password })).statusCode).toBe(200);
    return (await post('/api/auth/user/login', { email, password })).json<{ token: string }>().token;
  };

  test('sign-up mails a single-use verification link; the account logs in before it is verified', async () => {
    const session = await signup('asha@example.com');
    expect((await get('/api/auth/user/verify', session)).statusCode).toBe(200);
    expect(await verified('asha@example.com')).toBe(false);
    const [mail] = await mailsTo('asha@example.com', 'verify-email');
    expect(mail).toMatchObject({ subject: 'Verify your e-mail address for Tarang Cloud' });
    expect(mail!.html_body).toContain('Verify my address');
    const token = tokenIn(mail!.text_body, 'https://www.example.com/verify-email')!;
    expect(token).toBeDefined();
    // Only the token's SHA-256 is stored.
    const stored = await running.app.database.db.selectFrom('visitor_tokens').select(['token_hash', 'purpose']).execute();
    expect(stored.map((r) => r.purpose)).toEqual(['verify-email']);
    expect(JSON.stringify(stored)).not.toContain(token);

    const first = await post(visitorAccountPaths.verifyEmail, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: accountMessages.verified });
    expect(await verified('asha@example.com')).toBe(true);
    const again = await post(visitorAccountPaths.verifyEmail, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: accountMessages.verifyLinkInvalid });
  });

  test('after delivery the outbox keeps the verification mail without its token', async () => {
    const [mail] = await mailsTo('asha@example.com', 'verify-email');
    const transport = { description: 'nowhere', send: async () => undefined, close: () => undefined };
    await drainOutbox({ db: running.app.database.db, dialect: running.app.database.dialect, transport, log: { info: () => undefined, warn: () => undefined, error: () => undefined } }, { clock });
    const sent = await running.app.database.db.selectFrom('outbox').selectAll().where('id', '=', mail!.id).executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
    expect(sent.text_body).toContain(REMOVED_TOKEN);
    expect(tokenIn(sent.text_body, 'https://www.example.com/verify-email')).toBeUndefined();
    expect(sent.html_body).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
  });

  test('a verification link expires; a resend is refused within a minute and capped per address', async () => {
    const session = await signup('ravi@example.com');
    const token = tokenIn((await mailsTo('ravi@example.com', 'verify-email'))[0]!.text_body, 'https://www.example.com/verify-email')!;
    const soon = await post(visitorAccountPaths.resendVerification, {}, session);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ message: accountMessages.resendTooSoon });
    expect((await post(visitorAccountPaths.resendVerification, {})).statusCode).toBe(401);

    await clock.advance(VERIFY_LINK_MS);
    expect((await post(visitorAccountPaths.verifyEmail, { token })).statusCode).toBe(400);
    expect(await verified('ravi@example.com')).toBe(false);

    // New links, one a minute, until the address's hourly mail cap: the answer stays the same.
    for (let i = 0; i < MAIL_PER_RECIPIENT_PER_HOUR + 1; i++) {
      const res = await post(visitorAccountPaths.resendVerification, {}, session);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: accountMessages.verificationSent });
      await clock.advance(RESEND_WAIT_MS);
    }
    const mails = await mailsTo('ravi@example.com', 'verify-email');
    // The sign-up's mail was over an hour ago; within the hour, the cap.
    expect(mails).toHaveLength(1 + MAIL_PER_RECIPIENT_PER_HOUR);
    const newest = tokenIn(mails.at(-1)!.text_body, 'https://www.example.com/verify-email')!;
    expect((await post(visitorAccountPaths.verifyEmail, { token: newest })).statusCode).toBe(200);
    const done = await post(visitorAccountPaths.resendVerification, {}, session);
    expect(done.json()).toEqual({ message: accountMessages.alreadyVerified });
  });

  test('forgot password: the same answer for any address; the link resets once, ends every session and expires in an hour', async () => {
    const old = await signup('meera@example.com', 'old-secret');
    const known = await post(visitorAccountPaths.forgotPassword, { email: ' Meera@Example.com ' });
    const unknown = await post(visitorAccountPaths.forgotPassword, { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: accountMessages.resetRequested });
    expect(await mailsTo('nobody@example.com', 'password-reset')).toEqual([]);
    const [mail] = await mailsTo('meera@example.com', 'password-reset');
    expect(mail!.subject).toBe('Choose a new password for Tarang Cloud');
    const token = tokenIn(mail!.text_body, 'https://www.example.com/reset-password')!;

    const short = await post(visitorAccountPaths.resetPassword, { token, password: '123' });
    expect(short.statusCode).toBe(400);
    const reset = await post(visitorAccountPaths.resetPassword, { token, password: 'new-secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: accountMessages.passwordReset });
    expect((await get('/api/auth/user/verify', old)).statusCode).toBe(401);
    expect((await post('/api/auth/user/login', { email: 'meera@example.com', password: 'old-secret' })).statusCode).toBe(401);
    expect((await post('/api/auth/user/login', { email: 'meera@example.com', password: 'new-secret' })).statusCode).toBe(200);
    // The link was mailed to the address, so opening it proves the address too.
    expect(await verified('meera@example.com')).toBe(true);
    const twice = await post(visitorAccountPaths.resetPassword, { token, password: 'third-secret' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: accountMessages.resetLinkInvalid });

    await clock.advance(RESEND_WAIT_MS);
    await post(visitorAccountPaths.forgotPassword, { email: 'meera@example.com' });
    const late = tokenIn((await mailsTo('meera@example.com', 'password-reset')).at(-1)!.text_body, 'https://www.example.com/reset-password')!;
    await clock.advance(RESET_LINK_MS);
    expect((await post(visitorAccountPaths.resetPassword, { token: late, password: 'third-secret' })).statusCode).toBe(400);
  });

  test('a newer reset makes older reset links worthless; malformed tokens are refused unread', async () => {
    await post(visitorAccountPaths.forgotPassword, { email: 'asha@example.com' });
    await clock.advance(1000);
    await post(visitorAccountPaths.forgotPassword, { email: 'asha@example.com' });
    const [a, b] = (await mailsTo('asha@example.com', 'password-reset')).map((m) => tokenIn(m.text_body, 'https://www.example.com/reset-password')!);
    expect((await post(visitorAccountPaths.resetPassword, { token: b, password: 'brand-new' })).statusCode).toBe(200);
    expect((await post(visitorAccountPaths.resetPassword, { token: a, password: 'brand-new2' })).statusCode).toBe(400);
    for (const token of ['', 'short', 'x'.repeat(201)]) expect((await post(visitorAccountPaths.resetPassword, { token, password: 'brand-new' })).statusCode).toBe(400);
    // A verification token does not reset a password.
    await signup('kiran@example.com');
    const verifyToken = tokenIn((await mailsTo('kiran@example.com', 'verify-email'))[0]!.text_body, 'https://www.example.com/verify-email')!;
    expect((await post(visitorAccountPaths.resetPassword, { token: verifyToken, password: 'brand-new' })).statusCode).toBe(400);
  });
});
