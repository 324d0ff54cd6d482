import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import type { BrandConfig } from '../packages/shared/src/brand-config.ts';
import {
  brandFiles,
  icoFile,
  interFonts,
  previewJobs,
  previewTitle,
  renderPng,
  siteLogo,
  suppliedAssetsProblem,
  svgSize,
  textPath,
  textWidth,
  wrap,
  writeFiles,
  writePagePreviews,
} from './brand-assets';
import { fillIllustration, illustrationPlaceholders } from './brand-assets-plugin';
import { DEFAULT_BRAND_FILE, REPO_ROOT, loadBrandConfig } from './brand-config';

// docs/decisions/039-link-previews-and-brand-assets.md: the logos, icons, manifest and link previews are
// drawn from the brand file at build time, and a file the company supplies replaces the drawn one.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-assets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ALT_FILE = path.join(REPO_ROOT, 'e2e/fixtures/brand-alt.json');
const tarang = loadBrandConfig(DEFAULT_BRAND_FILE);
const kestrel = loadBrandConfig(ALT_FILE);

/** The test's own PNG reader, for what resvg writes (8-bit RGBA, not interlaced): size and pixel colours. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let [width, height, at] = [0, 0, 8];
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      expect([body[8], body[9], body[12]]).toEqual([8, 6, 0]);
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      pixels[y * stride + x] = (value + [0, a, b, (a + b) >> 1, paeth][filter]!) & 255;
    }
  }
  const pixel = (x: number, y: number) =>
    `#${[0, 1, 2].map((i) => pixels[y * stride + x * 4 + i]!.toString(16).padStart(2, '0')).join('')}`;
  return { width, height, pixel };
}

/** A prerendered page as React Router writes its head, with the tags the previews are drawn from. */
function page(site: string, canonical: string, title: string, image: string): string {
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title><meta property="og:title" content="${title}"/><meta property="og:url" content="${site}${canonical === '/' ? '' : canonical}"/><meta property="og:image" content="${site}${image}"/></head><body></body></html>`;
}

/** A page: its path, title and og:image, and its canonical path when another page's. */
type Page = [string, string, string, string?];

/** A folder of prerendered pages for `config`'s site, like the client build's. */
function prerendered(into: string, config: BrandConfig, pages: Page[]): string {
  for (const [pagePath, title, image, canonical = pagePath] of pages) {
    const file = path.join(into, pagePath === '/' ? '' : pagePath, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page(config.url, canonical, title, image));
  }
  return into;
}

/** `npm run brand:assets -- DIR` with BRAND_CONFIG naming `brandFile`. */
function buildAssets(outDir: string, brandFile: string) {
  const env = { ...process.env, BRAND_CONFIG: brandFile };
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/brand-config.ts', 'assets', outDir], { cwd: REPO_ROOT, env, encoding: 'utf8', timeout: 120_000 });
  expect(r.status, r.stderr).toBe(0);
}

const every = (root: string) => (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file));

describe('a rebrand that changes only the brand file', () => {
  test('yields a new logo, favicon, icons, manifest and link previews, and the old name and colours nowhere', async () => {
    const pages = (c: BrandConfig): Page[] => [
      ['/', `Bulk SMS, Voice &amp; WhatsApp API for Business | ${c.name}`, '/images/og/home.png'],
      ['/about', `About Us | ${c.name}`, '/images/og/about.png'],
    ];
    // The default brand's, made here; the new brand's by the command a company would run, BRAND_CONFIG naming its file.
    const before = prerendered(path.join(dir, 'default'), tarang, pages(tarang));
    writeFiles(before, await brandFiles(tarang, DEFAULT_BRAND_FILE));
    await writePagePreviews(tarang, DEFAULT_BRAND_FILE, before);
    const after = prerendered(path.join(dir, 'rebrand'), kestrel, pages(kestrel));
    buildAssets(after, ALT_FILE);

    const made = every(after);
    for (const file of ['images/logo.svg', 'images/logo-light.svg', 'images/favicon.svg', 'images/logo-mark.svg', 'favicon.ico', 'icon-192.png', 'icon-512.png', 'apple-touch-icon.png', 'manifest.webmanifest', 'images/og/default.png', 'images/og/home.png', 'images/og/about.png']) {
      expect(made, file).toContain(file);
      expect(read(after, file).equals(read(before, file)), `${file} is the default brand's`).toBe(false);
    }
    // No byte sequence of any file made names the default brand or carries its main colour.
    const old = new RegExp(`${tarang.shortName}|${tarang.colors.brand['600']}`, 'i');
    const tainted = made.filter((f) => !f.endsWith('.html') && old.test(read(after, f).toString('latin1')));
    expect(tainted, 'files naming the default brand').toEqual([]);

    const logo = read(after, 'images/logo.svg').toString();
    expect(logo).toContain(`<title>${kestrel.name}</title>`);
    expect(logo).toContain(`fill="${kestrel.colors.brand['600']}"`);
    expect(read(after, 'images/logo-light.svg').toString()).toContain(`fill="${kestrel.colors.brand['200']}"`);
    expect(read(after, 'images/favicon.svg').toString()).toContain(`fill="${kestrel.colors.accent['400']}"`);
    expect(JSON.parse(read(after, 'manifest.webmanifest').toString())).toMatchObject({
      name: kestrel.name,
      short_name: kestrel.shortName,
      theme_color: kestrel.colors.brand['600'],
      icons: [{ src: '/icon-192.png', sizes: '192x192' }, { src: '/icon-512.png', sizes: '512x512' }, { src: '/images/favicon.svg' }],
    });

    // The icons in the new colours, at their sizes.
    const icon = readPng(read(after, 'icon-512.png'));
    expect([icon.width, icon.height, icon.pixel(256, 30)]).toEqual([512, 512, kestrel.colors.brand['600']]);
    const touch = readPng(read(after, 'apple-touch-icon.png'));
    expect([touch.width, touch.pixel(1, 1)]).toEqual([180, kestrel.colors.brand['600']]);
    const ico = read(after, 'favicon.ico');
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);
    const first = readPng(ico.subarray(ico.readUInt32LE(6 + 12), ico.readUInt32LE(6 + 12) + ico.readUInt32LE(6 + 8)));
    expect([first.width, first.pixel(8, 1)]).toEqual([16, kestrel.colors.brand['600']]);

    // Each page's preview: 1200 x 630, on the new brand's dark colour with its disc and accent band.
    for (const image of ['home', 'about', 'default']) {
      const png = readPng(read(after, `images/og/${image}.png`));
      expect([png.width, png.height], image).toEqual([1200, 630]);
      expect([png.pixel(20, 20), png.pixel(1090, 70), png.pixel(20, 625)], image).toEqual([kestrel.colors.brand['900'], kestrel.colors.brand['700'], kestrel.colors.accent['400']]);
    }
    expect(read(after, 'images/og/home.png').equals(read(after, 'images/og/about.png'))).toBe(false);
  }, 120_000);

  test("gives the header logo the drawn wordmark's size", () => {
    const logo = siteLogo(kestrel, ALT_FILE);
    expect(logo).toMatchObject({ onLight: '/images/logo.svg', onDark: '/images/logo-light.svg', height: 40 });
    expect(logo.width).toBeGreaterThan(40 + textWidth(kestrel.name, interFonts().bold, 23));
  });
});

