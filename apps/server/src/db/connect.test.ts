import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
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

describe.each(testDatabases().filter((d) => d.name === 'postgres'))('migrateToLatest on $name beside other schemas', (database) => {
  // Kysely's own introspector resolved every table of every schema by name while the migrator checked
  // for its tables, so a neighbour dropped meanwhile failed the migration with `schema "…" does not
  // exist` (seen when test suites shared the database). Only the connection's schema is looked at now.
  test('the migrator looks only at the tables of the connection\'s own schema', async () => {
    const neighbour = new pg.Client({ connectionString: (await database.create()).databaseUrl });
    await neighbour.connect();
    const handle = connectDatabase(await database.create());
    try {
      await neighbour.query('create table leads (id serial primary key, name text)');
      await neighbour.query('create table kysely_migration (name text)');
      await migrateToLatest(handle.db, handle.dialect);
      const own = (await handle.db.selectNoFrom(sql<string>`current_schema()`.as('schema')).executeTakeFirstOrThrow()).schema;
      const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['contact_requests', 'kysely_migration', 'lead_chart_days']));
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([own]));
      const contacts = tables.find((t) => t.name === 'contact_requests')!;
      expect(contacts.columns.find((c) => c.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: false });
      expect((await handle.db.introspection.getTables()).some((t) => t.name === 'kysely_migration')).toBe(false);
    } finally {
      await neighbour.end();
      await handle.close();
      await database.cleanup();
    }
  });
});

describe('SQLite transactions beside another process', () => {
  test('a transaction that reads, then writes, is not refused because another connection wrote in between', async () => {
    const [sqlite] = testDatabases().filter((d) => d.name === 'sqlite');
    const options = await sqlite!.create();
    const handle = connectDatabase(options);
    // The operator's CLI, say: another connection to the same file, which gives up at once when it must wait.
    const other = new SQLite(path.join(options.dataDir, SQLITE_FILE_NAME));
    other.pragma('busy_timeout = 0');
    try {
      await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
      await handle.db.transaction().execute(async (trx) => {
        await sql`select count(*) from notes`.execute(trx);
        // The transaction holds the write lock from its start: the other writer must wait its turn.
        expect(() => other.prepare("insert into notes (body) values ('from the CLI')").run()).toThrow(/busy|locked/i);
        await sql`insert into notes (body) values ('from the server')`.execute(trx);
      });
      other.prepare("insert into notes (body) values ('from the CLI')").run();
      expect(other.prepare('select body from notes order by id').all()).toEqual([{ body: 'from the server' }, { body: 'from the CLI' }]);
    } finally {
      other.close();
      await handle.close();
      await sqlite!.cleanup();
    }
  });
});
