import { data } from 'react-router';
import { site } from '../config/site';
import { blogArticlePage, blogPage } from '../content/blog';
import { getBlogArticle, relatedEntries } from '../features/blog/blog.server';
import { BlogArticleView, type BlogArticleLabels } from '../features/blog/blog-article';
import { pageMeta } from '../lib/seo';
import { articleTrail, blogPostingJsonLd, breadcrumbJsonLd, jsonLdMeta } from '../lib/structured-data.server';
import { meta as notFoundMeta } from './not-found';
import type { Route } from './+types/blog-post';

// product §13: each blog entry opens its own article page, written in Markdown in the
// repository. Rendered at build time (prerender), so marked stays out of the browser.
export function loader({ params }: Route.LoaderArgs) {
  const article = getBlogArticle(params.slug ?? '');
  if (!article) throw data(null, { status: 404 });
  const labels: BlogArticleLabels = { page: blogArticlePage, blog: blogPage.hero.eyebrow, minutes: blogPage.minutes };
  const jsonLd = jsonLdMeta(blogPostingJsonLd(article), breadcrumbJsonLd(articleTrail(article)));
  return { article, related: relatedEntries(article.slug), labels, jsonLd };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const { article } = loaded;
  return pageMeta({
    title: `${article.title} | ${site.name} Blog`,
    description: article.description,
    path: `/blog/${article.slug}`,
    article: { publishedTime: article.date },
    jsonLd: loaded.jsonLd,
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { article, related, labels } = loaderData;
  return <BlogArticleView article={article} related={related} labels={labels} />;
}

export { MissingPageBoundary as ErrorBoundary } from './missing-page';
