import type { Kysely } from 'kysely';
import { required } from './columns';
import { idColumn, isPostgres, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Test mode's daily quota per account (docs/decisions/034-test-mode.md): one row per visitor and UTC day
// counts the requests logged, the messages and calls stored and the bytes of the request log, each raised
// only while it stays within the quota, in one statement, so parallel requests cannot pass it together.
// A test message's text is kept once, in its request's log entry, instead of once per number.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const pk = (c: any) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('test_usage')
    .addColumn('id', idColumn(db), pk)
    // users.id, without a foreign key, like the other test tables (migration 011).
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // The UTC day, YYYY-MM-DD.
    .addColumn('day', 'text', (c) => c.notNull())
    .$call(required('integer', 'requests', 'messages', 'calls', 'bytes'))
    // The day after the counted one: the retention job deletes the row then.
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addUniqueConstraint('test_usage_user_day', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('test_usage_expires_at').on('test_usage').column('expires_at').execute();
  await db.schema.alterTable('test_messages').dropColumn('body').execute();
}
