import { test, type Page } from '@playwright/test';
import { duplicatePaths, publicPaths } from '../apps/web/app/config/routes';
import { site } from '../apps/web/app/config/site';
import { checkJsonLd } from '../scripts/schema-org-vocabulary';
import { blogSlugs, expect, gotoReady, SLOW_TEST_TIMEOUT_MS } from './shell-helpers';

// Every page is prerendered with its own title, description, canonical URL, Open Graph tags
// and schema.org structured data (docs/decisions/026-structured-data.md); sitemap.xml and
// robots.txt list every public page.


// Each public page once, and an article. Not /Privacy-Policy, /Privacy-policy spelt otherwise (its own test
// below), nor the home page, whose canonical URL is the bare origin (home.spec.ts).
const everyPage = [...publicPaths.filter((p) => p !== '/' && p !== '/Privacy-Policy'), `/blog/${blogSlugs[0]}`];

test('sitemap.xml lists every public page and every blog article', { tag: '@any-width' }, async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const lower = new Set(locs.map((l) => l.toLowerCase()));
  // /Privacy-policy and /Privacy-Policy are one page (paths match in any case): listed once. A path
  // that repeats another page (/new-blog) is left out: the sitemap lists canonical pages only.
  for (const p of publicPaths) expect(lower.has(`${site.url}${p}`.toLowerCase()), p).toBe(!duplicatePaths[p]);
  for (const slug of blogSlugs) expect(locs).toContain(`${site.url}/blog/${slug}`);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs.some((l) => l.includes('/admin'))).toBe(false);
});

test('robots.txt keeps crawlers out of the admin area and points at the sitemap', { tag: '@any-width' }, async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toContain('Disallow: /admin/');
  expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test('each page has its own title and description, a canonical URL and Open Graph tags', { tag: '@any-width' }, async ({ request }) => {
  const titles = new Map<string, string>();
  for (const p of everyPage) {
    const html = await (await request.get(p)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    const attr = (selector: RegExp) => selector.exec(html)?.[1];
    expect(title, p).not.toBe('');
    expect(attr(/<meta name="description" content="([^"]+)"/), p).toBeTruthy();
    const canonical = `${site.url}${duplicatePaths[p] ?? p}`;
    expect(attr(/<link rel="canonical" href="([^"]+)"/), p).toBe(canonical);
    expect(attr(/<meta property="og:title" content="([^"]+)"/), p).toBe(title);
    expect(attr(/<meta property="og:url" content="([^"]+)"/), p).toBe(canonical);
    expect(attr(/<meta property="og:image" content="([^"]+)"/), p).toMatch(new RegExp(`^${site.url}/`));
    if (titles.has(title)) throw new Error(`${p} has the same title as ${titles.get(title)}: ${title}`);
    titles.set(title, p);
  }
});

test('both spellings of the privacy policy are one page with one canonical URL', { tag: '@any-width' }, async ({ request }) => {
  for (const p of ['/Privacy-Policy', '/privacy-policy']) {
    const html = await (await request.get(p)).text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${site.url}/Privacy-policy`);
  }
});

type JsonLdNode = Record<string, unknown> & { '@type'?: string };

/** The page's JSON-LD blocks as served: each must parse as JSON. */
function jsonLdBlocks(html: string, where: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    try {
      return JSON.parse(m[1] ?? '') as JsonLdNode;
    } catch (e) {
      throw new Error(`${where}: a JSON-LD block does not parse: ${String(e)}`);
    }
  });
}

const ofType = (blocks: JsonLdNode[], type: string) => blocks.filter((b) => b['@type'] === type);
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const lastCrumb = (list: JsonLdNode | undefined) => (list?.itemListElement as JsonLdNode[] | undefined)?.at(-1);

test('every page carries JSON-LD that parses and names only schema.org types and properties', { tag: '@any-width' }, async ({ request }) => {
  const paths = [...publicPaths, ...blogSlugs.map((slug) => `/blog/${slug}`)];
  for (const p of paths) {
    const html = await (await request.get(p)).text();
    const blocks = jsonLdBlocks(html, p);
    expect(blocks.length, p).toBeGreaterThan(0);
    for (const block of blocks) expect(checkJsonLd(block), `${p} ${block['@type']}`).toEqual([]);
    if (p === '/') {
      expect(ofType(blocks, 'Organization'), p).toHaveLength(1);
      continue;
    }
    // Breadcrumbs on every inner page, ending at the page itself (its canonical URL).
    const crumbs = ofType(blocks, 'BreadcrumbList');
    expect(crumbs, p).toHaveLength(1);
    expect((crumbs[0]?.itemListElement as JsonLdNode[])[0], p).toMatchObject({ position: 1, item: site.url });
    expect(lastCrumb(crumbs[0])?.item, p).toBe(canonical(html));
  }
  // The Page Not Found page is no page to describe.
  expect(jsonLdBlocks(await (await request.get('/no-such-page')).text(), '404')).toEqual([]);
});

/** The JSON-LD in the live document, after React has hydrated the head. */
const liveJsonLd = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>));

async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __violations?: string[] };
      (w.__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

test('home describes the organisation, an inner page its breadcrumbs and an article its headline, with no CSP violation', { tag: '@any-width' }, async ({ page }) => {
  test.setTimeout(SLOW_TEST_TIMEOUT_MS); // three pages, each hydrated
  const violations = await watchCsp(page);
  await gotoReady(page, '/');
  const [org] = ofType(await liveJsonLd(page), 'Organization');
  expect(org).toMatchObject({ name: site.name, url: site.url });
  // A sales and a support line for each country of the picker.
  const points = org?.contactPoint as JsonLdNode[];
  expect(new Set(points.map((c) => c.areaServed)).size).toBe(site.countries.length);
  expect(points.map((c) => c.telephone).sort()).toEqual(site.countries.flatMap((c) => [c.salesPhone, c.supportPhone]).sort());

  // Into an inner page through its footer link: the trail ends at the page, named as the link is.
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Support Plans' });
  await link.click();
  await expect(page).toHaveURL(/\/SupportPlans$/);
  await expect.poll(async () => lastCrumb(ofType(await liveJsonLd(page), 'BreadcrumbList')[0])).toEqual({
    '@type': 'ListItem',
    position: 2,
    name: (await link.textContent())?.trim(),
    item: `${site.url}/SupportPlans`,
  });
  expect(ofType(await liveJsonLd(page), 'Organization')).toEqual([]);
  expect(ofType(await liveJsonLd(page), 'Service')).toHaveLength(1);
  expect(await violations()).toEqual([]); // the next page is a new document

  const slug = blogSlugs[0];
  await gotoReady(page, `/blog/${slug}`);
  const [post] = ofType(await liveJsonLd(page), 'BlogPosting');
  expect(post?.headline).toBe((await page.getByRole('heading', { level: 1 }).textContent())?.trim());
  expect(post?.datePublished).toBe(await page.locator('article header time').getAttribute('datetime'));
  const author = (post?.author as JsonLdNode | undefined)?.name;
  expect(author).toBeTruthy();
  await expect(page.locator('article header')).toContainText(`${author}`);
  expect(await violations()).toEqual([]);
});

test('/new-blog repeats the blog listing, so its canonical URL is /blog and the sitemap leaves it out', { tag: '@any-width' }, async ({ request }) => {
  const html = await (await request.get('/new-blog')).text();
  expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${site.url}/blog`);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${site.url}/blog</loc>`);
  expect(xml.toLowerCase()).not.toContain('/new-blog');
});
