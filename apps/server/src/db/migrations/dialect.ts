import { type Kysely, PostgresAdapter } from 'kysely';

// Dialect helpers for migrations. Frozen like the migrations themselves: they may
// only depend on Kysely, never on application code.

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Auto-incrementing integer key: serial on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite. */
export function idColumn(db: Kysely<any>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}

export function timestampType(db: Kysely<any>): 'timestamptz' | 'text' {
  return isPostgres(db) ? 'timestamptz' : 'text';
}
