// The brand's pictures, drawn at build time from brand/brand.json's name and colours
// (docs/decisions/039-link-previews-and-brand-assets.md): the wordmark logos, the square mark and the
// icons made from it (SVG, ICO, PNG, Apple touch icon), the web manifest, and a 1200 x 630 PNG link
// preview per page with the page's title. A file the company supplies in the brand's `assets` folder
// replaces the one drawn. Text is outlined with Inter (@fontsource/inter, SIL Open Font License) and the
// PNGs come from resvg, so no system font and no browser take part: the same brand file gives the same
// files on any machine. The Vite plugin that serves and writes them is brand-assets-plugin.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';
import { INK_900, type BrandConfig } from '../packages/shared/src/brand-config.ts';
import type { SiteLogo } from '../packages/shared/src/brand.ts';
// @ts-expect-error: a plain .mjs script without type declarations
import { compactPathData, decodeEntities } from './outline-svg-text.mjs';

const require = createRequire(import.meta.url);

/** Where the pages find the logo and the mark, whoever drew them. */
const LOGO_PATHS = { onLight: '/images/logo.svg', onDark: '/images/logo-light.svg' } as const;
/** The preview of a page that is not to be shared on its own (noindex): the brand alone. */
const DEFAULT_PREVIEW = '/images/og/default.png';
const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The files a company may supply in its assets folder, and the paths the site serves each at. */
const SUPPLIABLE: Readonly<Record<string, readonly string[]>> = {
  'logo.svg': [LOGO_PATHS.onLight],
  'logo-light.svg': [LOGO_PATHS.onDark],
  'icon.svg': ['/images/favicon.svg', '/images/logo-mark.svg'],
  'favicon.ico': ['/favicon.ico'],
  'icon-192.png': ['/icon-192.png'],
  'icon-512.png': ['/icon-512.png'],
  'apple-touch-icon.png': ['/apple-touch-icon.png'],
};
const PNG_SIZES: Readonly<Record<string, number>> = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 };
const ICO_SIZES = [16, 32, 48];

// ---------------------------------------------------------------------------------------------------
// Text as outlines

type Font = opentype.Font;
/** One weight of Inter: its Latin file first, then Latin Extended for the letters the first lacks. */
export type FontStack = Font[];
export interface Fonts {
  regular: FontStack;
  bold: FontStack;
}

