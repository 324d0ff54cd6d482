import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { site } from '../config/site';
import { getBlogArticle, relatedEntries } from '../features/blog/blog.server';
import { BlogArticleView } from '../features/blog/blog-article';
import { pageMeta } from '../lib/seo';

// decisions.md: each blog entry opens its own article page, written in Markdown in the
// repository. Rendered at build time (prerender), so marked stays out of the browser.
export function loader({ params }: LoaderFunctionArgs) {
  const article = getBlogArticle(params.slug ?? '');
  if (!article) throw data(null, { status: 404 });
  return { article, related: relatedEntries(article.slug) };
}

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  if (!loaded) return [{ title: `Article not found | ${site.name}` }];
  const { article } = loaded;
  return pageMeta({
    title: `${article.title} | ${site.name} Blog`,
    description: article.description,
    path: `/blog/${article.slug}`,
    image: article.image,
  });
}

export default function BlogPostPage() {
  const { article, related } = useLoaderData<typeof loader>();
  return <BlogArticleView article={article} related={related} />;
}
