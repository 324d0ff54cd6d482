import { ADMIN_PASSWORD_MIN } from '@tarang/shared/admin';
import { INVITATION_TTL_HOURS } from '@tarang/shared/admin-security';
import type { Kysely } from 'kysely';
import { systemClock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createAdminsService } from '../../modules/admins/admins.service';
import { CLI_ACTOR, createAuditService } from '../../modules/audit/audit.service';
import { createAccountsRepository } from '../../modules/auth/accounts.repository';
import { createAuthService } from '../../modules/auth/auth.service';
import { createSessionsRepository } from '../../modules/auth/sessions.repository';
import { type CommandContext, type CommandGroup, UsageError } from '../command';

// Administrators from the command line (product §16, docs/decisions/027-admin-security.md).

const overview = `  admin create --email E [--name N]                Create an administrator (password from a prompt or stdin)
  admin invite --email E                            Invite an administrator (prints the sign-up link)
  admin list                                        List the administrators
  admin disable|enable --email E                    Disable (ends their sessions) or enable an administrator
  admin revoke-sessions --email E                   End every session of an administrator
  admin reset-mfa --email E                         Clear their two-factor sign-in; their next login enrols again
  admin unlock --email E                            Lift every wait after failed sign-ins on their account
`;

const help = `Usage: npm run cli -- admin <command> [options]

  create --email E [--name N]   Create an administrator. The password (at least
                                ${ADMIN_PASSWORD_MIN} characters) is asked for without echo, or read
                                from the first line of standard input:
                                  printf '%s\\n' "$PASSWORD" | npm run cli -- admin create --email E
                                They set up two-factor sign-in at their first login.
  invite --email E              Invite an administrator: e-mails a single-use sign-up
                                link, valid ${INVITATION_TTL_HOURS} hours for that address only, and prints it.
                                The link starts with PUBLIC_URL: run it with the server's.
  list                          List administrators (disabled, two-factor, live sessions)
  disable --email E             Disable an administrator; their sessions end at once
  enable --email E              Enable a disabled administrator
  revoke-sessions --email E     End every session of an administrator
  reset-mfa --email E           Clear their authenticator and recovery codes and end
                                their sessions (a lost phone): their next login enrols again
  unlock --email E              Forget every failed sign-in on their account, from every
                                address: whoever had to wait may try again at once
`;

async function run({ values, sub, config, io, open }: CommandContext): Promise<number> {
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
      const local = loopbackWarning(config.publicUrl);
      if (local) io.err(local);
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

/**
 * The CLI reads the settings of the shell it runs in, not the running server's: without the server's
 * PUBLIC_URL an invitation mails a localhost link that only this machine can open, so the operator is told
 * at once how to send one that works.
 */
function loopbackWarning(publicUrl: string): string | null {
  const host = new URL(publicUrl).hostname;
  const loopback = host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '[::1]';
  if (!loopback) return null;
  return (
    `Warning: the link points at ${publicUrl}, which only this machine can open: PUBLIC_URL is not the server's. ` +
    'Unless this machine is the one they will use, withdraw this invitation and invite again with the server\'s settings: ' +
    'PUBLIC_URL=https://your-site.example npm run cli -- admin invite --email E\n'
  );
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

export const adminCommands: CommandGroup = { overview, commands: { admin: { help, run } } };