function loadFont(file: string): Font {
  const bytes = fs.readFileSync(require.resolve(`@fontsource/inter/files/${file}`));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

let fonts: Fonts | undefined;
/** Inter Regular and Bold, read once per process (about 0.3 s). */
export function interFonts(): Fonts {
  fonts ??= {
    regular: ['latin', 'latin-ext'].map((set) => loadFont(`inter-${set}-400-normal.woff`)),
    bold: ['latin', 'latin-ext'].map((set) => loadFont(`inter-${set}-700-normal.woff`)),
  };
  return fonts;
}

interface Placed {
  glyph: opentype.Glyph;
  font: Font;
  x: number;
}

/** Lays out one line: each character from the first font that has it; a character none has stops the build. */
function place(text: string, stack: FontStack, size: number, tracking: number): { glyphs: Placed[]; width: number } {
  const glyphs: Placed[] = [];
  let pen = 0;
  let previous: Placed | undefined;
  for (const char of text) {
    const font = stack.find((f) => f.charToGlyphIndex(char) > 0);
    if (!font) {
      const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      throw new Error(`"${text}": the brand's font (Inter, Latin and Latin Extended) has no "${char}" (U+${code})`);
    }
    const glyph = font.charToGlyph(char);
    const scale = size / font.unitsPerEm;
    if (previous && previous.font === font) pen += font.getKerningValue(previous.glyph, glyph) * scale;
    const placed = { glyph, font, x: pen };
    glyphs.push(placed);
    pen += (glyph.advanceWidth ?? 0) * scale + tracking;
    previous = placed;
  }
  return { glyphs, width: glyphs.length ? pen - tracking : 0 };
}

/** The width of a line of text at `size` px. */
export function textWidth(text: string, stack: FontStack, size: number, tracking = 0): number {
  return place(text, stack, size, tracking).width;
}

/** A line of text as one <path>, its baseline starting at (x, y). */
export function textPath(text: string, stack: FontStack, size: number, x: number, y: number, fill: string, tracking = 0): string {
  const { glyphs } = place(text, stack, size, tracking);
  const commands = glyphs.flatMap((p) => p.glyph.getPath(x + p.x, y, size).commands);
  const d: string = compactPathData(commands);
  return d ? `<path fill="${fill}" d="${d}"/>` : '';
}

/** The height of capitals at `size` px, for centring a line on a point. */
function capHeight(stack: FontStack, size: number): number {
  const font = stack[0]!;
  return ((font.tables.os2 as { sCapHeight?: number } | undefined)?.sCapHeight ?? font.unitsPerEm * 0.7) * (size / font.unitsPerEm);
}

/**
 * Breaks text into at most `maxLines` lines no wider than `maxWidth`, between words; undefined when it
 * does not fit so. With `force`, a word wider than a line is split, and what is left after the last line
 * ends that line with an ellipsis.
 */
export function wrap(text: string, stack: FontStack, size: number, maxWidth: number, maxLines: number, force = false): string[] | undefined {
  const fits = (line: string) => textWidth(line, stack, size) <= maxWidth;
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    while (!fits(word)) {
      if (!force) return undefined;
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  if (!force) return undefined;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && !fits(`${last}…`)) last = last.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

// ---------------------------------------------------------------------------------------------------
// SVG helpers

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The drawing size an SVG file states: its width and height, else its viewBox. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!open) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(open)?.[1];
  const [width, height] = [attr('width'), attr('height')].map((v) => (v && /^\d+(\.\d+)?(px)?$/.test(v) ? parseFloat(v) : NaN));
  if (width! > 0 && height! > 0) return { width: width!, height: height! };
  const box = attr('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return undefined;
}

/** An SVG file as an element placed inside another drawing at (x, y), `width` x `height`, its <title> left out. */
function nestedSvg(svg: string, x: number, y: number, width: number, height: number): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  const size = svgSize(svg);
  if (!open || !size) throw new Error('an SVG without width and height or a viewBox cannot be placed');
  const viewBox = /\sviewBox="([^"]*)"/.exec(open[0])?.[1] ?? `0 0 ${size.width} ${size.height}`;
  const inner = svg
    .slice(open.index + open[0].length, svg.lastIndexOf('</svg>'))
    .replace(/<title>[\s\S]*?<\/title>/, '');
  // Prefixes the drawing declares (xmlns:xlink, say) go with it, or its xlink:href would lose its meaning.
  const prefixes = [...open[0].matchAll(/\sxmlns:[\w-]+="[^"]*"/g)].join('');
  return `<svg x="${x}" y="${y}" width="${round(width)}" height="${round(height)}" viewBox="${viewBox}"${prefixes}>${inner}</svg>`;
}

const round = (n: number) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------------
// The drawn mark and wordmarks

/** The letter the drawn mark shows: the name's first letter or digit. */
const initialOf = (name: string) => (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? name[0] ?? '?').toUpperCase();

/**
 * The square mark: the name's initial in white on brand-600, over a short accent-400 bar. `square`
 * leaves the corners unrounded, for the Apple touch icon (the phone rounds it itself).
 */
