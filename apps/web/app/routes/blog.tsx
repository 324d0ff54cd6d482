import { blogPage } from '../content/blog';
import { duplicatePaths } from '../config/routes';
import { pageSeo } from '../content/seo';
import { blogEntries, formatDate } from '../features/blog/blog.server';
import { BlogListing } from '../features/blog/blog-listing';
import { loadedPageMeta } from '../lib/seo';
import { jsonLdMeta, pageBreadcrumbJsonLd } from '../lib/structured-data.server';
import type { Route } from './+types/blog';

// One module serves /blog and /new-blog (product §2: both are the blog listing). Each has its own
// title; both name /blog as their canonical URL (config/routes.ts duplicatePaths).

const listingPath = (pathname: string) => (pathname.toLowerCase().startsWith('/new-blog') ? '/new-blog' : '/blog');

// Runs on the server, from the published posts (docs/decisions/052-content-pages-from-the-database.md): the
// posts, and the page's title and description, never reach the browser's JavaScript.
export async function loader({ request, context }: Route.LoaderArgs) {
  const entries = blogEntries(await context.content.list('post'));
  const newest = entries[0]?.date;
  const path = listingPath(new URL(request.url).pathname);
  return {
    entries,
    updated: newest ? { label: formatDate(newest), date: newest } : null,
    copy: blogPage,
    seo: pageSeo[path] ?? pageSeo['/blog'],
    jsonLd: jsonLdMeta(pageBreadcrumbJsonLd(duplicatePaths[path] ?? path)),
  };
}

export function meta({ location, data }: Route.MetaArgs) {
  const path = listingPath(location.pathname);
  return loadedPageMeta(data, duplicatePaths[path] ?? path, { title: 'Blog' }, { feed: true });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { entries, updated, copy } = loaderData;
  return <BlogListing entries={entries} updated={updated} copy={copy} />;
}
