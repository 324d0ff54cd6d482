import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SITE_LOCKED_PATH } from '@tarang/shared/site-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer, RenderedKind } from './rendered-pages';
import { pageCsp } from './security';

/**
 * Serves the prerendered site from memory (docs/decisions/004-serving-pages.md):
 * every file of the web build is read once at start, with the .br/.gz siblings the
 * build wrote beside it. Page paths are matched case-insensitively.
 */

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  csp?: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  // React Router's prerendered loader data (single fetch, turbo-stream encoded).
  '.data': 'text/x-script',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
/** /favicon.ico keeps its name across deploys, and browsers ask for it on every site visit: cached for 30 days. */
const FAVICON = 'public, max-age=2592000';
/** HTML must be revalidated so a deploy is seen at once; hashed assets never change. */
const REVALIDATE = 'no-cache';

/** Client-only routes (admin) answered with the SPA shell; product §2. */
const SPA_ROUTES = [/^\/admin\/(login|dashboard|security|audit|integrations|analytics)$/i, /^\/admin\/[^/]+\/signup$/i, /^\/developer$/i, /^\/(verify-email|reset-password|account)$/i, /^\/site-locked$/i];
/** The invitation sign-up page: its token is the second segment. */
const SIGNUP_ROUTE = /^\/admin\/([^/]+)\/signup$/i;

interface SiteFiles {
  files: Map<string, StaticFile>;
  pages: Map<string, StaticFile>;
  spaShell?: StaticFile;
  notFound?: StaticFile;
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (m[1]) hashes.push(`sha256-${createHash('sha256').update(m[1]).digest('base64')}`);
  }
  return hashes;
}

function readVariant(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!entry.name.endsWith('.br') && !entry.name.endsWith('.gz')) out.push(full);
  }
  return out;
}

export function loadSiteFiles(root: string): SiteFiles {
  const site: SiteFiles = { files: new Map(), pages: new Map() };
  if (!fs.existsSync(root)) return site;
  for (const full of walk(root)) {
    const rel = path.relative(root, full).split(path.sep).join('/');
    const ext = path.extname(rel).toLowerCase();
    const body = fs.readFileSync(full);
    const isHtml = ext === '.html';
    const file: StaticFile = {
      body,
      br: readVariant(`${full}.br`),
      gz: readVariant(`${full}.gz`),
      type: contentTypes[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      cacheControl: isHtml || ext === '.data' ? REVALIDATE : rel.startsWith('assets/') ? IMMUTABLE : rel === 'favicon.ico' ? FAVICON : SHORT,
      ...(isHtml ? { csp: pageCsp(inlineScriptHashes(body.toString('utf8'))) } : {}),
    };
    if (rel === '__spa-fallback.html') site.spaShell = file;
    else if (rel === '404/index.html' || rel === '404.html') site.notFound = file;
    else if (rel === 'index.html') site.pages.set('/', file);
    else if (rel.endsWith('/index.html')) site.pages.set(`/${rel.slice(0, -'/index.html'.length)}`.toLowerCase(), file);
    else site.files.set(`/${rel}`, file);
  }
  return site;
}

function pathOf(url: string): string {
  const raw = url.split('?', 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return raw;
  }
  return decoded.length > 1 ? withoutTrailingSlashes(decoded) : decoded;
}

/**
 * `/about/` is `/about`. A loop, not `replace(/\/+$/)`: that regex restarts at every slash of a run that
 * does not end the path (`/a//…//x`), quadratic in the path's length (decision 028).
 */
function withoutTrailingSlashes(p: string): string {
  let end = p.length;
  while (end > 0 && p.charCodeAt(end - 1) === 47) end--;
  return p.slice(0, end);
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200, cacheControl = file.cacheControl) {
  reply.headers(reply.server.documentHeaders);
  reply.header('cache-control', cacheControl).header('etag', file.etag).header('vary', 'accept-encoding');
  if (file.csp) reply.header('content-security-policy', file.csp);
  reply.type(file.type);
  if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accept)) return reply.code(status).header('content-encoding', 'br').send(file.br);
  if (file.gz && /\bgzip\b/.test(accept)) return reply.code(status).header('content-encoding', 'gzip').send(file.gz);
  return reply.code(status).send(file.body);
}

/**
 * A loader data request as React Router makes it: the path and the routes it asks for (`_routes`); any other
 * query is dropped, so made-up queries are one answer, not one each.
 */
function dataUrl(url: string): string {
  const query = url.indexOf('?');
  const routes = query === -1 ? null : new URLSearchParams(url.slice(query + 1)).get('_routes');
  return (query === -1 ? url : url.slice(0, query)) + (routes === null ? '' : `?_routes=${encodeURIComponent(routes)}`);
}

