import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { ConnectOptions } from '../db/connect';
import { checkedByContract } from './contract';
import { databaseEnv, type TestDatabase } from './databases';

/**
 * An app on the given database, with no web build (API only) and quiet logs. The starting content is not
 * imported (it costs a third of a second per app): a test that reads it sets CONTENT_SEED=on.
 */
export async function createTestApp(db: ConnectOptions, env: Record<string, string> = {}, options: AppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    ...databaseEnv(db),
    WEB_DIST: '/nonexistent-web-build',
    LOG_LEVEL: 'silent',
    CONTENT_SEED: 'off',
    ...env,
  });
  const app = await buildApp(config, options);
  await checkedByContract(app);
  return app;
}

/**
 * An app on a fresh database for the enclosing describe block: built before its tests, closed and its
 * database removed after them. Read `app` inside the tests, once beforeAll has set it.
 */
export function useTestApp(database: TestDatabase, env: Record<string, string> = {}, options: AppOptions = {}): { app: FastifyInstance } {
  const state = {} as { app: FastifyInstance };
  beforeAll(async () => {
    state.app = await createTestApp(await database.createMigrated(), env, options);
  });
  afterAll(async () => {
    await state.app?.close();
    await database.cleanup();
  });
  return state;
}
