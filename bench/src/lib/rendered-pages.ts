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

/** How long a rendered page took to answer: first after the server started (one render), then from memory. */
export interface RenderedTiming {
  path: string;
  firstMs: number;
  againMs: number;
}

export interface RenderedPages {
  /** The folder holding the saved HTML (removed when the bench ends). */
  dir: string;
  pages: PrerenderedPage[];
  timings: RenderedTiming[];
}

/** A page's answer, and how long it took to its last byte. */
async function timedRead(url: string): Promise<{ res: Response; text: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { redirect: 'manual' });
  const text = await res.text();
  return { res, text, ms: Math.round(performance.now() - started) };
}

/**
 * Asks the site's server for each rendered page once, so the pages Lighthouse and axe load are answered from
 * memory, as a visitor's are: a page costs one render per content change, not one per visit (decision 052).
 * What that one render costs is in the timings fetchRenderedPages reports.
 */
export async function warmRenderedPages(baseUrl: string, pages: PrerenderedPage[]): Promise<void> {
  for (const p of pages) {
    const { res } = await timedRead(`${baseUrl}${p.path}`);
    if (res.status !== 200) throw new Error(`${p.path} answered ${res.status} on the site's server, not 200`);
  }
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
      const answer = await timedRead(`${server.url}${pagePath}`);
      if (answer.res.status !== 200) {
        const tail = fs.readFileSync(server.logFile, 'utf8').split('\n').slice(-10).join('\n');
        throw new Error(`${pagePath} answered ${answer.res.status}, not 200; the server's log ends:\n${tail}`);
      }
      return answer;
    };
    const articles = articlePaths((await read('/sitemap.xml')).text);
    if (articles.length === 0) throw new Error('The rendered sitemap lists no blog article: is CONTENT_SEED off in this environment?');
    const paths = [...RENDERED_LISTS, ...articles];
    const pages: PrerenderedPage[] = [];
    const timings: RenderedTiming[] = [];
    for (const p of paths) {
      const file = savedFile(dir, p);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const first = await read(p);
      fs.writeFileSync(file, first.text);
      pages.push({ path: p, file });
      timings.push({ path: p, firstMs: first.ms, againMs: (await read(p)).ms });
    }
    log(`  rendered pages: ${pages.length} read from the built server (${RENDERED_LISTS.join(', ')} and ${articles.length} articles)`);
    return { dir, pages, timings };
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
