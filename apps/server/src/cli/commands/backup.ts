import path from 'node:path';
import { SQLITE_FILE_NAME } from '../../db/connect';
import { migrateData, redactUrl } from '../../ops/migrate-data';
import { backupSqlite, restoreSqlite } from '../../ops/sqlite-backup';
import { type CommandContext, type CommandGroup, formatCounts, rowsText, UsageError } from '../command';

// Backing up, restoring and moving the database (product §16, docs/decisions/010-backups-and-data-migration.md).

const overview = `  backup --out FILE [--force]                       Back up the SQLite database (safe while the server runs)
  restore --from FILE [--force]                     Replace the SQLite database with a backup
  migrate-data --to postgres://... [--force]        Copy every row into an empty PostgreSQL database
`;

const backupHelp = `Usage: npm run cli -- backup --out FILE [--force]

Writes a consistent copy of the SQLite database (DATA_DIR/${SQLITE_FILE_NAME}) to FILE,
using SQLite's online backup, so the server can keep running. FILE must not exist
unless --force is given. Prints the rows per table.

On PostgreSQL (DATABASE_URL set) use pg_dump instead (docs/operations.md):
  pg_dump --format=custom --file=FILE "$DATABASE_URL"
`;

const restoreHelp = `Usage: npm run cli -- restore --from FILE [--force]

Replaces the SQLite database (DATA_DIR/${SQLITE_FILE_NAME}) with the backup FILE, then
applies any migrations the backup lacks. Stop the servers first. A database that
holds any row is only replaced with --force, and its data is first saved beside it
as ${SQLITE_FILE_NAME}.before-restore-<time>.

On PostgreSQL use pg_restore instead (docs/operations.md):
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE
`;

const migrateDataHelp = `Usage: npm run cli -- migrate-data --to postgres://user:password@host:5432/db [--force]

Copies every row of the configured database (the SQLite file under DATA_DIR) into
the PostgreSQL database --to: creates its tables, keeps every id and timestamp,
moves its id sequences past the copied ids and checks the row counts before
committing (all or nothing). Stop the servers first so no write is left behind.
Refuses a target that holds any row unless --force (which empties it first).
Then set DATABASE_URL to the new database and start the servers.
`;

async function backupOrRestore({ command, values, positionals, config, io, open }: CommandContext): Promise<number> {
  if (positionals.length > 0) throw new UsageError(`${command} takes no arguments, only options`);
  if (config.databaseUrl) {
    throw new UsageError(
      command === 'backup'
        ? 'DATABASE_URL is PostgreSQL: back it up with pg_dump --format=custom --file=FILE "$DATABASE_URL" (docs/operations.md)'
        : 'DATABASE_URL is PostgreSQL: restore with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE (docs/operations.md)',
    );
  }
  const database = path.join(config.dataDir, SQLITE_FILE_NAME);
  if (command === 'backup') {
    if (!values.out) throw new UsageError('backup needs --out FILE');
    const counts = await backupSqlite(database, path.resolve(values.out), { force: values.force });
    io.out(`${formatCounts(counts)}Backed up ${database} to ${path.resolve(values.out)}.\n`);
    return 0;
  }
  if (!values.from) throw new UsageError('restore needs --from FILE');
  const restored = await restoreSqlite(path.resolve(values.from), database, { force: values.force });
  if (restored.previous) io.out(`Saved the data it replaced as ${restored.previous}.\n`);
  await open(); // a backup from an older version gets this version's migrations
  io.out(`${formatCounts(restored.counts)}Restored ${database} from ${path.resolve(values.from)}. Start the servers.\n`);
  return 0;
}

async function migrate({ values, positionals, config, io, open }: CommandContext): Promise<number> {
  if (positionals.length > 0) throw new UsageError('migrate-data takes no arguments, only options');
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new UsageError('migrate-data needs --to postgres://user:password@host:5432/db');
  if (values.to === config.databaseUrl) throw new UsageError('--to is the database DATABASE_URL already points at');
  const source = await open();
  io.out(`Copying ${source.dialect === 'sqlite' ? source.location : 'DATABASE_URL'} to ${redactUrl(values.to)} ...\n`);
  const counts = await migrateData(source, values.to, { force: values.force, progress: (line) => io.out(`  ${line}`) });
  const rows = counts.reduce((n, c) => n + c.rows, 0);
  io.out(`Copied ${rowsText(rows)} in ${counts.length} tables; every count matches. Set DATABASE_URL to the new database and start the servers.\n`);
  return 0;
}

export const backupCommands: CommandGroup = {
  overview,
  commands: {
    backup: { help: backupHelp, run: backupOrRestore },
    restore: { help: restoreHelp, run: backupOrRestore },
    'migrate-data': { help: migrateDataHelp, run: migrate },
  },
};
