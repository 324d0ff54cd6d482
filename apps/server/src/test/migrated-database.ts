import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, migrateToLatest, type ConnectOptions, type DatabaseHandle } from '../db/connect';
import type { TestDatabase } from './databases';

/**
 * A fresh, migrated database for the enclosing describe block: made before its tests, closed and
 * removed after them. Read `handle` and `options` inside the tests, once beforeAll has set them.
 */
export function useMigratedDatabase(database: TestDatabase): { handle: DatabaseHandle; options: ConnectOptions } {
  const state = {} as { handle: DatabaseHandle; options: ConnectOptions };
  beforeAll(async () => {
    state.options = await database.create();
    state.handle = connectDatabase(state.options);
    await migrateToLatest(state.handle.db, state.handle.dialect);
  });
  afterAll(async () => {
    await state.handle?.close();
    await database.cleanup();
  });
  return state;
}
