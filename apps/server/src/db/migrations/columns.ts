import type { CreateTableBuilder } from 'kysely';

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
