import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { type AppLoadContext, createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { paintFirst } from './paint-first';
import { pageCsp } from './security';
import { inlineScriptHashes, type StaticFile } from './static';

/**
 * Pages the server renders itself, with React Router's server build, instead of reading them from the
 * prerendered files: the blog, the help centre and the files that list them, whose content lives in the
 * database, and the client-only pages (docs/decisions/052-content-pages-from-the-database.md).
 * A rendered answer is kept in memory until the content changes, so a page costs one render per change,
 * not one per request.
 */

/** What the page answers: the body as sent (paint-first applied to HTML) with its compressed forms and its CSP. */
interface RenderedAnswer extends StaticFile {
  status: number;
  /** A redirect's target (a changed slug moves its readers to the new one). */
  location?: string;
  /** React Router's own answer headers a client navigation reads (single fetch's redirect and revalidation). */
  headers: Record<string, string>;
}

/**
 * What a rendered route answers: a file (a resource route: the sitemap, the feed), a page of content read by its
 * server loader (the blog, the help centre), or a client-only page (the shell; the page renders in the browser).
 */
export type RenderedKind = 'file' | 'content' | 'client';

export interface PageRenderer {
  /** The route that answers `pathname`, undefined when only the catch-all (Page Not Found) does. */
  routeOf(pathname: string): { id: string; kind: RenderedKind } | undefined;
  /**
   * The answer for `url` (a path with its query), rendered or from memory. `key` names what it is kept as
   * when other URLs share the answer (a client-only route's shell is the same at every one of its paths).
   */
  answer(url: string, key?: string): Promise<RenderedAnswer>;
}

/** React Router's catch-all route (apps/web/app/routes.ts), prerendered once at /404. */
const CATCH_ALL = 'routes/not-found';

/** A bound on the answers kept: paths are the visitor's to choose, so the memory is not. */
const MAX_KEPT = 500;

/** How long a read content version is trusted: another instance's publish shows within this (plus the render). */
const VERSION_TTL_MS = 1000;

type ServerRoutes = ServerBuild['routes'];

/** React Router's flat server manifest as the nested routes `matchRoutes` reads. */
function routeTree(routes: ServerRoutes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      children: route!.index ? undefined : routeTree(routes, route!.id),
    })) as RouteObject[];
}

function compress(body: Buffer) {
  return {
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz: zlib.gzipSync(body, { level: 9 }),
  };
}

export interface RendererOptions {
  /** What the pages' loaders read (the published content). */
  context: AppLoadContext;
  /** The content's version: any change to what is published raises it (every instance reads the same one). */
  version: () => Promise<number>;
  /** Milliseconds now (the server's clock). */
  now: () => number;
}

/** The server build beside the prerendered files (`<build>/server/index.js`), or undefined when there is none. */
export async function loadPageRenderer(clientDir: string, options: RendererOptions): Promise<PageRenderer | undefined> {
  const file = path.join(clientDir, '..', 'server', 'index.js');
  if (!fs.existsSync(file)) return undefined;
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  return createPageRenderer(createRequestHandler(build, 'production'), build.routes, options);
}

/** React Router's request handler (or a test's), with the load context the pages read. */
type PageHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export function createPageRenderer(handle: PageHandler, routes: ServerRoutes, { context, version, now }: RendererOptions): PageRenderer {
  const tree = routeTree(routes);
  const kept = new Map<string, Promise<RenderedAnswer>>();
  let known: { version: number; at: number } | undefined;

  /** Forgets every kept answer when the content has changed since they were rendered. */
  async function current(): Promise<void> {
    const t = now();
    if (known && t - known.at < VERSION_TTL_MS) return;
    const v = await version();
    if (known && known.version !== v) kept.clear();
    known = { version: v, at: t };
  }

  async function render(url: string): Promise<RenderedAnswer> {
    const response = await handle(new Request(new URL(url, 'http://localhost')), context);
    const type = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    let body = Buffer.from(await response.arrayBuffer());
    if (type.startsWith('text/html') && response.status === 200) body = Buffer.from(paintFirst(body.toString('utf8'), url));
    const location = response.headers.get('location') ?? undefined;
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('x-remix-')));
    const html = type.startsWith('text/html');
    return {
      status: response.status,
      type,
      body,
      ...compress(body),
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      // Revalidated on every visit, as a prerendered page is: a publish shows at once.
      cacheControl: 'no-cache',
      ...(html ? { csp: pageCsp(inlineScriptHashes(body.toString('utf8'))) } : {}),
      ...(location ? { location } : {}),
      headers,
    };
  }

  return {
    routeOf(pathname) {
      const id = matchRoutes(tree, pathname)?.at(-1)?.route.id;
      const module = id === undefined || id === CATCH_ALL ? undefined : routes[id]?.module;
      if (!id || !module) return undefined;
      return { id, kind: !module.default ? 'file' : module.loader ? 'content' : 'client' };
    },
    async answer(url, key = url) {
      await current();
      const found = kept.get(key);
      if (found) return found;
      if (kept.size >= MAX_KEPT) kept.clear();
      const rendering = render(url);
      kept.set(key, rendering);
      // Only pages are kept: a path nobody published (404), one taken down (410) or a failed render is
      // rendered again on each request, so addresses made up by the thousand cannot push the pages out.
      rendering.then(
        (answer) => answer.status >= 400 && kept.delete(key),
        () => kept.delete(key),
      );
      return rendering;
    },
  };
}
