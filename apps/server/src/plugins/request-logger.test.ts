import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import type { Config } from '../config';
import { loggerOptions, redactUrl, requestId } from './request-logger';

/** A Fastify app with the server's logger options, logging JSON lines into memory. */
async function appLoggingAt(level: Config['logLevel']) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(level), stream }, genReqId: requestId });
  // As in app.ts: an unknown path has our own not-found answer (Fastify's default one logs the address).
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({}));
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/noisy', async (request) => {
    request.log.info({ step: 1 }, 'an info line');
    request.log.warn({ step: 2 }, 'a warning');
    return { ok: true };
  });
  app.get('/chatty', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a debug line on a route that asks for them');
    return { ok: true };
  });
  // Routes that carry a token in the address (decision 028): the subscribe links, admin invitations.
  for (const url of ['/api/subscribe/confirm', '/unsubscribe', '/admin/:token/signup', '/api/auth/admin/invitations/:token']) app.get(url, async () => ({ ok: true }));
  app.get('/headers', async (request) => {
    request.log.warn({ req: request.raw }, 'request seen');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

const withId = { 'x-request-id': 'req-1' };

describe('request logs', () => {
  test('at warn, a quiet request writes nothing and a warning carries the request id', async () => {
    const { app, lines } = await appLoggingAt('warn');
    expect((await app.inject({ url: '/quiet', headers: withId })).statusCode).toBe(200);
    expect(lines).toEqual([]);

    expect((await app.inject({ url: '/noisy', headers: withId })).statusCode).toBe(200);
    expect(lines).toEqual([expect.objectContaining({ level: 40, reqId: 'req-1', step: 2, msg: 'a warning' })]);
    await app.close();
  });

  test('at info, every line of a request carries its id', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/noisy', headers: withId });
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['incoming request', 'req-1'],
      ['an info line', 'req-1'],
      ['a warning', 'req-1'],
      ['request completed', 'req-1'],
    ]);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/noisy' } });
    expect(lines[3]).toMatchObject({ res: { statusCode: 200 } });
    await app.close();
  });

  test('a route with a log level of its own keeps it', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ url: '/chatty' });
    expect(lines.map((l) => l.msg)).toContain('a debug line on a route that asks for them');
    await app.close();
  });

  test('an authorization header or cookie never reaches a line, even when the request itself is logged', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ url: '/headers', headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret-cookie', accept: 'text/plain' } });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('secret-cookie');
    expect(lines[0]).toMatchObject({ msg: 'request seen', reqId: expect.any(String) });
    await app.close();
  });

  test('a request id that is not safe to echo is replaced by a new one', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ url: '/noisy', headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(lines[0]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });

  test.each([
    '/api/subscribe/confirm?token=SECRETTOKEN123',
    '/unsubscribe?token=SECRETTOKEN123',
    '/unsubscribe?lang=en&TOKEN=SECRETTOKEN123&x=1',
    '/unsubscribe?to%6Ben=SECRETTOKEN123',
    '/admin/SECRETTOKEN123/signup',
    '/ADMIN/SECRETTOKEN123/SignUp/',
    '/admin/SECRETTOKEN123/signup?from=mail',
    '/api/auth/admin/invitations/SECRETTOKEN123',
    '/API/Auth/Admin/Invitations/SECRETTOKEN123?x=1',
  ])('a token in %s never reaches a line', async (url) => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url });
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain('SECRETTOKEN123');
    expect(lines[0]).toMatchObject({ msg: 'incoming request', req: { url: expect.stringContaining('[redacted]') } });
    await app.close();
  });

  test('a search for a person, an address or a test message never reaches a line', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/api/contact/all?q=priya.sharma%40example.com' });
    await app.inject({ url: '/api/test/v1/sms/send?to=919876543210&body=Hello%20Priya' });
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toMatch(/priya|919876543210/i);
    await app.close();
  });

  test('redaction keeps the rest of the address and costs linear time', () => {
    expect(redactUrl('/unsubscribe?lang=en&token=abc&x=1')).toBe('/unsubscribe?lang=en&token=[redacted]&x=1');
    expect(redactUrl('/admin/abc/signup?from=mail')).toBe('/admin/[redacted]/signup?from=mail');
    expect(redactUrl('/api/contact/all?limit=10&q=a%40b.io')).toBe('/api/contact/all?limit=10&q=[redacted]');
    expect(redactUrl('/api/admin/audit?actor=priya&action=login&Q=x')).toBe('/api/admin/audit?actor=[redacted]&action=login&Q=[redacted]');
    expect(redactUrl('/api/test/v1/sms/send?key=k&to=919876543210&body=Your%20code&from=TARANG')).toBe('/api/test/v1/sms/send?key=[redacted]&to=[redacted]&body=[redacted]&from=TARANG');
    expect(redactUrl('/api/test/v1/voice/logs?username=a%40b.io&limit=5')).toBe('/api/test/v1/voice/logs?username=[redacted]&limit=5');
    expect(redactUrl('/admin/dashboard')).toBe('/admin/dashboard');
    // A path of many slashes or a query of many separators is read once (decision 028).
    const t = performance.now();
    redactUrl(`/admin/${'/'.repeat(200_000)}x`);
    redactUrl(`/api/auth/admin/invitations/${'/'.repeat(200_000)}x`);
    redactUrl(`/x?${'&'.repeat(200_000)}token=1`);
    expect(performance.now() - t).toBeLessThan(2_000);
  });
});
