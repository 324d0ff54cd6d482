import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sqliteDatabase } from '../../src/test/databases';
import { createTestApp } from '../../src/test/test-app';

// Measures wall-clock time, so it runs only in `npm run test:hard` (vitest.config.ts leaves
// *.hard.test.ts out of the normal run). attackers.test.ts checks that both answers are the same.

const json = { 'content-type': 'application/json' };

type Try = [name: string, run: (i: number) => Promise<void>];

/**
 * Nine tries of each of two requests, interleaved so a burst of load hits both alike (`beforeEach` runs
 * untimed before every try): their median times must be within a factor of 2.5 of each other.
 */
async function expectAlikeTimes(a: Try, b: Try, beforeEach: () => Promise<void> = async () => {}) {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < 9; i++) {
    for (const [k, [, run]] of [a, b].entries()) {
      await beforeEach();
      const t = performance.now();
      await run(i);
      times[k]!.push(performance.now() - t);
    }
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const ratio = median(times[0]) / median(times[1]);
  expect(ratio, `median ${a[0]} ${median(times[0]).toFixed(1)} ms, ${b[0]} ${median(times[1]).toFixed(1)} ms`).toBeGreaterThan(0.4);
  expect(ratio).toBeLessThan(2.5);
}

describe('login timing against account enumeration', () => {
  const database = sqliteDatabase();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off', MAIL_WORKER: 'off' });
    await app.auth.createAdmin('ops@example.com', 'a-long-admin-pass');
    await app.auth.signupUser({ name: 'Vee', email: 'vee@example.com', password: 'secret1' });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  // The time is argon2's, not the database's, so one database is enough.
  test.each([
    ['/api/auth/user/login', 'vee@example.com'],
    ['/api/auth/admin/login', 'ops@example.com'],
  ])('%s takes about as long for an unknown e-mail as for a wrong password', async (url, known) => {
    const login = (email: string) => app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify({ email, password: 'wrong-password-1' }) });
    // Without the dummy argon2 check an unknown e-mail answers about a hundred times faster.
    await expectAlikeTimes(
      ['unknown', async () => expect((await login('nobody-here@example.com')).statusCode).toBe(401)],
      ['wrong', async () => expect((await login(known)).statusCode).toBe(401)],
      // The per-account delay would answer 429 without a hash after five failures: each try starts clean.
      async () => void (await app.database.db.deleteFrom('admin_login_failures').execute()),
    );
  }, 60_000);

  // docs/decisions/030-newsletter-and-signup-privacy.md: the password is hashed before the insert either way.
  test('visitor sign-up takes about as long for a registered address as for a new one', async () => {
    const signup = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/user/signup', headers: json, payload: JSON.stringify({ name: 'Probe', email, password: 'probe-password' }) });
    await expectAlikeTimes(
      ['taken', async () => expect((await signup('vee@example.com')).statusCode).toBe(200)],
      ['new', async (i) => expect((await signup(`fresh-${i}@example.com`)).statusCode).toBe(200)],
    );
  }, 60_000);

  // docs/decisions/028-security-test-findings.md: unlock does not tell whether a licence key is set.
  test('unlock takes about as long with no licence key set as with a wrong one', async () => {
    const noKey = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off', MAIL_WORKER: 'off' });
    try {
      await app.site.setLicenceKey('the right licence key');
      const unlock = (server: FastifyInstance) => server.inject({ method: 'POST', url: '/unlock-frontend', headers: json, payload: JSON.stringify({ key: 'a wrong key' }) });
      await expectAlikeTimes(
        ['no key set', async () => expect((await unlock(noKey)).statusCode).toBe(403)],
        ['wrong key', async () => expect((await unlock(app)).statusCode).toBe(403)],
      );
    } finally {
      await noKey.close();
    }
  }, 60_000);
});
