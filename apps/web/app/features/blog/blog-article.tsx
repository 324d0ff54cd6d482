import { Link } from 'react-router';
import { PageColumn, Section } from '../../components/ui/section';
import type { blogArticlePage } from '../../content/blog';
import { PillList } from '../../components/ui/pill-list';
import { BlogCardGrid, Cover } from './blog-cards';
import type { BlogArticle, BlogEntry } from './blog-types';
import { prose } from './prose';


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
        <Cover entry={article} priority described className="mt-8 aspect-video w-full rounded-panel bg-brand-50 object-cover" />
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
