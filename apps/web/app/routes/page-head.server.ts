import { pageSeo } from '../content/seo';
import { jsonLdMeta, pageBreadcrumbJsonLd } from '../lib/structured-data.server';

/**
 * What a public page's loader sends for its head at build time: its title and description
 * (content/seo.ts) and its breadcrumb as JSON-LD, which `meta` then reads as page data (decision 014).
 */
export function pageHead(path: string) {
  return { seo: pageSeo[path], jsonLd: jsonLdMeta(pageBreadcrumbJsonLd(path)) };
}
