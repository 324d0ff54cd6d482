import { type Kysely, sql } from 'kysely';
import { requiredText } from './columns';
import { idColumn, isPostgres, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Admin accounts a security review accepts (docs/decisions/027-admin-security.md): single-use
// invitations, two-factor sign-in with recovery codes, per-account login throttling, sessions that
// end (idle, absolute, disabled account) and an append-only audit trail.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(db);
  const id = idColumn(db);
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // A disabled admin keeps their row (the audit trail names them) but has no session and cannot log in.
  // The TOTP secret is set once enrolment is confirmed; totp_pending_secret holds the one being enrolled.
  // totp_last_step is the last 30-second step accepted, so a code is never accepted twice.
  await db.schema.alterTable('admins').addColumn('disabled_at', ts).execute();
  await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_last_step', pg ? 'bigint' : 'integer').execute();
  await db.schema.alterTable('admins').addColumn('mfa_enrolled_at', ts).execute();

  // Admin sessions pass through stages: 'password' (a code is due), 'enrol' (enrolment is due),
  // 'full'. Visitor sessions are always 'full'. last_seen_at drives the idle timeout; ip and user_agent
  // are what the Security page shows an admin of their own sessions.
  await db.schema.alterTable('sessions').addColumn('stage', 'text', (c) => c.notNull().defaultTo('full')).execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', ts).execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.createIndex('sessions_subject').on('sessions').columns(['role', 'subject_id']).execute();

  // Single-use invitations: only the token's SHA-256 is stored; bound to the invited address.
  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', id, pk)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // null when the operator invited from the CLI.
    .addColumn('invited_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('admin_invitations_created_at_id').on('admin_invitations').columns(['created_at desc', 'id desc']).execute();

  // Ten single-use recovery codes per admin, each stored as a SHA-256 hash.
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', id, pk)
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('admin_recovery_codes_admin').on('admin_recovery_codes').column('admin_id').execute();

  // Failed admin logins per account, keyed by the SHA-256 of the lower-cased e-mail, so an address
  // with no account is throttled exactly like one with an account.
  await db.schema
    .createTable('admin_login_failures')
    .addColumn('email_hash', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', ts, (c) => c.notNull())
    .execute();

  // The audit trail: who (admin id and the e-mail at the time, or the operator's CLI), when, from
  // where, what (action and a JSON detail) and the outcome. Append-only: the database itself refuses
  // an UPDATE or DELETE.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', id, pk)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('admin_id', 'integer')
    .$call(requiredText('actor', 'action', 'outcome'))
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_created_at_id').on('audit_log').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'created_at']).execute();

  if (pg) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const op of ['update', 'delete']) {
      await sql`${sql.raw(`create trigger audit_log_no_${op} before ${op} on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`)}`.execute(db);
    }
  }
}

