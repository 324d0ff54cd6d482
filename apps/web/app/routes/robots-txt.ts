import { site } from '../config/site';

// The admin area is private (product §6) and not prerendered; crawlers are pointed at the sitemap.
export function loader() {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin/', '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
