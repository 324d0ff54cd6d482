import { data, isRouteErrorResponse, redirect } from 'react-router';
import { site } from '../config/site';
import { blogArticlePage, blogPage } from '../content/blog';
import { blogArticleOf, blogEntries, relatedEntries } from '../features/blog/blog.server';
import { BlogArticleView, type BlogArticleLabels } from '../features/blog/blog-article';
import { pageMeta } from '../lib/seo';
import { articleTrail, blogPostingJsonLd, breadcrumbJsonLd, jsonLdMeta } from '../lib/structured-data.server';
import { gone } from './missing-page';
import { meta as notFoundMeta } from './not-found';
import type { Route } from './+types/blog-post';

// product §13: each blog entry opens its own article page. Rendered on the server from the published post
// (docs/decisions/052-content-pages-from-the-database.md): an unpublished post is gone (410), and a changed
// slug moves its readers to the new address (301).
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.content.find('post', (params.slug ?? '').toLowerCase());
  if (found?.state === 'moved') throw redirect(`/blog/${found.slug}`, 301);
  if (found?.state === 'gone') throw data(null, { status: 410, statusText: 'Gone' });
  if (found?.state !== 'published') throw data(null, { status: 404, statusText: 'Not Found' });
  const article = blogArticleOf(found.entry);
  const related = relatedEntries(blogEntries(await context.content.list('post')), article.slug);
  const labels: BlogArticleLabels = { page: blogArticlePage, blog: blogPage.hero.eyebrow, minutes: blogPage.minutes };
  const jsonLd = jsonLdMeta(blogPostingJsonLd(article), breadcrumbJsonLd(articleTrail(article)));
  return { article, related, labels, jsonLd };
}

export function meta({ data: loaded, error, location }: Route.MetaArgs) {
  if (!loaded && isRouteErrorResponse(error) && error.status === 410) {
    return pageMeta({ title: `${gone.title} | ${site.name}`, description: gone.text, path: location.pathname, noindex: true });
  }
  if (!loaded) return notFoundMeta();
  const { article } = loaded;
  return pageMeta({
    title: `${article.title} | ${site.name} Blog`,
    description: article.description,
    path: `/blog/${article.slug}`,
    article: { publishedTime: article.date },
    image: article.previewImage,
    feed: true,
    jsonLd: loaded.jsonLd,
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { article, related, labels } = loaderData;
  return <BlogArticleView article={article} related={related} labels={labels} />;
}

export { MissingPageBoundary as ErrorBoundary } from './missing-page';
