import type { Kysely } from 'kysely';
import { deliveryAttempts, requiredText } from './columns';
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
    // The secret, whsec_<base64>, signs every callback, so it is kept usable (never hashed).
    .$call(requiredText('url', 'secret'))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('test_callbacks')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // message_id: the webhook-id header, the same on every retry and resend. url: the URL as of the last
    // time the callback was queued, so the inspector shows where it went. body: the signed JSON body, kept
    // so the visitor can read and resend it until retention removes the row.
    .$call(requiredText('message_id', 'event', 'url', 'body'))
    .$call(deliveryAttempts(ts))
    .execute();
  // The worker's claim query, and each visitor's inspector newest first.
  await db.schema.createIndex('test_callbacks_due').on('test_callbacks').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('test_callbacks_user').on('test_callbacks').columns(['user_id', 'id desc']).execute();
}
