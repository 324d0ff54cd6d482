import type { ColumnDataType, CreateTableBuilder } from 'kysely';

// Column groups the migrations' tables share. Frozen like the migrations, dialect.ts and tally-triggers.ts
// (docs/decisions/002-database-and-dialects.md, 055-migration-kit.md): they depend only on Kysely, and once
// shipped a builder never changes the columns it adds; a migration that needs other columns gets a new
// builder. db/schema.test.ts holds every migrated schema to its fixture.

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

/**
 * NOT NULL columns of one type, added in the order named, for `CreateTableBuilder.$call`:
 * `.$call(required('integer', 'visits', 'views'))` adds `visits integer not null, views integer not null`.
 */
export function required(type: ColumnDataType, ...names: string[]) {
  return (table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> =>
    names.reduce((t, name) => t.addColumn(name, type, (c) => c.notNull()), table);
}

/**
 * Nullable columns of one type, with no default, added in the order named, for `CreateTableBuilder.$call`:
 * `.$call(optional('text', 'utm_source', 'utm_medium'))` adds `utm_source text, utm_medium text`.
 */
export function optional(type: ColumnDataType, ...names: string[]) {
  return (table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> =>
    names.reduce((t, name) => t.addColumn(name, type), table);
}

/**
 * A durable queue's delivery state (db/durable-queue.ts), the same on every queue's table, for
 * `CreateTableBuilder.$call`: status, attempts (from 0), the next attempt's time, the claim's lease, the
 * last attempt's answer, result, duration and time, and when the row was made.
 */
export function deliveryAttempts(timestamp: ColumnDataType) {
  return (table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> =>
    table
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
      .addColumn('locked_until', timestamp)
      .addColumn('response_status', 'integer')
      .addColumn('last_result', 'text')
      .addColumn('duration_ms', 'integer')
      .addColumn('last_attempt_at', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull());
}
