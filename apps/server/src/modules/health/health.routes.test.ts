import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ConnectOptions } from '../../db/connect';
import { enqueueMail } from '../../mail/outbox';
import { testDatabases } from '../../test/databases';
import { createTestApp } from '../../test/test-app';
import { signedInAdmin } from '../../test/admin-session';
import { MAIL_STUCK_AFTER_SECONDS } from './health.routes';

const HEALTH_TOKEN = 'monitoring-token-with-at-least-32-chars';

describe.each(testDatabases())('GET /healthz on $name', (database) => {
  let db: ConnectOptions;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await database.createMigrated();
    // The worker is off so queued test mail stays queued.
    app = await createTestApp(db, { MAIL_WORKER: 'off', HEALTH_TOKEN });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  /** What monitoring with HEALTH_TOKEN reads. */
  const health = () => app.inject({ method: 'GET', url: '/healthz', headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
  const mail = { kind: 'contact-question', to: 'sales@example.com', subject: 'New question', text: 'Hello', html: '<p>Hello</p>' } as const;

  test('a healthy instance answers 200 ok with the database up and an empty mail queue, never cached', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', database: 'up', mail: { pending: 0, failed: 0, oldestPendingSeconds: 0 } });
  });

  test('every answer carries its request id, and a caller-given X-Request-Id is kept', async () => {
    const own = await health();
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.statusCode).toBe(404);
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    const unsafe = await health().then(() => app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\twith spaces' } }));
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('mail just queued is reported but is not trouble', async () => {
    await enqueueMail(app.database.db, mail, new Date(Date.now() - 5_000));
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', mail: { pending: 1, failed: 0, oldestPendingSeconds: expect.any(Number) } });
    expect(res.json().mail.oldestPendingSeconds).toBeGreaterThanOrEqual(5);
  });

  test('mail stuck for longer than 15 minutes makes the instance degraded but still 200', async () => {
    await enqueueMail(app.database.db, mail, new Date(Date.now() - (MAIL_STUCK_AFTER_SECONDS + 60) * 1000));
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'up', mail: { pending: 2, failed: 0 } });
    expect(res.json().mail.oldestPendingSeconds).toBeGreaterThan(MAIL_STUCK_AFTER_SECONDS);
  });

  test('mail given up on makes the instance degraded but still 200', async () => {
    await app.database.db.updateTable('outbox').set({ status: 'failed' }).execute();
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', database: 'up', mail: { pending: 0, failed: 2, oldestPendingSeconds: 0 } });
  });

  test('anyone else learns only up or down; an admin session or the token shows the details', async () => {
    const anyone = await app.inject({ method: 'GET', url: '/healthz' });
    expect(anyone.statusCode).toBe(200);
    expect(anyone.json()).toEqual({ status: 'up' });
    for (const authorization of ['Bearer not-the-token', `Bearer ${HEALTH_TOKEN}x`, `Basic ${HEALTH_TOKEN}`]) {
      expect((await app.inject({ method: 'GET', url: '/healthz', headers: { authorization } })).json(), authorization).toEqual({ status: 'up' });
    }
    const admin = await signedInAdmin(app, 'health@example.com');
    const visitor = (await app.auth.signupUser({ name: 'Vee', email: 'vee@example.com', password: 'secret1' }), await app.auth.loginUser('vee@example.com', 'secret1'));
    expect((await app.inject({ method: 'GET', url: '/healthz', headers: { authorization: `Bearer ${visitor}` } })).json()).toEqual({ status: 'up' });
    expect((await app.inject({ method: 'GET', url: '/healthz', headers: { authorization: `Bearer ${admin.token}` } })).json()).toMatchObject({ database: 'up', mail: expect.any(Object) });
  });

  test('a database that does not answer makes the instance 503 down, to anyone and in detail to the token', async () => {
    const other = await createTestApp(db, { MAIL_WORKER: 'off', HEALTH_TOKEN });
    try {
      await other.database.db.destroy();
      const res = await other.inject({ method: 'GET', url: '/healthz', headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'down', database: 'down', mail: null });
      const anyone = await other.inject({ method: 'GET', url: '/healthz' });
      expect(anyone.statusCode).toBe(503);
      expect(anyone.json()).toEqual({ status: 'down' });
    } finally {
      await other.close().catch(() => {});
    }
  });
});
