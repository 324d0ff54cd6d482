import { site } from '../config/site';
import type { Route } from './+types/robots-txt';

// The admin area is private (product §6) and not prerendered; crawlers are pointed at the sitemap.
export function loader(_: Route.LoaderArgs) {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin/', '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
