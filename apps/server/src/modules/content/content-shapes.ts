import {
  CONTENT_IMAGE_WIDTHS,
  type ContentCover,
  type ContentEntry,
  type ContentLink,
  type ContentPreviewImage,
  contentMediaPath,
  contentPublicPath,
  type HelpCategory,
} from '@tarang/shared/content';
import { toIsoString } from '../../db/connect';
import type { EntryRow } from './content.repository';

// How stored entries read as the admin API's and the public pages' shapes (docs/decisions/051-content-studio.md).

/** The widths an image was stored at, given its widest variant's (images.ts makes exactly these). */
function variantWidths(widest: number): number[] {
  return [...CONTENT_IMAGE_WIDTHS.filter((w) => w < widest), widest];
}

export const imageSrcset = (imageId: number, widest: number) =>
  variantWidths(widest)
    .map((w) => `${contentMediaPath(imageId, w)} ${w}w`)
    .join(', ');

export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function coverOf(row: Pick<EntryRow, 'cover_image_id' | 'cover_src' | 'cover_alt' | 'cover_width' | 'cover_height'>): ContentCover | null {
  if (row.cover_src === null || row.cover_width === null || row.cover_height === null) return null;
  const imageId = row.cover_image_id === null ? undefined : Number(row.cover_image_id);
  return {
    ...(imageId === undefined ? {} : { imageId, srcset: imageSrcset(imageId, Number(row.cover_width)) }),
    src: row.cover_src,
    alt: row.cover_alt ?? '',
    width: Number(row.cover_width),
    height: Number(row.cover_height),
  };
}

export function previewImageOf(row: Pick<EntryRow, 'preview_image_id' | 'preview_width' | 'preview_height'>): ContentPreviewImage | null {
  if (row.preview_image_id === null || row.preview_width === null || row.preview_height === null) return null;
  const imageId = Number(row.preview_image_id);
  return { imageId, src: contentMediaPath(imageId, Number(row.preview_width)), width: Number(row.preview_width), height: Number(row.preview_height) };
}

const iso = (value: Date | string | null) => (value === null ? null : toIsoString(value));

export function listItemOf(row: Pick<EntryRow, 'id' | 'kind' | 'slug' | 'title' | 'status' | 'publish_at' | 'published_at' | 'updated_at' | 'author_name' | 'revision'>) {
  return {
    id: Number(row.id),
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    status: row.status,
    publishAt: iso(row.publish_at),
    publishedAt: iso(row.published_at),
    updatedAt: toIsoString(row.updated_at),
    authorName: row.author_name,
    revision: Number(row.revision),
  };
}

/** The fields an admin edits, as a revision keeps them. */
export function editableOf(row: EntryRow) {
  return {
    title: row.title,
    slug: row.slug,
    description: row.description,
    body: row.body,
    tags: parseJson<string[]>(row.tags, []),
    category: row.category as HelpCategory | null,
    cover: coverOf(row),
    previewImage: previewImageOf(row),
    link: parseJson<ContentLink | null>(row.link, null),
    featured: Number(row.featured) === 1,
  };
}

export function entryOf(row: EntryRow): ContentEntry {
  return { ...listItemOf(row), ...editableOf(row), createdAt: toIsoString(row.created_at), url: contentPublicPath(row.kind, row.slug) };
}
