// Vite: the brand's pictures in the web build and in `npm run dev` (docs/decisions/039-link-previews-and-brand-assets.md).
// - The logos, the mark, the icons, the web manifest and the default preview (scripts/brand-assets.ts)
//   are emitted into the client build, and served from memory by the dev server.
// - The public folder's illustrations name the brand through {{brand.name}}, {{brand.shortName}} and
//   {{brand.senderId}}, filled in as they are copied (and as the dev server sends them), as blog posts are.
// - Once React Router has prerendered the pages (the server build's last step), each page's link preview
//   is drawn from its title into the client build. The pages the server renders from the database
//   (docs/decisions/052-content-pages-from-the-database.md) are rendered here once, with no content, for their
//   titles, and each starting blog post gets its picture from its title (docs/decisions/051-content-studio.md).
import fs from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import type { BrandConfig } from '../packages/shared/src/brand-config.ts';
import { senderIdFor } from '../packages/shared/src/brand.ts';
import { pathToFileURL } from 'node:url';
import { assetsDir, brandFiles, type PreviewJob, type RenderedPage, writePagePreviews } from './brand-assets.ts';
import { brandConfigFile, loadBrandConfig, loadBrandConfigOrExit, REPO_ROOT } from './brand-config.ts';

/** Rendered previews kept between builds, keyed by content (scripts/brand-assets.ts cachedPng). */
const PREVIEW_CACHE = path.join(REPO_ROOT, 'node_modules/.cache/brand-previews');

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The server-rendered pages with a link preview of their own (apps/web/app/config/routes.ts renderedPaths). */
const RENDERED_PAGES = ['/blog', '/help-center'];

/** The pages' HTML from the server build, with a content reader that has nothing published. */
async function renderWithoutContent(serverEntry: string, pages: string[]): Promise<RenderedPage[]> {
  const { createRequestHandler } = await import('react-router');
  const build = await import(pathToFileURL(serverEntry).href);
  const handle = createRequestHandler(build, 'production');
  const content = { version: async () => 0, list: async () => [], find: async () => undefined };
  return Promise.all(
    pages.map(async (page) => {
      const response = await handle(new Request(`http://localhost${page}`), { content });
      if (response.status !== 200) throw new Error(`link previews: ${page} answered ${response.status} with no content`);
      return { page, html: await response.text() };
    }),
  );
}

/** The starting posts' previews (/images/og/blog/{slug}.png, the picture their static cover names), from their titles. */
function startingPostPreviews(): PreviewJob[] {
  const dir = path.join(REPO_ROOT, 'apps/server/src/modules/content/seed/blog');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const title = /^title:\s*"(.*)"$/m.exec(fs.readFileSync(path.join(dir, f), 'utf8'))?.[1];
      if (!title) throw new Error(`link previews: ${f} has no title`);
      return { image: `/images/og/blog/${f.slice(0, -3)}.png`, title: title.replace(/\\"/g, '"') };
    });
}

/** What `{{brand.key}}` in an illustration stands for. */
export function illustrationPlaceholders(config: BrandConfig): Record<string, string> {
  return { name: config.name, shortName: config.shortName, senderId: senderIdFor(config.shortName) };
}

/** An illustration with its placeholders filled (XML-escaped); an unknown one stops the build, naming the file. */
export function fillIllustration(svg: string, file: string, values: Record<string, string>): string {
  return svg.replace(/\{\{\s*brand\.([\w.]+)\s*\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${file}: unknown placeholder {{brand.${key}}} (known: ${Object.keys(values).map((k) => `brand.${k}`).join(', ')})`);
    return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  });
}

/** The SVG files under `dir` that hold a placeholder, by their path relative to it. */
function templatedSvgs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((rel) => rel.endsWith('.svg') && fs.readFileSync(path.join(dir, rel), 'utf8').includes('{{'))
    .map((rel) => rel.split(path.sep).join('/'));
}

export function brandAssetsPlugin(): Plugin {
  const file = brandConfigFile();
  let publicDir = '';
  return {
    name: 'brand-assets',
    configResolved(resolved) {
      publicDir = resolved.publicDir;
    },
    configureServer(server) {
      // Drawn once per state of the brand file and its assets folder, not once per request.
      let drawn: { key: string; files: Promise<Map<string, Buffer>> } | undefined;
      const current = (config: BrandConfig) => {
        const folder = assetsDir(config, file);
        const supplied = folder && fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => `${name}@${fs.statSync(path.join(folder, name)).mtimeMs}`) : [];
        const key = JSON.stringify([config, supplied]);
        if (drawn?.key !== key) drawn = { key, files: brandFiles(config, file, PREVIEW_CACHE) };
        return drawn.files;
      };
      const serve: Connect.NextHandleFunction = (req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        const ext = path.extname(url);
        if (!CONTENT_TYPES[ext]) return next();
        const send = (body: Buffer | string) => {
          res.setHeader('content-type', CONTENT_TYPES[ext]!);
          res.setHeader('cache-control', 'no-cache');
          res.end(body);
        };
        try {
          const template = path.join(publicDir, url);
          if (!template.startsWith(publicDir + path.sep)) return next();
          if (ext === '.svg' && fs.existsSync(template)) {
            const svg = fs.readFileSync(template, 'utf8');
            return svg.includes('{{') ? send(fillIllustration(svg, template, illustrationPlaceholders(loadBrandConfig(file)))) : next();
          }
          current(loadBrandConfig(file)).then((files) => {
            const body = files.get(url);
            return body ? send(body) : next();
          }, next);
        } catch (err) {
          next(err);
        }
      };
      server.middlewares.use(serve);
    },
    async generateBundle() {
      if (this.environment?.config.consumer !== 'client') return;
      const files = await brandFiles(loadBrandConfigOrExit(file), file, PREVIEW_CACHE);
      // A file of the same name in apps/web/public would be overwritten without a word.
      for (const at of [...files.keys(), '/images/og']) {
        if (fs.existsSync(path.join(publicDir, at))) this.error(`apps/web/public${at}: the build makes it from the brand; supply your own in the brand's assets folder (docs/decisions/039-link-previews-and-brand-assets.md)`);
      }
      for (const [at, source] of files) this.emitFile({ type: 'asset', fileName: at.slice(1), source });
    },
    writeBundle() {
      if (this.environment?.config.consumer !== 'client') return;
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir);
      const values = illustrationPlaceholders(loadBrandConfigOrExit(file));
      for (const rel of templatedSvgs(publicDir)) {
        try {
          fs.writeFileSync(path.join(outDir, rel), fillIllustration(fs.readFileSync(path.join(publicDir, rel), 'utf8'), `apps/web/public/${rel}`, values));
        } catch (err) {
          this.error((err as Error).message);
        }
      }
    },
    async closeBundle() {
      // React Router prerenders in the server build's writeBundle; its client build sits beside it.
      if (this.environment?.config.consumer !== 'server') return;
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir);
      const clientDir = path.join(path.dirname(outDir), 'client');
      if (!fs.existsSync(path.join(clientDir, 'index.html'))) return;
      const started = performance.now();
      const renderedPages = await renderWithoutContent(path.join(outDir, 'index.js'), RENDERED_PAGES);
      const { pages, rendered } = await writePagePreviews(loadBrandConfigOrExit(file), file, clientDir, PREVIEW_CACHE, { renderedPages, jobs: startingPostPreviews() });
      this.environment.logger.info(`brand-assets: ${pages} link previews (${rendered} drawn, the rest from the cache) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
