import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sqliteDatabase } from '../test/databases';
import { createTestApp } from '../test/test-app';
import { rateLimits } from './rate-limit';

const json = { 'content-type': 'application/json' };

describe('rate limits', () => {
  const database = sqliteDatabase();
  let app: FastifyInstance;
  // Windows scaled down 50x (60 s → 1.2 s) so the test can watch a limit recover.
  beforeAll(async () => {
    app = await createTestApp(await database.create(), { RATE_LIMIT_WINDOW_SCALE: '0.02' });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  const login = () =>
    app.inject({ method: 'POST', url: '/api/auth/user/login', headers: json, payload: JSON.stringify({ email: 'x@example.com', password: 'whatever1' }) });

  test('credential stuffing meets the login limit with a 429 and a message, then recovers', async () => {
    for (let i = 0; i < rateLimits.login.max; i++) expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/) });
    await new Promise((r) => setTimeout(r, rateLimits.login.windowSeconds * 1000 * 0.02 + 200));
    expect((await login()).statusCode).toBe(401);
  });

  test('the unlock call is limited too', async () => {
    const unlock = () => app.inject({ method: 'POST', url: '/unlock-frontend', headers: json, payload: JSON.stringify({ key: 'guess' }) });
    const codes = [];
    for (let i = 0; i <= rateLimits.unlock.max; i++) codes.push((await unlock()).statusCode);
    expect(codes.slice(0, rateLimits.unlock.max).every((c) => c === 403)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  test('limits are off with RATE_LIMITS=off', async () => {
    const open = await createTestApp(await database.create(), { RATE_LIMITS: 'off' });
    try {
      for (let i = 0; i < rateLimits.login.max + 3; i++) {
        const res = await open.inject({ method: 'POST', url: '/api/auth/user/login', headers: json, payload: JSON.stringify({ email: 'x@example.com', password: 'whatever1' }) });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await open.close();
    }
  });
});