describe('files the company supplies', () => {
  const custom = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 50"><title>Acme</title><rect width="300" height="50" fill="#123456"/></svg>';
  const mark = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="24" fill="#654321"/></svg>';

  /** A brand file beside an assets folder holding `files`. */
  function brandWith(name: string, files: Record<string, string | Buffer>): string {
    const home = path.join(dir, name);
    fs.mkdirSync(path.join(home, 'assets'), { recursive: true });
    for (const [file, body] of Object.entries(files)) fs.writeFileSync(path.join(home, 'assets', file), body);
    const file = path.join(home, 'brand.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(ALT_FILE, 'utf8')), $schema: undefined, assets: 'assets' }));
    return file;
  }

  test('win over the drawn ones, and the icons are rendered from a supplied mark', async () => {
    const file = brandWith('supplied', { 'logo.svg': custom, 'icon.svg': mark });
    const config = loadBrandConfig(file);
    const files = await brandFiles(config, file);
    expect(files.get('/images/logo.svg')?.toString()).toBe(custom);
    expect(files.get('/images/favicon.svg')?.toString()).toBe(mark);
    // Not supplied: drawn, around the supplied mark.
    expect(files.get('/images/logo-light.svg')?.toString()).toContain('fill="#654321"');
    expect(siteLogo(config, file)).toMatchObject({ width: 300, height: 50 });
    const icon = readPng(files.get('/icon-192.png')!);
    expect([icon.pixel(96, 96), icon.pixel(1, 1)]).toEqual(['#654321', '#000000']);
    // The Apple touch icon is opaque: the mark on white.
    expect(readPng(files.get('/apple-touch-icon.png')!).pixel(1, 1)).toBe('#ffffff');
  });

  test('are checked: only known names, SVGs with a size, PNGs of the right size', async () => {
    const problem = (name: string, files: Record<string, string | Buffer>) => {
      const file = brandWith(name, files);
      return suppliedAssetsProblem(JSON.parse(fs.readFileSync(file, 'utf8')) as BrandConfig, file);
    };
    expect(problem('fine', { 'logo.svg': custom })).toBeUndefined();
    expect(problem('unknown', { 'logo.png': 'x' })).toMatch(/^assets: assets\/logo\.png is not one of the files it may hold \(logo\.svg, /);
    expect(problem('sizeless', { 'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>' })).toBe('assets: assets/icon.svg: its <svg> needs a width and height or a viewBox');
    const png = await renderPng('<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192"/>');
    expect(problem('small', { 'icon-512.png': png })).toBe('assets: assets/icon-512.png: 192 x 192 px, where 512 x 512 is needed');
    expect(problem('not-ico', { 'favicon.ico': png })).toBe('assets: assets/favicon.ico: not an ICO file');
    expect(() => loadBrandConfig(brandWith('refused', { 'logo.png': 'x' }))).toThrow(/brand\.json: assets: assets\/logo\.png is not one of/);
  });
});

describe('link previews', () => {
  test('show the page title without the brand the logo beside it already names', () => {
    expect(previewTitle('About Us | Tarang Cloud', 'Tarang Cloud')).toBe('About Us');
    expect(previewTitle('OTP Delivery Speed | Tarang Cloud Blog', 'Tarang Cloud')).toBe('OTP Delivery Speed');
    expect(previewTitle('Tarang Cloud', 'Tarang Cloud')).toBe('Tarang Cloud');
    expect(previewTitle('Pricing | Plans', 'Tarang Cloud')).toBe('Pricing | Plans');
  });

  test('wrap a title between words into three lines at most, or say it does not fit', () => {
    const bold = interFonts().bold;
    const title = 'Email Deliverability in Practice: SPF, DKIM and DMARC Without the Jargon';
    const lines = wrap(title, bold, 60, 1040, 3)!;
    expect(lines.join(' ')).toBe(title);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) expect(textWidth(line, bold, 60)).toBeLessThanOrEqual(1040);
    expect(wrap(title, bold, 76, 600, 3)).toBeUndefined();
    // Forced: the words that do not fit end in an ellipsis, and a word wider than a line is split.
    const forced = wrap(`${title} ${title}`, bold, 76, 600, 3, true)!;
    expect(forced).toHaveLength(3);
    expect(forced[2]).toMatch(/…$/);
    expect(wrap('Supercalifragilisticexpialidocious', bold, 76, 400, 3, true)!.length).toBeGreaterThan(1);
  });

  test('stop the build on a character the font does not have, naming it', () => {
    expect(() => textPath('Namaste नमस्ते', interFonts().bold, 40, 0, 40, '#fff')).toThrow('has no "न" (U+0928)');
    expect(textPath('Ünïcødé – “quotes”', interFonts().bold, 40, 0, 40, '#fff')).toMatch(/^<path fill="#fff" d="m/);
  });

  test("are drawn for each page's og:image, with the canonical page's title where pages share one", () => {
    const site = 'https://www.example.org';
    const root = prerendered(path.join(dir, 'jobs'), { url: site } as BrandConfig, [
      ['/', 'Home &amp; more | Example', '/images/og/home.png'],
      ['/new-blog', 'New Blog | Example', '/images/og/blog.png', '/blog'],
      ['/blog', 'Blog | Example', '/images/og/blog.png'],
      ['/404', 'Page Not Found | Example', '/images/og/default.png'],
    ]);
    fs.writeFileSync(path.join(root, 'elsewhere.html'), page(site, '/elsewhere', 'Elsewhere', '/images/other.png'));
    expect(previewJobs(root, site)).toEqual([
      { image: '/images/og/blog.png', title: 'Blog | Example' },
      { image: '/images/og/home.png', title: 'Home & more | Example' },
    ]);
    prerendered(root, { url: site } as BrandConfig, [['/about', 'About | Example', '/images/og/blog.png']]);
    expect(() => previewJobs(root, site)).toThrow(/^link previews: \/(about|blog) and \/(about|blog) both want \/images\/og\/blog\.png/);
  });
});

describe('the pictures themselves', () => {
  test('an .ico holds its PNGs behind a directory of them', () => {
    const [a, b] = [Buffer.from('first'), Buffer.from('second!')];
    const ico = icoFile([
      { size: 16, png: a },
      { size: 32, png: b },
    ]);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect([ico[6], ico.readUInt32LE(6 + 8), ico.readUInt32LE(6 + 12)]).toEqual([16, a.length, 38]);
    expect(ico.subarray(38 + a.length).toString()).toBe('second!');
  });

  test('an SVG states its size by width and height, else by its viewBox', () => {
    expect(svgSize('<svg width="196" height="40" viewBox="0 0 98 20">')).toEqual({ width: 196, height: 40 });
    expect(svgSize('<svg viewBox="0 0 98 20" width="100%">')).toEqual({ width: 98, height: 20 });
    expect(svgSize('<svg>')).toBeUndefined();
  });
});

describe("the public folder's illustrations", () => {
  const publicDir = path.join(REPO_ROOT, 'apps/web/public');
  const svgs = (fs.readdirSync(publicDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.svg'));

  test('name the brand only through placeholders, each of them known', () => {
    const values = illustrationPlaceholders(tarang);
    const naming = new RegExp(`${tarang.shortName}|${values.senderId}`, 'i');
    for (const file of svgs) {
      const svg = fs.readFileSync(path.join(publicDir, file), 'utf8');
      expect(naming.test(svg), `apps/web/public/${file} names the brand: write {{brand.name}}, {{brand.shortName}} or {{brand.senderId}}`).toBe(false);
      expect(() => fillIllustration(svg, file, values)).not.toThrow();
    }
    expect(svgs.filter((f) => fs.readFileSync(path.join(publicDir, f), 'utf8').includes('{{brand.')).length).toBeGreaterThan(0);
  });

  test('get the brand written in, as XML', () => {
    const values = illustrationPlaceholders({ ...kestrel, name: 'Kestrel & Co' });
    expect(fillIllustration('<text>{{brand.name}} · {{ brand.senderId }}</text>', 'x.svg', values)).toBe('<text>Kestrel &amp; Co · KESTRE</text>');
    expect(() => fillIllustration('<text>{{brand.logo}}</text>', 'images/x.svg', values)).toThrow('images/x.svg: unknown placeholder {{brand.logo}}');
  });
});
