import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sqliteDatabase } from '../test/databases';
import { createTestApp } from '../test/test-app';

// Measures wall-clock time, so it runs only in `npm run test:hard` (vitest.config.ts leaves
// *.hard.test.ts out of the normal run). attackers.test.ts checks that both answers are the same.

const json = { 'content-type': 'application/json' };

describe('login timing against account enumeration', () => {
  const database = sqliteDatabase();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(await database.create(), { RATE_LIMITS: 'off', MAIL_WORKER: 'off' });
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
    // Interleaved so a burst of load hits both sides alike; without the dummy argon2 check an unknown
    // e-mail answers about a hundred times faster.
    const times: { unknown: number[]; wrong: number[] } = { unknown: [], wrong: [] };
    for (let i = 0; i < 9; i++) {
      for (const [kind, email] of [['unknown', 'nobody-here@example.com'], ['wrong', known]] as const) {
        // The per-account delay would answer 429 without a hash after five failures: each try starts clean.
        await app.database.db.deleteFrom('admin_login_failures').execute();
        const t = performance.now();
        expect((await login(email)).statusCode).toBe(401);
        times[kind].push(performance.now() - t);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(times.unknown) / median(times.wrong);
    expect(ratio, `median unknown ${median(times.unknown).toFixed(1)} ms, wrong ${median(times.wrong).toFixed(1)} ms`).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  }, 60_000);

  // docs/decisions/030-newsletter-and-signup-privacy.md: the password is hashed before the insert either way.
  test('visitor sign-up takes about as long for a registered address as for a new one', async () => {
    const signup = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/user/signup', headers: json, payload: JSON.stringify({ name: 'Probe', email, password: 'probe-password' }) });
    const times: { taken: number[]; fresh: number[] } = { taken: [], fresh: [] };
    for (let i = 0; i < 9; i++) {
      for (const [kind, email] of [['taken', 'vee@example.com'], ['fresh', `fresh-${i}@example.com`]] as const) {
        const t = performance.now();
        expect((await signup(email)).statusCode).toBe(200);
        times[kind].push(performance.now() - t);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(times.taken) / median(times.fresh);
    expect(ratio, `median taken ${median(times.taken).toFixed(1)} ms, new ${median(times.fresh).toFixed(1)} ms`).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  }, 60_000);
});
