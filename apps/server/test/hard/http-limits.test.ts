import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@tarang/shared/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ConnectionTimeouts } from '../../src/app';
import { testDatabases } from '../../src/test/databases';
import { createTestApp } from '../../src/test/test-app';
import { slashyPaths, useAppOnTinyWebBuild } from './inputs';

// The outside security test's findings on paths and bodies (docs/decisions/028-security-test-findings.md).

const json = { 'content-type': 'application/json' };

for (const database of testDatabases()) {
  describe(`paths and bodies on ${database.name}`, () => {
    const served = useAppOnTinyWebBuild(database);

    test('a path of many slashes answers at once (linear work, not quadratic)', async () => {
      // 200,000 slashes: quadratic work on one of these took minutes; linear work takes milliseconds.
      for (const url of slashyPaths(200_000)) {
        for (const method of ['GET', 'HEAD', 'POST'] as const) {
          const res = await served.app.inject({ method, url, ...(method === 'POST' ? { headers: json, payload: '{}' } : {}) });
          expect(res.statusCode, `${method} ${url.slice(0, 12)}`).toBeLessThan(500);
        }
      }
    });

    test('deeply nested JSON under the size limit answers 400 in the one error shape', async () => {
      const n = 30_000;
      const bodies = [
        `${'['.repeat(n)}${']'.repeat(n)}`,
        `{"name":${'['.repeat(n)}${']'.repeat(n)}}`,
        `{"name":"A","email":"a@example.com","question":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
        `${'['.repeat(100_000).slice(0, 60_000)}`,
      ];
      for (const url of ['/api/contact', '/api/demo', '/api/auth/user/login', '/api/auth/user/signup']) {
        for (const payload of bodies) {
          const res = await served.app.inject({ method: 'POST', url, headers: json, payload });
          expect(res.statusCode, `${url} ${payload.slice(0, 12)}`).toBe(400);
          const body = res.json();
          expect(body).toEqual({ statusCode: 400, error: body.message, message: expect.any(String) });
          expect([apiMessages.malformedJson, apiMessages.tooDeep]).toContain(body.message);
        }
      }
    });

    test('ordinary nesting is still accepted', async () => {
      const res = await served.app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: JSON.stringify({ name: [[['x']]] }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields?.name).toBeDefined();
    });
  });
}

/** What a raw connection saw before the server closed it, and how long it stayed open. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (received += chunk));
  // The server may cut a slow client with a reset rather than a close: either way 'close' follows, and
  // that is what each test waits for and measures.
  socket.on('error', () => {});
  const opened = performance.now();
  const closed = new Promise<{ received: string; openMs: number }>((resolve) => socket.on('close', () => resolve({ received, openMs: performance.now() - opened })));
  return { socket, closed, received: () => received };
}

/** Writes `text` a character at a time every `everyMs` until the socket closes. */
function trickle(socket: net.Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

for (const database of testDatabases()) {
  describe(`slow clients are cut off on ${database.name}`, () => {
    // Tiny limits so the test waits only for them; the server's own are in app.ts (defaultTimeouts).
    // Node adds up to a second to the keep-alive timeout (keepAliveTimeoutBuffer), so the socket limit is
    // above that: each connection must close well before it, cut by the limit under test.
    const timeouts: ConnectionTimeouts = { headers: 300, request: 600, keepAlive: 200, socket: 2_500, checkEvery: 50 };
    let app: FastifyInstance;
    let port: number;
    beforeAll(async () => {
      app = await createTestApp(await database.createMigrated(), { MAIL_WORKER: 'off', RATE_LIMITS: 'off' }, { timeouts });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as net.AddressInfo).port;
    });
    afterAll(async () => {
      await app?.close();
      await database.cleanup();
    });

    test('headers sent a byte at a time are cut off at the headers timeout', async () => {
      const c = connect(port);
      // One byte every 40 ms keeps the socket busy, so only the headers timeout can end it.
      trickle(c.socket, `GET /healthz HTTP/1.1\r\nHost: x\r\n${'X-Slow: y\r\n'.repeat(200)}\r\n`, 40);
      const { received, openMs } = await c.closed;
      expect(received).not.toContain('200 OK');
      expect(openMs).toBeLessThan(timeouts.socket);
    });

    test('a body sent slowly is cut off at the request timeout', async () => {
      const c = connect(port);
      c.socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
      trickle(c.socket, `{"name":"${'a'.repeat(990)}`, 40);
      const { received, openMs } = await c.closed;
      expect(received).not.toMatch(/HTTP\/1\.1 (2|400)/);
      expect(openMs).toBeLessThan(timeouts.socket);
    });

    test('an idle kept-alive connection is closed after the keep-alive timeout', async () => {
      const c = connect(port);
      c.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      const { received, openMs } = await c.closed;
      expect(received).toContain('HTTP/1.1 200');
      expect(openMs).toBeLessThan(timeouts.socket);
    });

    test('a connection that never sends anything is closed', async () => {
      const c = connect(port);
      const { received, openMs } = await c.closed;
      expect(received).not.toContain('200');
      expect(openMs).toBeLessThan(timeouts.socket);
    });
  });
}
