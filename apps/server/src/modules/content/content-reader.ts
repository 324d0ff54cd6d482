import type { ContentKind, ContentLink, HelpCategory } from '@tarang/shared/content';
import type { ContentReader, FoundEntry, PublishedEntry } from '@tarang/shared/published-content';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { coverOf, parseJson, previewImageOf } from './content-shapes';
import { createContentRepository, type EntryRow } from './content.repository';
import { readingMinutes, renderMarkdown } from './markdown';

export type { ContentReader } from '@tarang/shared/published-content';

/**
 * The public read path (docs/decisions/051-content-studio.md). The server's pages cache what it answers
 * until version() changes; the rendered HTML is kept per entry and save here, so a list after one edit
 * renders only the edited entry again.
 */
export function createContentReader(db: Kysely<Database>): ContentReader {
  const repo = createContentRepository(db);
  const rendered = new Map<number, { key: string; html: string; minutes: number }>();

  function published(row: EntryRow): PublishedEntry {
    const id = Number(row.id);
    const key = `${row.revision}`;
    let html = rendered.get(id);
    if (html?.key !== key) {
      html = { key, html: renderMarkdown(row.body), minutes: readingMinutes(row.body) };
      rendered.set(id, html);
    }
    const cover = coverOf(row) ?? undefined;
    const preview = previewImageOf(row) ?? (cover && { src: cover.src, width: cover.width, height: cover.height });
    const tags = parseJson<string[]>(row.tags, []);
    return {
      kind: row.kind,
      slug: row.slug,
      title: row.title,
      description: row.description,
      html: html.html,
      tags,
      category: row.category as HelpCategory | null,
      author: row.author_name,
      publishedAt: toIsoString(row.published_at ?? row.updated_at),
      updatedAt: toIsoString(row.updated_at),
      readingMinutes: html.minutes,
      featured: Number(row.featured) === 1,
      cover: cover && { src: cover.src, ...(cover.srcset ? { srcset: cover.srcset } : {}), alt: cover.alt, width: cover.width, height: cover.height },
      previewImage: preview && { src: preview.src, width: preview.width, height: preview.height },
      keywords: row.kind === 'answer' ? tags : [],
      link: parseJson<ContentLink | null>(row.link, null) ?? undefined,
    };
  }

  function stateOf(row: EntryRow): FoundEntry | undefined {
    if (row.status === 'published') return { state: 'published', entry: published(row) };
    if (row.status === 'unpublished') return { state: 'gone' };
    return undefined;
  }

  return {
    version: () => repo.version(),
    list: async (kind) => (await repo.published(kind)).map(published),
    async find(kind, slug) {
      const row = await repo.findBySlug(kind, slug.toLowerCase());
      if (row) return stateOf(row);
      const movedTo = await repo.oldSlug(kind, slug.toLowerCase());
      const target = movedTo === undefined ? undefined : await repo.find(movedTo);
      // A deleted entry's addresses answer as an unpublished one's (docs/decisions/051-content-studio.md).
      if (!target) return (await repo.isGone(kind, slug.toLowerCase())) ? { state: 'gone' } : undefined;
      return target.status === 'published' ? { state: 'moved', slug: target.slug } : stateOf(target);
    },
  };
}

/** How often each instance looks for scheduled entries whose time has come. */
const PUBLISH_DUE_EVERY_MS = 15_000;

/** The audit trail's name for the scheduled-publishing job. */
const SCHEDULE_ACTOR: AuditActor = { adminId: null, actor: 'schedule' };

/** Scheduled publishing (docs/decisions/051-content-studio.md): the job every instance runs. */
export function createPublishJob(deps: { db: Kysely<Database>; audit: AuditService; clock: Clock; log: FastifyBaseLogger }) {
  const repo = createContentRepository(deps.db);

  /**
   * Publishes the scheduled entries whose time has come, auditing each and bumping the version in the same
   * transaction. Safe on several instances at once: each entry is taken by one UPDATE only. Returns what it published.
   */
  async function publishDue(now: Date): Promise<Array<{ id: number; kind: ContentKind; slug: string }>> {
    // Nearly every run finds nothing due: it then only reads, and never holds a write lock (on SQLite, one
    // would stall every other writer of the file).
    if (!(await repo.anyDue(now.toISOString()))) return [];
    return repo.inTransaction(async (r, trx) => {
      const done = await r.publishDue(now.toISOString());
      if (done.length > 0) await r.bumpVersion();
      for (const d of done) await deps.audit.record({ who: SCHEDULE_ACTOR, action: 'content.publish', ip: null, detail: { entryId: d.id, slug: d.slug, scheduled: true } }, trx);
      return done;
    });
  }

  return {
    publishDue,
    /**
     * Runs publishDue every PUBLISH_DUE_EVERY_MS of the clock's time (a test's clock moves it at once); the
     * returned function stops it.
     */
    start(): () => void {
      let stopped = false;
      void (async () => {
        while (!stopped) {
          await deps.clock.sleep(PUBLISH_DUE_EVERY_MS);
          if (stopped) return;
          try {
            const done = await publishDue(deps.clock.now());
            if (done.length > 0) deps.log.info({ published: done.map((d) => `${d.kind}/${d.slug}`) }, 'scheduled content published');
          } catch (err) {
            deps.log.warn({ err }, 'scheduled publishing failed; the next run retries');
          }
        }
      })();
      return () => {
        stopped = true;
      };
    },
  };
}
