import { Link } from 'react-router';
import { PageColumn, Section } from '../../components/ui/section';
import type { blogArticlePage } from '../../content/blog';
import { PillList } from '../../components/ui/pill-list';
import { BlogCardGrid, Cover } from './blog-cards';
import type { BlogArticle, BlogEntry } from './blog-types';

/**
 * Typography for the Markdown body, with the design tokens (docs/decisions/003). Written as
 * child selectors because the HTML comes from marked at build time.
 */
const prose = [
  'text-base leading-7 text-ink-700 sm:text-lg sm:leading-8 [overflow-wrap:anywhere]',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:text-ink-900',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900',
  '[&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-ink-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li::marker]:text-brand-600',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-ink-900',
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-card [&_pre]:bg-ink-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-ink-100',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_.md-scroll]:relative [&_.md-scroll]:mt-6 [&_.md-scroll]:overflow-x-auto [&_.md-scroll]:rounded-card [&_.md-scroll]:border [&_.md-scroll]:border-ink-200',
  '[&_table]:w-full [&_table]:min-w-[34rem] [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm',
  '[&_th]:bg-ink-50 [&_th]:px-4 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:text-ink-900 [&_td]:border-t [&_td]:border-ink-200 [&_td]:px-4 [&_td]:py-2.5 [&_td]:align-top',
  '[&_hr]:my-10 [&_hr]:border-ink-200',
].join(' ');

/** The words around an article (content/blog.ts), sent as page data with the article. */
export interface BlogArticleLabels {
  page: typeof blogArticlePage;
  /** The breadcrumb's link back to the listing. */
  blog: string;
  minutes: string;
}

export function BlogArticleView({ article, related, labels }: { article: BlogArticle; related: BlogEntry[]; labels: BlogArticleLabels }) {
  const blogArticlePage = labels.page;
  return (
    <>
      <PageColumn width="text" className="pb-12 pt-8 lg:pt-12">
        <article>
        <nav aria-label={blogArticlePage.breadcrumb} className="text-sm text-ink-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/blog" className="font-medium text-brand-700 hover:underline">
                {labels.blog}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="line-clamp-1">
              {article.title}
            </li>
          </ol>
        </nav>
        <header className="mt-6">
          <h1 className="text-3xl font-bold leading-tight tracking-tight text-ink-900 sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg text-ink-600">{article.description}</p>
          <p className="mt-5 text-sm text-ink-600">
            {blogArticlePage.by} <span className="font-semibold text-ink-900">{article.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.date}>{article.dateLabel}</time>
            <span aria-hidden="true"> · </span>
            {article.readingMinutes} {labels.minutes}
          </p>
        </header>
        <Cover entry={article} priority className="mt-8 aspect-video w-full rounded-panel bg-brand-50 object-cover" />
        <div className={`mt-4 ${prose}`} dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.tags.length > 0 && <PillList items={article.tags} label="Tags" className="mt-10 flex flex-wrap gap-2" />}
        <aside aria-labelledby="article-cta" className="mt-12 rounded-panel bg-brand-900 p-6 text-white sm:p-8">
          <h2 id="article-cta" className="text-xl font-bold">
            {blogArticlePage.cta.title}
          </h2>
          <p className="mt-2 text-brand-100">{blogArticlePage.cta.text}</p>
          <Link
            to={blogArticlePage.cta.href}
            className="mt-5 inline-flex min-h-11 items-center rounded-control bg-white px-5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
          >
            {blogArticlePage.cta.label}
          </Link>
        </aside>
        </article>
      </PageColumn>
      {related.length > 0 && (
        <Section aria-labelledby="related-title" className="bg-ink-50 border-t border-ink-200" columnClassName="py-14">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="related-title" className="text-2xl font-bold text-ink-900">
              {blogArticlePage.relatedTitle}
            </h2>
            <Link to="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
              {blogArticlePage.backToBlog}
            </Link>
          </div>
          <BlogCardGrid entries={related} minutesLabel={labels.minutes} columns="md:grid-cols-3" />
        </Section>
      )}
    </>
  );
}
