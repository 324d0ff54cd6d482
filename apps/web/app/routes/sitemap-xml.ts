import { duplicatePaths, publicPaths } from '../config/routes';
import { site } from '../config/site';
import type { PublishedEntry } from '@tarang/shared/published-content';
import type { Route } from './+types/sitemap-xml';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Every public page (config/routes.ts) and every published blog article, rendered by the server until the
 * content changes (docs/decisions/052-content-pages-from-the-database.md).
 * Paths that differ only in letter case are one page on this server (product §11), so the
 * sitemap names it once, in the spelling of the route table (/Privacy-policy). A path that repeats
 * another page (duplicatePaths: /new-blog) is left out; /blog's lastmod is its newest article's date,
 * the same date that article shows everywhere (decision 025).
 */
function sitemapUrls(posts: PublishedEntry[]): { path: string; lastmod?: string }[] {
  const seen = new Set<string>();
  const newest = posts[0]?.publishedAt.slice(0, 10);
  const pages = publicPaths.filter((p) => {
    if (duplicatePaths[p]) return false;
    const key = p.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [
    ...pages.map((path) => ({ path, ...(path === '/blog' && newest ? { lastmod: newest } : {}) })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.publishedAt.slice(0, 10) })),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const urls = sitemapUrls(await context.content.list('post'))
    .map(({ path, lastmod }) => {
      const loc = `${site.url}${path === '/' ? '/' : path}`;
      return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
