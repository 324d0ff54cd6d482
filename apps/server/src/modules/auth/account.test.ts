import { accountPageMessages, accountPaths } from '@tarang/shared/account';
import { authServerMessages } from '@tarang/shared/auth';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { MAIL_PER_RECIPIENT_PER_HOUR } from '../../mail/outbox';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';
import { EMAIL_CHANGE_LINK_MS } from './account.service';

const json = { 'content-type': 'application/json' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

describe.each(testDatabases())('the visitor account page on $name', (database) => {
  const clock = manualClock();
  const running = useTestApp(database, { RATE_LIMITS: 'off', MAIL_WORKER: 'off', PUBLIC_URL: 'https://www.example.com' }, { clock });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) =>
    running.app.inject({
      method,
      url,
      headers: { ...(body === undefined ? {} : json), 'user-agent': BROWSER, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const login = async (email: string, password = 'secret1') => {
    const res = await call('POST', '/api/auth/user/login', { email, password });
    return res.statusCode === 200 ? res.json<{ token: string }>().token : undefined;
  };
  const signup = async (email: string, name = 'Asha') => {
    expect((await call('POST', '/api/auth/user/signup', { name, email, password: 'secret1' })).statusCode).toBe(200);
    return (await login(email))!;
  };
  const signedIn = async (token: string) => (await call('GET', '/api/auth/user/verify', undefined, token)).statusCode === 200;
  const mailsTo = (to: string, kind: string) => running.app.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).where('kind', '=', kind).orderBy('id').execute();
  const linkIn = (text: string) => /https:\/\/www\.example\.com\/account\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const userRow = (email: string) => running.app.database.db.selectFrom('users').select(['id', 'email', 'email_verified_at']).where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();

  test('every call but the e-mailed link needs a visitor session', async () => {
    const calls: [('GET' | 'POST' | 'PUT'), string, unknown][] = [
      ['GET', accountPaths.account, undefined],
      ['PUT', accountPaths.name, { name: 'X' }],
      ['POST', accountPaths.password, { currentPassword: 'a', newPassword: 'bbbbbb' }],
      ['POST', accountPaths.email, { newEmail: 'x@example.com', currentPassword: 'a' }],
      ['POST', accountPaths.revokeOtherSessions, {}],
      ['POST', accountPaths.deleteAccount, { currentPassword: 'a', confirm: 'DELETE' }],
    ];
    for (const [method, url, body] of calls) expect((await call(method, url, body)).statusCode, url).toBe(401);
  });

  test('the account shows its name, address, verification and live sessions, this one marked; the name can change', async () => {
    const first = await signup('asha@example.com');
    const second = (await login('asha@example.com'))!;
    const res = await call('GET', accountPaths.account, undefined, second);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const overview = res.json<{ name: string; email: string; emailVerified: boolean; sessions: { current: boolean; browser: string | null }[] }>();
    expect(overview).toMatchObject({ name: 'Asha', email: 'asha@example.com', emailVerified: false });
    expect(overview.sessions).toHaveLength(2);
    expect(overview.sessions.map((s) => s.current)).toEqual([true, false]);
    expect(overview.sessions[0]!.browser).toBe(BROWSER);

    expect((await call('PUT', accountPaths.name, { name: '  ' }, first)).statusCode).toBe(400);
    const renamed = await call('PUT', accountPaths.name, { name: 'Asha Rao' }, first);
    expect(renamed.json()).toEqual({ message: accountPageMessages.nameSaved });
    expect((await call('GET', '/api/auth/user/verify', undefined, first)).json()).toEqual({ name: 'Asha Rao' });
  });

  test('a new password needs the current one and logs out every other session', async () => {
    const mine = await signup('ravi@example.com');
    const other = (await login('ravi@example.com'))!;
    const wrong = await call('POST', accountPaths.password, { currentPassword: 'not-it', newPassword: 'brand-new' }, mine);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { currentPassword: accountPageMessages.currentPasswordWrong } });
    expect(await signedIn(other)).toBe(true);

    const short = await call('POST', accountPaths.password, { currentPassword: 'secret1', newPassword: 'abc' }, mine);
    expect(short.statusCode).toBe(400);
    const done = await call('POST', accountPaths.password, { currentPassword: 'secret1', newPassword: 'brand-new' }, mine);
    expect(done.json()).toEqual({ message: accountPageMessages.passwordChanged });
    expect(await signedIn(mine)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect(await login('ravi@example.com')).toBeUndefined();
    expect(await login('ravi@example.com', 'brand-new')).toBeDefined();
  });

  test('a new address gets a single-use link, the old one a notice, and the address changes only when the link is opened', async () => {
    const session = await signup('meera@example.com');
    expect((await call('POST', accountPaths.email, { newEmail: 'meera.new@example.com', currentPassword: 'wrong-one' }, session)).statusCode).toBe(400);
    const same = await call('POST', accountPaths.email, { newEmail: 'MEERA@example.com', currentPassword: 'secret1' }, session);
    expect(same.json()).toMatchObject({ fields: { newEmail: accountPageMessages.sameEmail } });

    const asked = await call('POST', accountPaths.email, { newEmail: 'meera.new@example.com', currentPassword: 'secret1' }, session);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: accountPageMessages.emailChangeSent });
    const [link] = await mailsTo('meera.new@example.com', 'email-change');
    const [notice] = await mailsTo('meera@example.com', 'email-change-notice');
    expect(notice!.text_body).toContain('meera.new@example.com');
    expect(linkIn(notice!.text_body)).toBeUndefined();
    const token = linkIn(link!.text_body)!;
    expect(token).toBeDefined();
    const stored = await running.app.database.db.selectFrom('visitor_tokens').select(['token_hash', 'new_email']).where('purpose', '=', 'email-change').execute();
    expect(stored.map((r) => r.new_email)).toEqual(['meera.new@example.com']);
    expect(JSON.stringify(stored)).not.toContain(token);
    // Nothing changes until the link is opened.
    expect((await userRow('meera@example.com'))?.email).toBe('meera@example.com');

    const confirmed = await call('POST', accountPaths.confirmEmail, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: accountPageMessages.emailChanged });
    const moved = await userRow('meera.new@example.com');
    expect(moved?.email_verified_at).not.toBeNull();
    expect(await userRow('meera@example.com')).toBeUndefined();
    expect((await call('POST', accountPaths.confirmEmail, { token })).json()).toMatchObject({ message: accountPageMessages.emailLinkInvalid });
    expect(await login('meera.new@example.com')).toBeDefined();
    expect(await signedIn(session)).toBe(true);
  });

  test('a change link expires, and a newer request makes the older link worthless', async () => {
    const session = await signup('kiran@example.com');
    await call('POST', accountPaths.email, { newEmail: 'kiran.one@example.com', currentPassword: 'secret1' }, session);
    const older = linkIn((await mailsTo('kiran.one@example.com', 'email-change'))[0]!.text_body)!;
    await call('POST', accountPaths.email, { newEmail: 'kiran.two@example.com', currentPassword: 'secret1' }, session);
    const newer = linkIn((await mailsTo('kiran.two@example.com', 'email-change'))[0]!.text_body)!;
    expect((await call('POST', accountPaths.confirmEmail, { token: older })).statusCode).toBe(400);
    await clock.advance(EMAIL_CHANGE_LINK_MS);
    expect((await call('POST', accountPaths.confirmEmail, { token: newer })).statusCode).toBe(400);
    expect((await userRow('kiran@example.com'))?.email).toBe('kiran@example.com');
    expect((await call('POST', accountPaths.confirmEmail, { token: 'short' })).statusCode).toBe(400);
  });

  test("another account's address gets the same answer, its owner a notice and no link; the mail cap holds", async () => {
    await signup('taken@example.com');
    const session = await signup('lena@example.com');
    const asked = await call('POST', accountPaths.email, { newEmail: 'TAKEN@example.com', currentPassword: 'secret1' }, session);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: accountPageMessages.emailChangeSent });
    expect(await mailsTo('TAKEN@example.com', 'email-change')).toEqual([]);
    expect(await mailsTo('TAKEN@example.com', 'email-change-taken')).toHaveLength(1);
    expect(await mailsTo('lena@example.com', 'email-change-notice')).toHaveLength(1);

    for (let i = 0; i < MAIL_PER_RECIPIENT_PER_HOUR + 2; i++) {
      expect((await call('POST', accountPaths.email, { newEmail: 'flooded@example.com', currentPassword: 'secret1' }, session)).statusCode).toBe(200);
    }
    expect((await mailsTo('flooded@example.com', 'email-change')).length).toBe(MAIL_PER_RECIPIENT_PER_HOUR);
    // The sign-up's verification mail counts towards the current address's cap too.
    expect((await mailsTo('lena@example.com', 'email-change-notice')).length).toBe(MAIL_PER_RECIPIENT_PER_HOUR - 1);
  });

  test('sign out everywhere else keeps only this session', async () => {
    const mine = await signup('omar@example.com');
    const others = [(await login('omar@example.com'))!, (await login('omar@example.com'))!];
    const res = await call('POST', accountPaths.revokeOtherSessions, {}, mine);
    expect(res.json()).toEqual({ message: accountPageMessages.otherSessionsEnded(2) });
    expect(await signedIn(mine)).toBe(true);
    for (const token of others) expect(await signedIn(token)).toBe(false);
    expect((await call('POST', accountPaths.revokeOtherSessions, {}, mine)).json()).toEqual({ message: accountPageMessages.otherSessionsEnded(0) });
  });

  test('deleting the account needs the password and the word, then erases it as person erase does and signs it out', async () => {
    const session = await signup('gone@example.com');
    const other = (await login('gone@example.com'))!;
    const noWord = await call('POST', accountPaths.deleteAccount, { currentPassword: 'secret1', confirm: 'delete' }, session);
    expect(noWord.json()).toMatchObject({ fields: { confirm: accountPageMessages.deleteConfirmRequired } });
    const wrong = await call('POST', accountPaths.deleteAccount, { currentPassword: 'nope', confirm: 'DELETE' }, session);
    expect(wrong.json()).toMatchObject({ fields: { currentPassword: accountPageMessages.currentPasswordWrong } });
    expect(await userRow('gone@example.com')).toBeDefined();

    const { id } = (await userRow('gone@example.com'))!;
    const done = await call('POST', accountPaths.deleteAccount, { currentPassword: 'secret1', confirm: 'DELETE' }, session);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: accountPageMessages.accountDeleted });
    expect(await userRow('gone@example.com')).toBeUndefined();
    for (const token of [session, other]) expect((await call('GET', accountPaths.account, undefined, token)).json()).toMatchObject({ message: authServerMessages.unauthorized });
    const db = running.app.database.db;
    expect(await db.selectFrom('sessions').select('id').where('role', '=', 'user').where('subject_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('visitor_tokens').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('outbox').select('id').where('to_address', '=', 'gone@example.com').execute()).toEqual([]);
    // The trail keeps that an erasure happened, by whom, with the start of the suppression hash, never the address.
    const trail = await db.selectFrom('audit_log').select(['actor', 'ip', 'detail']).where('action', '=', 'person.erase').execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor: 'account owner', ip: null });
    expect(JSON.stringify(trail)).not.toContain('gone@example.com');
    expect(await login('gone@example.com')).toBeUndefined();
  });
});
