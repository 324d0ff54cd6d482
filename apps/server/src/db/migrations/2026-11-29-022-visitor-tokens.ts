import type { Kysely } from 'kysely';
import { idColumn, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Visitor e-mail verification and password reset (docs/decisions/046-visitor-verification-and-reset.md):
// `users.email_verified_at` says when the owner opened a verification link; `visitor_tokens` holds the
// single-use links' tokens, SHA-256 only (256 random bits, so a fast hash is enough), each with its
// purpose, expiry and the time it was used.

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('users').addColumn('email_verified_at', ts).execute();
  await db.schema
    .createTable('visitor_tokens')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    // users.id, without a foreign key, like test mode's tables: copies between databases move tables in
    // name order (ops/migrate-data.ts), and erasure deletes these rows with the account.
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    // A link is looked up by its token's hash: unique, so the lookup is one index probe.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('visitor_tokens_user').on('visitor_tokens').columns(['user_id', 'purpose', 'created_at']).execute();
}
