import type { Kysely } from 'kysely';
import { requiredText } from './columns';
import { idColumn, isPostgres, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Test mode of the messaging API (docs/decisions/034-test-mode.md): a visitor's test keys (hash only),
// the DLT entity, Sender IDs and templates they register for testing, the log of their test requests
// with each answer, and the messages and calls those requests "sent" (nothing leaves the server).
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const id = idColumn(db);
  const pk = (c: any) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());
  // users.id, without a foreign key: copies between databases move tables in name order
  // (ops/migrate-data.ts), and erasure deletes these rows with the account.
  const owner = (c: any) => c.notNull();
  // A table of a visitor's rows: an id key, then the owner's user_id.
  const visitorTable = (table: string) => db.schema.createTable(table).addColumn('id', id, pk).addColumn('user_id', 'integer', owner);

  await visitorTable('test_keys')
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    // The first characters, shown so the visitor can tell keys apart; never enough to use.
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('test_keys_user_id').on('test_keys').column('user_id').execute();

  await db.schema
    .createTable('test_dlt_entities')
    .addColumn('user_id', 'integer', (c) => owner(c).primaryKey())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await visitorTable('test_senders')
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('test_senders_user_sender', ['user_id', 'sender_id'])
    .execute();

  await visitorTable('test_templates')
    .$call(requiredText('template_id', 'entity_id', 'sender_id', 'category'))
    .addColumn('name', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('variables', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('test_templates_user_template', ['user_id', 'template_id'])
    .execute();

  // Every test request with its answer (the key itself is never stored here).
  await visitorTable('test_requests')
    .addColumn('key_id', 'integer')
    .$call(requiredText('call', 'method', 'path', 'params'))
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_requests_user_id_id').on('test_requests').columns(['user_id', 'id desc']).execute();

  // Accepted test messages; their delivery status is computed from the clock when read, so no timer runs.
  await visitorTable('test_messages')
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('request_id', 'integer')
    .$call(requiredText('to_number', 'sender_id', 'template_id', 'body', 'encoding'))
    .addColumn('segments', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('submitted_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_messages_user_id_id').on('test_messages').columns(['user_id', 'id desc']).execute();

  await visitorTable('test_calls')
    .addColumn('call_id', 'text', (c) => c.notNull().unique())
    .$call(requiredText('broadcast_id', 'number', 'caller_id', 'outcome'))
    .addColumn('dtmf_wait', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_calls_user_id_id').on('test_calls').columns(['user_id', 'id desc']).execute();
}
