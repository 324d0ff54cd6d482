import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import type { Config } from '../config';
import { loggerOptions, requestId } from './request-logger';

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
});
