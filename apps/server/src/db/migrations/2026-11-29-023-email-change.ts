import type { Kysely } from 'kysely';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// A visitor's change of e-mail address (docs/decisions/047-visitor-account-page.md): the link mailed to the
// new address is a `visitor_tokens` row of purpose 'email-change', and the address it moves the account to
// waits in `new_email` until the link is opened. Null for every other purpose.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('visitor_tokens').addColumn('new_email', 'text').execute();
}
