import { afterAll, beforeAll, expect } from 'vitest';
import { appMigrator, connectDatabase, type ConnectOptions, type DatabaseHandle } from '../db/connect';
import type { TestDatabase } from './databases';

/**
 * A fresh, migrated database for the enclosing describe block: made before its tests, closed and
 * removed after them. Read `handle` and `options` inside the tests, once beforeAll has set them.
 */
export function useMigratedDatabase(database: TestDatabase): { handle: DatabaseHandle; options: ConnectOptions } {
  const state = {} as { handle: DatabaseHandle; options: ConnectOptions };
  beforeAll(async () => {
    state.options = await database.createMigrated();
    state.handle = connectDatabase(state.options);
  });
  afterAll(async () => {
    await state.handle?.close();
    await database.cleanup();
  });
  return state;
}

/**
 * A fresh database migrated in two steps, for the tests of a migration's backfill: to `upTo`, where
 * `before` writes the rows a later migration must count when it arrives; then to the latest, where
 * `after` writes the rows its triggers count as they come. Closed and removed after the block's tests.
 */
export function useDatabaseMigratedAcross(
  database: TestDatabase,
  steps: { upTo: string; before: (handle: DatabaseHandle) => Promise<void>; after: (handle: DatabaseHandle) => Promise<void> },
  timeoutMs?: number,
): { handle: DatabaseHandle } {
  const state = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    state.handle = connectDatabase(await database.create());
    const migrator = await appMigrator(state.handle.db, state.handle.dialect);
    expect((await migrator.migrateTo(steps.upTo)).error).toBeUndefined();
    await steps.before(state.handle);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await steps.after(state.handle);
  }, timeoutMs);
  afterAll(async () => {
    await state.handle?.close();
    await database.cleanup();
  });
  return state;
}
