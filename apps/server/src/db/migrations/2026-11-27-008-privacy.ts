import { type Kysely, sql } from 'kysely';
import { auditLogUpdateRule } from './audit-trail';
import { namedValues } from './columns';
import { isPostgres, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Privacy promises the server keeps (docs/decisions/031-privacy-retention-erasure.md): newsletter consent
// as recorded evidence, a suppression list of keyed hashes for erased addresses, and an audit trail that
// retention may trim and erasure may anonymise, but nothing else may change.
// No rows are written here: a freshly migrated database stays empty (migrate-data relies on it).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(db);

  // The newsletter form's positive action: when, on which page, and which version of the wording
  // (packages/shared/src/privacy.ts consentTexts). confirmed_at (migration 002) is the confirmation.
  await db.schema.alterTable('subscribers').addColumn('consent_at', ts).execute();
  await db.schema.alterTable('subscribers').addColumn('consent_page', 'text').execute();
  await db.schema.alterTable('subscribers').addColumn('consent_text_version', 'text').execute();

  // Erased addresses, as HMAC-SHA256(key, lower-cased address): never mailed again, never readable back.
  await db.schema
    .createTable('suppressions')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  // Privacy state every instance shares (docs/decisions/009-scale-out.md): 'hmac_key', the suppression
  // list's key, made on first use; 'retention_lease', the time the last daily retention run was claimed.
  await db.schema
    .createTable('privacy_state')
    .$call(namedValues('name', ts))
    .execute();

  // The audit trail stays append-only except for two guarded paths: retention deletes entries older than
  // a year (the least RETENTION_AUDIT_DAYS allows; the database checks the age itself), and erasure
  // rewrites who an entry names (actor, ip, detail) while what happened, when, and its outcome stay.
  if (pg) {
    await auditLogUpdateRule(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`drop trigger audit_log_no_delete`.execute(db);
    await auditLogUpdateRule(db);
    // created_at is ISO-8601 UTC text ('2026-11-27T01:02:03.456Z'), the form strftime writes here.
    await sql`create trigger audit_log_no_delete before delete on audit_log
      when old.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-365 days')
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}
