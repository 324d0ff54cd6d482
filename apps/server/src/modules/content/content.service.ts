import {
  type ContentCover,
  type ContentCreate,
  type ContentEntry,
  type ContentImage,
  type ContentImageItem,
  type ContentKind,
  type ContentRevision,
  type ContentUpdate,
  contentMediaPath,
  contentMessages,
  slugFromTitle,
} from '@tarang/shared/content';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { AppError, foundOr } from '../../plugins/errors';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { coverOf, editableOf, entryOf, imageSrcset, listItemOf, parseJson } from './content-shapes';
import { type ContentRepository, createContentRepository, type EntryInsert, type EntryRow } from './content.repository';
import { imageVariants } from './images';
import { renderMarkdown } from './markdown';

/** The editable fields, as every revision keeps them. */
type Fields = ReturnType<typeof editableOf>;

interface ContentDeps {
  db: Kysely<Database>;
  audit: AuditService;
  clock: Clock;
}

const columnsOf = (f: Fields) => ({
  slug: f.slug,
  title: f.title,
  description: f.description,
  body: f.body,
  tags: JSON.stringify(f.tags),
  category: f.category,
  link: f.link ? JSON.stringify(f.link) : null,
  cover_image_id: f.cover?.imageId ?? null,
  cover_src: f.cover?.src ?? null,
  cover_alt: f.cover?.alt ?? null,
  cover_width: f.cover?.width ?? null,
  cover_height: f.cover?.height ?? null,
  preview_image_id: f.previewImage?.imageId ?? null,
  preview_width: f.previewImage?.width ?? null,
  preview_height: f.previewImage?.height ?? null,
  featured: f.featured ? 1 : 0,
});

/** A published entry's page, or a scheduled one's, shows the published output: a change to it is a new version. */
const isLive = (status: EntryRow['status']) => status === 'published';

/**
 * The content studio's writing side (docs/decisions/051-content-studio.md): drafts, saves as revisions
 * with a conflict check, publishing now or on schedule, unpublishing and restoring. Every change is
 * audited, and every change to the published output bumps the content version in its own transaction.
 */
