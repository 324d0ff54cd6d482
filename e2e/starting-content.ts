import fs from 'node:fs';
import path from 'node:path';
import { fillPlaceholders } from '../apps/server/src/modules/content/seed';

// The starting posts and answers every new database imports once (docs/decisions/051-content-studio.md):
// what the shared e2e server publishes, since no test publishes on it (the content studio's stories run
// on servers of their own).

const seedDir = path.resolve(import.meta.dirname, '../apps/server/src/modules/content/seed');

function read(kind: 'blog' | 'help', slug: string): { front: Record<string, string>; body: string } {
  const file = `${kind}/${slug}.md`;
  const source = fillPlaceholders(fs.readFileSync(path.join(seedDir, file), 'utf8'), file);
  const m = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!m) throw new Error(`${file}: no front matter`);
  const front = Object.fromEntries(
    [...m[1]!.matchAll(/^(\w+):\s*"?(.*?)"?$/gm)].map(([, key, value]) => [key!, value!.replace(/\\"/g, '"')]),
  );
  return { front, body: source.slice(m[0].length) };
}

const slugsOf = (kind: 'blog' | 'help') =>
  fs
    .readdirSync(path.join(seedDir, kind))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));

/** The starting blog posts' slugs (product §13: each opens its own article page). */
export const blogSlugs = slugsOf('blog');

/** A starting post's title and date (ISO), as its front matter gives them. */
export function blogPost(slug: string): { title: string; date: string } {
  const { front } = read('blog', slug);
  return { title: front.title ?? slug, date: front.date ?? '' };
}

/** Markdown's inline marks taken off, so a paragraph reads as the page shows it. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*`]+/g, '')
    .trim();

/** A starting help answer's question and first paragraph, as the Help Center shows them. */
export function helpAnswer(id: string): { question: string; firstParagraph: string } {
  const { front, body } = read('help', id);
  return { question: front.title ?? id, firstParagraph: plain(body.split(/\n\s*\n/)[0] ?? '') };
}
