import { systemClock } from '../clock';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { ADMIN_PASSWORD_MIN, exportQuerySchema } from '@tarang/shared/admin';
import { INVITATION_TTL_HOURS } from '@tarang/shared/admin-security';
import { BRAND_NAME } from '@tarang/shared/brand';
import { personRequestSchema } from '@tarang/shared/privacy';
import { ConfigError, loadConfig } from '../config';
import { connectDatabase, migrateToLatest, SQLITE_FILE_NAME, type DatabaseHandle } from '../db/connect';
import { createListsRepository, type ListName } from '../modules/admin/lists.repository';
import { createListsService, filterOf } from '../modules/admin/lists.service';
import { type AuditService, CLI_ACTOR, createAuditService } from '../modules/audit/audit.service';
import { createAccountsRepository } from '../modules/auth/accounts.repository';
import { createAuthService } from '../modules/auth/auth.service';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createAdminsService } from '../modules/admins/admins.service';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Config } from '../config';
import { createPrivacyService } from '../modules/privacy/privacy.service';
import { createSiteRepository } from '../modules/site/site.repository';
import { createSiteService } from '../modules/site/site.service';
import { migrateData, redactUrl } from '../ops/migrate-data';
import { openOwnerOnly } from '../ops/owner-only';
import { backupSqlite, OpsError, restoreSqlite, type TableCount } from '../ops/sqlite-backup';
import { AppError } from '../plugins/errors';
import { terminalIo } from './terminal-text';
import { webhookCreateSchema, webhookEvents } from '@tarang/shared/webhooks';
import { createWebhooksService } from '../modules/webhooks/webhooks.service';

// product §16. Exit codes: 0 done, 1 the operation failed, 2 bad usage.

interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  /**
   * Reads a password: from a prompt without echo on a terminal, else the first line of standard input.
   * Never from the command line, where other users and the shell history would see it.
   */
  readPassword?: (prompt: string) => Promise<string | undefined>;
  /** Asks a yes/no question on a terminal; undefined when standard input is not one (then --yes is needed). */
  confirm?: (question: string) => Promise<boolean | undefined>;
}

class UsageError extends Error {}

