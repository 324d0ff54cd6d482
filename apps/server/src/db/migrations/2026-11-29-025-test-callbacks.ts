import type { Kysely } from 'kysely';
import { idColumn, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Test mode's delivery-report callbacks (docs/decisions/049-test-mode-callbacks.md): a visitor's callback URL
// and its signing secret, one row per account; and the callbacks themselves, a durable queue with the
// webhook deliveries' columns (db/durable-queue.ts), drained by the webhook worker.

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('test_callback_urls')
    // users.id, without a foreign key, like test mode's other tables: erasure deletes the row with the account.
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    // whsec_<base64>: signs every callback, so kept usable (never hashed).
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('test_callbacks')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // The webhook-id header, the same on every retry and resend.
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    // The URL as of the last time the callback was queued: the inspector shows where it went.
    .addColumn('url', 'text', (c) => c.notNull())
    // The signed JSON body, kept so the visitor can read and resend it until retention removes the row.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('locked_until', ts)
    .addColumn('response_status', 'integer')
    .addColumn('last_result', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('last_attempt_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  // The worker's claim query, and each visitor's inspector newest first.
  await db.schema.createIndex('test_callbacks_due').on('test_callbacks').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('test_callbacks_user').on('test_callbacks').columns(['user_id', 'id desc']).execute();
}
