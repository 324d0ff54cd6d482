import type { MetaDescriptor } from 'react-router';
import { site } from '../config/site';

interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. '/contact'; the canonical URL is built from site.url. */
  path: string;
  noindex?: boolean;
  /** An article's dates (ISO 8601): the page is shared as an Open Graph article. */
  article?: { publishedTime: string; modifiedTime?: string };
  /** The page's schema.org JSON-LD, made by its loader with lib/structured-data.server.ts (jsonLdMeta). */
  jsonLd?: readonly MetaDescriptor[];
  /** A picture of the page's own for its link preview (an article's, docs/decisions/051-content-studio.md). */
  image?: LinkPreviewImage;
  /** The page links the blog's Atom feed (/feed.xml), so a feed reader finds it from the page. */
  feed?: boolean;
}

export interface LinkPreviewImage {
  /** A path on this site. */
  src: string;
  width: number;
  height: number;
}

const imageTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The MIME type of a picture networks can show (they take no SVG), from its name; undefined for any other. */
export function previewImageType(src: string): string | undefined {
  return imageTypes[/\.(\w+)$/.exec(src)?.[1]?.toLowerCase() ?? ''];
}

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** One JSON-LD block: built typed at build time, sent as page data, rendered as a script data block. */
export type JsonLdBlock = { readonly '@context': 'https://schema.org'; readonly '@type': string; readonly [key: string]: Json };

/**
 * The link preview of a page: a 1200 x 630 PNG the build draws from the brand and the page's title
 * (scripts/brand-assets.ts, docs/decisions/039-link-previews-and-brand-assets.md), named after its
 * canonical path: '/' is /images/og/home.png, '/services/sms' /images/og/services/sms.png. A page kept
 * out of search (noindex) shows the brand's own picture.
 */
export function previewImage(path: string, noindex = false): string {
  if (noindex) return '/images/og/default.png';
  return `/images/og${path === '/' ? '/home' : path.toLowerCase()}.png`;
}

/** Title, description, canonical URL, Open Graph and X card tags, and structured data for one page. */
export function pageMeta({ title, description, path, noindex, article, jsonLd = [], image, feed }: PageSeo): MetaDescriptor[] {
  const url = `${site.url}${path === '/' ? '' : path}`;
  const own = image && previewImageType(image.src) ? image : undefined;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: article ? 'article' : 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    // Absolute, with its size and words: networks fetch the picture from the tags alone, and reserve its
    // space before it arrives.
    { property: 'og:image', content: `${site.url}${own?.src ?? previewImage(path, noindex)}` },
    { property: 'og:image:type', content: own ? previewImageType(own.src)! : 'image/png' },
    { property: 'og:image:width', content: String(own?.width ?? 1200) },
    { property: 'og:image:height', content: String(own?.height ?? 630) },
    { property: 'og:image:alt', content: title },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(article ? [{ property: 'article:published_time', content: article.publishedTime }] : []),
    ...(article?.modifiedTime ? [{ property: 'article:modified_time', content: article.modifiedTime }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(feed ? [{ tagName: 'link', rel: 'alternate', type: 'application/atom+xml', href: '/feed.xml', title: `${site.name} Blog` }] : []),
    ...jsonLd,
  ];
}

/** What a public page's loader sends for its head (routes/page-head.server.ts): its words and its JSON-LD. */
interface LoadedHead {
  seo?: { title: string; description: string };
  jsonLd?: readonly MetaDescriptor[];
}

/**
 * A public page's meta from its loader's data (decision 014: content/seo.ts reaches `meta` as page data).
 * `fallback` names the page where that data is missing.
 */
export function loadedPageMeta(data: LoadedHead | undefined, path: string, fallback: { title: string; description?: string }, extra: Pick<PageSeo, 'feed'> = {}): MetaDescriptor[] {
  return pageMeta({ title: data?.seo?.title ?? fallback.title, description: data?.seo?.description ?? fallback.description ?? '', path, jsonLd: data?.jsonLd, ...extra });
}
