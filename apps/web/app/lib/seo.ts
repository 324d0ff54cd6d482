import type { MetaDescriptor } from 'react-router';
import { site } from '../config/site';

interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. '/contact'; the canonical URL is built from site.url. */
  path: string;
  image?: string;
  noindex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({ title, description, path, image = '/images/og-default.svg', noindex }: PageSeo): MetaDescriptor[] {
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
  ];
}
