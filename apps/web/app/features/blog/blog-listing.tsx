import { useEffect, useRef } from 'react';
import { PageHero } from '../../components/ui/page-hero';
import { PageColumn, TitledSection } from '../../components/ui/section';
import type { blogPage } from '../../content/blog';
import { BlogCardGrid, BlogRow } from './blog-cards';
import type { BlogEntry } from './blog-types';
import { BLOG_PAGE_SIZE, pageCount, pageFromSearch, pageItems, wrapPage } from './pagination';
import { replaceUrlState, splitUrlState, useUrlState } from '../../lib/url-state';

const LATEST_COUNT = 5;

type BlogCopy = typeof blogPage;

interface BlogListingProps {
  entries: BlogEntry[];
  /** The trending grid's one fixed date label (product §2): the newest article's date, made at build time. */
  updated: { label: string; date: string } | null;
  /** The words around the articles (content/blog.ts), sent as page data. */
  copy: BlogCopy;
}

export function BlogListing({ entries, updated, copy: blogPage }: BlogListingProps) {
  const trending = entries.filter((e) => e.trending);
  const latest = entries.slice(0, LATEST_COUNT);

  return (
    <>
      <PageHero hero={blogPage.hero} leadClassName="mt-5 max-w-2xl text-lg text-ink-600" />

      {/* The date label sits on its own line under the title: beside it, it would wrap differently once the web font loads (CLS). */}
      {trending.length > 0 && (
        <TitledSection titleId="trending-title" title={blogPage.trendingTitle} titleClassName="text-2xl font-bold text-ink-900" className="py-10">
          {updated && (
            <p className="mt-1 text-sm font-medium text-ink-600">
              {blogPage.trendingDatePrefix} <time dateTime={updated.date}>{updated.label}</time>
            </p>
          )}
          <BlogCardGrid entries={trending} minutesLabel={blogPage.minutes} columns="sm:grid-cols-2 lg:grid-cols-4" priorityFirst />
        </TitledSection>
      )}

      <PageColumn className="grid gap-10 pb-20 pt-6 lg:grid-cols-3">
        <PagedList entries={entries} copy={blogPage} />
        <aside aria-label="More posts" className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <SideList title={blogPage.latestTitle} id="latest-posts" entries={latest} />
          <SideList title={blogPage.trendingPostsTitle} id="trending-posts" entries={trending} />
        </aside>
      </PageColumn>
    </>
  );
}

function SideList({ title, id, entries }: { title: string; id: string; entries: BlogEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-200 bg-ink-50 p-5">
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-4">
        {entries.map((entry) => (
          <BlogRow key={entry.slug} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function PagedList({ entries, copy: blogPage }: { entries: BlogEntry[]; copy: BlogCopy }) {
  const count = pageCount(entries.length, BLOG_PAGE_SIZE);
  // The URL names the page (?page=3), so a shared link opens it. The page is prerendered once
  // showing page 1; the query is read after hydration (url-state.ts).
  const url = useUrlState();
  const page = pageFromSearch(splitUrlState(url ?? '').search, count);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const go = (target: number) => {
    // product §4: previous on the first page wraps to the last; next on the last wraps to the first.
    const next = wrapPage(target, count);
    if (next === page) return;
    moved.current = true;
    const { search, hash } = splitUrlState(url ?? '');
    const params = new URLSearchParams(search);
    if (next === 1) params.delete('page');
    else params.set('page', String(next));
    const query = params.toString();
    replaceUrlState(`${query ? `?${query}` : ''}${hash}`);
  };

  return (
    <section aria-labelledby="all-articles" className="lg:col-span-2">
      <h2 id="all-articles" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-ink-900 focus:outline-none">
        {blogPage.listTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-600" aria-live="polite">
        {blogPage.pageStatus.replace('{page}', String(page)).replace('{count}', String(count))}
      </p>
      <BlogCardGrid entries={pageItems(entries, page, BLOG_PAGE_SIZE)} minutesLabel={blogPage.minutes} columns="sm:grid-cols-2" />
      {count > 1 && (
        <nav aria-label={blogPage.pagination.label} className="mt-10">
          <ul className="flex flex-wrap items-center justify-center gap-2">
            <li>
              <button type="button" onClick={() => go(page - 1)} className={pagerClass(false, 'px-4')}>
                {blogPage.pagination.previous}
              </button>
            </li>
            {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <button
                  type="button"
                  onClick={() => go(n)}
                  aria-current={n === page ? 'page' : undefined}
                  className={pagerClass(n === page, 'w-11')}
                >
                  {n}
                </button>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => go(page + 1)} className={pagerClass(false, 'px-4')}>
                {blogPage.pagination.next}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </section>
  );
}

const pagerClass = (active: boolean, extra: string) =>
  `inline-flex min-h-11 items-center justify-center rounded-control border text-sm font-semibold transition-colors ${extra} ${
    active ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-300 bg-white text-ink-900 hover:border-brand-600 hover:text-brand-700'
  }`;
