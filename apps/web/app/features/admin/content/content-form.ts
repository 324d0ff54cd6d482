import { contentMessages, type ContentCreate, type ContentEntry, type ContentKind } from '@tarang/shared/content';
import { parseTags } from './content-text';

// The editor's fields as the form hook holds them (text), and the save call's body made from them.

export type FormKey =
  | 'kind'
  | 'title'
  | 'slug'
  | 'description'
  | 'body'
  | 'tags'
  | 'category'
  | 'coverImageId'
  | 'coverSrc'
  | 'coverAlt'
  | 'previewImageId'
  | 'previewSrc'
  | 'linkLabel'
  | 'linkHref'
  | 'featured';
export type FormValues = Record<FormKey, string>;

/** The fields of a saved entry, or of a new one of `kind`. */
export function formValuesOf(entry: ContentEntry | undefined, kind: ContentKind): FormValues {
  return {
    kind: entry?.kind ?? kind,
    title: entry?.title ?? '',
    slug: entry?.slug ?? '',
    description: entry?.description ?? '',
    body: entry?.body ?? '',
    tags: entry?.tags.join(', ') ?? '',
    category: entry?.category ?? '',
    coverImageId: entry?.cover?.imageId ? String(entry.cover.imageId) : '',
    coverSrc: entry?.cover?.src ?? '',
    coverAlt: entry?.cover?.alt ?? '',
    previewImageId: entry?.previewImage?.imageId ? String(entry.previewImage.imageId) : '',
    previewSrc: entry?.previewImage?.src ?? '',
    linkLabel: entry?.link?.label ?? '',
    linkHref: entry?.link?.href ?? '',
    featured: entry?.featured ? 'true' : 'false',
  };
}

const idOf = (text: string) => (text ? Number(text) : undefined);

/**
 * The save call's body, checked by the shared schema: a cover goes with its alt text (an uploaded one with
 * its id; a starting post's drawing with the alt text alone, which keeps it), an answer with its category.
 */
export function inputOf(values: FormValues): Record<keyof ContentCreate, unknown> {
  const answer = values.kind === 'answer';
  return {
    kind: values.kind,
    title: values.title,
    slug: values.slug.trim(),
    description: values.description,
    body: values.body,
    tags: parseTags(values.tags),
    category: answer ? values.category || undefined : null,
    cover: values.coverSrc ? { imageId: idOf(values.coverImageId), alt: values.coverAlt } : null,
    previewImageId: idOf(values.previewImageId) ?? null,
    link: answer && (values.linkLabel.trim() || values.linkHref.trim()) ? { label: values.linkLabel, href: values.linkHref } : null,
    featured: answer ? undefined : values.featured === 'true',
  };
}

/** The rules of a save: the shared schema, given the body made from the fields. */
export const loadEntrySchema = () =>
  Promise.all([import('@tarang/shared/content'), import('@tarang/shared/zod')]).then(([m, { z }]) =>
    z.preprocess((values) => inputOf(values as FormValues), m.contentCreateSchema),
  );

/**
 * The field a refusal is about when the server says it in a sentence without naming the field (its checks
 * that need the database or the entry: a taken slug, an answer's category, an image gone), so the sentence
 * shows under that field and it takes focus like any other error (docs/decisions/024-focus-after-a-failed-submit.md).
 */
const refusalFields: Record<string, string> = {
  [contentMessages.slugTaken]: 'slug',
  [contentMessages.slugFromTitle]: 'slug',
  [contentMessages.categoryRequired]: 'category',
  [contentMessages.categoryForPost]: 'category',
  [contentMessages.coverMissing]: 'cover',
  [contentMessages.imageNotFound]: 'cover',
};

export const refusalField = (message: string): string | undefined => refusalFields[message];
