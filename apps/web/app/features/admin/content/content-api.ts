import {
  contentPaths,
  type ContentCreate,
  type ContentEntry,
  type ContentImage,
  type ContentImageItem,
  type ContentKind,
  type ContentListItem,
  type ContentRevision,
  type ContentUpdate,
  type contentRevisionItemSchema,
} from '@tarang/shared/content';
import type { MessageResponse } from '@tarang/shared/auth';
import type { z } from 'zod';
import { adminCall, adminRequest } from '../admin-api';

// The Content area's calls (docs/product.md "Content studio"): every call goes through the admin client,
// so an ended session leaves for the login page as on every admin screen.

export type RevisionItem = z.output<typeof contentRevisionItemSchema>;
type EntryResult = { entry: ContentEntry };

export async function fetchContentList(kind: ContentKind, token: string, signal?: AbortSignal): Promise<ContentListItem[]> {
  const { data } = await adminRequest<{ items: ContentListItem[] }>(`${contentPaths.entries}?kind=${kind}`, token, signal);
  return data?.items ?? [];
}

export async function fetchEntry(id: number, token: string, signal?: AbortSignal): Promise<ContentEntry> {
  const { data } = await adminRequest<EntryResult>(contentPaths.entry(id), token, signal);
  if (!data) throw new Error(`${contentPaths.entry(id)} answered without a body`);
  return data.entry;
}

export const createEntry = (token: string, input: ContentCreate) => adminCall<EntryResult>(contentPaths.entries, token, { body: input });

export const saveEntry = (token: string, id: number, input: ContentUpdate) => adminCall<EntryResult>(contentPaths.entry(id), token, { method: 'PUT', body: input });

export const publishEntry = (token: string, id: number) => adminCall<EntryResult>(contentPaths.publish(id), token, { method: 'POST' });

export const scheduleEntry = (token: string, id: number, publishAt: string) => adminCall<EntryResult>(contentPaths.schedule(id), token, { body: { publishAt } });

export const unpublishEntry = (token: string, id: number) => adminCall<EntryResult>(contentPaths.unpublish(id), token, { method: 'POST' });

export async function fetchRevisions(id: number, token: string, signal?: AbortSignal): Promise<RevisionItem[]> {
  const { data } = await adminRequest<{ revisions: RevisionItem[] }>(contentPaths.revisions(id), token, signal);
  return data?.revisions ?? [];
}

export async function fetchRevision(id: number, number: number, token: string, signal?: AbortSignal): Promise<ContentRevision> {
  const { data } = await adminRequest<{ revision: ContentRevision }>(contentPaths.revision(id, number), token, signal);
  if (!data) throw new Error(`${contentPaths.revision(id, number)} answered without a body`);
  return data.revision;
}

export const restoreRevision = (token: string, id: number, number: number) => adminCall<EntryResult>(contentPaths.restore(id, number), token, { method: 'POST' });

/** The Markdown as the public page renders it (the same renderer and sanitiser). */
export async function previewHtml(body: string, token: string, signal?: AbortSignal): Promise<string> {
  const result = await adminCall<{ html: string }>(contentPaths.preview, token, { body: { body }, signal });
  if (!result.ok) throw new Error(`${contentPaths.preview} answered HTTP ${result.status}`);
  return result.data?.html ?? '';
}

/** The file's bytes as they are, under its own type: the server checks what they really are. */
export const uploadImage = (token: string, file: Blob) => adminCall<{ image: ContentImage }>(contentPaths.images, token, { body: file });

/** Deletes a draft or unpublished entry with its revisions (the server refuses a published or scheduled one). */
export const deleteEntry = (token: string, id: number) => adminCall<MessageResponse>(contentPaths.entry(id), token, { method: 'DELETE' });

/** The uploaded images, newest first, each with the entries that show it. */
export async function fetchImages(token: string, signal?: AbortSignal): Promise<ContentImageItem[]> {
  const { data } = await adminRequest<{ items: ContentImageItem[] }>(contentPaths.images, token, signal);
  return data?.items ?? [];
}

/** Deletes an image no entry shows (the server refuses one in use). */
export const deleteImage = (token: string, id: number) => adminCall<MessageResponse>(contentPaths.image(id), token, { method: 'DELETE' });
