import { type Kysely, sql } from 'kysely';
import { timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
// docs/decisions/030-newsletter-and-signup-privacy.md: a subscriber's confirmation e-mail goes out at
// most once a day (pending) or once a week (unsubscribed), so the time of the last one is kept; and the
// outbox counts each address's recent mail, so it gets an index on the address and the time queued.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscribers').addColumn('confirmation_sent_at', timestampType(db)).execute();
  // Rows before this migration: their link went out when they were created (or renewed, unknown): the
  // creation time is the best lower bound, and the limits only ever need a lower bound.
  await db.updateTable('subscribers').set({ confirmation_sent_at: sql`created_at` }).execute();
  await db.schema.createIndex('outbox_recipient_created_at').on('outbox').expression(sql`lower(to_address), created_at`).execute();
}
