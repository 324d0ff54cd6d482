import type { Kysely } from 'kysely';
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
    // JSON array of event names.
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
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
    // The webhook-id header, the same on every retry.
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    // The signed JSON body; erased once delivered (it holds the lead's personal data).
    .addColumn('body', 'text')
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
  // The worker's claim query, and each endpoint's log newest first.
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at desc', 'id desc']).execute();
}
