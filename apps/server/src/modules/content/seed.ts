import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@tarang/shared/brand';
import { type ContentKind, helpCategories, type HelpCategory } from '@tarang/shared/content';
import { SENDER_ID } from '@tarang/shared/messaging-api';
import type { Kysely } from 'kysely';
import { isMap, isScalar, parseDocument } from 'yaml';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createContentRepository, type EntryInsert } from './content.repository';

// The starting content (docs/decisions/051-content-studio.md): the blog posts and help answers the site
// had in its repository become the first entries, once. seed/ holds them as Markdown with {{brand.key}}
// placeholders, filled from the brand configuration at import (docs/decisions/022-brand-configuration.md).

/** Where the seed files are: beside this module in the sources, copied beside the bundle by the build. */
function seedDir(): string | undefined {
  const candidates = [fileURLToPath(new URL('./seed', import.meta.url)), fileURLToPath(new URL('./content-seed', import.meta.url))];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'blog')));
}

const india = brand.countries.find((c) => c.code === 'IN') ?? brand.countries[0];

/** What `{{brand.key}}` stands for: the blog's keys (the web's brand-placeholders.ts) and the help answers' contacts. */
export const brandPlaceholders: Readonly<Record<string, string>> = {
  name: brand.name,
  shortName: brand.shortName,
  senderId: SENDER_ID,
  apiBaseUrl: brand.apiBaseUrl,
  mailDomain: brand.emails.noReply.slice(brand.emails.noReply.indexOf('@') + 1),
  'emails.support': brand.emails.support,
  'emails.info': brand.emails.info,
  'india.salesPhone': india?.salesPhone ?? '',
  'india.supportPhone': india?.supportPhone ?? '',
  ...Object.fromEntries(Object.entries(brand.claims).map(([key, value]) => [`claims.${key}`, String(value)])),
};

