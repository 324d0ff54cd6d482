import { type Kysely, sql, type Transaction } from 'kysely';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from '../db/connect';
import { OpsError, type TableCount } from './sqlite-backup';

/**
 * Copies every row from the configured database (normally SQLite) into an empty PostgreSQL database
 * (docs/decisions/010-backups-and-data-migration.md).
 *
 * - The target is migrated to the same schema first; the copy is generic over the tables the source
 *   holds, so a table added by a later migration is copied without touching this file.
 * - Ids and timestamps are copied as they are (sessions, unsubscribe links and exports keep working),
 *   then every serial sequence is moved past the largest copied id.
 * - Source reads run in one snapshot and target writes in one transaction: the copy is all or nothing,
 *   and row counts are compared before it commits.
 *
 * The copy is data access through and through, generic over tables and both catalogues, so its queries
 * stay here rather than in a repository; eslint.config.js lists this file as the exception to "queries
 * live in *.repository.ts" (docs/decisions/002-database-and-dialects.md).
 */

const BATCH = 500;

interface MigrateDataOptions {
  /** Empty a non-empty target first (its rows are lost). */
  force?: boolean;
  /** Progress lines for the operator. */
  progress?: (line: string) => void;
}

// Generic over whatever tables the source holds, like a migration, so rows are untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTransaction = Transaction<any>;

/** Application tables of a database, sorted; Kysely's migration bookkeeping is the target's own. */
async function listTables(db: AnyDb, dialect: DatabaseHandle['dialect']): Promise<string[]> {
  const rows =
    dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  return rows
    .map((r) => r.name)
    .filter((n) => !n.startsWith('kysely_'))
    .sort();
}

async function count(db: AnyDb, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The primary-key columns, in key order: rows are paged by them (`id`, or e.g. site_settings.key). */
async function keyColumns(db: AnyDb, dialect: DatabaseHandle['dialect'], table: string): Promise<string[]> {
  const cols =
    dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db)).rows
      : (
          await sql<{ name: string }>`select a.attname as name from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = (quote_ident(current_schema()) || '.' || quote_ident(${table}))::regclass and i.indisprimary
            order by array_position(i.indkey::int2[], a.attnum)`.execute(db)
        ).rows;
  return cols.length > 0 ? cols.map((c) => c.name) : fail(table);
}

function fail(table: string): never {
  throw new OpsError(`Table ${table} has no primary key to copy it by`);
}

export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export async function migrateData(source: DatabaseHandle, targetUrl: string, options: MigrateDataOptions = {}): Promise<TableCount[]> {
  const say = options.progress ?? (() => {});
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) throw new OpsError('--to must be a postgres:// or postgresql:// URL');
  const target = connectDatabase({ dataDir: '.', databaseUrl: targetUrl });
  try {
    await migrateToLatest(target.db, 'postgres');
    const tables = await listTables(source.db, source.dialect);
    const targetTables = new Set(await listTables(target.db, 'postgres'));
    const missing = tables.filter((t) => !targetTables.has(t));
    if (missing.length > 0) throw new OpsError(`The target lacks table(s) ${missing.join(', ')} after migrating: are both on the same version?`);

    const copy = async (src: AnyDb, dst: AnyTransaction): Promise<TableCount[]> => {
      const held: TableCount[] = [];
      for (const t of targetTables) {
        const n = await count(dst, t);
        if (n > 0) held.push({ table: t, rows: n });
      }
      if (held.length > 0) {
        if (!options.force) {
          const what = held.map((c) => `${c.table} ${c.rows}`).join(', ');
          throw new OpsError(`The target is not empty (${what}); add --force to empty it first (its rows are lost)`);
        }
        const list = [...targetTables].map((t) => `"${t.replace(/"/g, '""')}"`).join(', ');
        await sql.raw(`truncate table ${list} restart identity`).execute(dst);
        say(`Emptied the target (--force): ${held.map((c) => c.table).join(', ')}\n`);
      }

      // Rows go in exactly as the source holds them, derived ones too (e.g. lead_day_counts, kept by
      // triggers): the target's triggers would count the copied rows a second time, so they are off
      // during the copy and back on before the commit. The table owner may do this; no superuser needed.
      const quoted = [...targetTables].map((t) => `"${t.replace(/"/g, '""')}"`);
      for (const t of quoted) await sql.raw(`alter table ${t} disable trigger user`).execute(dst);

      const counts: TableCount[] = [];
      for (const table of tables) {
        const keys = await keyColumns(src, source.dialect, table);
        const expected = await count(src, table);
        let copied = 0;
        let last: unknown[] | undefined;
        for (;;) {
          let page = src.selectFrom(table).selectAll();
          for (const k of keys) page = page.orderBy(k);
          // Keyset paging on the whole key (a row-value comparison works on both dialects).
          if (last) page = page.where(sql<boolean>`(${sql.join(keys.map((k) => sql.ref(k)))}) > (${sql.join(last)})`);
          const rows = await page.limit(BATCH).execute();
          if (rows.length === 0) break;
          await dst.insertInto(table).values(rows).execute();
          copied += rows.length;
          const lastRow = rows[rows.length - 1]!;
          last = keys.map((k) => lastRow[k]);
          if (rows.length < BATCH) break;
        }
        const arrived = await count(dst, table);
        if (copied !== expected || arrived !== expected) {
          throw new OpsError(`${table}: the source holds ${expected} rows but ${arrived} arrived; nothing was committed`);
        }
        // Serial ids were given explicitly, so the sequence never moved: move it past the largest one.
        // (Checked first: a failed statement would abort the whole transaction.)
        const hasId = await sql<{ n: number }>`select 1 as n from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} and column_name = 'id'`.execute(dst);
        if (hasId.rows.length > 0) {
          await sql`select setval(seq, coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)
            from (select pg_get_serial_sequence(quote_ident(${table}), 'id') as seq) s where seq is not null`.execute(dst);
        }
        counts.push({ table, rows: arrived });
        say(`${table}: ${arrived} ${arrived === 1 ? 'row' : 'rows'}\n`);
      }
      for (const t of quoted) await sql.raw(`alter table ${t} enable trigger user`).execute(dst);
      return counts;
    };

    // One snapshot of the source, so rows written meanwhile by a running server cannot half-appear.
    const snapshot = source.dialect === 'postgres' ? source.db.transaction().setIsolationLevel('repeatable read') : source.db.transaction();
    return await snapshot.execute((src) => target.db.transaction().execute((dst) => copy(src, dst)));
  } finally {
    await target.close();
  }
}
