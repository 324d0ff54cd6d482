import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { testDatabases } from '../test/databases';
import { appMigrator, connectDatabase, migrateToLatest, SQLITE_FILE_NAME, type ConnectOptions } from './connect';
import type { Database } from './database';
import { migrations } from './migrations/index';

const names = Object.keys(migrations).sort();

/** A second connection to the same database that counts every statement sent through it. */
function countingConnection(options: ConnectOptions) {
  let statements = 0;
  const dialect = options.databaseUrl
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 1 }) })
    : new SqliteDialect({ database: new SQLite(path.join(options.dataDir, SQLITE_FILE_NAME)) });
  const db = new Kysely<Database>({ dialect, log: () => void statements++ });
  return { db, statements: () => statements };
}

describe.each(testDatabases())('migrateToLatest on $name', (database) => {
  test('a new database gets every migration; a migrated one is recognised in two statements at most', async () => {
    const options = await database.create();
    const handle = connectDatabase(options);
    const counting = countingConnection(options);
    try {
      await migrateToLatest(handle.db, handle.dialect);
      const applied = (await (await appMigrator(handle.db, handle.dialect)).getMigrations()).filter((m) => m.executedAt);
      expect(applied.map((m) => m.name)).toEqual(names);

      await migrateToLatest(counting.db, handle.dialect);
      expect(counting.statements()).toBeGreaterThan(0);
      expect(counting.statements()).toBeLessThanOrEqual(2);
    } finally {
      await counting.db.destroy();
      await handle.close();
      await database.cleanup();
    }
  });

  test('a database an older version left behind gets the migrations it lacks', async () => {
    const handle = connectDatabase(await database.create());
    try {
      const older = names.at(-3)!;
      expect((await (await appMigrator(handle.db, handle.dialect)).migrateTo(older)).error).toBeUndefined();
      await migrateToLatest(handle.db, handle.dialect);
      const all = await (await appMigrator(handle.db, handle.dialect)).getMigrations();
      expect(all.every((m) => m.executedAt)).toBe(true);
      expect(all).toHaveLength(names.length);
    } finally {
      await handle.close();
      await database.cleanup();
    }
  });
});
