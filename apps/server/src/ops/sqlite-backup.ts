import { BRAND_NAME } from '@tarang/shared/brand';
import fs from 'node:fs';
import path from 'node:path';
import { ownerOnlyDir, ownerOnlyFile } from './owner-only';
import SQLite from 'better-sqlite3';
import { migrations } from '../db/migrations/index';

/**
 * SQLite backup and restore (docs/decisions/010-backups-and-data-migration.md).
 * Both go through SQLite's online backup API (better-sqlite3's db.backup()), never a file copy:
 * a copy of a live WAL database can miss committed pages or tear mid-write; the backup API reads
 * one consistent snapshot and writes through SQLite's own locking.
 */

export class OpsError extends Error {}

export interface TableCount {
  table: string;
  rows: number;
}

/** Copy every page in one step: a single read snapshot, so writers elsewhere cannot restart the copy. */
const ALL_PAGES = 0x7fffffff;

function open(file: string, readonly = false): SQLite.Database {
  const db = new SQLite(file, { fileMustExist: true, readonly });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The application's tables (not SQLite's, not Kysely's migration bookkeeping). */
function appTables(db: SQLite.Database): string[] {
  const rows = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name")
    .all() as { name: string }[];
  return rows.map((r) => r.name);
}

function countRows(db: SQLite.Database): TableCount[] {
  return appTables(db).map((table) => ({
    table,
    rows: (db.prepare(`select count(*) as n from "${table.replace(/"/g, '""')}"`).get() as { n: number }).n,
  }));
}

/** Refuses anything that is not an intact database made by this application at this or an older version. */
function checkIsOurDatabase(file: string): void {
  let db: SQLite.Database | undefined;
  try {
    db = open(file, true);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new OpsError(`${file} is damaged (quick_check: ${String(check)})`);
    const hasMigrations = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!hasMigrations) throw new OpsError(`${file} is not a ${BRAND_NAME} database (no migration table)`);
    const applied = (db.prepare('select name from kysely_migration').all() as { name: string }[]).map((r) => r.name);
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new OpsError(`${file} was made by a newer version of the site (unknown migration ${unknown[0]}); upgrade first`);
    }
  } catch (err) {
    if (err instanceof OpsError) throw err;
    throw new OpsError(`${file} is not a usable SQLite database: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    db?.close();
  }
}

/**
 * Writes a consistent copy of `source` to `out` while the server keeps running. The copy is made
 * under a temporary name and renamed when complete, so `out` never holds half a backup.
 */
export async function backupSqlite(source: string, out: string, options: { force?: boolean } = {}): Promise<TableCount[]> {
  if (!fs.existsSync(source)) throw new OpsError(`No database at ${source}: check DATA_DIR`);
  if (fs.existsSync(out) && !options.force) throw new OpsError(`${out} exists; choose another name or add --force to replace it`);
  const partial = `${out}.partial`;
  fs.rmSync(partial, { force: true });
  ownerOnlyFile(partial);
  const db = open(source);
  try {
    await db.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  const copy = open(partial);
  let counts: TableCount[];
  try {
    // One self-contained file: no -wal/-shm beside the backup, so it can be copied anywhere as is.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new OpsError(`The backup failed its integrity check (${String(check)}); ${source} may be damaged`);
    counts = countRows(copy);
  } finally {
    copy.close();
  }
  fs.renameSync(partial, out);
  return counts;
}

interface RestoreResult {
  counts: TableCount[];
  /** Where the replaced database was saved, when there was data to replace. */
  previous: string | undefined;
}

/**
 * Replaces the database at `target` with the backup `from`. Refuses to overwrite a database that
 * holds any row unless `force`; even then the old data is first saved beside it. Writing through the
 * backup API keeps a running server safe (it sees the old data or the new, never a torn file), but
 * the operations guide still says to stop the servers: requests in flight would be lost.
 */
export async function restoreSqlite(from: string, target: string, options: { force?: boolean; now?: Date } = {}): Promise<RestoreResult> {
  if (!fs.existsSync(from)) throw new OpsError(`No backup at ${from}`);
  if (fs.existsSync(target) && fs.realpathSync(from) === fs.realpathSync(target)) throw new OpsError('The backup is the database itself');
  checkIsOurDatabase(from);

  let previous: string | undefined;
  if (fs.existsSync(target)) {
    const current = open(target);
    try {
      const held = countRows(current).filter((c) => c.rows > 0);
      if (held.length > 0) {
        if (!options.force) {
          const what = held.map((c) => `${c.table} ${c.rows}`).join(', ');
          throw new OpsError(`${target} holds data (${what}); add --force to replace it (its data is saved beside it first)`);
        }
        const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
        previous = `${target}.before-restore-${stamp}`;
        ownerOnlyFile(previous);
        await current.backup(previous, { progress: () => ALL_PAGES });
      }
    } finally {
      current.close();
    }
  } else {
    ownerOnlyDir(path.dirname(target));
  }
  ownerOnlyFile(target);

  const backup = open(from, true);
  try {
    await backup.backup(target, { progress: () => ALL_PAGES });
  } finally {
    backup.close();
  }
  const restored = open(target);
  try {
    return { counts: countRows(restored), previous };
  } finally {
    restored.close();
  }
}