function drawnMark(config: BrandConfig, { square = false } = {}): string {
  const stack = interFonts().bold;
  const letter = initialOf(config.name);
  const size = 38;
  // Centred on its own outline, not its advance: letters differ in width and side bearings.
  const box = stack
    .find((f) => f.charToGlyphIndex(letter) > 0)
    ?.charToGlyph(letter)
    .getPath(0, 0, size)
    .getBoundingBox() ?? { x1: 0, x2: size * 0.6, y1: -capHeight(stack, size), y2: 0 };
  const x = 32 - (box.x1 + box.x2) / 2;
  const y = 29 - (box.y1 + box.y2) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>${escapeXml(config.name)}</title>` +
    `<rect width="64" height="64"${square ? '' : ' rx="17"'} fill="${config.colors.brand['600']}"/>` +
    textPath(letter, stack, size, x, y, '#ffffff') +
    `<rect x="22" y="48" width="20" height="4.5" rx="2.25" fill="${config.colors.accent['400']}"/></svg>`
  );
}

const WORDMARK = { height: 40, size: 23, gap: 10 } as const;

/**
 * The wordmark: the mark, then the name, its first word in the text colour and the rest in the brand's.
 * On light: ink-900 and brand-600 (white text on brand-600 passes AA, so brand-600 on white does too);
 * on dark (the footer's ink-900): white and brand-200.
 */
function drawnLogo(config: BrandConfig, mark: string, onDark: boolean): { svg: string; width: number; height: number } {
  const stack = interFonts().bold;
  const { height, size, gap } = WORDMARK;
  const [, first = config.name, rest = ''] = /^(\S+)(.*)$/.exec(config.name) ?? [];
  const x = height + gap;
  const baseline = height / 2 + capHeight(stack, size) / 2;
  const firstWidth = textWidth(first, stack, size);
  const width = Math.ceil(x + firstWidth + (rest ? textWidth(rest, stack, size) : 0) + 1);
  const [ink, tint] = onDark ? ['#ffffff', config.colors.brand['200']] : [INK_900, config.colors.brand['600']];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(config.name)}</title>` +
    nestedSvg(mark, 0, 0, height, height) +
    textPath(first, stack, size, x, baseline, ink) +
    (rest ? textPath(rest, stack, size, x + firstWidth, baseline, tint) : '') +
    '</svg>';
  return { svg, width, height };
}

// ---------------------------------------------------------------------------------------------------
// Supplied files

/** The brand's assets folder, or undefined when the brand supplies no files. */
export function assetsDir(config: BrandConfig, brandFile: string): string | undefined {
  return config.assets ? path.resolve(path.dirname(brandFile), config.assets) : undefined;
}

const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/** What is wrong with one supplied file, or undefined. */
function suppliedFileProblem(name: string, body: Buffer): string | undefined {
  if (name.endsWith('.svg')) {
    const svg = body.toString('utf8');
    if (!/<svg\b/.test(svg)) return 'not an SVG file';
    if (!svgSize(svg)) return 'its <svg> needs a width and height or a viewBox';
    return undefined;
  }
  if (name.endsWith('.ico')) return body.length >= 6 && body.readUInt16LE(0) === 0 && body.readUInt16LE(2) === 1 ? undefined : 'not an ICO file';
  const side = PNG_SIZES[name]!;
  if (!isPng(body)) return 'not a PNG file';
  const [w, h] = [body.readUInt32BE(16), body.readUInt32BE(20)];
  return w === side && h === side ? undefined : `${w} x ${h} px, where ${side} x ${side} is needed`;
}

/**
 * Checks the brand's assets folder: it exists, holds only files it may hold, and each is what its name
 * says (an SVG with a size, a PNG of the right size). Returns the first problem, naming the file.
 */
export function suppliedAssetsProblem(config: BrandConfig, brandFile: string): string | undefined {
  const dir = assetsDir(config, brandFile);
  if (!dir) return undefined;
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return `assets: the folder ${config.assets} is not beside the brand file`;
  for (const name of fs.readdirSync(dir).sort()) {
    if (!SUPPLIABLE[name]) return `assets: ${config.assets}/${name} is not one of the files it may hold (${Object.keys(SUPPLIABLE).join(', ')})`;
    const problem = suppliedFileProblem(name, fs.readFileSync(path.join(dir, name)));
    if (problem) return `assets: ${config.assets}/${name}: ${problem}`;
  }
  return undefined;
}

