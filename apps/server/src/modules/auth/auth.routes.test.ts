import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createTestApp } from '../../test/test-app';

const json = { 'content-type': 'application/json' };
const SIGNUP_ANSWER = 'Thanks for signing up! Log in to continue. If you already had an account, check your e-mail.';

describe.each(testDatabases())('authentication on $name', (database) => {
  let app: FastifyInstance;
  const post = (url: string, body: unknown, token?: string) =>
    app.inject({ method: 'POST', url, headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: JSON.stringify(body) });
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off' });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  describe('visitor sign-up', () => {
    test('a new visitor signs up with 200 and a message; the e-mail is stored trimmed', async () => {
      const res = await post('/api/auth/user/signup', { name: ' Priya Nair ', email: '  Priya@Example.com ', password: 'secret1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SIGNUP_ANSWER });
      const row = await app.database.db.selectFrom('users').selectAll().where('email', '=', 'Priya@Example.com').executeTakeFirstOrThrow();
      expect(row.name).toBe('Priya Nair');
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    test('a registered e-mail (in any case) gets the same answer, changes nothing, and its owner is e-mailed', async () => {
      const before = await app.database.db.selectFrom('users').selectAll().where('email', '=', 'Priya@Example.com').executeTakeFirstOrThrow();
      const fresh = await post('/api/auth/user/signup', { name: 'Fresh', email: 'fresh@example.com', password: 'another1' });
      const taken = await post('/api/auth/user/signup', { name: 'Someone', email: 'PRIYA@example.COM', password: 'another1' });
      // docs/decisions/030: nothing in the answer tells a registered address from a new one.
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.body).toBe(fresh.body);
      expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(taken.json()).toEqual({ message: SIGNUP_ANSWER });
      expect(await app.database.db.selectFrom('users').selectAll().where('email', '=', 'Priya@Example.com').execute()).toEqual([before]);
      expect((await post('/api/auth/user/login', { email: 'priya@example.com', password: 'another1' })).statusCode).toBe(401);

      const mails = await app.database.db.selectFrom('outbox').selectAll().where('kind', '=', 'signup-taken').execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: 'Priya@Example.com', subject: 'Someone tried to sign up for Tarang Cloud with your e-mail address' });
      expect(mails[0]!.text_body).toContain('You already have an account, so nothing was changed');
      expect(mails[0]!.text_body).toContain('/login');
      expect(mails[0]!.text_body).not.toContain('another1');
      // A new address gets its verification link only (docs/decisions/046-visitor-verification-and-reset.md).
      expect(await app.database.db.selectFrom('outbox').select('kind').where('to_address', '=', 'fresh@example.com').execute()).toEqual([{ kind: 'verify-email' }]);
    });

    test.each([
      [{}, { name: 'Name is required', email: 'Email is required', password: 'Password is required' }],
      [{ name: '   ', email: 'x@y.io', password: 'secret1' }, { name: 'Name is required' }],
      [{ name: 'A', email: 'not-an-email', password: 'secret1' }, { email: 'Invalid email format' }],
      [{ name: 'A', email: 'a@b.io', password: '12345' }, { password: 'Password must be at least 6 characters' }],
      [{ name: 'A', email: 'a@b.io', password: 'x'.repeat(129) }, { password: 'Password must be at most 128 characters' }],
      [{ name: 1, email: ['a@b.io'], password: 123456 }, { name: 'Name is required', email: 'Email is required', password: 'Password is required' }],
    ])('invalid sign-up %j answers 400 with the spec messages', async (body, fields) => {
      const before = (await app.database.db.selectFrom('users').select('id').execute()).length;
      const res = await post('/api/auth/user/signup', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual(fields);
      expect((await app.database.db.selectFrom('users').select('id').execute()).length).toBe(before);
    });

    test('a password of exactly 6 and of 128 characters is accepted', async () => {
      expect((await post('/api/auth/user/signup', { name: 'Six', email: 'six@example.com', password: '123456' })).statusCode).toBe(200);
      expect((await post('/api/auth/user/signup', { name: 'Long', email: 'long@example.com', password: 'p'.repeat(128) })).statusCode).toBe(200);
    });
  });

  describe('visitor login, verify and logout', () => {
    test('login answers a token and a message; verify answers the name', async () => {
      const res = await post('/api/auth/user/login', { email: 'priya@example.com', password: 'secret1' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Welcome back! You are now logged in.');
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const verify = await get('/api/auth/user/verify', body.token);
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toEqual({ name: 'Priya Nair' });
      // Only the token's hash is stored.
      const stored = await app.database.db.selectFrom('sessions').select('token_hash').execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(body.token);
    });

    test('an unknown e-mail and a wrong password give the identical answer', async () => {
      const unknown = await post('/api/auth/user/login', { email: 'nobody@example.com', password: 'secret1' });
      const wrong = await post('/api/auth/user/login', { email: 'priya@example.com', password: 'wrong-password' });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      expect(unknown.json().error).toBe('Invalid email or password.');
    });

    test('logout revokes the token on the server', async () => {
      const { token } = (await post('/api/auth/user/login', { email: 'priya@example.com', password: 'secret1' })).json();
      expect((await post('/api/auth/user/logout', {}, token)).statusCode).toBe(200);
      expect((await get('/api/auth/user/verify', token)).statusCode).toBe(401);
      expect((await post('/api/auth/user/logout', {}, token)).statusCode).toBe(401);
    });

    test('an expired token is refused', async () => {
      const { token } = (await post('/api/auth/user/login', { email: 'priya@example.com', password: 'secret1' })).json();
      await app.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('revoked_at', 'is', null).execute();
      expect((await get('/api/auth/user/verify', token)).statusCode).toBe(401);
    });

    test.each([[undefined], ['garbage'], ['Bearer'], ['x'.repeat(43)]])('verify with %j is a 401', async (token) => {
      const res = token === 'Bearer' ? await app.inject({ method: 'GET', url: '/api/auth/user/verify', headers: { authorization: 'Bearer' } }) : await get('/api/auth/user/verify', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Your session has ended. Please log in again.');
    });
  });

  describe('admin login, first step', () => {
    test('a wrong password answers the same error as an unknown admin; a visitor account cannot log in as admin', async () => {
      await app.auth.createAdmin('ops@example.com', 'a-long-admin-pass');
      const ok = await post('/api/auth/admin/login', { email: 'ops@example.com', password: 'a-long-admin-pass' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), next: 'enrol', message: 'Set up two-factor sign-in to continue.' });
      const wrong = await post('/api/auth/admin/login', { email: 'ops@example.com', password: 'nope-nope-nope' });
      const unknown = await post('/api/auth/admin/login', { email: 'who@example.com', password: 'nope-nope-nope' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect((await post('/api/auth/admin/login', { email: 'priya@example.com', password: 'secret1' })).statusCode).toBe(401);
    });
  });
});
