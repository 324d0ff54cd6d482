import type { MetaDescriptor } from 'react-router';
import { site } from '../config/site';

interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. '/contact'; the canonical URL is built from site.url. */
  path: string;
  image?: string;
  noindex?: boolean;
  /** The page's schema.org JSON-LD, made by its loader with lib/structured-data.server.ts (jsonLdMeta). */
  jsonLd?: readonly MetaDescriptor[];
}

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** One JSON-LD block: built typed at build time, sent as page data, rendered as a script data block. */
export type JsonLdBlock = { readonly '@context': 'https://schema.org'; readonly '@type': string; readonly [key: string]: Json };

/** Title, description, canonical URL, Open Graph tags and structured data for one page. */
export function pageMeta({ title, description, path, image = '/images/og-default.svg', noindex, jsonLd = [] }: PageSeo): MetaDescriptor[] {
  const url = `${site.url}${path === '/' ? '' : path}`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${site.url}${image}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...jsonLd,
  ];
}
