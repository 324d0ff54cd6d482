import type { ContentKind } from '@tarang/shared/content';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { ContentEntriesTable, Database } from '../../db/database';

export type EntryRow = Selectable<ContentEntriesTable>;
export type EntryInsert = Insertable<ContentEntriesTable>;
type EntryPatch = Updateable<ContentEntriesTable>;

const listColumns = ['id', 'kind', 'slug', 'title', 'status', 'publish_at', 'published_at', 'updated_at', 'author_name', 'revision'] as const;

/**
 * The SQL behind the content studio and the public read path (docs/decisions/051-content-studio.md).
 * Given a transaction, every query runs inside it.
 */
function contentQueries(db: Kysely<Database>) {
  return {
    list: (kind: ContentKind | undefined) => {
      let query = db.selectFrom('content_entries').select(listColumns);
      if (kind) query = query.where('kind', '=', kind);
      return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    },

    find: (id: number) => db.selectFrom('content_entries').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Saves over the entry only when it is still at `revision`: the check and the write are one statement,
     * so of two saves from the same revision exactly one wins. False when another save came first.
     */
    async updateAtRevision(id: number, revision: number, patch: EntryPatch): Promise<boolean> {
      const result = await db.updateTable('content_entries').set(patch).where('id', '=', id).where('revision', '=', revision).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    findBySlug: (kind: ContentKind, slug: string) => db.selectFrom('content_entries').selectAll().where('kind', '=', kind).where('slug', '=', slug).executeTakeFirst(),

    /** Whether another entry of the kind holds the slug. */
    async slugTaken(kind: ContentKind, slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('content_entries').select('id').where('kind', '=', kind).where('slug', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    published: (kind: ContentKind) =>
      db.selectFrom('content_entries').selectAll().where('kind', '=', kind).where('status', '=', 'published').orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),

    async insert(row: EntryInsert): Promise<number> {
      const { id } = await db.insertInto('content_entries').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    /** Many entries in one statement (the starting content); their ids by kind and slug. */
    async insertMany(rows: EntryInsert[]): Promise<Map<string, number>> {
      const inserted = await db.insertInto('content_entries').values(rows).returning(['id', 'kind', 'slug']).execute();
      return new Map(inserted.map((r) => [`${r.kind}/${r.slug}`, Number(r.id)]));
    },

    async insertRevisions(rows: Array<{ entry_id: number; number: number; snapshot: string; admin_id: number | null; author_name: string | null; created_at: string }>): Promise<void> {
      if (rows.length > 0) await db.insertInto('content_revisions').values(rows).execute();
    },

    async update(id: number, patch: EntryPatch): Promise<void> {
      await db.updateTable('content_entries').set(patch).where('id', '=', id).execute();
    },

    async insertRevision(row: { entry_id: number; number: number; snapshot: string; admin_id: number | null; author_name: string | null; created_at: string }): Promise<void> {
      await db.insertInto('content_revisions').values(row).execute();
    },

    revisions: (entryId: number) =>
      db.selectFrom('content_revisions').select(['number', 'snapshot', 'author_name', 'created_at']).where('entry_id', '=', entryId).orderBy('number', 'desc').execute(),

    revision: (entryId: number, number: number) =>
      db.selectFrom('content_revisions').select(['number', 'snapshot', 'author_name', 'created_at']).where('entry_id', '=', entryId).where('number', '=', number).executeTakeFirst(),

    /** The entry an old slug of the kind redirects to. */
    async oldSlug(kind: ContentKind, slug: string): Promise<number | undefined> {
      const row = await db.selectFrom('content_old_slugs').select('entry_id').where('kind', '=', kind).where('slug', '=', slug).executeTakeFirst();
      return row ? Number(row.entry_id) : undefined;
    },

    async setOldSlug(kind: ContentKind, slug: string, entryId: number): Promise<void> {
      await db.deleteFrom('content_old_slugs').where('kind', '=', kind).where('slug', '=', slug).execute();
      await db.insertInto('content_old_slugs').values({ kind, slug, entry_id: entryId }).execute();
    },

    /** A slug an entry takes is no longer an old slug of any entry, nor a deleted entry's gone address. */
    async dropOldSlug(kind: ContentKind, slug: string): Promise<void> {
      await db.deleteFrom('content_old_slugs').where('kind', '=', kind).where('slug', '=', slug).execute();
      await db.deleteFrom('content_gone_slugs').where('kind', '=', kind).where('slug', '=', slug).execute();
    },

    /** Whether the slug was a deleted entry's public address (it answers 410). */
    async isGone(kind: ContentKind, slug: string): Promise<boolean> {
      return (await db.selectFrom('content_gone_slugs').select('slug').where('kind', '=', kind).where('slug', '=', slug).executeTakeFirst()) !== undefined;
    },

    /**
     * Deletes the entry with its revisions and old slugs; its public addresses (`goneSlugs`) are kept as gone.
     * The status check is in the statement, so a publish racing the delete leaves the entry whole.
     * False when the entry is no longer a draft or unpublished.
     */
    async deleteEntry(id: number, goneSlugs: string[], kind: ContentKind, at: string): Promise<boolean> {
      const oldSlugs = await db.selectFrom('content_old_slugs').select('slug').where('entry_id', '=', id).execute();
      await db.deleteFrom('content_revisions').where('entry_id', '=', id).execute();
      await db.deleteFrom('content_old_slugs').where('entry_id', '=', id).execute();
      const deleted = await db.deleteFrom('content_entries').where('id', '=', id).where('status', 'in', ['draft', 'unpublished']).executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) return false;
      const slugs = [...new Set([...goneSlugs, ...(goneSlugs.length ? oldSlugs.map((r) => r.slug) : [])])];
      for (const slug of slugs) {
        await db.deleteFrom('content_gone_slugs').where('kind', '=', kind).where('slug', '=', slug).execute();
        await db.insertInto('content_gone_slugs').values({ kind, slug, deleted_at: at }).execute();
      }
      return true;
    },

    async version(): Promise<number> {
      const row = await db.selectFrom('content_state').select('version').where('id', '=', 1).executeTakeFirst();
      return Number(row?.version ?? 0);
    },

    async bumpVersion(): Promise<void> {
      await db
        .insertInto('content_state')
        .values({ id: 1, version: 1, seeded_at: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ version: sql<number>`content_state.version + 1` }))
        .execute();
    },

    /**
     * Claims the one-time import of the starting content: true for exactly one caller ever, even with
     * several instances starting at once (the insert or update of the one row is atomic; a second caller
     * waits on the first's transaction on PostgreSQL and then finds it claimed).
     */
    async claimSeeding(at: string): Promise<boolean> {
      const inserted = await db.insertInto('content_state').values({ id: 1, version: 0, seeded_at: at }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
      const result = await db.updateTable('content_state').set({ seeded_at: at }).where('id', '=', 1).where('seeded_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Publishes every scheduled entry whose time has come; each row is taken by one caller only. */
    /** Whether any scheduled entry's time has come: read first, so an idle check takes no write lock. */
    async anyDue(now: string): Promise<boolean> {
      const row = await db.selectFrom('content_entries').select('id').where('status', '=', 'scheduled').where('publish_at', '<=', now).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    async publishDue(now: string): Promise<Array<{ id: number; kind: ContentKind; slug: string }>> {
      const rows = await db
        .updateTable('content_entries')
        .set({ status: 'published', published_at: sql`coalesce(published_at, publish_at)`, publish_at: null, updated_at: now })
        .where('status', '=', 'scheduled')
        .where('publish_at', '<=', now)
        .returning(['id', 'kind', 'slug'])
        .execute();
      return rows.map((r) => ({ id: Number(r.id), kind: r.kind, slug: r.slug }));
    },

    async insertImage(row: { width: number; height: number; created_at: string }, variants: Array<{ width: number; height: number; bytes: Buffer }>): Promise<number> {
      const { id } = await db.insertInto('content_images').values(row).returning('id').executeTakeFirstOrThrow();
      const imageId = Number(id);
      for (const v of variants) await db.insertInto('content_image_variants').values({ image_id: imageId, ...v }).execute();
      return imageId;
    },

    /** An image's variants' widths and heights, narrowest first. */
    async imageVariants(imageId: number): Promise<Array<{ width: number; height: number }>> {
      const rows = await db.selectFrom('content_image_variants').select(['width', 'height']).where('image_id', '=', imageId).orderBy('width').execute();
      return rows.map((r) => ({ width: Number(r.width), height: Number(r.height) }));
    },

    async imageBytes(imageId: number, width: number): Promise<Buffer | undefined> {
      const row = await db.selectFrom('content_image_variants').select('bytes').where('image_id', '=', imageId).where('width', '=', width).executeTakeFirst();
      return row ? Buffer.from(row.bytes) : undefined;
    },

    /** Every uploaded image, newest first. */
    images: () => db.selectFrom('content_images').select(['id', 'width', 'height', 'created_at']).orderBy('id', 'desc').execute(),

    /** The entries whose cover or preview image is one of `imageIds` (all images when absent). */
    imageUsers: (imageIds?: number[]) => {
      let query = db.selectFrom('content_entries').select(['id', 'kind', 'title', 'cover_image_id', 'preview_image_id']).where((eb) => eb.or([eb('cover_image_id', 'is not', null), eb('preview_image_id', 'is not', null)]));
      if (imageIds) query = query.where((eb) => eb.or([eb('cover_image_id', 'in', imageIds), eb('preview_image_id', 'in', imageIds)]));
      return query.orderBy('id').execute();
    },

    /** Deletes an image and its variants; false when there was none. */
    async deleteImage(imageId: number): Promise<boolean> {
      await db.deleteFrom('content_image_variants').where('image_id', '=', imageId).execute();
      const deleted = await db.deleteFrom('content_images').where('id', '=', imageId).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    /** An admin's name, for a byline and a revision's author. */
    async adminName(adminId: number): Promise<string | undefined> {
      const row = await db.selectFrom('admins').select('name').where('id', '=', adminId).executeTakeFirst();
      return row?.name ?? undefined;
    },
  };
}

export type ContentRepository = ReturnType<typeof contentQueries>;

export function createContentRepository(db: Kysely<Database>) {
  return {
    ...contentQueries(db),
    /** Runs `work` in one transaction with a repository bound to it. */
    inTransaction: <T>(work: (repo: ContentRepository, trx: Kysely<Database>) => Promise<T>): Promise<T> =>
      db.isTransaction ? work(contentQueries(db), db) : db.transaction().execute((trx) => work(contentQueries(trx), trx)),
  };
}
