import { useLoaderData, type MetaArgs } from 'react-router';
import { blogPage } from '../content/blog-extra';
import { pageSeo } from '../content/seo';
import { listBlogEntries, formatDate } from '../features/blog/blog.server';
import { BlogListing } from '../features/blog/blog-listing';
import { pageMeta } from '../lib/seo';

// One module serves /blog and /new-blog (spec 2: both are the blog listing); the route id
// tells them apart for their titles and canonical URLs.

// Runs at build time only (prerender): the Markdown never reaches the browser.
export function loader() {
  const entries = listBlogEntries();
  const newest = entries[0]?.date;
  return {
    entries,
    updatedLabel: newest ? `${blogPage.trendingDatePrefix} ${formatDate(newest)}` : '',
  };
}

export function meta({ location }: MetaArgs) {
  const path = location.pathname.toLowerCase().startsWith('/new-blog') ? '/new-blog' : '/blog';
  const seo = pageSeo[path] ?? pageSeo['/blog'];
  return pageMeta({ title: seo?.title ?? 'Blog', description: seo?.description ?? '', path });
}

export default function BlogPage() {
  const { entries, updatedLabel } = useLoaderData<typeof loader>();
  return <BlogListing entries={entries} updatedLabel={updatedLabel} />;
}
