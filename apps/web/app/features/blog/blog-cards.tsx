import { CardLink } from '../../components/ui/card-link';
import { PillList } from '../../components/ui/pill-list';
import type { BlogEntry } from './blog-types';

/**
 * An article's cover, at its own size so nothing moves when it loads; an uploaded cover comes in several
 * widths (docs/decisions/051-content-studio.md). Decorative in a list, where the title beside it names the
 * article; on the article's own page it carries its alt text. A listed cover loads lazily; the article's own
 * is its page's largest paint and loads first (docs/decisions/015-paint-first.md).
 */
export function Cover({
  entry,
  className,
  priority = false,
  described = false,
}: {
  entry: Pick<BlogEntry, 'image' | 'imageSrcset' | 'imageAlt' | 'imageWidth' | 'imageHeight'>;
  className: string;
  priority?: boolean;
  described?: boolean;
}) {
  return (
    <img
      src={entry.image}
      {...(entry.imageSrcset ? { srcSet: entry.imageSrcset, sizes: '(min-width: 768px) 768px, 100vw' } : {})}
      alt={described ? (entry.imageAlt ?? '') : ''}
      width={entry.imageWidth}
      height={entry.imageHeight}
      {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      className={className}
    />
  );
}

/**
 * A blog entry: the whole card opens /blog/{slug} (product §13), while the only link a
 * screen reader meets is the title, so the link's name is the title.
 */
export function BlogCard({
  entry,
  minutesLabel,
  headingLevel = 3,
  priority = false,
}: {
  entry: BlogEntry;
  /** The words after the reading time ('min read', content/blog.ts). */
  minutesLabel: string;
  headingLevel?: 2 | 3;
  /** The page's largest paint: its cover loads first, not lazily. */
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card transition-shadow hover:shadow-raised">
      <Cover entry={entry} priority={priority} className="aspect-video w-full bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium text-ink-600">
          {/* An entry shows only its own date, wherever it is listed (decision 025). */}
          <time dateTime={entry.date}>{entry.dateLabel}</time>
          <span aria-hidden="true"> · </span>
          {entry.readingMinutes} {minutesLabel}
        </p>
        <Heading className="mt-2 text-lg font-semibold leading-snug text-ink-900">
          <CardLink to={`/blog/${entry.slug}`} ring>
            {entry.title}
          </CardLink>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-ink-600">{entry.description}</p>
        {entry.tags.length > 0 && <PillList items={entry.tags.slice(0, 3)} label="Tags" className="mt-auto flex flex-wrap gap-1.5 pt-4" small />}
      </div>
    </article>
  );
}

/**
 * Blog cards in a grid; `columns` is the grid's columns from sm up. `priorityFirst`: the grid opens the page,
 * and its first cover is the largest paint on a phone, so it loads first rather than lazily once laid out
 * (docs/decisions/015-paint-first.md).
 */
export function BlogCardGrid({ entries, minutesLabel, columns, priorityFirst = false }: { entries: BlogEntry[]; minutesLabel: string; columns: string; priorityFirst?: boolean }) {
  return (
    <div className={`mt-6 grid gap-6 ${columns}`}>
      {entries.map((entry, i) => (
        <BlogCard key={entry.slug} entry={entry} minutesLabel={minutesLabel} priority={priorityFirst && i === 0} />
      ))}
    </div>
  );
}

/** A compact row for the sidebar lists (product §3 "Trending post: title, image"). */
export function BlogRow({ entry }: { entry: BlogEntry }) {
  return (
    <li className="group relative flex items-start gap-3">
      <Cover entry={entry} className="aspect-video w-24 shrink-0 rounded-control bg-brand-50 object-cover" />
      <div className="min-w-0">
        <CardLink to={`/blog/${entry.slug}`} className="text-sm font-semibold leading-snug text-ink-900">
          {entry.title}
        </CardLink>
        <p className="mt-1 text-xs text-ink-600">
          <time dateTime={entry.date}>{entry.dateLabel}</time>
        </p>
      </div>
    </li>
  );
}