/** The files the company supplies, by name (logo.svg, icon.svg, …). */
function suppliedFiles(config: BrandConfig, brandFile: string): Map<string, Buffer> {
  const dir = assetsDir(config, brandFile);
  const out = new Map<string, Buffer>();
  if (!dir || !fs.existsSync(dir)) return out;
  for (const name of fs.readdirSync(dir)) if (SUPPLIABLE[name]) out.set(name, fs.readFileSync(path.join(dir, name)));
  return out;
}

/** The mark and both logos, each the company's file when it supplies one. */
function brandDrawings(config: BrandConfig, brandFile: string) {
  const supplied = suppliedFiles(config, brandFile);
  const text = (name: string) => supplied.get(name)?.toString('utf8');
  const mark = text('icon.svg') ?? drawnMark(config);
  const logo = (name: string, onDark: boolean) => {
    const own = text(name);
    return own ? { svg: own, ...svgSize(own)! } : drawnLogo(config, mark, onDark);
  };
  return { supplied, mark, onLight: logo('logo.svg', false), onDark: logo('logo-light.svg', true) };
}

/** The logo as the pages get it (site.logo): its paths, and its size for the <img> to reserve. */
export function siteLogo(config: BrandConfig, brandFile: string): SiteLogo {
  const { onLight } = brandDrawings(config, brandFile);
  return { ...LOGO_PATHS, width: Math.round(onLight.width), height: Math.round(onLight.height) };
}

// ---------------------------------------------------------------------------------------------------
// Rasters

