import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sqliteDatabase } from '../test/databases';
import { manualClock } from '../test/manual-clock';
import { createTestApp } from '../test/test-app';
import { rateLimits } from './rate-limit';

const json = { 'content-type': 'application/json' };

describe('rate limits', () => {
  const database = sqliteDatabase();
  let app: FastifyInstance;
  const clock = manualClock();
  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), {}, { clock });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  const login = () =>
    app.inject({ method: 'POST', url: '/api/auth/user/login', headers: json, payload: JSON.stringify({ email: 'x@example.com', password: 'whatever1' }) });

  test('credential stuffing meets the login limit with a 429 and a message, then recovers', async () => {
    // A stuffing run does not wait for answers: the limit is counted when each request arrives.
    const answers = await Promise.all(Array.from({ length: rateLimits.login.max + 1 }, login));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(rateLimits.login.max).fill(401), 429]);
    const limited = answers.find((r) => r.statusCode === 429)!;
    expect(limited).toBeDefined();
    expect(limited.json()).toMatchObject({ statusCode: 429, error: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/) });
    await clock.advance(rateLimits.login.windowSeconds * 1000 - 1);
    expect((await login()).statusCode).toBe(429);
    await clock.advance(1);
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
    const open = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off' });
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
