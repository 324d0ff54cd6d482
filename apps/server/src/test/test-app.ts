import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { ConnectOptions } from '../db/connect';
import { checkedByContract } from './contract';
import { databaseEnv } from './databases';

/** An app on the given database, with no web build (API only) and quiet logs. */
export async function createTestApp(db: ConnectOptions, env: Record<string, string> = {}, options: AppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    ...databaseEnv(db),
    WEB_DIST: '/nonexistent-web-build',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, options);
  await checkedByContract(app);
  return app;
}
