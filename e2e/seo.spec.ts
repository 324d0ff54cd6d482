import { expect, test } from '@playwright/test';
import { duplicatePaths, publicPaths } from '../apps/web/app/config/routes';
import { site } from '../apps/web/app/config/site';
import { blogSlugs } from './shell-helpers';

// Every page is prerendered with its own title, description, canonical URL and Open
// Graph tags; sitemap.xml and robots.txt list every public page.


const issuePages = [
  '/services',
  '/services/sms',
  '/services/voice',
  '/services/otp-sms',
  '/services/chat-bot',
  '/services/mass-mailing',
  '/services/rcs-sms',
  '/services/whatsapp-api',
  '/api',
  '/blog',
  '/new-blog',
  '/industry',
  '/client',
  '/help-center',
  '/SupportPlans',
  '/price',
  '/Privacy-policy',
  '/Term-Condition',
  `/blog/${blogSlugs[0]}`,
];

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
  for (const p of issuePages) {
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

test('/new-blog repeats the blog listing, so its canonical URL is /blog and the sitemap leaves it out', { tag: '@any-width' }, async ({ request }) => {
  const html = await (await request.get('/new-blog')).text();
  expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${site.url}/blog`);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${site.url}/blog</loc>`);
  expect(xml.toLowerCase()).not.toContain('/new-blog');
});
