import { type Kysely, sql } from 'kysely';
import type { Database } from './database';
import { describe, expect, test } from 'vitest';
import { testDatabases } from '../test/databases';
import { connectDatabase, migrateToLatest } from './connect';

// The schema every migration together makes of an empty database, on each dialect, against a fixture
// beside this file. Migrations and the builders they share (migrations/columns.ts, dialect.ts,
// tally-triggers.ts) are frozen (docs/decisions/055-migration-kit.md): a change to either that moves one
// column, default, constraint, index or trigger fails here. A new migration updates the fixture on
// purpose (`npx vitest run apps/server/src/db/schema.test.ts -u`) and the diff shows what it adds.

/** SQLite keeps each table's, index's and trigger's statement as written; those statements are its schema. */
async function sqliteSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master order by type, name`.execute(db);
  return rows.map((r) => `-- ${r.type} ${r.name}\n${r.sql ?? '(made by SQLite)'};\n`).join('\n');
}

/** PostgreSQL's catalogue of the connection's own schema, its name written as <schema> so any test schema compares. */
async function postgresSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]!.schema;
  const sections: Array<[string, Promise<{ rows: Array<Record<string, unknown>> }>]> = [
    ['columns', sql<Record<string, unknown>>`
      select table_name, column_name, data_type, column_default, is_nullable, character_maximum_length, numeric_precision
      from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(db)],
    ['constraints', sql<Record<string, unknown>>`
      select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
      from pg_constraint where connamespace = current_schema()::regnamespace order by 1, 2`.execute(db)],
    ['indexes', sql<Record<string, unknown>>`
      select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by 1, 2`.execute(db)],
    ['triggers', sql<Record<string, unknown>>`
      select tgrelid::regclass::text as table_name, tgname, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace order by 1, 2`.execute(db)],
    ['functions', sql<Record<string, unknown>>`
      select proname, pg_get_functiondef(oid) as definition
      from pg_proc where pronamespace = current_schema()::regnamespace order by 1`.execute(db)],
    ['views', sql<Record<string, unknown>>`
      select viewname, definition from pg_views where schemaname = current_schema() order by 1`.execute(db)],
  ];
  const out: string[] = [];
  for (const [title, query] of sections) {
    out.push(`-- ${title}`);
    for (const row of (await query).rows) out.push(Object.values(row).map((v) => String(v)).join(' | '));
    out.push('');
  }
  return out.join('\n').replaceAll(`${schema}.`, '<schema>.');
}

const schemaOf = (name: string, db: Kysely<Database>) => (name === 'sqlite' ? sqliteSchema(db) : postgresSchema(db));

async function migrationsRun(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

describe.each(testDatabases())('the migrated schema on $name', (database) => {
  test('is the one in the fixture, column for column, index for index', async () => {
    const handle = connectDatabase(await database.create());
    try {
      await migrateToLatest(handle.db, handle.dialect);
      const schema = await schemaOf(database.name, handle.db);
      await expect(schema).toMatchFileSnapshot(`./schema.${database.name}.txt`);
    } finally {
      await handle.close();
      await database.cleanup();
    }
  });
  // The suites start on createMigrated() (test/databases.ts): on SQLite a copy of one file migrated per test
  // process. It must be what migrating makes, the records of the migrations run included.
  test('is also what a suite’s ready-migrated test database holds', async () => {
    const migrated = connectDatabase(await database.create());
    const ready = connectDatabase(await database.createMigrated());
    try {
      await migrateToLatest(migrated.db, migrated.dialect);
      expect(await schemaOf(database.name, ready.db)).toBe(await schemaOf(database.name, migrated.db));
      expect(await migrationsRun(ready.db)).toEqual(await migrationsRun(migrated.db));
      expect((await migrationsRun(ready.db)).length).toBeGreaterThan(25);
    } finally {
      await migrated.close();
      await ready.close();
      await database.cleanup();
    }
  });
});
