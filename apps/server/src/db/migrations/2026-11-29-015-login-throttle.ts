import type { Kysely } from 'kysely';
import { required, requiredText } from './columns';
import { idColumn, isPostgres, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Failed admin sign-in steps counted per account, step and client together (docs/decisions/027-admin-security.md):
// someone guessing from one address slows down only themselves, so nobody can keep an admin locked out. The
// table replaces the per-account count of migration 005; its rows are a few minutes' throttle state, so they
// are not carried over.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const pk = (c: any) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema.dropTable('admin_login_failures').execute();
  await db.schema
    .createTable('admin_login_failures')
    .addColumn('id', idColumn(db), pk)
    // email_hash: SHA-256 of the lower-cased address typed, known or not. step: 'password' or 'code', so a
    // right password never lifts the wait on codes. client_hash: SHA-256 of the client's address (an IPv6
    // address's /64), never the address itself.
    .$call(requiredText('email_hash', 'step', 'client_hash'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    // next_try_at: the next try this client may make on this step; a try before it is answered 429
    // unchecked. expires_at: after this the count starts again and the retention job deletes the row.
    .$call(required(ts, 'last_failure_at', 'next_try_at', 'expires_at'))
    .addUniqueConstraint('admin_login_failures_key', ['email_hash', 'step', 'client_hash'])
    .execute();
  await db.schema.createIndex('admin_login_failures_expires_at').on('admin_login_failures').column('expires_at').execute();
}
