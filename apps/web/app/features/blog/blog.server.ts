import fs from 'node:fs';
import path from 'node:path';
import type { PublishedEntry } from '@tarang/shared/published-content';
import { type LinkPreviewImage, previewImageType } from '../../lib/seo';
import type { BlogArticle, BlogEntry } from './blog-types';

// Server-only: the blog's pages render on the server from the published posts the database holds
// (docs/decisions/052-content-pages-from-the-database.md); the .server suffix keeps this out of the browser.

const FALLBACK_SIZE = { width: 640, height: 360 };

/** How many posts the trending grid shows when no post is marked for it. */
const TRENDING_COUNT = 4;

/** Width and height of a cover SVG under public/, so every <img> reserves its space (CLS budget). */
export function imageSize(publicPath: string): { width: number; height: number } {
  const candidates = [path.join('public', publicPath), path.join('apps/web/public', publicPath)];
  for (const file of candidates) {
    if (!fs.existsSync(file)) continue;
    const head = fs.readFileSync(file, 'utf8').slice(0, 600);
    const box = /viewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(head);
    if (box?.[1] && box[2]) return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
  }
  return FALLBACK_SIZE;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-06-10' -> '10 Jun 2026' (the site's date style; product §10 shows '21 Nov 2026'). */
export function formatDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : isoDate;
}

/** A post without a cover shows the blog's own picture. */
const NO_COVER: NonNullable<PublishedEntry['cover']> = { src: '/images/og/default.png', alt: '', width: 1200, height: 630 };

/** A published post as the listing's card shows it. */
function blogEntryOf(post: PublishedEntry): BlogEntry {
  const date = post.publishedAt.slice(0, 10);
  const cover = post.cover ?? NO_COVER;
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    date,
    dateLabel: formatDate(date),
    author: post.author,
    image: cover.src,
    ...(cover.srcset ? { imageSrcset: cover.srcset } : {}),
    imageAlt: cover.alt,
    imageWidth: cover.width,
    imageHeight: cover.height,
    tags: post.tags,
    trending: post.featured,
    readingMinutes: post.readingMinutes,
  };
}

/** The published posts, newest first; with none marked as trending, the newest few are. */
export function blogEntries(posts: PublishedEntry[]): BlogEntry[] {
  const entries = posts.map(blogEntryOf);
  if (entries.some((e) => e.trending)) return entries;
  return entries.map((e, i) => (i < TRENDING_COUNT ? { ...e, trending: true } : e));
}

/**
 * The article's link preview: its own picture when networks can show it (not an SVG); else the picture the
 * build drew for a starting post from its title, named after its static cover; else the blog's own.
 */
function linkPreview(post: PublishedEntry): LinkPreviewImage {
  if (post.previewImage && previewImageType(post.previewImage.src)) return post.previewImage;
  const drawn = /^\/images\/blog\/([\w-]+)\.svg$/.exec(post.cover?.src ?? '');
  return { src: drawn ? `/images/og/blog/${drawn[1]}.png` : '/images/og/blog.png', width: 1200, height: 630 };
}

export function blogArticleOf(post: PublishedEntry): BlogArticle {
  return { ...blogEntryOf(post), html: post.html, previewImage: linkPreview(post) };
}

/** Up to `count` other articles, those sharing the most tags first, then the newest. */
export function relatedEntries(entries: BlogEntry[], slug: string, count = 3): BlogEntry[] {
  const self = entries.find((e) => e.slug === slug);
  const tags = new Set(self?.tags ?? []);
  return entries
    .filter((e) => e.slug !== slug)
    .map((e, index) => ({ e, index, shared: e.tags.filter((t) => tags.has(t)).length }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, count)
    .map((x) => x.e);
}
