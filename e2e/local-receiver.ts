import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

// Stories whose server must call back a receiver on this machine (docs/decisions/033-webhooks.md,
// 049-test-mode-callbacks.md): a server of their own with WEBHOOK_LOCAL_RECEIVER=on, and the receiver.

/** A receiver on 127.0.0.1: records each request it gets and answers 204. */
export function localReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let server: http.Server | undefined;
  let port = 0;
  return {
    received,
    url: (pathname = '/reports') => `http://127.0.0.1:${port}${pathname}`,
    async start() {
      server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString('utf8')));
        req.on('end', () => {
          received.push({ headers: req.headers, body });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/**
 * The built site and the server from source on an empty SQLite database of its own, its webhook worker
 * polling every 200 ms and allowed to reach this machine; `env` adds or overrides settings.
 */
export async function ownServer(name: string, env: Record<string, string> = {}) {
  const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/build/client');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tarang-${name}-`));
  const app: FastifyInstance = await buildApp(
    loadConfig({ DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', BOT_MIN_FILL_MS: '100', WEBHOOK_POLL_MS: '200', WEBHOOK_LOCAL_RECEIVER: 'on', ...env }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    dataDir,
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