/** An SVG rendered to PNG by resvg, `width` px wide (the drawing's own size when not given). */
export async function renderPng(svg: string, width?: number): Promise<Buffer> {
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(svg, { fitTo: width ? { mode: 'width', value: width } : { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

/** An .ico file of PNG images, which every current browser reads: ICONDIR, one ICONDIRENTRY per image, the data. */
export function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size % 256, 0);
    e.writeUInt8(size % 256, 1);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** A square SVG on an opaque square of `fill`. */
const onTile = (svg: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="${fill}"/>${nestedSvg(svg, 0, 0, 64, 64)}</svg>`;

// ---------------------------------------------------------------------------------------------------
// Link previews

/** The words a preview shows for a page title: "About Us | Tarang Cloud" shows "About Us" beside the logo. */
export function previewTitle(title: string, brandName: string): string {
  const cut = title.lastIndexOf(' | ');
  return cut > 0 && title.slice(cut + 3).includes(brandName) ? title.slice(0, cut) : title;
}

const PREVIEW = { margin: 80, logoHeight: 56, titleTop: 168, titleBottom: 520, maxLines: 3, sizes: [76, 68, 60, 52], lineHeight: 1.16 } as const;

/**
 * One 1200 x 630 preview: brand-900 with two brand-700 discs, the logo for dark backgrounds top left, the
 * title in white (the largest size at which it fits three lines), the site's host in brand-100 and an
 * accent-400 band at the foot. Without a title, the logo alone, larger.
 */
function previewSvg(config: BrandConfig, logoOnDark: { svg: string; width: number; height: number }, title?: string): string {
  const { width: W, height: H } = PREVIEW_SIZE;
  const { margin, logoHeight, titleTop, titleBottom, maxLines, sizes, lineHeight } = PREVIEW;
  const f = interFonts();
  const c = config.colors;
  const maxWidth = W - 2 * margin;
  const placeLogo = (height: number, y: number) => {
    const scale = Math.min(height / logoOnDark.height, (maxWidth * 0.7) / logoOnDark.width);
    return nestedSvg(logoOnDark.svg, margin, y, logoOnDark.width * scale, logoOnDark.height * scale);
  };
  let body: string;
  if (title) {
    let fitted: { size: number; lines: string[] } | undefined;
    for (const size of sizes) {
      const lines = wrap(title, f.bold, size, maxWidth, maxLines);
      if (lines) {
        fitted = { size, lines };
        break;
      }
    }
    const size = fitted?.size ?? sizes[sizes.length - 1]!;
    const lines = fitted?.lines ?? wrap(title, f.bold, size, maxWidth, maxLines, true)!;
    const step = size * lineHeight;
    const blockHeight = capHeight(f.bold, size) + step * (lines.length - 1);
    const firstBaseline = titleTop + (titleBottom - titleTop - blockHeight) / 2 + capHeight(f.bold, size);
    body = placeLogo(logoHeight, 64) + lines.map((line, i) => textPath(line, f.bold, size, margin, firstBaseline + i * step, '#ffffff', -size * 0.01)).join('');
  } else {
    body = placeLogo(logoHeight * 2, H / 2 - logoHeight - 20);
  }
  const host = new URL(config.url).host;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<rect width="${W}" height="${H}" fill="${c.brand['900']}"/>` +
    `<circle cx="1090" cy="70" r="250" fill="${c.brand['700']}"/><circle cx="1150" cy="610" r="160" fill="${c.brand['700']}"/>` +
    body +
    textPath(host, f.regular, 28, margin, 572, c.brand['100']) +
    `<rect y="${H - 14}" width="${W}" height="14" fill="${c.accent['400']}"/></svg>`
  );
}

/** resvg's version: a new one may draw differently, so it is part of each cached picture's key. */
function rendererVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(require.resolve('@resvg/resvg-js/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * Renders with a cache on disk keyed by the SVG's hash: a build whose titles and brand did not change
 * reuses the PNGs of the last one instead of rendering some 50 pictures again (about 50 ms each).
 * `fresh` tells whether this one had to be rendered.
 */
async function cachedPng(svg: string, cacheDir: string | undefined): Promise<{ png: Buffer; fresh: boolean }> {
  if (!cacheDir) return { png: await renderPng(svg), fresh: true };
  const key = createHash('sha256').update(rendererVersion()).update('\0').update(svg).digest('hex').slice(0, 32);
  const file = path.join(cacheDir, `${key}.png`);
  if (fs.existsSync(file)) return { png: fs.readFileSync(file), fresh: false };
  const png = await renderPng(svg);
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written whole, then renamed: a build running beside this one never reads half a file.
  const partial = `${file}.${process.pid}.part`;
  fs.writeFileSync(partial, png);
  fs.renameSync(partial, file);
  return { png, fresh: true };
}

// ---------------------------------------------------------------------------------------------------
// Everything the site serves

/** The web manifest: name, colours and the icons (manifest-src is the site's own origin). */
function manifest(config: BrandConfig): string {
  return `${JSON.stringify(
    {
      name: config.name,
      short_name: config.shortName,
      start_url: '/',
      display: 'browser',
      theme_color: config.colors.brand['600'],
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/images/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** A mark as a file resvg scales to any size: placed in a 64-unit square, whatever its own units. */
const markFile = (svg: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${nestedSvg(svg, 0, 0, 64, 64)}</svg>`;

/**
 * Every brand file the site serves, by path: each supplied file as it is, the rest drawn. The icons are
 * rendered from the mark, supplied or drawn; the default preview shows the logo for dark backgrounds.
 */
export async function brandFiles(config: BrandConfig, brandFile: string, cacheDir?: string): Promise<Map<string, Buffer>> {
  const { supplied, mark, onLight, onDark } = brandDrawings(config, brandFile);
  const icon = markFile(mark);
  // The Apple touch icon has no transparency (iOS would show it black) and square corners (iOS rounds them).
  const touchIcon = supplied.has('icon.svg') ? onTile(mark, '#ffffff') : drawnMark(config, { square: true });
  const drawn: Record<string, () => Buffer | Promise<Buffer>> = {
    'logo.svg': () => Buffer.from(onLight.svg),
    'logo-light.svg': () => Buffer.from(onDark.svg),
    'icon.svg': () => Buffer.from(mark),
    'favicon.ico': async () => icoFile(await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await renderPng(icon, size) })))),
    'icon-192.png': () => renderPng(icon, 192),
    'icon-512.png': () => renderPng(icon, 512),
    'apple-touch-icon.png': () => renderPng(touchIcon, 180),
  };
  const names = Object.keys(SUPPLIABLE);
  const bodies = await Promise.all(names.map(async (name) => supplied.get(name) ?? (await drawn[name]!())));
  const out = new Map<string, Buffer>();
  names.forEach((name, i) => {
    for (const at of SUPPLIABLE[name]!) out.set(at, bodies[i]!);
  });
  out.set('/manifest.webmanifest', Buffer.from(manifest(config)));
  out.set(DEFAULT_PREVIEW, (await cachedPng(previewSvg(config, onDark), cacheDir)).png);
  return out;
}

/** A page the server renders (docs/decisions/052-content-pages-from-the-database.md), as the build rendered it: its path and HTML. */
export interface RenderedPage {
  page: string;
  html: string;
}

/** One page's preview to draw: the picture's path and the title it shows. */
export interface PreviewJob {
  image: string;
  title: string;
}

/** The HTML files below `dir`, by full path, in name order. */
function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel.endsWith('.html'))
    .sort()
    .map((rel) => path.join(dir, rel));
}

