import type { Kysely } from 'kysely';
import { requiredText } from './columns';
import { idColumn, isPostgres, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_requests')
    .addColumn('id', idColumn(db), (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .$call(requiredText('name', 'email', 'contact', 'question'))
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_requests_created_at_id')
    .on('contact_requests')
    .columns(['created_at desc', 'id desc'])
    .execute();
}
