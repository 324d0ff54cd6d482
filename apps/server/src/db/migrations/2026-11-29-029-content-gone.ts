import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md).
//
// Deleted content (docs/decisions/051-content-studio.md): the addresses of a deleted entry that was once
// published, so they answer 410 Gone like an unpublished entry's, until another entry takes the slug.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_gone_slugs')
    // 'post' | 'answer'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('deleted_at', timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('content_gone_slugs_key', ['kind', 'slug'])
    .execute();
}
