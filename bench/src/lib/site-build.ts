import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { compositionFile, type ChunkComposition } from '../../../scripts/chunk-composition';
import { HYDRATION_CONTROL_PROJECT, isControlPage } from './control-page';
import { log, repoRoot } from './env';

/** The benchmarks build into their own folder so they never clobber a build another run is serving. */
export const BENCH_BUILD_DIR = 'build-bench';

export function benchWebDist(buildDir = BENCH_BUILD_DIR): string {
  return path.join(repoRoot, 'apps/web', buildDir, 'client');
}

/** `npm run build` (React Router prerender + precompression) into apps/web/<buildDir>. */
export async function buildSite(buildDir = BENCH_BUILD_DIR): Promise<{ ms: number }> {
  const started = Date.now();
  log(`Building the site into apps/web/${buildDir} ...`);
  // Asynchronous on purpose: the database seeding runs beside the build (run.ts).
  await runCommand('npm', ['run', 'build'], { cwd: repoRoot, env: { WEB_BUILD_DIR: buildDir, NODE_ENV: 'production' } });
  return { ms: Date.now() - started };
}

/**
 * Builds the hydration control (bench/hydrate-control) with React Router's own command, into its
 * build/client folder. The command runs in the control's folder: `npx` would start it in the bench's package.
 */
export async function buildHydrationControl(): Promise<string> {
  const out = path.join(HYDRATION_CONTROL_PROJECT, 'build');
  fs.rmSync(out, { recursive: true, force: true });
  await runCommand(path.join(repoRoot, 'node_modules', '.bin', 'react-router'), ['build'], { cwd: HYDRATION_CONTROL_PROJECT, env: { NODE_ENV: 'production' } });
  return path.join(out, 'client');
}

/**
 * Runs a command to its end, quietly: its output is shown only when it fails, and the error names the
 * command and its exit code.
 */
export async function runCommand(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<void> {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    process.stderr.write(`${output}\n`);
    throw new Error(`${[command, ...args].join(' ')} failed (exit ${code})`);
  }
}

export interface PrerenderedPage {
  /** URL path as the server answers it (the server looks pages up in lower case). */
  path: string;
  file: string;
}

/**
 * Every prerendered page (…/index.html), plus the admin SPA shell; 404 last. The bench's control page is
 * not the site's, even when an interrupted run left it in the folder.
 */
export function prerenderedHtmlFiles(webDist: string): string[] {
  return fs
    .readdirSync(webDist, { recursive: true, encoding: 'utf8' })
    .map((rel) => path.join(webDist, rel))
    .filter((f) => (f.endsWith('/index.html') || path.basename(f) === '__spa-fallback.html') && !isControlPage(webDist, f))
    .sort();
}

/**
 * The public routes: every prerendered page except the 404 page. The server looks pages up
 * in lower case, so spellings that differ only in case (/Privacy-policy, /Privacy-Policy) are
 * one route; the first spelling is kept.
 */
export function publicRoutes(webDist: string): PrerenderedPage[] {
  const seen = new Map<string, PrerenderedPage>();
  for (const file of prerenderedHtmlFiles(webDist)) {
    if (!file.endsWith('/index.html')) continue;
    const rel = path.relative(webDist, file).split(path.sep).join('/');
    const route = rel === 'index.html' ? '/' : `/${rel.slice(0, -'/index.html'.length)}`;
    if (route.toLowerCase() === '/404') continue;
    if (!seen.has(route.toLowerCase())) seen.set(route.toLowerCase(), { path: route, file });
  }
  return [...seen.values()].sort(readingOrder);
}

/** Home first, then the shell pages, then blog articles: the order a reader scans a table in. */
const readingOrder = (a: PrerenderedPage, b: PrerenderedPage) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path);

/**
 * The public routes with the pages the server renders from the database (lib/rendered-pages.ts), in one
 * reading order; a rendered page stands for a file of the same path a stale build may still hold.
 */
export function withRenderedPages(routes: PrerenderedPage[], rendered: PrerenderedPage[]): PrerenderedPage[] {
  const served = new Set(rendered.map((r) => r.path.toLowerCase()));
  return [...routes.filter((r) => !served.has(r.path.toLowerCase())), ...rendered].sort(readingOrder);
}

function rank(p: string): number {
  if (p === '/') return 0;
  if (p.startsWith('/blog/')) return 2;
  return 1;
}

