import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { sqliteDatabase } from '../test/databases';
import { hasRedisServer, startRedis, type TestRedis } from '../test/redis-server';
import { closedPort } from '../test/smtp-server';
import { createTestApp } from '../test/test-app';
import { rateLimits, redactedRedisLocation } from './rate-limit';

/** REDIS_URL (docs/decisions/009-scale-out.md), in-process; the multi-instance test does it with processes. */

const redisInstalled = hasRedisServer();
if (!redisInstalled) console.warn('Redis rate-limit tests NOT RUN: redis-server is not installed (apt-get install -y redis-server).');

const attempt = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/auth/user/login', payload: { email: 'victim@example.com', password: 'guess-123' } });

/** Monitoring's token: /healthz shows it the details (Redis). */
const HEALTH_TOKEN = 'monitoring-token-with-at-least-32-chars';

describe('REDIS_URL setting', () => {
  test.each(['redis://127.0.0.1:6379', 'rediss://user:secret@redis.example.com:6380/2'])('%s is accepted', (url) => {
    expect(loadConfig({ REDIS_URL: url }).redisUrl).toBe(url);
  });

  test('anything but redis:// or rediss:// is refused with one line naming the variable', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/^Invalid configuration: REDIS_URL must start with redis:\/\/ or rediss:\/\//);
    expect(loadConfig({}).redisUrl).toBeUndefined();
  });

  test('logs name where Redis is, never its password', () => {
    expect(redactedRedisLocation('redis://:hunter2@cache.internal:6380/3')).toBe('redis://cache.internal:6380/3');
    expect(redactedRedisLocation('rediss://app:hunter2@cache.internal')).toBe('rediss://cache.internal:6379');
  });
});

describe('an unreachable Redis', () => {
  const database = sqliteDatabase();
  afterAll(() => database.cleanup());

  test('does not stop the start, and requests answer at once with limits counted by this instance', async () => {
    const app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off', REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, HEALTH_TOKEN });
    try {
      const started = Date.now();
      const codes: number[] = [];
      for (let i = 0; i <= rateLimits.login.max; i++) codes.push((await attempt(app)).statusCode);
      expect(codes).toEqual([...Array(rateLimits.login.max).fill(401), 429]);
      expect(Date.now() - started).toBeLessThan(15_000);
      const health = await app.inject({ method: 'GET', url: '/healthz', headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!redisInstalled)('a shared Redis', () => {
  const database = sqliteDatabase();
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
    await database.cleanup();
  });

  test('two apps count one login limit together, in a key that expires with its window', async () => {
    // Each app has its own database: only Redis connects them.
    const env = { MAIL_WORKER: 'off', REDIS_URL: redis.url, HEALTH_TOKEN };
    const apps = [await createTestApp(await database.createMigrated(), env), await createTestApp(await database.createMigrated(), env)];
    try {
      const codes: number[] = [];
      for (let i = 0; i < rateLimits.login.max + 2; i++) codes.push((await attempt(apps[i % 2]!)).statusCode);
      expect(codes).toEqual([...Array(rateLimits.login.max).fill(401), 429, 429]);
      expect((await apps[0]!.inject({ method: 'GET', url: '/healthz', headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })).json()).toMatchObject({ status: 'ok', redis: 'up' });
      const client = new Redis(redis.url);
      try {
        const keys = await client.keys('tarang:rate-limit:*');
        expect(keys).toEqual(['tarang:rate-limit:POST/api/auth/user/login:127.0.0.1']);
        expect(Number(await client.get(keys[0]!))).toBe(rateLimits.login.max + 2);
        const ttl = await client.pttl(keys[0]!);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(rateLimits.login.windowSeconds * 1000);
      } finally {
        client.disconnect();
      }
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
