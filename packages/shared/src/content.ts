import { z } from './zod';
import { underId } from './paths';

/**
 * The content studio (docs/product.md "Content", docs/decisions/051-content-studio.md): blog posts and
 * help-centre answers written in the admin area and served from the database. The server, the admin
 * pages and the public pages all read this one contract.
 */

export const contentKinds = ['post', 'answer'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** draft → scheduled → published → unpublished; any of them can go back to draft by nothing but a save. */
export const contentStatuses = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** The help centre's categories: an answer belongs to exactly one, a post to none. */
export const helpCategories = ['Account & billing', 'SMS & DLT', 'OTP', 'Voice', 'WhatsApp & RCS', 'Email', 'API & developers'] as const;
export type HelpCategory = (typeof helpCategories)[number];

/** Hard limits (refused above them) and the hints the editor shows (search results and link previews cut text beyond them). */
export const CONTENT_TITLE_MAX = 150;
export const CONTENT_TITLE_HINT = 60;
export const CONTENT_DESCRIPTION_MAX = 300;
export const CONTENT_DESCRIPTION_HINT = 160;
export const CONTENT_SLUG_MAX = 100;
export const CONTENT_BODY_MAX = 200_000;
export const CONTENT_TAGS_MAX = 12;
export const CONTENT_TAG_MAX = 40;
export const CONTENT_ALT_MAX = 300;
/** An uploaded image's size limit, in bytes. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The widths every uploaded image is re-encoded to (never wider than the original). */
export const CONTENT_IMAGE_WIDTHS = [480, 960, 1600] as const;
export const contentImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const contentMessages = {
  kind: 'Choose post or answer.',
  titleRequired: 'Enter a title.',
  titleTooLong: `The title is at most ${CONTENT_TITLE_MAX} characters.`,
  slugInvalid: 'The slug may hold only lower-case letters, digits and single hyphens (such as my-first-post).',
  slugTooLong: `The slug is at most ${CONTENT_SLUG_MAX} characters.`,
  slugFromTitle: 'The title has no letters or digits to make a slug from: enter a slug.',
  slugTaken: 'Another entry already uses this slug: choose another.',
  descriptionRequired: 'Enter a description.',
  descriptionTooLong: `The description is at most ${CONTENT_DESCRIPTION_MAX} characters.`,
  bodyRequired: 'Write the body.',
  bodyTooLong: `The body is at most ${CONTENT_BODY_MAX.toLocaleString('en')} characters.`,
  tagsInvalid: `Give at most ${CONTENT_TAGS_MAX} tags of 1 to ${CONTENT_TAG_MAX} characters each.`,
  categoryRequired: 'Choose the help-centre category of the answer.',
  categoryForPost: 'A blog post has no help-centre category.',
  altRequired: 'Describe the cover image (alt text).',
  altTooLong: `The alt text is at most ${CONTENT_ALT_MAX} characters.`,
  coverMissing: 'The entry has no cover image yet: upload one.',
  imageNotFound: 'No such image: upload it again.',
  linkInvalid: 'A link needs a label and a path on this site (starting with /).',
  featured: '`featured` must be true or false.',
  baseRevision: '`baseRevision` must be a whole number.',
  conflict: 'Someone else saved this entry since you opened it. Reload it to see their changes, then save yours again.',
  notFound: 'No such entry.',
  revisionNotFound: 'No such revision.',
  publishAtInvalid: 'Give the publishing time as an ISO date and time, such as 2026-12-01T09:00:00Z.',
  publishAtPast: 'Choose a publishing time in the future.',
  notPublished: 'Only a published or scheduled entry can be unpublished.',
  deleteLive: 'Unpublish the entry before deleting it: a published or scheduled entry cannot be deleted.',
  deleted: 'The entry and its revisions are deleted.',
  imageInUse: 'An entry uses this image as its cover or preview image: change that entry first.',
  imageDeleted: 'The image is deleted.',
  imageTooBig: `The image is larger than ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  imageType: 'Upload a JPEG, PNG or WebP image.',
  imageUnreadable: 'The file is not a JPEG, PNG or WebP image that can be read.',
  imageTooManyPixels: 'The image has too many pixels: upload one of at most 40 megapixels.',
} as const;

const slugSchema = z
  .string({ error: contentMessages.slugInvalid })
  .trim()
  .max(CONTENT_SLUG_MAX, contentMessages.slugTooLong)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, contentMessages.slugInvalid);

const tagsSchema = z
  .array(z.string({ error: contentMessages.tagsInvalid }).trim().min(1, contentMessages.tagsInvalid).max(CONTENT_TAG_MAX, contentMessages.tagsInvalid), {
    error: contentMessages.tagsInvalid,
  })
  .max(CONTENT_TAGS_MAX, contentMessages.tagsInvalid)
  .transform((tags) => [...new Set(tags)]);

const imageId = z.number({ error: contentMessages.imageNotFound }).int(contentMessages.imageNotFound).positive(contentMessages.imageNotFound).max(2 ** 31 - 1, contentMessages.imageNotFound);

/**
 * The cover as the editor sends it: an uploaded image's id with its alt text, or only the alt text to keep
 * the entry's current cover (a starting post's drawing under /images/blog/). Null or absent: no cover.
 */
export const contentCoverInputSchema = z.object({
  imageId: imageId.optional(),
  alt: z.string({ error: contentMessages.altRequired }).trim().min(1, contentMessages.altRequired).max(CONTENT_ALT_MAX, contentMessages.altTooLong),
});

/** A help answer's link to the page it describes; the site's own paths only. */
export const contentLinkSchema = z.object({
  label: z.string({ error: contentMessages.linkInvalid }).trim().min(1, contentMessages.linkInvalid).max(80, contentMessages.linkInvalid),
  href: z
    .string({ error: contentMessages.linkInvalid })
    .trim()
    .max(300, contentMessages.linkInvalid)
    .regex(/^\/(?!\/)[^\s\\]*$/, contentMessages.linkInvalid),
});
export type ContentLink = z.output<typeof contentLinkSchema>;

/** POST /api/admin/content. */
export const contentCreateSchema = z.object({
  kind: z.enum(contentKinds, { error: contentMessages.kind }),
  title: z.string({ error: contentMessages.titleRequired }).trim().min(1, contentMessages.titleRequired).max(CONTENT_TITLE_MAX, contentMessages.titleTooLong),
  /** Made from the title when absent or empty. */
  slug: z.union([z.literal(''), slugSchema]).optional(),
  description: z
    .string({ error: contentMessages.descriptionRequired })
    .trim()
    .min(1, contentMessages.descriptionRequired)
    .max(CONTENT_DESCRIPTION_MAX, contentMessages.descriptionTooLong),
  body: z.string({ error: contentMessages.bodyRequired }).min(1, contentMessages.bodyRequired).max(CONTENT_BODY_MAX, contentMessages.bodyTooLong),
  tags: tagsSchema.default([]),
  /** Answers only: one of helpCategories. */
  category: z.enum(helpCategories, { error: contentMessages.categoryRequired }).nullish(),
  cover: contentCoverInputSchema.nullish(),
  /** The link-preview image; the cover is used when absent. */
  previewImageId: imageId.nullish(),
  /** Answers only: the page of the product the answer describes. */
  link: contentLinkSchema.nullish(),
  /** A post shown in the blog's trending grid; absent on a save: unchanged (new entries: false). */
  featured: z.boolean({ error: contentMessages.featured }).optional(),
});
export type ContentCreate = z.output<typeof contentCreateSchema>;

/** PUT /api/admin/content/:id: the whole entry again, and the revision it was edited from. */
export const contentUpdateSchema = contentCreateSchema.extend({
  baseRevision: z.number({ error: contentMessages.baseRevision }).int(contentMessages.baseRevision).positive(contentMessages.baseRevision).max(2 ** 31 - 1, contentMessages.baseRevision),
});
export type ContentUpdate = z.output<typeof contentUpdateSchema>;

export const contentScheduleSchema = z.object({
  publishAt: z.iso.datetime({ offset: true, error: contentMessages.publishAtInvalid }),
});

export const contentListQuerySchema = z.object({ kind: z.enum(contentKinds, { error: contentMessages.kind }).optional() });

export const contentPreviewSchema = z.object({
  body: z.string({ error: contentMessages.bodyRequired }).max(CONTENT_BODY_MAX, contentMessages.bodyTooLong),
});
export const contentPreviewResultSchema = z.object({ html: z.string() });

/** An entry's cover as stored: `imageId` for an uploaded image (with its `srcset`), absent for a static drawing. */
export const contentCoverSchema = z.object({
  imageId: z.number().int().optional(),
  src: z.string(),
  srcset: z.string().optional(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentCover = z.output<typeof contentCoverSchema>;

export const contentPreviewImageSchema = z.object({
  imageId: z.number().int().optional(),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentPreviewImage = z.output<typeof contentPreviewImageSchema>;

export const contentListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contentKinds),
  slug: z.string(),
  title: z.string(),
  status: z.enum(contentStatuses),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  authorName: z.string(),
  revision: z.number().int(),
});
export type ContentListItem = z.output<typeof contentListItemSchema>;
export const contentListSchema = z.object({ items: z.array(contentListItemSchema) });

export const contentEntrySchema = contentListItemSchema.extend({
  description: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  /** One of helpCategories for an answer; null for a post. */
  category: z.string().nullable(),
  cover: contentCoverSchema.nullable(),
  /** The link-preview image chosen for the entry; null: the cover is used. */
  previewImage: contentPreviewImageSchema.nullable(),
  link: contentLinkSchema.nullable(),
  featured: z.boolean(),
  createdAt: z.string(),
  /** The public path: /blog/<slug> or /help-center/<slug>. */
  url: z.string(),
});
export type ContentEntry = z.output<typeof contentEntrySchema>;
export const contentEntryResultSchema = z.object({ entry: contentEntrySchema });

export const contentRevisionItemSchema = z.object({ number: z.number().int(), createdAt: z.string(), authorName: z.string(), title: z.string() });
export const contentRevisionListSchema = z.object({ revisions: z.array(contentRevisionItemSchema) });

/** A revision: the editable fields as they were saved, with who saved them and when. */
export const contentRevisionSchema = contentEntrySchema
  .pick({ title: true, slug: true, description: true, body: true, tags: true, category: true, cover: true, previewImage: true, link: true, featured: true, createdAt: true, authorName: true })
  .extend({ number: z.number().int() });
export type ContentRevision = z.output<typeof contentRevisionSchema>;
export const contentRevisionResultSchema = z.object({ revision: contentRevisionSchema });

export const contentImageSchema = z.object({
  id: z.number().int(),
  /** The largest variant's size (the original's, or 1600 px wide at most). */
  width: z.number().int(),
  height: z.number().int(),
  /** The largest variant. */
  src: z.string(),
  /** Every variant, for <img srcset>. */
  srcset: z.string(),
});
export type ContentImage = z.output<typeof contentImageSchema>;
export const contentImageResultSchema = z.object({ image: contentImageSchema });

/** An uploaded image in the Images list, with the entries whose cover or preview image it is (none: it can be deleted). */
export const contentImageItemSchema = contentImageSchema.extend({
  createdAt: z.string(),
  usedBy: z.array(z.object({ id: z.number().int(), kind: z.enum(contentKinds), title: z.string() })),
});
export type ContentImageItem = z.output<typeof contentImageItemSchema>;
export const contentImageListSchema = z.object({ items: z.array(contentImageItemSchema) });

/** Where a published entry lives on the site. */
export const contentPublicPath = (kind: ContentKind, slug: string) => (kind === 'post' ? `/blog/${slug}` : `/help-center/${slug}`);

/** An uploaded image's variant, served to everyone: /media/<id>-<width>.webp. */
export const contentMediaPath = (imageId: number, width: number) => `/media/${imageId}-${width}.webp`;

const CONTENT_BASE = '/api/admin/content';
export const contentPaths = {
  /** GET the entries (?kind=post|answer), POST a new draft. */
  entries: CONTENT_BASE,
  /** GET one entry, PUT a save, DELETE a draft or unpublished one with its revisions. */
  entry: underId(CONTENT_BASE),
  publish: underId(CONTENT_BASE, '/publish'),
  schedule: underId(CONTENT_BASE, '/schedule'),
  unpublish: underId(CONTENT_BASE, '/unpublish'),
  revisions: underId(CONTENT_BASE, '/revisions'),
  revision: (id: number | string, n: number | string) => `${CONTENT_BASE}/${id}/revisions/${n}`,
  restore: (id: number | string, n: number | string) => `${CONTENT_BASE}/${id}/revisions/${n}/restore`,
  /** POST { body } → { html }: the public pages' renderer. */
  preview: `${CONTENT_BASE}/preview`,
  /** GET the uploaded images with what uses them; POST the raw image bytes with their Content-Type. */
  images: `${CONTENT_BASE}/images`,
  /** DELETE an image no entry uses. */
  image: underId(`${CONTENT_BASE}/images`),
} as const;

/** A slug made from a title: lower-case letters and digits joined by single hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_SLUG_MAX)
    .replace(/-+$/, '');
}
