import type { Kysely } from 'kysely';
import { optional, required, requiredText } from './columns';
import { idColumn, isPostgres, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md).
//
// The content studio (docs/decisions/051-content-studio.md): blog posts and help answers live in the
// database, every save is a revision, an image's re-encoded bytes are stored beside them so every instance
// serves them, and one version number says "the published output changed" to every instance.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const bytes = isPostgres(db) ? 'bytea' : 'blob';

  await db.schema
    .createTable('content_images')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    // The largest variant's size.
    .$call(required('integer', 'width', 'height'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  // One WebP per responsive width, never wider than the upload.
  await db.schema
    .createTable('content_image_variants')
    .addColumn('image_id', 'integer', (c) => c.notNull().references('content_images.id').onDelete('cascade'))
    .$call(required('integer', 'width', 'height'))
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('content_image_variants_key', ['image_id', 'width'])
    .execute();

  await db.schema
    .createTable('content_entries')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    // kind: 'post' | 'answer'. status: 'draft' | 'scheduled' | 'published' | 'unpublished'. tags: a JSON
    // array of strings; an answer's are also its search keywords.
    .$call(requiredText('kind', 'slug', 'status', 'title', 'description', 'body', 'tags'))
    // An answer's help-centre category, and its JSON {label, href} link to the page it describes; null for a post.
    .$call(optional('text', 'category', 'link'))
    // An uploaded cover (cover_image_id) or a static drawing's path (cover_src); alt text and size with either.
    .addColumn('cover_image_id', 'integer', (c) => c.references('content_images.id'))
    .$call(optional('text', 'cover_src', 'cover_alt'))
    .$call(optional('integer', 'cover_width', 'cover_height'))
    .addColumn('preview_image_id', 'integer', (c) => c.references('content_images.id'))
    .$call(optional('integer', 'preview_width', 'preview_height'))
    // 1: a post the blog shows in its trending grid.
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    // The byline: the name of the admin who first saved the entry.
    .addColumn('author_name', 'text', (c) => c.notNull())
    .$call(optional(ts, 'publish_at', 'published_at'))
    .$call(required(ts, 'created_at', 'updated_at'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addUniqueConstraint('content_entries_slug', ['kind', 'slug'])
    .execute();
  // The scheduled-publish job's read.
  await db.schema.createIndex('content_entries_due').on('content_entries').columns(['status', 'publish_at']).execute();

  await db.schema
    .createTable('content_revisions')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('content_entries.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    // JSON of the editable fields as saved.
    .addColumn('snapshot', 'text', (c) => c.notNull())
    // Who saved it; the name is cleared when that admin is erased (the data map), the id is kept.
    .addColumn('admin_id', 'integer')
    .addColumn('author_name', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('content_revisions_number', ['entry_id', 'number'])
    .execute();

  // A published entry's earlier slugs, each redirecting to the entry.
  await db.schema
    .createTable('content_old_slugs')
    .$call(requiredText('kind', 'slug'))
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('content_entries.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('content_old_slugs_key', ['kind', 'slug'])
    .execute();

  // At most one row (id 1), written by the first change: the version of the published output, bumped with
  // every change to it, and when the starting content was imported. Left empty here, so a freshly migrated
  // database holds no rows (migrate-data copies only into an empty one).
  await db.schema
    .createTable('content_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('seeded_at', ts)
    .execute();
}
