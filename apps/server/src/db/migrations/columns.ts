import type { ColumnDataType, CreateTableBuilder } from 'kysely';

// Column groups the migrations' tables share. Frozen like the migrations, dialect.ts and tally-triggers.ts
// (docs/decisions/002-database-and-dialects.md): they depend only on Kysely, and once shipped a builder
// never changes the columns it adds; a migration that needs other columns gets a new builder.

/**
 * NOT NULL text columns, added in the order named, for `CreateTableBuilder.$call`:
 * `.$call(requiredText('name', 'email'))` adds `name text not null, email text not null`.
 */
export function requiredText(...names: string[]) {
  return (table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> =>
    names.reduce((t, name) => t.addColumn(name, 'text', (c) => c.notNull()), table);
}

/**
 * A store of named values, each with when it last changed, for `CreateTableBuilder.$call`:
 * `.$call(namedValues('key', ts))` adds `key text primary key, value text not null, updated_at <ts> not null`.
 */
export function namedValues(key: string, timestamp: ColumnDataType) {
  return (table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> =>
    table
      .addColumn(key, 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull());
}
