import { test } from '@playwright/test';
import { publicPaths } from '../apps/web/app/config/routes';
import { site } from '../apps/web/app/config/site';
import { blogSlugs, expect } from './shell-helpers';

// docs/decisions/039-link-previews-and-brand-assets.md: a link to any public page, shared on WhatsApp,
// LinkedIn, X or Facebook, shows a picture: a 1200 x 630 PNG drawn at build time from the brand and the
// page's title. The icons and the web manifest are drawn from the brand too.

/** The width and height a PNG states in its header. */
const pngSize = (png: Buffer) => (png.subarray(1, 4).toString('latin1') === 'PNG' ? [png.readUInt32BE(16), png.readUInt32BE(20)] : []);

const attr = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test('every public page and article names its own 1200 x 630 PNG preview, which the site serves', { tag: '@any-width' }, async ({ request }) => {
  const pages = [...publicPaths, ...blogSlugs.map((slug) => `/blog/${slug}`)];
  const seen = new Map<string, string>();
  for (const p of pages) {
    const html = await (await request.get(p)).text();
    const image = attr(html, 'og:image') ?? '';
    expect(image, p).toMatch(new RegExp(`^${site.url}/images/og/[\\w/-]+\\.png$`));
    expect([attr(html, 'og:image:type'), attr(html, 'og:image:width'), attr(html, 'og:image:height')], p).toEqual(['image/png', '1200', '630']);
    expect(attr(html, 'og:image:alt'), p).toBe(attr(html, 'og:title'));
    expect(attr(html, 'twitter:card'), p).toBe('summary_large_image');
    const file = image.slice(site.url.length);
    if (!seen.has(file)) {
      const res = await request.get(file);
      expect(res.status(), `${p}: ${file}`).toBe(200);
      expect(res.headers()['content-type'], file).toBe('image/png');
      expect(pngSize(await res.body()), file).toEqual([1200, 630]);
    }
    seen.set(file, p);
  }
  // One picture per page but for the pages that are another's (the other spelling, /new-blog).
  expect(seen.size).toBeGreaterThanOrEqual(pages.length - 2);
});

test('an article is shared as an article, with its publication date', { tag: '@any-width' }, async ({ request }) => {
  const slug = blogSlugs[0]!;
  const html = await (await request.get(`/blog/${slug}`)).text();
  expect(attr(html, 'og:type')).toBe('article');
  const published = attr(html, 'article:published_time') ?? '';
  expect(published).toMatch(/^\d{4}-\d{2}-\d{2}/);
  // The same date the article's structured data gives.
  expect(html).toContain(`"datePublished":"${published}`);
  expect(attr(await (await request.get('/about')).text(), 'og:type')).toBe('website');
});

test('the icons and the web manifest every page links are served, in the brand', { tag: '@any-width' }, async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const rel of ['icon', 'apple-touch-icon', 'manifest']) expect(html, rel).toMatch(new RegExp(`<link rel="${rel}" href="/[^"]+"`));
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; icons: { src: string; sizes: string }[] };
  expect(body.name).toBe(site.name);
  for (const icon of [...body.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    if (icon.src.endsWith('.png')) expect(pngSize(await res.body()).join('x'), icon.src).toBe(icon.sizes);
  }
  const logo = await (await request.get('/images/logo.svg')).text();
  expect(logo).toContain(`<title>${site.name}</title>`);
});