export interface InitialBytes {
  /** Scripts and module preloads the HTML references, and their static imports, gzip level 9. */
  jsGzip: number;
  jsBrotli: number;
  /** Of jsBrotli: the framework runtime (React, React DOM, React Router) and the app's own code, each in brotli (scripts/chunk-composition.ts). */
  runtimeBrotli: number;
  appBrotli: number;
  jsFiles: number;
  cssGzip: number;
  cssBrotli: number;
  cssFiles: number;
  /** Inline <script> bodies (React Router's bootstrap and loader data), gzip. */
  inlineScriptGzip: number;
  htmlGzip: number;
  htmlBrotli: number;
}

const compositions = new Map<string, ChunkComposition>();

/** What the build wrote about each browser chunk's runtime and app code. */
function chunkComposition(webDist: string): ChunkComposition {
  let known = compositions.get(webDist);
  if (!known) {
    const file = compositionFile(webDist);
    if (!fs.existsSync(file)) throw new Error(`bundles: ${file} is missing; build the site again (scripts/chunk-composition.ts).`);
    known = JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkComposition;
    compositions.set(webDist, known);
  }
  return known;
}

const sizeCache = new Map<string, { gz: number; br: number }>();

/** Compressed sizes: the .gz/.br siblings the build wrote, or compressed here when absent. */
function compressedSize(file: string): { gz: number; br: number } {
  const known = sizeCache.get(file);
  if (known) return known;
  const body = fs.readFileSync(file);
  const gz = fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(body, { level: 9 }).length;
  const br = fs.existsSync(`${file}.br`)
    ? fs.statSync(`${file}.br`).size
    : zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const sizes = { gz, br };
  sizeCache.set(file, sizes);
  return sizes;
}

const dynamicImport = /\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g;
const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.m?js)["']/g;

function resolveAsset(webDist: string, from: string, ref: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(ref)) return undefined; // another origin: not ours to count
  const file = ref.startsWith('/') ? path.join(webDist, ref.split(/[?#]/)[0]!) : path.resolve(path.dirname(from), ref.split(/[?#]/)[0]!);
  return fs.existsSync(file) ? file : undefined;
}

/**
 * Initial JS and CSS of a prerendered page, from its HTML: <script src>, <link rel=modulepreload>,
 * module imports in inline scripts, and every static import those modules make (dynamic
 * import() is not followed: that is code split off the first load).
 */
export function initialBytes(webDist: string, htmlFile: string): InitialBytes {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  const queue: string[] = [];
  const addJs = (from: string, ref: string) => {
    const file = resolveAsset(webDist, from, ref);
    if (file && !js.has(file)) {
      js.add(file);
      queue.push(file);
    }
  };
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi)) addJs(htmlFile, m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const rel = /\brel=["']([^"']+)["']/i.exec(tag)?.[1]?.toLowerCase() ?? '';
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (!href) continue;
    if (rel.split(/\s+/).includes('modulepreload')) addJs(htmlFile, href);
    else if (rel.split(/\s+/).includes('stylesheet')) {
      const file = resolveAsset(webDist, htmlFile, href);
      if (file) css.add(file);
    }
  }
  let inline = '';
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    inline += m[1] ?? '';
    for (const i of (m[1] ?? '').matchAll(staticImport)) addJs(htmlFile, i[1]!);
    // The page's own bootstrap imports its modules dynamically once it has painted
    // (scripts/paint-first.mjs): they are still the page's initial JavaScript.
    for (const i of (m[1] ?? '').matchAll(dynamicImport)) addJs(htmlFile, i[1]!);
  }
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const i of fs.readFileSync(file, 'utf8').matchAll(staticImport)) addJs(file, i[1]!);
  }
  const sum = (files: Set<string>, key: 'gz' | 'br') => [...files].reduce((n, f) => n + compressedSize(f)[key], 0);
  // A script the bundler did not make (React Router's route manifest, written after the bundle) is all
  // counted as the app's: it lists the app's routes, and the budget errs on the strict side.
  const parts = [...js].map((file) => chunkComposition(webDist)[path.relative(webDist, file).split(path.sep).join('/')] ?? { runtimeBrotli: 0, appBrotli: compressedSize(file).br });
  const page = compressedSize(htmlFile);
  return {
    jsGzip: sum(js, 'gz'),
    jsBrotli: sum(js, 'br'),
    runtimeBrotli: parts.reduce((n, p) => n + p.runtimeBrotli, 0),
    appBrotli: parts.reduce((n, p) => n + p.appBrotli, 0),
    jsFiles: js.size,
    cssGzip: sum(css, 'gz'),
    cssBrotli: sum(css, 'br'),
    cssFiles: css.size,
    inlineScriptGzip: inline ? zlib.gzipSync(inline, { level: 9 }).length : 0,
    htmlGzip: page.gz,
    htmlBrotli: page.br,
  };
}