const help: Record<string, string> = {
  main: `Usage: npm run cli -- <command> [options]

Operator commands for the ${BRAND_NAME} site. They use the server's settings
(DATA_DIR, DATABASE_URL), so run them with the server's environment.

Commands:
  admin create --email E [--name N]                Create an administrator (password from a prompt or stdin)
  admin invite --email E                            Invite an administrator (prints the sign-up link)
  admin list                                        List the administrators
  admin disable|enable --email E                    Disable (ends their sessions) or enable an administrator
  admin revoke-sessions --email E                   End every session of an administrator
  admin reset-mfa --email E                         Clear their two-factor sign-in; their next login enrols again
  admin unlock --email E                            Lift every wait after failed sign-ins on their account
  site lock | site unlock                           Lock or unlock the site (licence overlay)
  site flag on | site flag off                      Show or hide the Payment Required overlay
  site status                                       Show lock, flag and whether a licence key is set
  licence set-key                                   Set the licence key that unlocks the site (key on stdin)
  export <users|contacts|demos|subscribers>         Write a table as CSV
         [--out FILE] [--from ISO] [--to ISO] [--q TEXT]
  audit export [--out FILE] [--from ISO] [--to ISO] Write the admin audit trail as CSV
  webhook add --url U --events a,b [--description D] Add a CRM webhook endpoint (prints its secret once)
  webhook list | webhook remove --id ID             List or remove webhook endpoints
  backup --out FILE [--force]                       Back up the SQLite database (safe while the server runs)
  restore --from FILE [--force]                     Replace the SQLite database with a backup
  migrate-data --to postgres://... [--force]        Copy every row into an empty PostgreSQL database
  person export --email E [--out FILE]              Write every row held about an address as JSON
  person erase --email E [--yes]                    Erase an address and put it on the suppression list
  person unsuppress --email E                       Let an erased address be mailed again (its owner asked)
  retention run [--dry-run]                         Delete what has passed its retention period now

Run 'npm run cli -- <command> --help' for one command's help.
`,
  admin: `Usage: npm run cli -- admin <command> [options]

  create --email E [--name N]   Create an administrator. The password (at least
                                ${ADMIN_PASSWORD_MIN} characters) is asked for without echo, or read
                                from the first line of standard input:
                                  printf '%s\\n' "$PASSWORD" | npm run cli -- admin create --email E
                                They set up two-factor sign-in at their first login.
  invite --email E              Invite an administrator: e-mails a single-use sign-up
                                link, valid ${INVITATION_TTL_HOURS} hours for that address only, and prints it.
  list                          List administrators (disabled, two-factor, live sessions)
  disable --email E             Disable an administrator; their sessions end at once
  enable --email E              Enable a disabled administrator
  revoke-sessions --email E     End every session of an administrator
  reset-mfa --email E           Clear their authenticator and recovery codes and end
                                their sessions (a lost phone): their next login enrols again
  unlock --email E              Forget every failed sign-in on their account, from every
                                address: whoever had to wait may try again at once
`,
  site: `Usage: npm run cli -- site <lock|unlock|flag on|flag off|status>

  lock       Cover every public page with the 'License Required' overlay
  unlock     Remove it
  flag on    Replace the site with the 'Payment Required' overlay (wins over the lock)
  flag off   Remove it
  status     Print the current state

Open pages see a change within one poll (5 s).
`,
  licence: `Usage: npm run cli -- licence set-key

Sets the key a visitor types into the 'License Required' overlay to unlock the
site. Type the key at the prompt (nothing is echoed) or pipe it as the first line
of standard input, so it stays out of the shell history and the process list
(--key K still works for old scripts). Only a hash of the key is stored.
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
  audit: `Usage: npm run cli -- audit export [--out FILE] [--from ISO] [--to ISO]

Writes the audit trail (every admin action: who, when, from where, what) as CSV,
newest first, to FILE or to standard output. Columns: at, actor, action, outcome,
ip, detail (JSON). --from and --to are ISO-8601 instants (to is exclusive). The
export is itself recorded in the trail. Nothing can edit or delete the trail.
`,
  webhook: `Usage: npm run cli -- webhook <add|list|remove> [options]

  add --url U --events E1,E2 [--description D]
                 Add an endpoint that receives the events, signed in the Standard
                 Webhooks scheme. Events: ${webhookEvents.join(', ')}.
                 The URL must be https (plain http only to this machine, outside
                 production). Prints the signing secret: it is shown only this once.
  list           List the endpoints (id, enabled, events, URL)
  remove --id ID Remove an endpoint; what was queued for it is dropped

See docs/integrations.md for the payloads and receiving them in a CRM.
`,
  person: `Usage: npm run cli -- person <export|erase|unsuppress> --email E

  export --email E [--out FILE]   Write every row held about the address (account, contact
                                  questions, demo requests, subscription, mail to or about it,
                                  audit entries naming it) as JSON to FILE (readable by its
                                  owner only) or to standard output. Recorded in the audit trail.
  erase --email E [--yes]         Delete all of it, take the address out of the audit trail,
                                  remove its mail files, and keep only a keyed hash of it on
                                  the suppression list so it is never mailed again. Asks for
                                  confirmation on a terminal; elsewhere pass --yes.
  unsuppress --email E            Take the address off the suppression list, when its owner
                                  asks to hear from us again. Recorded in the audit trail.
`,
  retention: `Usage: npm run cli -- retention run [--dry-run]

Deletes now what has passed its retention period (the server also does this daily):
leads and suspected spam after RETENTION_LEADS_MONTHS, delivered mail copies (rows and
.eml files) after RETENTION_MAIL_DAYS, unconfirmed subscriptions after
RETENTION_UNCONFIRMED_DAYS, audit entries after RETENTION_AUDIT_DAYS, expired sessions
and invitations. Prints the rows per table. --dry-run only counts. Recorded in the audit trail.
`,
  export: `Usage: npm run cli -- export <users|contacts|demos|subscribers> [--out FILE] [--from ISO] [--to ISO] [--q TEXT]
         [--status STATUS] [--owner ADMIN_ID|unassigned] [--source UTM_SOURCE] [--campaign UTM_CAMPAIGN]

Writes the table as CSV (newest first) to FILE, or to standard output. --from and
--to are ISO-8601 instants (to is exclusive); --q searches like the dashboard.
--status and --owner filter contacts and demos; --source and --campaign any table.
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
        status: { type: 'string' },
        owner: { type: 'string' },
        source: { type: 'string' },
        campaign: { type: 'string' },
        force: { type: 'boolean' },
        yes: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        url: { type: 'string' },
        events: { type: 'string' },
        description: { type: 'string' },
        id: { type: 'string' },
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
      if (values.password !== undefined) {
        throw new UsageError('--password is not accepted: the command line is visible to other users and kept in shell history. Type the password at the prompt or pipe it on standard input');
      }
      const email = values.email?.trim();
      const needsEmail = () => {
        if (!email) throw new UsageError(`admin ${sub} needs --email`);
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`'${values.email}' is not an e-mail address`);
        return email;
      };
      switch (sub) {
        case 'create': {
          const address = needsEmail();
          const password = io.readPassword ? await io.readPassword(`Password for ${address}: `) : undefined;
          if (!password) throw new UsageError('admin create reads the password from the prompt or the first line of standard input: none was given');
          if (password.length < ADMIN_PASSWORD_MIN) throw new UsageError(`The password needs at least ${ADMIN_PASSWORD_MIN} characters`);
          const { db } = await open();
          const services = adminServices(db, config);
          const id = await services.auth.createAdmin(address, password, values.name?.trim() || null);
          await services.audit.record({ who: CLI_ACTOR, action: 'admin.create', ip: null, detail: { admin: address, adminId: id } });
          io.out(`Created administrator ${address}. They log in at /admin/login and set up two-factor sign-in there.\n`);
          return 0;
        }
        case 'invite': {
          const address = needsEmail();
          const { admins } = adminServices((await open()).db, config);
          const { link, expiresAt } = await admins.invite(address, CLI_ACTOR, null);
          io.out(`Invited ${address}; the invitation e-mail is queued. The link works once, until ${expiresAt.toISOString()}:\n${link}\n`);
          return 0;
        }
        case 'list': {
          const { admins } = adminServices((await open()).db, config);
          const list = await admins.list(null);
          if (list.length === 0) io.out('No administrators. Create one with: npm run cli -- admin create --email E\n');
          for (const a of list) {
            io.out(`${a.email}\t${a.disabled ? 'disabled' : 'enabled'}\t${a.mfaEnrolled ? 'two-factor on' : 'two-factor not set up'}\t${a.activeSessions} live sessions\tcreated ${a.createdAt}\n`);
          }
          return 0;
        }
        case 'disable':
        case 'enable':
        case 'revoke-sessions':
        case 'reset-mfa': {
          const address = needsEmail();
          const { admins } = adminServices((await open()).db, config);
          const id = await admins.idByEmail(address);
          if (sub === 'disable') await admins.setDisabled(id, true, CLI_ACTOR, null);
          else if (sub === 'enable') await admins.setDisabled(id, false, CLI_ACTOR, null);
          else if (sub === 'revoke-sessions') await admins.revokeSessions(id, CLI_ACTOR, null);
          else await admins.resetMfa(id, CLI_ACTOR, null);
          const done = {
            disable: 'disabled; their sessions have ended',
            enable: 'enabled',
            'revoke-sessions': 'signed out everywhere',
            'reset-mfa': 'has no two-factor sign-in now and is signed out; their next login sets it up again',
          }[sub];
          io.out(`${address} ${done}.\n`);
          return 0;
        }
        case 'unlock': {
          const address = needsEmail();
          const services = adminServices((await open()).db, config);
          await services.admins.idByEmail(address);
          const cleared = await services.auth.unlockAdmin(address, CLI_ACTOR, null);
          io.out(cleared === 0 ? `${address} had no failed sign-ins to forget.\n` : `${address} may sign in again at once: failed sign-ins from ${cleared} ${cleared === 1 ? 'place' : 'places'} forgotten.\n`);
          return 0;
        }
        default:
          throw new UsageError(`Unknown admin command '${sub}'. Use: admin create | invite | list | disable | enable | revoke-sessions | reset-mfa | unlock`);
      }
    }

    if (command === 'site' || command === 'licence') {
      const { db } = await open();
      const site = createSiteService(createSiteRepository(db), systemClock);
      // Every change is recorded as the operator's (decision 027); never the key itself.
      const audit = createAuditService(db, systemClock);
      const recorded = (action: 'site.lock' | 'site.unlock' | 'site.flag' | 'licence.set-key', detail?: Record<string, unknown>) =>
        audit.record({ who: CLI_ACTOR, action, ip: null, ...(detail ? { detail } : {}) });
      if (command === 'licence') {
        if (sub !== 'set-key') throw new UsageError(`Unknown licence command '${sub}'. Use: licence set-key`);
        // The key is a secret: typed at the prompt or piped on standard input, like an admin's password
        // (decision 027). --key stays accepted, as product §16 names it, for scripts that already pass it.
        const key = values.key ?? (io.readPassword ? await io.readPassword('Licence key: ') : undefined);
        if (!key || key.trim().length < 8) throw new UsageError('licence set-key needs a key of at least 8 characters (typed at the prompt or on standard input)');
        await site.setLicenceKey(key.trim());
        await recorded('licence.set-key');
        io.out('Licence key set. Visitors can unlock a locked site with it.\n');
        return 0;
      }
      switch (sub) {
        case 'lock':
          await site.setLocked(true);
          await recorded('site.lock');
          io.out('Site locked: visitors see the License Required overlay within 5 s.\n');
          return 0;
        case 'unlock':
          await site.setLocked(false);
          await recorded('site.unlock');
          io.out('Site unlocked.\n');
          return 0;
        case 'flag on':
          await site.setFlag(true);
          await recorded('site.flag', { on: true });
          io.out('Payment flag on: visitors see the Payment Required overlay on their next page load.\n');
          return 0;
        case 'flag off':
          await site.setFlag(false);
          await recorded('site.flag', { on: false });
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

    if (command === 'person' || command === 'retention') {
      const { db } = await open();
      const privacy = createPrivacyService({ db, audit: createAuditService(db, systemClock), clock: systemClock, dataDir: config.dataDir, retention: config.retention, salesEmail: config.salesEmail });
      if (command === 'retention') {
        if (sub !== 'run') throw new UsageError(`Unknown retention command '${sub}'. Use: retention run [--dry-run]`);
        const dryRun = values['dry-run'] === true;
        const result = await privacy.runRetention(CLI_ACTOR, { dryRun });
        const counts = Object.entries(result.counts).map(([table, rows]) => ({ table, rows }));
        io.out(`${formatCounts(counts)}  ${'.eml files'.padEnd(Math.max(0, ...counts.map((c) => c.table.length)))}  ${result.files}\n`);
        io.out(dryRun ? 'Dry run: nothing was deleted.\n' : 'Deleted what had passed its retention period.\n');
        return 0;
      }
      const email = values.email?.trim();
      if (!email) throw new UsageError(`person ${sub} needs --email`);
      if (!personRequestSchema.safeParse({ email }).success) throw new UsageError(`'${values.email}' is not an e-mail address`);
      switch (sub) {
        case 'export': {
          const json = `${JSON.stringify(await privacy.exportPerson(email, CLI_ACTOR, null), null, 2)}\n`;
          if (values.out) {
            const fd = openOwnerOnly(values.out);
            try {
              fs.writeSync(fd, json);
            } finally {
              fs.closeSync(fd);
            }
            io.err(`Wrote the data held about ${email} to ${values.out}\n`);
          } else io.out(json);
          return 0;
        }
        case 'erase': {
          if (values.yes !== true) {
            const answer = io.confirm ? await io.confirm(`Erase everything held about ${email}? This cannot be undone. [y/N] `) : undefined;
            if (answer === undefined) throw new UsageError('person erase asks for confirmation on a terminal; without one, pass --yes');
            if (!answer) {
              io.out('Nothing was erased.\n');
              return 1;
            }
          }
          const erased = await privacy.erasePerson(email, CLI_ACTOR, null);
          const counts = Object.entries(erased.deleted).map(([table, rows]) => ({ table, rows }));
          io.out(`${formatCounts(counts)}`);
          for (const [table, rows] of Object.entries(erased.anonymised)) io.out(`  ${table}: ${rowsText(rows)} anonymised\n`);
          io.out(`  .eml files: ${erased.files}\nErased ${email}; the address is on the suppression list and will not be mailed again.\n`);
          return 0;
        }
        case 'unsuppress': {
          const lifted = await privacy.unsuppress(email, CLI_ACTOR, null);
          io.out(lifted ? `${email} is off the suppression list: it may be mailed again when its owner asks.\n` : `${email} was not on the suppression list.\n`);
          return 0;
        }
        default:
          throw new UsageError(`Unknown person command '${sub}'. Use: person export | erase | unsuppress`);
      }
    }

    if (command === 'audit') {
      if (sub !== 'export') throw new UsageError(`Unknown audit command '${sub}'. Use: audit export [--out FILE] [--from ISO] [--to ISO]`);
      if (values.q !== undefined) throw new UsageError('audit export takes --from, --to and --out');
      const filter = { from: isoOption('from', values.from), to: isoOption('to', values.to) };
      const audit = createAuditService((await open()).db, systemClock);
      const rows = await writeRecordedCsv(audit, 'audit.export', filter, (done) => audit.exportCsv(filter, done), values.out, io);
      if (values.out) io.err(`Wrote ${rowsText(rows)} of the audit trail to ${values.out}\n`);
      return 0;
    }

    if (command === 'webhook') {
      const { db } = await open();
      const audit = createAuditService(db, systemClock);
      // The CLI has no worker to nudge: a running server's worker picks the queue up at its next poll.
      const webhooks = createWebhooksService({ db, audit, clock: systemClock, policy: { production: config.production }, queued: () => {} });
      switch (sub) {
        case 'add': {
          // The same schema as the dashboard's form, so both refuse the same input with the same words.
          const parsed = webhookCreateSchema.safeParse({ url: values.url ?? '', events: (values.events ?? '').split(',').map((e) => e.trim()).filter(Boolean), description: values.description });
          if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
          const created = await webhooks.create(parsed.data, CLI_ACTOR, null);
          io.out(`Added webhook endpoint ${created.id}: ${created.url}\nEvents: ${created.events.join(', ')}\n`);
          io.out(`Signing secret (shown only now; keep it in the receiver's settings):\n${created.secret}\n`);
          return 0;
        }
        case 'list': {
          const list = await webhooks.list();
          if (list.length === 0) io.out('No webhook endpoints. Add one with: npm run cli -- webhook add --url U --events lead.created\n');
          for (const e of list) io.out(`${e.id}\t${e.enabled ? 'enabled' : 'disabled'}\t${e.events.join(',')}\t${e.url}${e.description ? `\t${e.description}` : ''}\n`);
          return 0;
        }
        case 'remove': {
          const id = Number(values.id);
          if (!values.id || !Number.isSafeInteger(id) || id < 1) throw new UsageError('webhook remove needs --id ID (a whole number; see webhook list)');
          await webhooks.remove(id, CLI_ACTOR, null);
          io.out(`Removed webhook endpoint ${id}.\n`);
          return 0;
        }
        default:
          throw new UsageError(`Unknown webhook command '${sub}'. Use: webhook add | list | remove`);
      }
    }

    // export
    const name = exportNames[positionals[0] ?? ''];
    if (!name || positionals.length !== 1) throw new UsageError('export needs one of: users, contacts, demos, subscribers');
    // The dashboard's filters, checked by the same schema as its export (docs/decisions/032-lead-pipeline-and-attribution.md).
    const parsed = exportQuerySchema.safeParse({ from: isoOption('from', values.from), to: isoOption('to', values.to), q: values.q, status: values.status, owner: values.owner, source: values.source, campaign: values.campaign });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('; '));
    const filter = filterOf(parsed.data);
    const { db } = await open();
    const lists = createListsService(createListsRepository(db));
    const audit = createAuditService(db, systemClock);
    const rows = await writeRecordedCsv(audit, 'export.csv', { table: name, ...filter }, (done) => lists.exportCsv(name, filter, done), values.out, io);
    if (values.out) io.err(`Wrote ${rows} ${name} to ${values.out}\n`);
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

/** The services the admin commands share with the server, on the CLI's wall clock and without a mail worker. */
function adminServices(db: Kysely<Database>, config: Config) {
  const audit = createAuditService(db, systemClock);
  const sessions = createSessionsRepository(db);
  const auth = createAuthService({
    db,
    users: createAccountsRepository(db, 'users'),
    admins: createAccountsRepository(db, 'admins'),
    sessions,
    audit,
    clock: systemClock,
    limits: { idleMinutes: config.adminIdleMinutes, sessionHours: config.adminSessionHours },
  });
  // The running server's worker delivers the queued invitation at its next poll.
  const admins = createAdminsService({ db, sessions, audit, clock: systemClock, publicUrl: config.publicUrl, mailQueued: () => {}, idleSince: auth.idleSince });
  return { auth, admins, audit };
}

/**
 * Writes an export and records it as the operator's in the audit trail whatever happens: its filters, the
 * rows written and, when it broke off (a file that cannot be written), complete: false. Answers the rows.
 */
async function writeRecordedCsv(
  audit: AuditService,
  action: 'export.csv' | 'audit.export',
  detail: Record<string, unknown>,
  produce: (done: (rows: number, complete: boolean) => void) => AsyncGenerator<string>,
  out: string | undefined,
  io: CliIo,
): Promise<number> {
  let rows = 0;
  let complete = false;
  try {
    await writeCsv(
      produce((n, c) => {
        rows = n;
        complete = c;
      }),
      out,
      io,
    );
  } catch (err) {
    complete = false;
    throw err;
  } finally {
    await audit.record({ who: CLI_ACTOR, action, ip: null, detail: { ...detail, rows, ...(complete ? {} : { complete }) } });
  }
  return rows;
}

/** Streams CSV chunks to FILE (pipeline: it waits while the file drains, so memory stays bounded) or to standard output. */
async function writeCsv(chunks: AsyncGenerator<string>, out: string | undefined, io: CliIo): Promise<void> {
  if (out) return pipeline(Readable.from(chunks), fs.createWriteStream(out, { fd: openOwnerOnly(out) }));
  for await (const chunk of chunks) io.out(chunk);
}

function formatCounts(counts: TableCount[]): string {
  const width = Math.max(0, ...counts.map((c) => c.table.length));
  return counts.map((c) => `  ${c.table.padEnd(width)}  ${rowsText(c.rows)}\n`).join('');
}

function rowsText(n: number): string {
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}
