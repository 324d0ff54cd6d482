import type { Kysely } from 'kysely';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
// The subscribe confirmation carries List-Unsubscribe / List-Unsubscribe-Post (RFC 8058) and lead
// notifications a Reply-To; their values (an unsubscribe token, a visitor's address) exist only when
// the mail is queued, so the outbox keeps them as a JSON object of extra headers (docs/decisions/007).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
}
