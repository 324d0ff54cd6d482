import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { Clock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { databaseEnv, type TestDatabase, testDatabases } from '../apps/server/src/test/databases';

// The content studio's stories publish, and a publish changes the blog every other story reads: they run on
// servers of their own (docs/decisions/052-content-pages-from-the-database.md), in the test's process, on one
// database: PostgreSQL when the run has one (CI does), so several instances share it as production's do.

const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/build/client');

export interface ContentServers {
  /** Each instance's address, http://127.0.0.1:port. */
  urls: string[];
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/** `count` instances of the built site on one fresh database, on the given clock, with the delivery workers off. */
export async function startContentServers(count: number, clock?: Clock): Promise<ContentServers> {
  const database: TestDatabase = testDatabases().at(-1)!;
  const db = await database.create();
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      // Each instance has its own data folder (its mail outbox); PostgreSQL, when there, is the one database.
      const own = db.databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-content-')) : undefined;
      if (own) dirs.push(own);
      const env = { ...databaseEnv(db), ...(own ? { DATA_DIR: own } : {}) };
      const config = loadConfig({ ...env, WEB_DIST: webDist, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', MAIL_WORKER: 'off', WEBHOOK_WORKER: 'off' });
      const app = await buildApp(config, clock ? { clock } : {});
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
    }
  } catch (error) {
    await Promise.all(apps.map((a) => a.close()));
    throw error;
  }
  return {
    apps,
    urls: apps.map((a) => `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`),
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await database.cleanup();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
