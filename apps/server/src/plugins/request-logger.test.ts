import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import { deferRequestLoggers } from './request-logger';

/** A Fastify app logging JSON lines into memory, with request loggers deferred as in app.ts. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, genReqId: () => 'req-1' });
  deferRequestLoggers(app);
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
  await app.ready();
  return { app, lines, childrenMade: vi.spyOn(app.log, 'child') };
}

describe('request loggers made on first use', () => {
  test('at warn, a request that writes nothing gets no child logger, and one that warns writes its line with the request id', async () => {
    const { app, lines, childrenMade } = await appLoggingAt('warn');
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(childrenMade).not.toHaveBeenCalled();
    expect(lines).toEqual([]);

    expect((await app.inject({ url: '/noisy' })).statusCode).toBe(200);
    expect(childrenMade).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([expect.objectContaining({ level: 40, reqId: 'req-1', step: 2, msg: 'a warning' })]);
    await app.close();
  });

  test("at info, every request's lines carry its id as Fastify's own child loggers would", async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/noisy' });
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
});
