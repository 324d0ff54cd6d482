import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from './cli/run-cli';
import { connectDatabase, migrateToLatest, type ConnectOptions } from './db/connect';
import { rateLimits } from './plugins/rate-limit';
import { postgresDatabase, postgresUrl, type TestDatabase } from './test/databases';
import { hasRedisServer, startRedis, type TestRedis } from './test/redis-server';
import { request, startRoundRobinProxy, type RoundRobinProxy } from './test/round-robin-proxy';
import { type RunningServer, startServer } from './test/server-process';
import { mintedProof, TEST_BOT_CHECK_KEY } from './test/bot-proof';
import { startSmtpServer, type TestSmtpServer } from './test/smtp-server';
import { createTestApp } from './test/test-app';

/**
 * N server processes behind one address share one PostgreSQL (and Redis for rate limits)
 * and behave as one instance would (docs/decisions/009-scale-out.md).
 */

const INSTANCES = 3;
const SALES = 'sales@tarang.example.com';
const redisInstalled = hasRedisServer();

if (!postgresUrl) console.warn('Multi-instance suite NOT RUN: it needs TEST_DATABASE_URL=postgres://... (CI sets it).');
else if (!redisInstalled) {
  console.warn('Multi-instance Redis part NOT RUN: redis-server is not installed (apt-get install -y redis-server; .ci/run does it).');
}

/** Polls until `check` holds; returns how long it took. Bounded: throws after `timeoutMs`. */
async function within(timeoutMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function cli(args: string[], db: ConnectOptions) {
  let err = '';
  const env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl! };
  return runCli(args, { env, out: () => {}, err: (t) => (err += t) }).then((code) => ({ code, err }));
}

/** Monitoring's token: /healthz shows it the details (Redis). */
const HEALTH_TOKEN = 'monitoring-token-with-at-least-32-chars';

