// The build side of the brand configuration (docs/decisions/022-brand-configuration.md): which file is
// the brand (BRAND_CONFIG, else brand/brand.json), its check, and the hooks that put that file in the
// web build (Vite), the server build (esbuild) and the unit tests (Vitest). Code imports
// brand/brand.json; each hook swaps in the chosen file, so no import changes with the brand.
//
// `node --import tsx scripts/brand-config.ts check` checks the chosen file; `... schema` writes
// brand/brand.schema.json from the zod schema; `... assets DIR` writes the brand's pictures into DIR.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { z } from '../packages/shared/src/zod.ts';
import { brandConfigSchema, checkBrandConfig, type BrandConfig } from '../packages/shared/src/brand-config.ts';
import type { SiteLogo } from '../packages/shared/src/brand.ts';
import { brandFiles, siteLogo, suppliedAssetsProblem, writeFiles, writePagePreviews } from './brand-assets.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The file every import names; the hooks below replace it with the chosen one. */
export const DEFAULT_BRAND_FILE = path.join(REPO_ROOT, 'brand', 'brand.json');
export const BRAND_SCHEMA_FILE = path.join(REPO_ROOT, 'brand', 'brand.schema.json');
/** The comment in apps/web/app/app.css's @theme that the palette replaces. */
export const PALETTE_MARKER = '/* brand palette: brand/brand.json colors */';

/** A brand file that cannot be used; the message is one line naming the file and the field. */
export class BrandConfigError extends Error {
  override name = 'BrandConfigError';
}

/** The brand file the build uses: BRAND_CONFIG (relative to the current directory), else brand/brand.json. */
export function brandConfigFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.BRAND_CONFIG ? path.resolve(env.BRAND_CONFIG) : DEFAULT_BRAND_FILE;
}

