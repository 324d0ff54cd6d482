import { systemClock } from '../clock';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN_PASSWORD_MIN } from '@tarang/shared/admin';
import { BRAND_NAME } from '@tarang/shared/brand';
import { ConfigError, loadConfig } from '../config';
import { connectDatabase, migrateToLatest, SQLITE_FILE_NAME, type DatabaseHandle } from '../db/connect';
import { createListsRepository, type ListName } from '../modules/admin/lists.repository';
import { createListsService } from '../modules/admin/lists.service';
import { createAccountsRepository } from '../modules/auth/accounts.repository';
import { createAuthService } from '../modules/auth/auth.service';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createSiteRepository } from '../modules/site/site.repository';
import { createSiteService } from '../modules/site/site.service';
import { migrateData, redactUrl } from '../ops/migrate-data';
import { openOwnerOnly } from '../ops/owner-only';
import { backupSqlite, OpsError, restoreSqlite, type TableCount } from '../ops/sqlite-backup';
import { AppError } from '../plugins/errors';
import { terminalIo } from './terminal-text';

// product §16. Exit codes: 0 done, 1 the operation failed, 2 bad usage.

interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

class UsageError extends Error {}

const help: Record<string, string> = {
  main: `Usage: npm run cli -- <command> [options]

Operator commands for the ${BRAND_NAME} site. They use the server's settings
(DATA_DIR, DATABASE_URL), so run them with the server's environment.

Commands:
  admin create --email E --password P [--name N]   Create an administrator
  site lock | site unlock                           Lock or unlock the site (licence overlay)
  site flag on | site flag off                      Show or hide the Payment Required overlay
  site status                                       Show lock, flag and whether a licence key is set
  licence set-key --key K                           Set the licence key that unlocks the site
  export <users|contacts|demos|subscribers>         Write a table as CSV
         [--out FILE] [--from ISO] [--to ISO] [--q TEXT]
  backup --out FILE [--force]                       Back up the SQLite database (safe while the server runs)
  restore --from FILE [--force]                     Replace the SQLite database with a backup
  migrate-data --to postgres://... [--force]        Copy every row into an empty PostgreSQL database

Run 'npm run cli -- <command> --help' for one command's help.
`,
  admin: `Usage: npm run cli -- admin create --email E --password P [--name N]

Creates an administrator who can log in at /admin/login. The password needs at
least ${ADMIN_PASSWORD_MIN} characters. Use this for the first admin: sign-up at
/admin/<code>/Signup only works when ADMIN_SIGNUP_CODE is set.
`,
  site: `Usage: npm run cli -- site <lock|unlock|flag on|flag off|status>

  lock       Cover every public page with the 'License Required' overlay
  unlock     Remove it
  flag on    Replace the site with the 'Payment Required' overlay (wins over the lock)
  flag off   Remove it
  status     Print the current state

Open pages see a change within one poll (5 s).
`,
  licence: `Usage: npm run cli -- licence set-key --key K

Sets the key a visitor types into the 'License Required' overlay to unlock the
site. Only a hash of the key is stored.
`,
  backup: `Usage: npm run cli -- backup --out FILE [--force]

Writes a consistent copy of the SQLite database (DATA_DIR/${SQLITE_FILE_NAME}) to FILE,
using SQLite's online backup, so the server can keep running. FILE must not exist
unless --force is given. Prints the rows per table.

On PostgreSQL (DATABASE_URL set) use pg_dump instead (docs/operations.md):
  pg_dump --format=custom --file=FILE "$DATABASE_URL"
`,
  restore: `Usage: npm run cli -- restore --from FILE [--force]

Replaces the SQLite database (DATA_DIR/${SQLITE_FILE_NAME}) with the backup FILE, then
applies any migrations the backup lacks. Stop the servers first. A database that
holds any row is only replaced with --force, and its data is first saved beside it
as ${SQLITE_FILE_NAME}.before-restore-<time>.

On PostgreSQL use pg_restore instead (docs/operations.md):
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE
`,
  'migrate-data': `Usage: npm run cli -- migrate-data --to postgres://user:password@host:5432/db [--force]

Copies every row of the configured database (the SQLite file under DATA_DIR) into
the PostgreSQL database --to: creates its tables, keeps every id and timestamp,
moves its id sequences past the copied ids and checks the row counts before
committing (all or nothing). Stop the servers first so no write is left behind.
Refuses a target that holds any row unless --force (which empties it first).
Then set DATABASE_URL to the new database and start the servers.
`,
  export: `Usage: npm run cli -- export <users|contacts|demos|subscribers> [--out FILE] [--from ISO] [--to ISO] [--q TEXT]

Writes the table as CSV (newest first) to FILE, or to standard output. --from and
--to are ISO-8601 instants (to is exclusive); --q searches like the dashboard.
`,
};

const exportNames: Record<string, ListName> = { users: 'users', contacts: 'contacts', demos: 'demos', subscribers: 'subscribers' };