/** Replaces every `{{brand.key}}`; an unknown key stops the import, naming the file. */
export function fillPlaceholders(source: string, file: string, values = brandPlaceholders): string {
  return source.replace(/\{\{\s*brand\.([\w.]+)\s*\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${file}: unknown placeholder {{brand.${key}}}`);
    return value;
  });
}

type Front = Record<string, string | number | boolean>;

function frontMatter(source: string, file: string): { data: Front; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(source.replace(/\r\n?/g, '\n'));
  if (!m) throw new Error(`${file}: no front matter`);
  const doc = parseDocument(m[1]!);
  const data: Front = {};
  if (isMap(doc.contents)) {
    for (const { key, value } of doc.contents.items) {
      if (isScalar(key) && isScalar(value) && value.value !== null) data[String(key.value)] = value.value as string | number | boolean;
    }
  }
  return { data, body: source.replace(/\r\n?/g, '\n').slice(m[0].length).replace(/^\n/, '') };
}

const text = (v: Front[string] | undefined) => (v === undefined ? '' : String(v));
const list = (v: Front[string] | undefined) =>
  text(v)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** A static cover's size from its SVG's viewBox in the built site, else the blog drawings' 1200 × 630. */
function svgSize(webDist: string, src: string): { width: number; height: number } {
  for (const file of [path.join(webDist, src), fileURLToPath(new URL(`../../../../web/public${src}`, import.meta.url))]) {
    if (!fs.existsSync(file)) continue;
    const box = /viewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(fs.readFileSync(file, 'utf8').slice(0, 600));
    if (box?.[1] && box[2]) return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
  }
  return { width: 1200, height: 630 };
}

interface SeedEntry {
  kind: ContentKind;
  slug: string;
  row: Omit<EntryInsert, 'kind' | 'slug' | 'created_at' | 'updated_at' | 'revision' | 'status'>;
}

function readEntries(dir: string, webDist: string, at: Date): SeedEntry[] {
  const files = (sub: string) =>
    fs
      .readdirSync(path.join(dir, sub))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => ({ slug: f.slice(0, -3), file: `${sub}/${f}`, source: fillPlaceholders(fs.readFileSync(path.join(dir, sub, f), 'utf8'), `${sub}/${f}`) }));

  const posts: SeedEntry[] = files('blog').map(({ slug, file, source }) => {
    const { data, body } = frontMatter(source, file);
    const cover = text(data.image) || `/images/blog/${slug}.svg`;
    const size = svgSize(webDist, cover);
    const title = text(data.title) || slug;
    return {
      kind: 'post',
      slug,
      row: {
        title,
        description: text(data.description),
        body,
        tags: JSON.stringify(list(data.tags)),
        category: null,
        link: null,
        cover_image_id: null,
        cover_src: cover,
        cover_alt: title,
        cover_width: size.width,
        cover_height: size.height,
        preview_image_id: null,
        featured: data.trending === true ? 1 : 0,
        author_name: text(data.author) || brand.name,
        publish_at: null,
        published_at: new Date(`${text(data.date)}T00:00:00Z`).toISOString(),
      },
    };
  });

  const answers = files('help')
    .map(({ slug, file, source }) => ({ slug, file, ...frontMatter(source, file) }))
    .sort((a, b) => Number(a.data.order) - Number(b.data.order));
  const answerEntries: SeedEntry[] = answers.map(({ slug, file, data, body }, index) => {
    const category = text(data.category) as HelpCategory;
    if (!helpCategories.includes(category)) throw new Error(`${file}: unknown category ${category}`);
    const link = data.linkHref ? JSON.stringify({ label: text(data.linkLabel), href: text(data.linkHref) }) : null;
    return {
      kind: 'answer',
      slug,
      row: {
        title: text(data.title),
        description: text(data.description),
        body,
        tags: JSON.stringify(list(data.keywords)),
        category,
        link,
        cover_image_id: null,
        cover_src: null,
        cover_alt: null,
        cover_width: null,
        cover_height: null,
        preview_image_id: null,
        featured: 0,
        author_name: `${brand.name} Support`,
        publish_at: null,
        // A second apart, in the file's order, so the newest-first list keeps the help centre's order.
        published_at: new Date(at.getTime() - index * 1000).toISOString(),
      },
    };
  });
  return [...posts, ...answerEntries];
}

/**
 * Imports the starting content when the content tables have never been seeded (a marker in content_state,
 * claimed atomically, so several instances starting at once import it once, and deleting every entry later
 * does not bring them back). Returns how many entries it imported.
 */
export async function seedStartingContent(db: Kysely<Database>, clock: Clock, webDist: string): Promise<number> {
  const dir = seedDir();
  if (!dir) return 0;
  return createContentRepository(db).inTransaction(async (r) => {
    const at = clock.now();
    if (!(await r.claimSeeding(at.toISOString()))) return 0;
    const entries = readEntries(dir, webDist, at);
    const stamp = at.toISOString();
    const ids = await r.insertMany(entries.map((e): EntryInsert => ({ kind: e.kind, slug: e.slug, status: 'published', ...e.row, created_at: stamp, updated_at: stamp, revision: 1 })));
    await r.insertRevisions(
      entries.map((e) => {
        const { title, description, body, category } = e.row;
        const snapshot = {
          title,
          slug: e.slug,
          description,
          body,
          tags: JSON.parse(e.row.tags) as string[],
          category: category ?? null,
          cover: e.row.cover_src ? { src: e.row.cover_src, alt: e.row.cover_alt, width: e.row.cover_width, height: e.row.cover_height } : null,
          previewImage: null,
          link: e.row.link ? (JSON.parse(e.row.link) as unknown) : null,
          featured: e.row.featured === 1,
        };
        return { entry_id: ids.get(`${e.kind}/${e.slug}`)!, number: 1, snapshot: JSON.stringify(snapshot), admin_id: null, author_name: e.row.author_name, created_at: stamp };
      }),
    );
    await r.bumpVersion();
    return entries.length;
  });
}
