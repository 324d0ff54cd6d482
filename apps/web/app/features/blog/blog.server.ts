import fs from 'node:fs';
import path from 'node:path';
import { Marked, type Tokens } from 'marked';
import type { BlogArticle, BlogEntry } from './blog-types';
import { fillBrandPlaceholders } from './brand-placeholders';
import { parseFrontMatter, type FrontMatterValue } from './front-matter';

// Build-time only: route loaders run when the pages are prerendered (ssr:false + prerender),
// so marked and the Markdown sources stay out of the browser bundle (the .server suffix makes
// React Router refuse to bundle this file for the browser).

const sources = import.meta.glob<string>('../../content/blog/*.md', { query: '?raw', import: 'default', eager: true });

const FALLBACK_SIZE = { width: 640, height: 360 };

/** Width and height of a cover SVG under public/, so every <img> reserves its space (CLS budget). */
function imageSize(publicPath: string): { width: number; height: number } {
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

const text = (v: FrontMatterValue | undefined, fallback = ''): string => (v === undefined ? fallback : String(v));

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const marked = new Marked({ gfm: true });
marked.use({
  renderer: {
    // Section headings get ids, so a shared link can point at a section.
    heading(this: { parser: { parseInline(tokens: Tokens.Heading['tokens']): string } }, token: Tokens.Heading) {
      const inner = this.parser.parseInline(token.tokens);
      return `<h${token.depth} id="${slugify(token.text)}">${inner}</h${token.depth}>\n`;
    },
  },
});

/**
 * Wide tables and code blocks scroll sideways on a phone; a focusable box lets a keyboard scroll
 * them. Each table's box is a region named after the section it sits in, so the names are unique.
 */
function makeScrollable(html: string): string {
  const used = new Map<string, number>();
  let heading = 'Table';
  const withTables = html.replace(/<h[23][^>]*>([\s\S]*?)<\/h[23]>|<table>/g, (match, headingHtml: string | undefined) => {
    if (headingHtml !== undefined) {
      heading = headingHtml.replace(/<[^>]+>/g, '').trim() || heading;
      return match;
    }
    const n = (used.get(heading) ?? 0) + 1;
    used.set(heading, n);
    const label = `${n > 1 ? `${heading} (${n})` : heading}: table`.replace(/"/g, '&quot;');
    return `<div class="md-scroll" role="region" aria-label="${label}" tabindex="0"><table>`;
  });
  return withTables.replace(/<\/table>/g, '</table></div>').replace(/<pre>/g, '<pre tabindex="0">');
}

interface Parsed {
  entry: BlogEntry;
  body: string;
}

function parse(file: string, source: string): Parsed {
  const slug = file.replace(/^.*\//, '').replace(/\.md$/, '');
  const { data, body } = parseFrontMatter(fillBrandPlaceholders(source, file), file);
  const image = text(data.image, `/images/blog/${slug}.svg`);
  const size = imageSize(image);
  const date = text(data.date);
  const entry: BlogEntry = {
    slug,
    title: text(data.title, slug),
    description: text(data.description),
    date,
    dateLabel: formatDate(date),
    author: text(data.author),
    image,
    imageWidth: size.width,
    imageHeight: size.height,
    tags: text(data.tags)
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    trending: data.trending === true,
    readingMinutes: typeof data.readingMinutes === 'number' ? data.readingMinutes : 5,
  };
  return { entry, body };
}

let cache: Parsed[] | undefined;

/** Every article, newest first (ties by title, so the order is stable between builds). */
function all(): Parsed[] {
  cache ??= Object.entries(sources)
    .map(([file, source]) => parse(file, source))
    .sort((a, b) => b.entry.date.localeCompare(a.entry.date) || a.entry.title.localeCompare(b.entry.title));
  return cache;
}

export function listBlogEntries(): BlogEntry[] {
  return all().map((p) => p.entry);
}

export function getBlogArticle(slug: string): BlogArticle | undefined {
  const found = all().find((p) => p.entry.slug === slug.toLowerCase());
  if (!found) return undefined;
  return { ...found.entry, html: makeScrollable(marked.parse(found.body, { async: false })) };
}

/** Up to `count` other articles, those sharing the most tags first, then the newest. */
export function relatedEntries(slug: string, count = 3): BlogEntry[] {
  const entries = listBlogEntries();
  const self = entries.find((e) => e.slug === slug);
  const tags = new Set(self?.tags ?? []);
  return entries
    .filter((e) => e.slug !== slug)
    .map((e, index) => ({ e, index, shared: e.tags.filter((t) => tags.has(t)).length }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, count)
    .map((x) => x.e);
}
