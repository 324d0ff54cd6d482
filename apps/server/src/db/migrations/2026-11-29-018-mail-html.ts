import type { Kysely } from 'kysely';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
// Every message has an HTML part beside its text (docs/decisions/038-branded-mail.md). It is written when
// the mail is queued, as the text is, so a retry sends the same message; a row without one goes as text.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('html_body', 'text').execute();
}