/**
 * The previews the prerendered pages ask for: each page's og:image under /images/og/ with its og:title.
 * Pages that share a picture (a page and its other spelling, /new-blog and /blog) share their canonical
 * page's title: the one whose own path is its og:url. Two canonical pages that want one picture with
 * different titles stop the build.
 */
export function previewJobs(clientDir: string, siteUrl: string, renderedPages: RenderedPage[] = []): PreviewJob[] {
  const byImage = new Map<string, { title: string; canonical: boolean; page: string }>();
  const pages = [
    ...htmlFiles(clientDir).map((file) => ({ page: `/${path.relative(clientDir, file).split(path.sep).join('/').replace(/(^|\/)index\.html$/, '')}`, html: fs.readFileSync(file, 'utf8') })),
    ...renderedPages,
  ];
  for (const { page, html } of pages) {
    const meta = (property: string) => {
      const found = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
      return found === undefined ? undefined : (decodeEntities(found) as string);
    };
    const image = meta('og:image');
    const title = meta('og:title');
    if (!image?.startsWith(`${siteUrl}/images/og/`) || !title || image === `${siteUrl}${DEFAULT_PREVIEW}`) continue;
    const canonical = (meta('og:url') ?? '').slice(siteUrl.length).toLowerCase() === (page === '/' ? '' : page.toLowerCase());
    const known = byImage.get(image);
    if (known && known.canonical && canonical && known.title !== title) {
      throw new Error(`link previews: ${known.page} and ${page} both want ${image.slice(siteUrl.length)}, titled "${known.title}" and "${title}"`);
    }
    if (!known || (canonical && !known.canonical)) byImage.set(image, { title, canonical, page });
  }
  return [...byImage].map(([image, { title }]) => ({ image: image.slice(siteUrl.length), title })).sort((a, b) => a.image.localeCompare(b.image));
}

/**
 * Writes each prerendered page's preview into the build (`clientDir`), rendered in parallel (resvg
 * renders off the main thread) and cached by content. Returns how many were drawn anew.
 */
export async function writePagePreviews(
  config: BrandConfig,
  brandFile: string,
  clientDir: string,
  cacheDir?: string,
  more: { renderedPages?: RenderedPage[]; jobs?: PreviewJob[] } = {},
): Promise<{ pages: number; rendered: number }> {
  const { onDark } = brandDrawings(config, brandFile);
  const jobs = [...previewJobs(clientDir, config.url, more.renderedPages), ...(more.jobs ?? [])];
  let rendered = 0;
  await Promise.all(
    jobs.map(async ({ image, title }) => {
      const { png, fresh } = await cachedPng(previewSvg(config, onDark, previewTitle(title, config.name)), cacheDir);
      if (fresh) rendered++;
      const out = path.join(clientDir, image);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, png);
    }),
  );
  return { pages: jobs.length, rendered };
}

/** Writes brand files (brandFiles) under `dir`, each at its path. */
export function writeFiles(dir: string, files: Map<string, Buffer>): void {
  for (const [at, body] of files) {
    const out = path.join(dir, at);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, body);
  }
}

