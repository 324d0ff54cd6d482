import type { Kysely } from 'kysely';
import { deliveryAttempts, requiredText } from './columns';
import { idColumn, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Webhooks that carry leads to a CRM (docs/decisions/033-webhooks.md). An endpoint keeps its signing
// secret in clear because it signs every delivery (it cannot be hashed); it is shown once and never
// answered again. A delivery is one event for one endpoint, queued in the transaction that made the
// event and delivered by a worker with the mail outbox's claim-and-retry pattern (decision 007).

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // events: a JSON array of event names.
    .$call(requiredText('events', 'secret'))
    // 0 or 1 on both dialects.
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    // No foreign key, like every other table here: migrate-data copies tables in name order with user
    // triggers off, and removing an endpoint deletes its deliveries in the same transaction instead.
    .addColumn('endpoint_id', 'integer', (c) => c.notNull())
    // message_id: the webhook-id header, the same on every retry.
    .$call(requiredText('message_id', 'event'))
    // The signed JSON body; erased once delivered (it holds the lead's personal data).
    .addColumn('body', 'text')
    .$call(deliveryAttempts(ts))
    .execute();
  // The worker's claim query, and each endpoint's log newest first.
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at desc', 'id desc']).execute();
}
