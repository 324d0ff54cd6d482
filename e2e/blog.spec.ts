import { expect, test, type Locator, type Page } from '@playwright/test';
import { blogPage } from '../apps/web/app/content/blog';
import { gotoReady } from './shell-helpers';
import { blogPost, blogSlugs } from './starting-content';

// The blog listing at /blog and /new-blog (product §2 "Blog page", product §4 "Blog
// pagination", product §9 page size 4) and the Markdown articles (product §13).

const articleCount = blogSlugs.length;
const pages = Math.ceil(articleCount / 4);

const list = (page: Page) => page.getByRole('region', { name: blogPage.listTitle });
const pager = (page: Page) => page.getByRole('navigation', { name: blogPage.pagination.label });
const titles = (page: Page) => list(page).getByRole('article').getByRole('heading').allInnerTexts();

async function expectPage(page: Page, n: number) {
  await expect(pager(page).getByRole('button', { name: String(n), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(list(page).getByText(`Page ${n} of ${pages}`)).toBeVisible();
  await expect(list(page).getByRole('article')).toHaveCount(n === pages ? articleCount - 4 * (pages - 1) : 4);
}

test('there are at least ten articles, so the list has at least three pages', { tag: '@any-width' }, () => {
  expect(articleCount).toBeGreaterThanOrEqual(10);
  expect(pages).toBeGreaterThanOrEqual(3);
});

for (const listing of ['/blog', '/new-blog']) {
  test(`${listing} shows the hero, Top Trending Blogs with its date label, the sidebar and 4 entries per page`, async ({ page }) => {
    const response = await gotoReady(page, listing);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: blogPage.hero.title })).toBeVisible();
    const trending = page.getByRole('region', { name: blogPage.trendingTitle });
    await expect(trending.getByText(/^Updated \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await expect(trending.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: blogPage.latestTitle }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: blogPage.trendingPostsTitle }).getByRole('link').first()).toBeVisible();
    await expect(pager(page).getByRole('button', { name: /^\d+$/ })).toHaveText(Array.from({ length: pages }, (_, i) => String(i + 1)));
    await expectPage(page, 1);
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Each article's one date, from its Markdown front matter, and that date as the site writes it ('5 Mar 2026'). */
const articleDates = new Map(
  blogSlugs.map((slug) => {
    const { title, date } = blogPost(slug);
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!iso) throw new Error(`${slug} has no date`);
    return [slug, { title, iso: `${iso[1]}-${iso[2]}-${iso[3]}`, label: `${Number(iso[3])} ${MONTHS[Number(iso[2]) - 1]} ${iso[1]}` }];
  }),
);

test('an article shows its one date everywhere: trending grid, list, sidebar, its own page and the sitemap (decision 025)', { tag: '@any-width' }, async ({ page, request }) => {
  const slugOf = async (link: Locator) => ((await link.getAttribute('href')) ?? '').replace(/^\/blog\//, '');
  await gotoReady(page, '/blog');
  const places = [
    page.getByRole('region', { name: blogPage.trendingTitle }).getByRole('article'),
    list(page).getByRole('article'),
    page.getByRole('region', { name: blogPage.latestTitle }).getByRole('listitem'),
    page.getByRole('region', { name: blogPage.trendingPostsTitle }).getByRole('listitem'),
  ];
  const shown: string[] = [];
  for (const entries of places) {
    expect(await entries.count()).toBeGreaterThan(0);
    for (const entry of await entries.all()) {
      const slug = await slugOf(entry.getByRole('link').first());
      const date = articleDates.get(slug);
      expect(date, slug).toBeDefined();
      // One date per entry, and it is the article's own.
      await expect(entry.locator('time'), slug).toHaveCount(1);
      await expect(entry.locator('time'), slug).toHaveText(date!.label);
      await expect(entry.locator('time'), slug).toHaveAttribute('datetime', date!.iso);
      shown.push(slug);
    }
  }
  // The grid's fixed label (product §2) is the newest article's date.
  const newest = [...articleDates.values()].map((d) => d.iso).sort().at(-1)!;
  const trending = page.getByRole('region', { name: blogPage.trendingTitle });
  await expect(trending.locator('p').filter({ hasText: /^Updated / }).locator('time')).toHaveAttribute('datetime', newest);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const [slug, date] of articleDates) {
    expect(sitemap, slug).toContain(`/blog/${slug}</loc><lastmod>${date.iso}</lastmod>`);
  }
  // The article page shows the same date as its card.
  const slug = shown[0]!;
  await gotoReady(page, `/blog/${slug}`);
  await expect(page.getByRole('main').locator('time').first()).toHaveText(articleDates.get(slug)!.label);
});

test('numbered buttons change the page, and previous and next wrap around both ways (product §4)', async ({ page }) => {
  await gotoReady(page, '/blog');
  const first = await titles(page);

  await pager(page).getByRole('button', { name: 'Previous' }).click();
  await expectPage(page, pages);
  await expect(page).toHaveURL(new RegExp(`/blog\\?page=${pages}$`));
  const last = await titles(page);
  expect(last).not.toEqual(first);

  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expectPage(page, 1);
  expect(await titles(page)).toEqual(first);
  await expect(page).toHaveURL(/\/blog$/);

  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expectPage(page, 2);
  await pager(page).getByRole('button', { name: '3', exact: true }).click();
  await expectPage(page, 3);
  await pager(page).getByRole('button', { name: 'Previous' }).click();
  await expectPage(page, 2);

  // Every entry appears on exactly one page.
  const seen = new Set<string>();
  for (let n = 1; n <= pages; n++) {
    await pager(page).getByRole('button', { name: String(n), exact: true }).click();
    await expectPage(page, n);
    for (const t of await titles(page)) seen.add(t);
  }
  expect(seen.size).toBe(articleCount);
});

test('a shared ?page= link opens that page', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, `/blog?page=${pages}`);
  await expectPage(page, pages);
});

test('each entry is an article that opens its own page, written in Markdown', async ({ page }) => {
  await gotoReady(page, '/blog');
  const entry = list(page).getByRole('article').first();
  const title = (await entry.getByRole('heading').innerText()).trim();
  await entry.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('every article answers 200 with its title, and an unknown one the Page Not Found screen', { tag: '@any-width' }, async ({ request, page }) => {
  for (const slug of blogSlugs) {
    const res = await request.get(`/blog/${slug}`);
    expect(res.status(), slug).toBe(200);
    const { title } = blogPost(slug);
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(await res.text())?.[1] ?? '';
    const decoded = h1.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(decoded, slug).toBe(title);
  }
  const missing = await gotoReady(page, '/blog/no-such-article');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