describe.skipIf(!postgresUrl)(`${INSTANCES} instances behind one address on one PostgreSQL`, () => {
  let database: TestDatabase;
  let db: ConnectOptions;
  let smtp: TestSmtpServer;
  let redis: TestRedis | undefined;
  let instances: RunningServer[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    database = postgresDatabase(postgresUrl!);
    db = await database.create(); // one schema for every instance
    [smtp, redis] = await Promise.all([startSmtpServer(), redisInstalled ? startRedis() : undefined]);
    const env = {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl!,
      SMTP_URL: smtp.url,
      SALES_EMAIL: SALES,
      // The forms' bot check is on (rate limits are): the test mints its proofs with the shared key.
      BOT_CHECK_KEY: TEST_BOT_CHECK_KEY,
      HEALTH_TOKEN,
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };
    // A first deploy of N replicas: every instance migrates the fresh schema at once, and Kysely's
    // advisory lock lets exactly one apply each migration (run here in-process: on a busy machine
    // PostgreSQL's DDL fsyncs alone can outlast a process start-up timeout).
    const handles = Array.from({ length: INSTANCES }, () => connectDatabase(db));
    await Promise.all(handles.map((h) => migrateToLatest(h.db, h.dialect)));
    await Promise.all(handles.map((h) => h.close()));
    const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServer(env, { startTimeoutMs: 90_000 })));
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startRoundRobinProxy(instances.map((i) => i.url));
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((i) => i.stop()));
    await Promise.all([smtp?.close(), redis?.stop()]);
    await database?.cleanup();
  });

  test('one address spreads requests over every instance; each is healthy and names the request id in its answer and its log', async () => {
    const answers = [];
    for (let i = 0; i < INSTANCES * 2; i++) answers.push(await request(`${proxy.url}/healthz`, { headers: { 'x-request-id': `probe-${i}`, authorization: `Bearer ${HEALTH_TOKEN}` } }));
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(200);
      expect(res.headers['x-request-id']).toBe(`probe-${i}`);
      expect(res.json()).toMatchObject({ status: 'ok', database: 'up', mail: { failed: 0 }, ...(redis ? { redis: 'up' } : {}) });
    }
    expect(proxy.hits.every((n) => n === 2)).toBe(true);
    // Structured logs: JSON lines carrying the request id, on whichever instance served it.
    const logged = instances.flatMap((i) => i.output().split('\n')).filter((l) => l.includes('"reqId":"probe-0"'));
    expect(logged.length).toBeGreaterThan(0);
    expect(() => JSON.parse(logged[0]!)).not.toThrow();
  });

  test('a visitor token from one instance works on every other, and a logout through one is seen by all', async () => {
    const [a, b, c] = instances.map((i) => i.url) as [string, string, string];
    const account = { name: 'Meera Nair', email: 'meera@example.com', password: 'sunrise42' };
    const bot = await mintedProof(new Date(Date.now() - 60_000));
    expect((await request(`${a}/api/auth/user/signup`, { body: { ...account, bot } })).status).toBe(200);
    const login = await request(`${b}/api/auth/user/login`, { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    for (const url of [a, b, c]) {
      const verify = await request(`${url}/api/auth/user/verify`, { headers: auth });
      expect(verify.status).toBe(200);
      expect(verify.json()).toEqual({ name: 'Meera Nair' });
    }
    expect((await request(`${c}/api/auth/user/logout`, { method: 'POST', headers: auth })).status).toBe(200);
    for (const url of [a, b, c]) expect((await request(`${url}/api/auth/user/verify`, { headers: auth })).status).toBe(401);
  });

  test('a lock set by the operator is seen by every instance within one poll, and an unlock through one is seen by all', async () => {
    const POLL_MS = 5000; // product §4: the wrapper polls the lock every 5 s
    expect(await cli(['licence', 'set-key', '--key', 'TARANG-2026-KEY'], db)).toEqual({ code: 0, err: '' });
    expect((await cli(['site', 'lock'], db)).code).toBe(0);
    const locked = async (url: string) => (await request(`${url}/license-status`)).json<{ locked: boolean }>().locked;
    const seen = await Promise.all(instances.map((i) => within(POLL_MS, `${i.url} sees the lock`, () => locked(i.url))));
    // Each instance re-reads the state at most once a second (modules/site/site.service.ts).
    expect(Math.max(...seen)).toBeLessThan(POLL_MS);

    const unlock = await request(`${instances[1]!.url}/unlock-frontend`, { body: { key: 'TARANG-2026-KEY' } });
    expect(unlock.status).toBe(200);
    const cleared = await Promise.all(instances.map((i) => within(POLL_MS, `${i.url} sees the unlock`, async () => !(await locked(i.url)))));
    expect(Math.max(...cleared)).toBeLessThan(POLL_MS);
  });

  test("every lead's e-mail is sent exactly once although every instance's worker races for the outbox", async () => {
    const N = 12; // per form: under the shared form limit of 20 a minute
    // Each lead carries its own proof, or it would be kept as suspected spam and never mailed.
    const proofs = await Promise.all(Array.from({ length: 2 * N + INSTANCES }, () => mintedProof(new Date(Date.now() - 60_000))));
    const demo = (i: number) => ({
      name: `Demo Lead ${i}`,
      email: `demo${i}@example.com`,
      contact: '9876543210',
      businessname: `Business ${i}`,
      jobfunction: 'support',
      lookingfor: 'OTP SMS',
      message: 'We would like to see a demo, please.',
      bot: proofs[i],
    });
    const contact = (i: number) => ({ name: `Contact Lead ${i}`, email: `contact${i}@example.com`, contact: '9876543210', question: 'How do I start sending?', bot: proofs[N + i] });
    const posts = await Promise.all([
      ...Array.from({ length: N }, (_, i) => request(`${proxy.url}/api/demo`, { body: demo(i) })),
      ...Array.from({ length: N }, (_, i) => request(`${proxy.url}/api/contact`, { body: contact(i) })),
    ]);
    expect(posts.map((p) => p.status)).toEqual(Array(2 * N).fill(201));

    await smtp.waitFor(2 * N, 20_000);
    const handle = connectDatabase(db);
    try {
      await within(10_000, 'the outbox empties', async () => {
        const open = await handle.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute();
        return open.length === 0;
      });
      // Let a would-be second sender (a worker with a stale claim) show itself: one more lead sent to
      // each instance directly makes every worker run another pass, and its mail arriving marks the end
      // of that pass (an event to wait for, not a pause on the wall clock).
      const late = await Promise.all(instances.map((instance, i) => request(`${instance.url}/api/contact`, { body: contact(N + i) })));
      expect(late.map((p) => p.status)).toEqual(Array(INSTANCES).fill(201));
      await smtp.waitFor(2 * N + INSTANCES, 20_000);
      await within(10_000, 'the late leads are marked sent', async () => {
        const open = await handle.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute();
        return open.length === 0;
      });
      // The leads' notifications: the sign-up earlier in this file mails its own verification link.
      const rows = await handle.db.selectFrom('outbox').select(['status', 'attempts']).where('kind', 'in', ['demo-request', 'contact-question']).execute();
      expect(rows).toHaveLength(2 * N + INSTANCES);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await handle.close();
    }
    const leadMails = smtp.messages.filter((m) => m.to.join() === SALES);
    const replyTo = leadMails.map((m) => m.header('reply-to')).sort();
    const expected = [
      ...Array.from({ length: N }, (_, i) => `demo${i}@example.com`),
      ...Array.from({ length: N + INSTANCES }, (_, i) => `contact${i}@example.com`),
    ].sort();
    expect(replyTo).toEqual(expected); // each lead once: none lost, none twice
    // Besides the leads' notifications, only the sign-up's verification link was mailed.
    expect(smtp.messages.filter((m) => m.to.join() !== SALES)).toHaveLength(1);
  });

  describe.skipIf(!redisInstalled)('rate limits shared through Redis', () => {
    const login = (url: string) => request(`${url}/api/auth/user/login`, { body: { email: 'victim@example.com', password: 'guess-123' } });

    test('credential stuffing spread over the instances meets one shared login limit', async () => {
      const client = new Redis(redis!.url);
      await client.flushdb(); // earlier tests logged in; start this run's count at zero
      client.disconnect();
      const before = [...proxy.hits];
      const attempts = INSTANCES * rateLimits.login.max;
      const codes = (await Promise.all(Array.from({ length: attempts }, () => login(proxy.url)))).map((r) => r.status);
      // Per-instance counting would let all of them through (10 per instance); shared counting lets 10 in all.
      expect(codes.filter((c) => c === 401)).toHaveLength(rateLimits.login.max);
      expect(codes.filter((c) => c === 429)).toHaveLength(attempts - rateLimits.login.max);
      expect(proxy.hits.map((n, i) => n - before[i]!)).toEqual(Array(INSTANCES).fill(rateLimits.login.max));
    });

    test('a hung or stopped Redis never holds a request: instances answer at once, count on their own and say so', async () => {
      const [a, , c] = instances as [RunningServer, RunningServer, RunningServer];
      redis!.pause(); // accepts nothing, answers nothing
      let started = Date.now();
      const hung = await login(a.url);
      expect([401, 429]).toContain(hung.status);
      expect(Date.now() - started).toBeLessThan(3000); // a 500 ms command timeout, then local counting
      expect((await request(`${a.url}/healthz`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })).json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
      await a.outputMatching(/Redis unreachable/);

      redis!.resume();
      await redis!.stop();
      // Stopped: commands fail at once. Instance c has not counted locally yet, so it allows exactly the limit.
      started = Date.now();
      const codes: number[] = [];
      for (let i = 0; i <= rateLimits.login.max; i++) codes.push((await login(c.url)).status);
      expect(codes).toEqual([...Array(rateLimits.login.max).fill(401), 429]);
      expect(Date.now() - started).toBeLessThan(15_000);
      const bot = await mintedProof(new Date(Date.now() - 60_000));
      expect((await request(`${c.url}/api/contact`, { body: { name: 'Still Works', email: 'still@example.com', contact: '9876543210', question: 'Is the site still up?', bot } })).status).toBe(201);
      expect((await request(`${c.url}/healthz`)).status).toBe(200);
    });
  });
});

describe.skipIf(!postgresUrl)('without REDIS_URL', () => {
  test('each instance counts rate limits on its own (docs/configuration.md says so)', async () => {
    const database = postgresDatabase(postgresUrl!);
    const db = await database.create();
    const apps = [await createTestApp(db, { MAIL_WORKER: 'off' }), await createTestApp(db, { MAIL_WORKER: 'off' })];
    try {
      const codes: number[] = [];
      for (let i = 0; i < 2 * rateLimits.login.max; i++) {
        const app = apps[i % 2]!;
        const res = await app.inject({ method: 'POST', url: '/api/auth/user/login', payload: { email: 'victim@example.com', password: 'guess-123' } });
        codes.push(res.statusCode);
      }
      expect(codes.every((c) => c === 401)).toBe(true);
      const next = await apps[0]!.inject({ method: 'POST', url: '/api/auth/user/login', payload: { email: 'victim@example.com', password: 'guess-123' } });
      expect(next.statusCode).toBe(429);
    } finally {
      for (const app of apps) await app.close();
      await database.cleanup();
    }
  });
});