function isoOption(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (Number.isNaN(Date.parse(value))) throw new UsageError(`--${name} must be an ISO-8601 date or instant, e.g. 2026-11-01T00:00:00Z`);
  return new Date(value).toISOString();
}

export async function runCli(argv: string[], streams: CliIo): Promise<number> {
  const io = terminalIo(streams);
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.out(help.main!);
    return 0;
  }
  if (!(command in help) || command === 'main') {
    io.err(`Unknown command '${command}'. Run 'npm run cli -- --help' for the list.\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(help[command]!);
    return 0;
  }

  let handle: DatabaseHandle | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        key: { type: 'string' },
        out: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        q: { type: 'string' },
        force: { type: 'boolean' },
      },
    });
    const config = loadConfig(io.env);
    const open = async () => {
      handle = connectDatabase(config);
      await migrateToLatest(handle.db, handle.dialect);
      return handle;
    };
    const sub = positionals.join(' ');

    if (command === 'admin') {
      if (sub !== 'create') throw new UsageError(`Unknown admin command '${sub}'. Use: admin create --email E --password P`);
      if (!values.email || !values.password) throw new UsageError('admin create needs --email and --password');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) throw new UsageError(`'${values.email}' is not an e-mail address`);
      if (values.password.length < ADMIN_PASSWORD_MIN) throw new UsageError(`The password needs at least ${ADMIN_PASSWORD_MIN} characters`);
      const { db } = await open();
      const auth = createAuthService({
        users: createAccountsRepository(db, 'users'),
        admins: createAccountsRepository(db, 'admins'),
        sessions: createSessionsRepository(db),
        adminSignupCode: undefined,
        clock: systemClock,
      });
      await auth.createAdmin(values.email.trim(), values.password, values.name?.trim() || null);
      io.out(`Created administrator ${values.email.trim()}. They can log in at /admin/login.\n`);
      return 0;
    }

    if (command === 'site' || command === 'licence') {
      const site = createSiteService(createSiteRepository((await open()).db), systemClock);
      if (command === 'licence') {
        if (sub !== 'set-key') throw new UsageError(`Unknown licence command '${sub}'. Use: licence set-key --key K`);
        if (!values.key || values.key.trim().length < 8) throw new UsageError('licence set-key needs --key with at least 8 characters');
        await site.setLicenceKey(values.key.trim());
        io.out('Licence key set. Visitors can unlock a locked site with it.\n');
        return 0;
      }
      switch (sub) {
        case 'lock':
          await site.setLocked(true);
          io.out('Site locked: visitors see the License Required overlay within 5 s.\n');
          return 0;
        case 'unlock':
          await site.setLocked(false);
          io.out('Site unlocked.\n');
          return 0;
        case 'flag on':
          await site.setFlag(true);
          io.out('Payment flag on: visitors see the Payment Required overlay on their next page load.\n');
          return 0;
        case 'flag off':
          await site.setFlag(false);
          io.out('Payment flag off.\n');
          return 0;
        case 'status': {
          const s = await site.state();
          io.out(`locked: ${s.locked ? 'yes' : 'no'}\nflag: ${s.flag ? 'on' : 'off'}\nlicence key: ${s.licenceKeySet ? 'set' : 'not set'}\n`);
          return 0;
        }
        default:
          throw new UsageError(`Unknown site command '${sub}'. Use: site lock | unlock | flag on | flag off | status`);
      }
    }

    if (command === 'backup' || command === 'restore') {
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

    if (command === 'migrate-data') {
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

    // export
    const name = exportNames[positionals[0] ?? ''];
    if (!name || positionals.length !== 1) throw new UsageError('export needs one of: users, contacts, demos, subscribers');
    const filter = { from: isoOption('from', values.from), to: isoOption('to', values.to), q: values.q };
    const lists = createListsService(createListsRepository((await open()).db));
    const sink = values.out ? fs.createWriteStream(values.out, { fd: openOwnerOnly(values.out) }) : undefined;
    let rows = -1; // the header line is not a row
    for await (const chunk of lists.exportCsv(name, filter)) {
      rows += (chunk.match(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/g) ?? []).length;
      if (sink) {
        if (!sink.write(chunk)) await new Promise<void>((r) => sink.once('drain', () => r()));
      } else io.out(chunk);
    }
    if (sink) {
      await new Promise<void>((resolve, reject) => sink.end((err?: Error | null) => (err ? reject(err) : resolve())));
      io.err(`Wrote ${rows} ${name} to ${values.out}\n`);
    }
    return 0;
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(err as Error).message}\nRun 'npm run cli -- ${command} --help' for usage.\n`);
      return 2;
    }
    if (err instanceof AppError || err instanceof OpsError) {
      io.err(`${err.message}\n`);
      return 1;
    }
    io.err(`Failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await handle?.close();
  }
}

function formatCounts(counts: TableCount[]): string {
  const width = Math.max(0, ...counts.map((c) => c.table.length));
  return counts.map((c) => `  ${c.table.padEnd(width)}  ${rowsText(c.rows)}\n`).join('');
}

function rowsText(n: number): string {
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}