/** How messages name a file: relative to the repository when inside it. */
function shownName(file: string): string {
  const rel = path.relative(REPO_ROOT, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

/** Reads and checks a brand file; throws BrandConfigError with a one-line message. */
export function loadBrandConfig(file = brandConfigFile()): BrandConfig {
  const name = shownName(file);
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    throw new BrandConfigError(`${name}: cannot read the file (BRAND_CONFIG names the brand file; the default is brand/brand.json)`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (err) {
    throw new BrandConfigError(`${name}: not valid JSON: ${(err as Error).message.split('\n')[0]}`);
  }
  const result = checkBrandConfig(parsed, name);
  if (!result.ok) throw new BrandConfigError(result.message);
  const problem = suppliedAssetsProblem(result.config, file);
  if (problem) throw new BrandConfigError(`${name}: ${problem}`);
  return result.config;
}

/** Loads the brand, or ends the process with its one-line message: a build tool's stack trace would bury it. */
export function loadBrandConfigOrExit(file = brandConfigFile()): BrandConfig {
  try {
    return loadBrandConfig(file);
  } catch (err) {
    if (!(err instanceof BrandConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** The @theme declarations of the palette, e.g. `--color-brand-600: #2450e8;`. */
export function paletteCss(config: BrandConfig): string {
  return Object.entries(config.colors)
    .flatMap(([scale, steps]) => Object.entries(steps).map(([step, value]) => `--color-${scale}-${step}: ${value};`))
    .join('\n  ');
}

/**
 * The JSON modules import: the checked configuration without the editor-only "$schema" and the assets
 * folder, with the logo the build serves (its paths and size: scripts/brand-assets.ts). For the pages'
 * scripts, without the palette too: it reaches them as CSS, and every byte here is in every page's first
 * load (the theme-color meta gets its one colour from `import.meta.env.BRAND_THEME_COLOR`). The browser's
 * copy is smaller still (browserBrand).
 */
function runtimeJson(config: BrandConfig, logo: SiteLogo, pages: boolean, browser: boolean): string {
  const { $schema: _schema, colors: _colors, assets: _assets, ...rest } = config;
  if (browser) return JSON.stringify({ ...browserBrand(config), logo });
  return JSON.stringify(pages ? { ...rest, logo } : { ...rest, logo, colors: config.colors });
}

/**
 * The brand as the pages' scripts get it: without the facts that only the prerendered text states (the
 * legal entity, law and courts, the sales office, the support and no-reply addresses, the claims but the
 * support hours). The build's loaders write those into the HTML; no browser code reads them, and they
 * cost every page about 200 B of gzip (docs/decisions/022-brand-configuration.md). A browser chunk that
 * reads one of them fails the build (leftOutBrandFields).
 */
export function browserBrand(config: BrandConfig) {
  const { $schema: _schema, colors: _colors, assets: _assets, salesOffice: _office, legal: _legal, emails, claims, ...rest } = config;
  return { ...rest, emails: { info: emails.info, sales: emails.sales }, claims: { support: claims.support } };
}

/** Reads of a field browserBrand leaves out, as minified code writes them (`e.salesOffice`, `e.claims.uptime`). */
const LEFT_OUT = /\.(salesOffice|governingLaw|noReply|outboundCalls|smsDelivered|otpDelivery)\b|\.emails\.support\b|\.legal\.(entity|courts)\b|\.claims\b(?!\.support\b)/g;

/** The left-out brand fields a browser chunk reads, e.g. ['.salesOffice']. */
export function leftOutBrandFields(code: string): string[] {
  return [...new Set([...code.matchAll(LEFT_OUT)].map((m) => m[0]))];
}

const VIRTUAL_ID = '\0brand-config.js';

/**
 * Vite: bundles the chosen brand file for brand/brand.json and writes its palette into app.css. `pages`
 * (the web build) leaves the palette out of the bundled JSON, and gives the browser's chunks browserBrand
 * (prerendering reads the whole file); Vitest keeps it all, as the server's code reads it.
 */
export function brandConfigPlugin({ pages = false }: { pages?: boolean } = {}): Plugin {
  const file = brandConfigFile();
  return {
    name: 'brand-config',
    enforce: 'pre',
    config() {
      const config = loadBrandConfigOrExit(file);
      return { define: { 'import.meta.env.BRAND_THEME_COLOR': JSON.stringify(config.colors.brand['600']) } };
    },
    resolveId(source, importer) {
      if (!importer || !source.endsWith('brand.json')) return null;
      const target = path.resolve(path.dirname(importer.split('?')[0] ?? importer), source);
      return target === DEFAULT_BRAND_FILE ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      this.addWatchFile(file);
      try {
        const config = loadBrandConfig(file);
        return `export default ${runtimeJson(config, siteLogo(config, file), pages, pages && this.environment?.config.consumer === 'client')};`;
      } catch (err) {
        return this.error((err as Error).message);
      }
    },
    generateBundle(_options, bundle) {
      if (!pages || this.environment?.config.consumer !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const found = leftOutBrandFields(chunk.code);
        if (found.length) {
          this.error(`brand-config: ${chunk.fileName} reads ${found.join(', ')}, which the pages' scripts do not get (browserBrand in scripts/brand-config.ts): render it in a loader, or add it to browserBrand.`);
        }
      }
    },
    transform(code, id) {
      if (!id.split('?')[0]?.endsWith('/app/app.css')) return null;
      this.addWatchFile(file);
      if (!code.includes(PALETTE_MARKER)) return this.error(`app.css has lost the line ${PALETTE_MARKER}, where the brand palette goes`);
      let config: BrandConfig;
      try {
        config = loadBrandConfig(file);
      } catch (err) {
        return this.error((err as Error).message);
      }
      return { code: code.replace(PALETTE_MARKER, paletteCss(config)), map: null };
    },
  };
}

/** esbuild (the server build): the chosen brand file stands in for brand/brand.json. */
export function brandConfigEsbuildPlugin(file = brandConfigFile()): EsbuildPlugin {
  return {
    name: 'brand-config',
    setup(b) {
      b.onResolve({ filter: /brand\.json$/ }, (args) =>
        path.resolve(args.resolveDir, args.path) === DEFAULT_BRAND_FILE ? { path: file } : undefined,
      );
    },
  };
}

/** brand/brand.schema.json's text, generated from the zod schema (its descriptions become the editor's help). */
export function brandJsonSchema(): string {
  const schema = z.toJSONSchema(brandConfigSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: 'Brand configuration' }, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2] ?? 'check';
  if (command === 'check') {
    const file = brandConfigFile();
    loadBrandConfigOrExit(file);
    console.log(`${shownName(file)}: ok`);
  } else if (command === 'schema') {
    fs.writeFileSync(BRAND_SCHEMA_FILE, brandJsonSchema());
    console.log(`wrote ${shownName(BRAND_SCHEMA_FILE)}`);
  } else if (command === 'assets' && process.argv[3]) {
    // What the build would make of the brand (docs/decisions/039-link-previews-and-brand-assets.md),
    // written into a folder, with the preview of every prerendered page the folder holds.
    const dir = process.argv[3];
    const file = brandConfigFile();
    const config = loadBrandConfigOrExit(file);
    const files = await brandFiles(config, file);
    writeFiles(dir, files);
    const { pages } = await writePagePreviews(config, file, dir);
    console.log(`${dir}: ${files.size} brand files and ${pages} page previews of ${config.name}`);
  } else {
    console.error(`brand-config: unknown command '${process.argv.slice(2).join(' ')}' (check, schema, or assets DIR)`);
    process.exit(2);
  }
}
