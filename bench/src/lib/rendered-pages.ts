import fs from 'node:fs';
import path from 'node:path';
import { log, tempDir } from './env';
import { startServer } from './server';
import type { PrerenderedPage } from './site-build';

// The pages the server renders from the database (docs/decisions/052-content-pages-from-the-database.md):
// no file of theirs is in the build, so the bench reads them from the built server as a visitor gets them.

/** The rendered pages that are always there; each published article is found in the sitemap. */
const RENDERED_LISTS = ['/blog', '/help-center'] as const;

/** Blog articles' paths in a sitemap: `<loc>…/blog/<slug></loc>`. */
export function articlePaths(sitemap: string): string[] {
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*)<\/loc>/g)].map((m) => m[1]!);
  return [...new Set(paths)].sort();
}

/** Where a page's HTML is saved: `<dir>/blog/<slug>/index.html`, as the build would have written it. */
export function savedFile(dir: string, pagePath: string): string {
  return path.join(dir, ...pagePath.split('/').filter(Boolean), 'index.html');
}

export interface RenderedPages {
  /** The folder holding the saved HTML (removed when the bench ends). */
  dir: string;
  pages: PrerenderedPage[];
}

/**
 * Starts the built server (apps/server/dist/server.js on 127.0.0.1, an empty temporary data folder, so the
 * starting content is imported as CONTENT_SEED's default says), reads the blog's articles from its
 * sitemap and saves /blog, each article and /help-center as the server answers them, after its
 * paint-first rewrite: what a visitor's browser receives.
 */
export async function fetchRenderedPages(webDist: string): Promise<RenderedPages> {
  const dir = tempDir('rendered-pages');
  // The bench may stop anywhere after this: the saved pages go with the process.
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({ webDist, label: 'rendered-pages', env: { CONTENT_SEED: 'on' } });
  try {
    const read = async (pagePath: string) => {
      const res = await fetch(`${server.url}${pagePath}`, { redirect: 'manual' });
      if (res.status !== 200) {
        const tail = fs.readFileSync(server.logFile, 'utf8').split('\n').slice(-10).join('\n');
        throw new Error(`${pagePath} answered ${res.status}, not 200; the server's log ends:\n${tail}`);
      }
      return res.text();
    };
    const articles = articlePaths(await read('/sitemap.xml'));
    if (articles.length === 0) throw new Error('The rendered sitemap lists no blog article: is CONTENT_SEED off in this environment?');
    const paths = [...RENDERED_LISTS, ...articles];
    const pages: PrerenderedPage[] = [];
    for (const p of paths) {
      const file = savedFile(dir, p);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await read(p));
      pages.push({ path: p, file });
    }
    log(`  rendered pages: ${pages.length} read from the built server (${RENDERED_LISTS.join(', ')} and ${articles.length} articles)`);
    return { dir, pages };
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
