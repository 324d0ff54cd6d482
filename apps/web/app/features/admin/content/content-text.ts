import { zoneOffsetMs } from '@tarang/shared/time-zone';
import { formatDashboardDate } from '../format-date';
import type { ContentKind, ContentListItem, ContentStatus } from '@tarang/shared/content';

// The Content area's words and the small rules behind them (docs/product.md "Content studio").

export const kindLabels: Record<ContentKind, { plural: string; one: string; new: string }> = {
  post: { plural: 'Blog posts', one: 'blog post', new: 'New post' },
  answer: { plural: 'Help answers', one: 'help answer', new: 'New answer' },
};

export const statusLabels: Record<ContentStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

/** The badge colours: each with text at AA contrast on its background. */
export const statusClasses: Record<ContentStatus, string> = {
  draft: 'border-ink-300 bg-ink-100 text-ink-700',
  scheduled: 'border-brand-200 bg-brand-50 text-brand-900',
  published: 'border-success-600 bg-success-50 text-ink-900',
  unpublished: 'border-danger-600 bg-danger-50 text-danger-700',
};

/** The time a row's status is about: when it goes live, or when it went live. */
export function statusTime(item: Pick<ContentListItem, 'status' | 'publishAt' | 'publishedAt'>): string | null {
  if (item.status === 'scheduled') return item.publishAt;
  if (item.status === 'published' || item.status === 'unpublished') return item.publishedAt;
  return null;
}

/** One sentence for the editor's status line. */
export function statusSentence(item: Pick<ContentListItem, 'status' | 'publishAt' | 'publishedAt'>, timeZone: string): string {
  const at = formatDashboardDate(statusTime(item), timeZone);
  if (item.status === 'scheduled') return `Scheduled for ${at}`;
  if (item.status === 'published') return `Published ${at}`;
  if (item.status === 'unpublished') return 'Unpublished: its page answers “gone”';
  return 'Draft: not on the site';
}

/**
 * "52 of 50–160 characters" ("35 of up to 60 characters" without a minimum), with whether the length is
 * inside the range search results show well.
 */
export function lengthHint(text: string, min: number, max: number): { text: string; within: boolean } {
  const n = [...text].length;
  return { text: `${n} of ${min ? `${min}–` : 'up to '}${max} characters`, within: n >= min && n <= max };
}

/** Tags as typed ("sms, dlt ,otp") → ['sms', 'dlt', 'otp']; empty and repeated ones dropped. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/**
 * A datetime-local value ('2026-11-29T18:30', wall-clock time in the admin's zone) as an ISO instant, or
 * undefined when it is not one. A time that happens twice (clocks going back) is the first of them; a time
 * a clock change skips reads with the offset from before the change.
 */
export function zonedInputToInstant(value: string, timeZone: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return undefined;
  // The offsets a day either side bracket any change of the zone's clock near this time.
  const before = wall - zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = wall - zoneOffsetMs(wall + DAY_MS, timeZone);
  const exact = [before, after].filter((t) => t + zoneOffsetMs(t, timeZone) === wall);
  return new Date(exact.length ? Math.min(...exact) : before).toISOString();
}

/** An ISO instant as a datetime-local value in the zone ('2026-11-29T18:30'). */
export function instantToZonedInput(iso: string, timeZone: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return '';
  const wall = new Date(ms + zoneOffsetMs(ms, timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** An entry's words as one text for a line diff: the fields first, then the body. */
export function comparableText(snapshot: { title: string; slug: string; description: string; tags: string[]; body: string }): string {
  return [`Title: ${snapshot.title}`, `Slug: ${snapshot.slug}`, `Description: ${snapshot.description}`, `Tags: ${snapshot.tags.join(', ')}`, '', snapshot.body].join('\n');
}

/** Whether an instant is still to come; the server checks it again against its own clock. */
export function inFuture(iso: string, now: Date = new Date()): boolean {
  return new Date(iso).getTime() > now.getTime();
}
