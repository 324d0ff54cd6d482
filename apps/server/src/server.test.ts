import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';
import { mintedProof, TEST_BOT_CHECK_KEY } from './test/bot-proof';
import { runServerToExit, startServer } from './test/server-process';

describe('configuration', () => {
  test('defaults match docs/configuration.md', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.rateLimits).toBe(true);
  });

  test.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ RATE_LIMITS: 'maybe' }, /^Invalid configuration: RATE_LIMITS /],
  ])('%j is refused with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('server process', { timeout: 60_000 }, () => {
  test('a bad setting stops the start with one clear line and a non-zero exit', async () => {
    const { code, output } = await runServerToExit({ PORT: 'not-a-port' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Invalid configuration: PORT Invalid input: expected number, received NaN (got "not-a-port")');
  });

  test('an unreachable PostgreSQL stops the start with a clear message', async () => {
    const { code, output } = await runServerToExit({ DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(output).toMatch(/^Cannot start: the database is not usable \(PostgreSQL \(DATABASE_URL\)\): /);
  });

  test('SIGTERM lets an in-flight request finish, then exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-sig-'));
    const server = await startServer({ DATA_DIR: dataDir, BOT_CHECK_KEY: TEST_BOT_CHECK_KEY });
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'up' });
    // Send the headers and half the body, wait until the server has the request,
    // then SIGTERM, then send the rest: the request is truly in flight at shutdown.
    const bot = await mintedProof(new Date(Date.now() - 60_000));
    const body = JSON.stringify({ name: 'Last One', email: 'last@example.com', contact: '9876543210', question: 'Sent during shutdown', bot });
    const url = new URL(`${server.url}/api/contact`);
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    const inFlight = new Promise<{ status: number | undefined }>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 20));
    await server.outputMatching(/incoming request[^\n]*\/api\/contact|\/api\/contact[^\n]*incoming request/);
    const exit = server.stop('SIGTERM');
    await server.outputMatching(/shutting down/);
    req.end(body.slice(20));
    expect((await inFlight).status).toBe(201);
    expect(await exit).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