/** The route a rendered page or its loader data (`/blog.data`, `/_root.data` for `/`) belongs to. */
function renderedRoute(renderer: PageRenderer, p: string): { id: string; kind: RenderedKind; data: boolean } | undefined {
  const data = p.endsWith('.data');
  const pagePath = !data ? p : p === '/_root.data' ? '/' : p.slice(0, -'.data'.length);
  const route = renderer.routeOf(pagePath);
  return route ? { ...route, data } : undefined;
}

/** What covers the site right now (docs/decisions/008-site-wrapper.md). */
type PageCover = 'payment' | 'locked' | undefined;

const coveredVariants = new WeakMap<StaticFile, Map<string, StaticFile>>();

/**
 * The page with `data-site-lock` on <html>, so CSS hides the site before any script
 * runs and a locked site never flashes. Made once per page and cover, then reused.
 */
function coveredPage(file: StaticFile, cover: 'payment' | 'locked'): StaticFile {
  let variants = coveredVariants.get(file);
  if (!variants) coveredVariants.set(file, (variants = new Map()));
  const known = variants.get(cover);
  if (known) return known;
  const body = Buffer.from(file.body.toString('utf8').replace(/<html\b/, `<html data-site-lock="${cover}"`));
  const variant: StaticFile = {
    ...file,
    body,
    br: zlib.brotliCompressSync(body),
    gz: zlib.gzipSync(body),
    etag: `${file.etag.slice(0, -1)}-${cover}"`,
  };
  variants.set(cover, variant);
  return variant;
}

/**
 * Registers GET/HEAD for every page and asset; unknown paths get the Page Not Found
 * page with 404. `cover` tells whether the site's pages are behind the licence or payment overlay.
 */
export function registerStaticSite(
  app: FastifyInstance,
  site: SiteFiles,
  cover: () => Promise<PageCover> = async () => undefined,
  invitationUsable: (token: string) => Promise<boolean> = async () => true,
  renderer?: PageRenderer,
) {
  const marked = (file: StaticFile, c: PageCover) => (c ? coveredPage(file, c) : file);
  /**
   * While the site is covered, a prerendered page answers a redirect to the lock-only page instead of its
   * document, which holds the page's content (docs/decisions/008-site-wrapper.md). Client-only pages (the
   * SPA shell) hold none and are answered marked. A build without a shell marks the page itself.
   */
  const lockedRedirect = (request: FastifyRequest, reply: FastifyReply, c: PageCover): boolean => {
    if (!(site.spaShell || renderer) || !c) return false;
    const query = request.url.indexOf('?');
    const from = pathOf(request.url) + (query === -1 ? '' : request.url.slice(query));
    void reply.header('cache-control', 'no-store').redirect(`${SITE_LOCKED_PATH}?from=${encodeURIComponent(from)}`, 307);
    return true;
  };
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const p = pathOf(request.url);
    const asset = site.files.get(p);
    if (asset) return send(request, reply, asset);
    // Read once per page answer: the state is cached for a second (docs/decisions/008-site-wrapper.md).
    const c = await cover();
    const found = site.pages.get(p.toLowerCase());
    if (found && lockedRedirect(request, reply, c)) return reply;
    // Pages set no cookie (docs/decisions/050-cookieless-analytics.md): every visitor gets the same answer.
    if (found) return send(request, reply, marked(found, c));
    const route = renderer && renderedRoute(renderer, p);
    if (renderer && route) {
      // Covered, a content page goes the way of a prerendered page and its data file is refused; a
      // client-only page is the shell, which holds nothing of the site, and is answered marked.
      if (c && route.kind === 'content') {
        if (route.data) return reply.callNotFound();
        lockedRedirect(request, reply, c);
        return reply;
      }
      // A client-only route's shell is the same at each of its paths (the page renders in the browser).
      const answer = await renderer.answer(route.data ? dataUrl(request.url) : p.toLowerCase(), route.kind === 'client' ? `shell:${route.id}` : undefined);
      if (answer.location && answer.status >= 300 && answer.status < 400) return reply.header('cache-control', 'no-cache').redirect(answer.location, answer.status);
      const signup = SIGNUP_ROUTE.exec(p);
      const status = signup && !(await invitationUsable(signup[1]!)) ? 404 : answer.status;
      for (const [name, value] of Object.entries(answer.headers)) void reply.header(name, value);
      return send(request, reply, marked(answer, c), status);
    }
    // The wrapper covers the whole site, the admin area too (product §4 "Site wrapper").
    if (site.spaShell && SPA_ROUTES.some((r) => r.test(p))) {
      // A sign-up page whose invitation is unknown, used, expired or withdrawn is still the shell (its
      // client shows the clear message), answered 404 (docs/decisions/027-admin-security.md).
      const signup = SIGNUP_ROUTE.exec(p);
      const status = signup && !(await invitationUsable(signup[1]!)) ? 404 : 200;
      return send(request, reply, marked(site.spaShell, c), status);
    }
    if (p.startsWith('/api/') || !site.notFound) return reply.callNotFound();
    if (lockedRedirect(request, reply, c)) return reply;
    return send(request, reply, marked(site.notFound, c), 404);
  });
}
