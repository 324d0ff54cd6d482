import fs from 'node:fs';
import path from 'node:path';
import { ownerOnlyDir, ownerOnlyFile, tightenFiles } from '../ops/owner-only';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseIntrospector, type DatabaseMetadata, type DatabaseMetadataOptions, DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, Kysely, Migrator, PostgresDialect, type SchemaMetadata, SqliteDialect, sql, type TableMetadata } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { migrations } from './migrations/index';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL host/database (no password). */
  location: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export const SQLITE_FILE_NAME = 'tarang.sqlite';

/** Opens SQLite under dataDir when no URL is given, PostgreSQL for a postgres:// URL. */
export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  return connectSqlite(path.join(options.dataDir, SQLITE_FILE_NAME));
}

function connectSqlite(file: string): DatabaseHandle {
  const dir = path.dirname(file);
  ownerOnlyDir(dir);
  // A read-only DATA_DIR otherwise shows only as SQLite's 'unable to open database file'.
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (err) {
    throw new Error(`${dir} is not writable (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  // SQLite makes the -wal and -shm files with the database's mode; files from before this rule are tightened.
  ownerOnlyFile(file);
  const native = new SQLite(file);
  // WAL lets readers run beside the writer; FULL makes an acknowledged write survive power loss.
  native.pragma('journal_mode = WAL');
  tightenFiles(`${file}-wal`, `${file}-shm`);
  native.pragma('synchronous = FULL');
  native.pragma('busy_timeout = 5000');
  native.pragma('foreign_keys = ON');
  // A deleted row's bytes are overwritten, not left in free pages (erasure, docs/decisions/031-privacy-retention-erasure.md).
  native.pragma('secure_delete = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(native) });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

/**
 * SQLite rolls a transaction back by itself on SQLITE_FULL and I/O errors;
 * Kysely's ROLLBACK then failed with 'cannot rollback - no transaction is active', and that error
 * replaced the real one in the log. Roll back only when a transaction is still open.
 *
 * Transactions begin IMMEDIATE: they take the write lock at once, waiting (busy_timeout) for another
 * process's writer such as the operator's CLI. A deferred one that read first and then wrote failed at once
 * with SQLITE_BUSY (a 500) whenever another process had committed a write in between, because SQLite
 * cannot move its snapshot forward inside a transaction.
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  readonly #native: SQLite.Database;
  constructor(native: SQLite.Database) {
    super({ database: native });
    this.#native = native;
  }
  override createDriver() {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.#native.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/**
 * Tables as Kysely's migrator sees them, on PostgreSQL: those of the connection's own schema only. The
 * migrator asks whether its bookkeeping tables exist by listing tables, and Kysely's own PostgreSQL
 * introspector reads every column of every schema in the database, resolving each table by name. A
 * schema dropped while that ran (another app or test suite sharing the database) failed the migration
 * with `schema "…" does not exist`, and a database with many schemas made every check slower. The
 * migration tables are pinned to the connection's schema (appMigrator), so nothing else is needed.
 */
// The connection's own catalogue queries (this introspector, the migrator's schema and bookkeeping) stay in
// this file: Kysely calls them through the dialect and the migrator, and they read no table of the app.
// eslint.config.js lists the file as the exception to "queries live in *.repository.ts"
// (docs/decisions/002-database-and-dialects.md).
class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }
  async getSchemas(): Promise<SchemaMetadata[]> {
    return (await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.#db)).rows;
  }
  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      table: string;
      kind: string;
      schema: string;
      column: string;
      type: string;
      type_schema: string;
      not_null: boolean;
      has_default: boolean;
      auto_increment: boolean;
      comment: string | null;
    }>`select c.relname as table, c.relkind as kind, ns.nspname as schema, a.attname as column, t.typname as type,
        tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
        (a.attidentity <> '' or pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) is not null) as auto_increment,
        col_description(c.oid, a.attnum) as comment
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = t.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const internal = new Set<string>(options.withInternalKyselyTables ? [] : [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (internal.has(row.table)) continue;
      const table = tables.get(row.table) ?? { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
      tables.set(row.table, table);
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.auto_increment,
        hasDefaultValue: row.has_default,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }
  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

class PostgresDialectOwnSchema extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

function connectPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // The pool listens for errors only on idle clients. A client
  // checked out between two statements (a transaction, the mail worker's claim) that the database
  // terminated emitted 'error' with no listener, and the process died. Every client keeps a listener
  // for life: the statement in hand still fails, and the pool drops the broken client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialectOwnSchema({ pool }) });
  const u = new URL(url);
  return { db, dialect: 'postgres', location: `${u.hostname}:${u.port || 5432}${u.pathname}`, close: () => db.destroy() };
}

/** The schema Kysely's bookkeeping tables live in: the connection's own on PostgreSQL, none on SQLite. */
async function migrationSchema(db: Kysely<Database>, dialect: DialectName): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined;
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
}

/**
 * The app's migrator. Kysely looks for its bookkeeping tables in every schema; they are pinned to the
 * connection's own, so a database shared with other schemas (or other test suites) is not mistaken for migrated.
 */
export async function appMigrator(db: Kysely<Database>, dialect: DialectName, schema?: string): Promise<Migrator> {
  const pinned = schema ?? (await migrationSchema(db, dialect));
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(pinned ? { migrationTableSchema: pinned } : {}),
  });
}

/**
 * Whether every migration is applied already, in one query: Kysely's migrator spends a dozen (its
 * tables, its lock, the list) even when there is nothing to do, 0.3 s and more on a busy PostgreSQL, and
 * the operator CLI migrates before every command. Kysely applies migrations in name order only, so the
 * right count and the latest name mean all of them; anything else goes to the migrator, which locks.
 */
async function isMigrated(db: Kysely<Database>, schema: string | undefined): Promise<boolean> {
  const names = Object.keys(migrations).sort();
  const table = sql.table(schema ? `${schema}.${DEFAULT_MIGRATION_TABLE}` : DEFAULT_MIGRATION_TABLE);
  try {
    const { rows } = await sql<{ applied: number | string; latest: string | null }>`select count(*) as applied, max(name) as latest from ${table}`.execute(db);
    return Number(rows[0]?.applied) === names.length && rows[0]?.latest === names.at(-1);
  } catch {
    return false; // no bookkeeping table yet: a new database
  }
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const schema = await migrationSchema(db, dialect);
  if (await isMigrated(db, schema)) return;
  const migrator = await appMigrator(db, dialect, schema);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed.migrationName} failed: ${why}` : `Migrations failed: ${why}`);
  }
}

/** Timestamps come back as Date (pg) or ISO text (SQLite); the API always speaks ISO-8601 UTC. */
export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