export function createContentService(deps: ContentDeps) {
  const repo = createContentRepository(deps.db);
  const now = () => deps.clock.now().toISOString();

  const found = async (r: ContentRepository, id: number): Promise<EntryRow> => foundOr(await r.find(id), 404, contentMessages.notFound);

  async function imageOf(r: ContentRepository, imageId: number) {
    const variants = await r.imageVariants(imageId);
    const widest = variants.at(-1);
    if (!widest) throw new AppError(400, contentMessages.imageNotFound);
    return { imageId, src: contentMediaPath(imageId, widest.width), width: widest.width, height: widest.height };
  }

  /** The fields an input describes, checked against the kind, the images and the entry's current cover. */
  async function fieldsFrom(r: ContentRepository, kind: ContentKind, input: ContentCreate, current?: EntryRow): Promise<Fields> {
    const slug = input.slug || slugFromTitle(input.title);
    if (!slug) throw new AppError(400, contentMessages.slugFromTitle);
    const category = input.category ?? null;
    if (kind === 'answer' && category === null) throw new AppError(400, contentMessages.categoryRequired);
    if (kind === 'post' && category !== null) throw new AppError(400, contentMessages.categoryForPost);
    let cover: ContentCover | null = null;
    if (input.cover) {
      if (input.cover.imageId !== undefined) {
        const image = await imageOf(r, input.cover.imageId);
        cover = { ...image, srcset: imageSrcset(image.imageId, image.width), alt: input.cover.alt };
      } else {
        const kept = current && coverOf(current);
        if (!kept) throw new AppError(400, contentMessages.coverMissing);
        cover = { ...kept, alt: input.cover.alt };
      }
    }
    const previewImage = input.previewImageId ? await imageOf(r, input.previewImageId) : null;
    const featured = input.featured ?? (current ? Number(current.featured) === 1 : false);
    return { title: input.title, slug, description: input.description, body: input.body, tags: input.tags, category, cover, previewImage, link: input.link ?? null, featured };
  }

  async function authorName(r: ContentRepository, who: AuditActor): Promise<string> {
    return (who.adminId === null ? undefined : await r.adminName(who.adminId)) ?? who.actor;
  }

  /** Saves `fields` over the entry as its next revision; false when another save came first. */
  async function saveRevision(r: ContentRepository, row: EntryRow, fields: Fields, who: AuditActor): Promise<boolean> {
    if (fields.slug !== row.slug && (await r.slugTaken(row.kind, fields.slug, Number(row.id)))) throw new AppError(409, contentMessages.slugTaken);
    const at = now();
    const revision = Number(row.revision) + 1;
    const saved = await r.updateAtRevision(Number(row.id), Number(row.revision), { ...columnsOf(fields), revision, updated_at: at });
    if (!saved) return false;
    await r.insertRevision({ entry_id: Number(row.id), number: revision, snapshot: JSON.stringify(fields), admin_id: who.adminId, author_name: await authorName(r, who), created_at: at });
    if (fields.slug !== row.slug) {
      await r.dropOldSlug(row.kind, fields.slug);
      // A published page's address keeps working: the old one redirects (docs/decisions/051-content-studio.md).
      if (row.published_at !== null) await r.setOldSlug(row.kind, row.slug, Number(row.id));
    }
    if (isLive(row.status)) await r.bumpVersion();
    return true;
  }

  async function entry(r: ContentRepository, id: number): Promise<ContentEntry> {
    return entryOf(await found(r, id));
  }

  return {
    list: async (kind: ContentKind | undefined) => ({ items: (await repo.list(kind)).map(listItemOf) }),

    get: (id: number) => entry(repo, id),

    async create(input: ContentCreate, who: AuditActor, ip: string | null): Promise<ContentEntry> {
      return repo.inTransaction(async (r, trx) => {
        const fields = await fieldsFrom(r, input.kind, input);
        if (await r.slugTaken(input.kind, fields.slug)) throw new AppError(409, contentMessages.slugTaken);
        const at = now();
        const name = await authorName(r, who);
        const row: EntryInsert = { kind: input.kind, status: 'draft', ...columnsOf(fields), author_name: name, publish_at: null, published_at: null, created_at: at, updated_at: at, revision: 1 };
        const id = await r.insert(row);
        await r.dropOldSlug(input.kind, fields.slug);
        await r.insertRevision({ entry_id: id, number: 1, snapshot: JSON.stringify(fields), admin_id: who.adminId, author_name: name, created_at: at });
        await deps.audit.record({ who, action: 'content.create', ip, detail: { entryId: id, kind: input.kind, slug: fields.slug } }, trx);
        return entry(r, id);
      });
    },

    async update(id: number, input: ContentUpdate, who: AuditActor, ip: string | null): Promise<ContentEntry> {
      return repo.inTransaction(async (r, trx) => {
        const row = await found(r, id);
        if (input.kind !== row.kind) throw new AppError(400, contentMessages.kind);
        if (input.baseRevision !== Number(row.revision)) throw new AppError(409, contentMessages.conflict);
        const fields = await fieldsFrom(r, row.kind, input, row);
        if (!(await saveRevision(r, row, fields, who))) throw new AppError(409, contentMessages.conflict);
        await deps.audit.record({ who, action: 'content.update', ip, detail: { entryId: id, revision: input.baseRevision + 1, slug: fields.slug } }, trx);
        return entry(r, id);
      });
    },

    async publish(id: number, who: AuditActor, ip: string | null): Promise<ContentEntry> {
      return repo.inTransaction(async (r, trx) => {
        const row = await found(r, id);
        if (row.status !== 'published') {
          const at = now();
          await r.update(id, { status: 'published', publish_at: null, published_at: row.published_at === null ? at : toIsoString(row.published_at), updated_at: at });
          await r.bumpVersion();
          await deps.audit.record({ who, action: 'content.publish', ip, detail: { entryId: id, slug: row.slug } }, trx);
        }
        return entry(r, id);
      });
    },

    async schedule(id: number, publishAt: string, who: AuditActor, ip: string | null): Promise<ContentEntry> {
      const when = new Date(publishAt);
      if (!(when.getTime() > deps.clock.now().getTime())) throw new AppError(400, contentMessages.publishAtPast);
      return repo.inTransaction(async (r, trx) => {
        const row = await found(r, id);
        await r.update(id, { status: 'scheduled', publish_at: when.toISOString(), updated_at: now() });
        if (isLive(row.status)) await r.bumpVersion();
        await deps.audit.record({ who, action: 'content.schedule', ip, detail: { entryId: id, slug: row.slug, publishAt: when.toISOString() } }, trx);
        return entry(r, id);
      });
    },

    async unpublish(id: number, who: AuditActor, ip: string | null): Promise<ContentEntry> {
      return repo.inTransaction(async (r, trx) => {
        const row = await found(r, id);
        if (row.status !== 'published' && row.status !== 'scheduled') throw new AppError(409, contentMessages.notPublished);
        // A scheduled entry that was never public goes back to draft: it has no page to answer 410 for.
        await r.update(id, { status: row.published_at === null ? 'draft' : 'unpublished', publish_at: null, updated_at: now() });
        if (isLive(row.status)) await r.bumpVersion();
        await deps.audit.record({ who, action: 'content.unpublish', ip, detail: { entryId: id, slug: row.slug } }, trx);
        return entry(r, id);
      });
    },

    async revisions(id: number) {
      await found(repo, id);
      const rows = await repo.revisions(id);
      return {
        revisions: rows.map((row) => ({
          number: Number(row.number),
          createdAt: new Date(row.created_at).toISOString(),
          authorName: row.author_name ?? '',
          title: parseJson<Partial<Fields>>(row.snapshot, {}).title ?? '',
        })),
      };
    },

    async revision(id: number, number: number): Promise<ContentRevision> {
      await found(repo, id);
      const row = foundOr(await repo.revision(id, number), 404, contentMessages.revisionNotFound);
      const f = parseJson<Fields>(row.snapshot, {} as Fields);
      return {
        number: Number(row.number),
        title: f.title,
        slug: f.slug,
        description: f.description,
        body: f.body,
        tags: f.tags ?? [],
        category: f.category ?? null,
        cover: f.cover ?? null,
        previewImage: f.previewImage ?? null,
        link: f.link ?? null,
        featured: f.featured ?? false,
        createdAt: new Date(row.created_at).toISOString(),
        authorName: row.author_name ?? '',
      };
    },

    /** A new revision whose content is revision `number`'s. */
    async restore(id: number, number: number, who: AuditActor, ip: string | null): Promise<ContentEntry> {
      return repo.inTransaction(async (r, trx) => {
        const row = await found(r, id);
        const old = foundOr(await r.revision(id, number), 404, contentMessages.revisionNotFound);
        const fields = { ...editableOf(row), ...parseJson<Partial<Fields>>(old.snapshot, {}) };
        // An image deleted since that revision is left out rather than pointed at (docs/decisions/051-content-studio.md).
        if (fields.cover?.imageId !== undefined && (await r.imageVariants(fields.cover.imageId)).length === 0) fields.cover = null;
        if (fields.previewImage?.imageId !== undefined && (await r.imageVariants(fields.previewImage.imageId)).length === 0) fields.previewImage = null;
        if (!(await saveRevision(r, row, fields, who))) throw new AppError(409, contentMessages.conflict);
        await deps.audit.record({ who, action: 'content.restore', ip, detail: { entryId: id, restored: number, revision: Number(row.revision) + 1 } }, trx);
        return entry(r, id);
      });
    },

    /**
     * Deletes a draft or unpublished entry with its revisions (docs/decisions/051-content-studio.md). A
     * published or scheduled one must be unpublished first. An entry that was ever public leaves its
     * addresses answering 410, as an unpublished entry's do.
     */
    async remove(id: number, who: AuditActor, ip: string | null): Promise<void> {
      await repo.inTransaction(async (r, trx) => {
        const row = await found(r, id);
        if (row.status !== 'draft' && row.status !== 'unpublished') throw new AppError(409, contentMessages.deleteLive);
        const wasPublic = row.published_at !== null;
        // Another call changed it meanwhile: deleted it (404) or published it (409). Throwing undoes the delete's earlier steps.
        if (!(await r.deleteEntry(id, wasPublic ? [row.slug] : [], row.kind, now()))) {
          throw (await r.find(id)) ? new AppError(409, contentMessages.deleteLive) : new AppError(404, contentMessages.notFound);
        }
        await deps.audit.record({ who, action: 'content.delete', ip, detail: { entryId: id, kind: row.kind, slug: row.slug, revisions: Number(row.revision) } }, trx);
      });
    },

    /** Every uploaded image with the entries that show it, newest first. */
    async images(): Promise<{ items: ContentImageItem[] }> {
      const [images, users] = await Promise.all([repo.images(), repo.imageUsers()]);
      return {
        items: images.map((image) => {
          const id = Number(image.id);
          const width = Number(image.width);
          return {
            id,
            width,
            height: Number(image.height),
            src: contentMediaPath(id, width),
            srcset: imageSrcset(id, width),
            createdAt: toIsoString(image.created_at),
            usedBy: users
              .filter((u) => Number(u.cover_image_id) === id || Number(u.preview_image_id) === id)
              .map((u) => ({ id: Number(u.id), kind: u.kind, title: u.title })),
          };
        }),
      };
    },

    /** Deletes an image no entry shows (as cover or preview image); one in use is refused with 409. */
    async removeImage(imageId: number, who: AuditActor, ip: string | null): Promise<void> {
      await repo.inTransaction(async (r, trx) => {
        if ((await r.imageUsers([imageId])).length > 0) throw new AppError(409, contentMessages.imageInUse);
        if (!(await r.deleteImage(imageId))) throw new AppError(404, contentMessages.imageNotFound);
        await deps.audit.record({ who, action: 'content.image-delete', ip, detail: { imageId } }, trx);
      });
    },

    preview: (body: string) => ({ html: renderMarkdown(body) }),

    async uploadImage(bytes: Buffer, type: string, who: AuditActor, ip: string | null): Promise<ContentImage> {
      const variants = await imageVariants(bytes, type);
      const widest = variants.at(-1)!;
      return repo.inTransaction(async (r, trx) => {
        const id = await r.insertImage({ width: widest.width, height: widest.height, created_at: now() }, variants);
        await deps.audit.record({ who, action: 'content.image-upload', ip, detail: { imageId: id, width: widest.width, height: widest.height, bytes: bytes.length } }, trx);
        return { id, width: widest.width, height: widest.height, src: contentMediaPath(id, widest.width), srcset: imageSrcset(id, widest.width) };
      });
    },

    /** A stored variant's bytes, for GET /media/<id>-<width>.webp. */
    media: (imageId: number, width: number) => repo.imageBytes(imageId, width),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
