import { expect, test } from '@playwright/test';
import { site } from '../apps/web/app/config/site';
import { apiDocsPage } from '../apps/web/app/content/api-docs';
import { blogPage } from '../apps/web/app/content/blog';
import { clients, clientsPage } from '../apps/web/app/content/clients';
import { helpCenterPage } from '../apps/web/app/content/help-center';
import { industryPage, industrySolutions } from '../apps/web/app/content/industries';
import { privacyPolicy, terms } from '../apps/web/app/content/legal';
import { pricing } from '../apps/web/app/content/pricing';
import { services, servicesOverview } from '../apps/web/app/content/services';
import { supportPlansPage } from '../apps/web/app/content/support-plans';
import { toolsPage } from '../apps/web/app/content/tools';
import { SLOW_TEST_TIMEOUT_MS, expectNoAxeViolations, gotoReady, newProjectPage, sameTemplateAsAnother } from './shell-helpers';

// Every public route of product §2 answers 200 with its
// own content, in any letter case (product §11), and passes axe.

const pages: { path: string; h1: string }[] = [
  { path: '/services', h1: servicesOverview.hero.title },
  ...services.map((s) => ({ path: `/services/${s.slug}`, h1: s.hero.title })),
  { path: '/api', h1: apiDocsPage.title },
  { path: '/blog', h1: blogPage.hero.title },
  { path: '/new-blog', h1: blogPage.hero.title },
  { path: '/industry', h1: industryPage.hero.title },
  { path: '/client', h1: clientsPage.hero.title },
  { path: '/help-center', h1: helpCenterPage.title },
  { path: '/SupportPlans', h1: supportPlansPage.hero.title },
  { path: '/price', h1: pricing.hero.title },
  { path: '/tools', h1: toolsPage.title },
  { path: '/Privacy-policy', h1: privacyPolicy.title },
  { path: '/Privacy-Policy', h1: privacyPolicy.title },
  { path: '/Term-Condition', h1: terms.title },
];

// What the server answers does not depend on the viewport, so one project is enough; the same walk checks
// the wide screen's layout. One page walks every route (a browser context per route would cost more than
// the checks); a soft check names each route.
// Every page's content column is the header's: a section with its side padding outside its max width
// would start 24 px left of the logo on a wide screen.
test('every public route answers 200 with its own heading, and on a wide screen every heading lines up with the header logo or sits inside it', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(SLOW_TEST_TIMEOUT_MS);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const { path, h1 } of [{ path: '/' }, { path: '/about' }, { path: '/contact' }, ...pages]) {
    const response = await page.goto(path);
    expect.soft(response?.status(), path).toBe(200);
    if (h1) await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
    const edges = await page.evaluate(() => ({
      logo: document.querySelector('header a[href="/"]')!.getBoundingClientRect().left,
      // Visually hidden headings (sr-only: 1 px wide, -1 px margin) are not part of the layout.
      headings: [...document.querySelectorAll('main h1, main h2')]
        .filter((h) => h.getBoundingClientRect().width > 1)
        .map((h) => ({ text: h.textContent!.trim().slice(0, 40), left: h.getBoundingClientRect().left })),
    }));
    expect.soft(edges.headings.length, path).toBeGreaterThan(0);
    for (const h of edges.headings) expect.soft(h.left, `${path}: "${h.text}"`).toBeGreaterThanOrEqual(edges.logo - 0.5);
  }
});

const otherSpellings: [string, string][] = [
  ['/supportplans', supportPlansPage.hero.title],
  ['/SUPPORTPLANS', supportPlansPage.hero.title],
  ['/privacy-policy', privacyPolicy.title],
  ['/PRIVACY-POLICY', privacyPolicy.title],
  ['/term-condition', terms.title],
  ['/Services/SMS', services[0]?.hero.title ?? ''],
  ['/API', apiDocsPage.title],
  ['/Blog', blogPage.hero.title],
  ['/New-Blog', blogPage.hero.title],
  ['/Industry', industryPage.hero.title],
  ['/CLIENT', clientsPage.hero.title],
  ['/Help-Center', helpCenterPage.title],
  ['/PRICE', pricing.hero.title],
];

test('route paths match in any letter case, and the page still works after hydration', { tag: '@any-width' }, async ({ page }) => {
  // One navigation and hydration per spelling: on a busy two-core machine that outlasts the default 30 s.
  test.setTimeout(SLOW_TEST_TIMEOUT_MS);
  for (const [path, h1] of otherSpellings) {
    const response = await gotoReady(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
  }
});

test('an unknown service answers with the Page Not Found screen', { tag: '@any-width' }, async ({ page }) => {
  const response = await page.goto('/services/carrier-pigeon');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('Industry Solutions has the six sections of product §2, each with an image, a description and channels, alternating', async ({ page }) => {
  await page.goto('/industry');
  const headings = ['E-Commerce', 'Banking', 'Retail', 'BFSI', 'FMCG', 'Healthcare'];
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: new RegExp(`^(${headings.join('|')})$`) })).toHaveText(headings);
  for (const solution of industrySolutions) {
    const section = page.getByRole('region', { name: solution.heading, exact: true });
    await expect(section.getByText(solution.description)).toBeVisible();
    await expect(section.locator('img')).toHaveAttribute('src', solution.image);
    for (const channel of solution.channels) await expect(section.getByRole('heading', { level: 3, name: channel.name, exact: true })).toBeVisible();
  }
  if (test.info().project.name === 'desktop') {
    // Alternating layout: the image is left of the text in one section and right of it in the next.
    const sides = await page.locator('section[id] img').evaluateAll((imgs) =>
      imgs.map((img) => {
        const text = img.nextElementSibling?.getBoundingClientRect();
        return text && img.getBoundingClientRect().left < text.left ? 'left' : 'right';
      }),
    );
    expect(sides).toEqual(['left', 'right', 'left', 'right', 'left', 'right']);
  }
});

test('Our Clients shows every client logo in a grid, each named', async ({ page }) => {
  await page.goto('/client');
  const grid = page.getByRole('region', { name: 'Client logos' });
  await expect(grid.getByRole('img')).toHaveCount(clients.length);
  for (const client of clients) await expect(grid.getByRole('img', { name: client.name, exact: true })).toBeVisible();
});

test('the price page explains pricing from the FAQ facts and asks for a quote', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/price');
  await expect(page.getByText('Pricing depends on three things: message type, volume and destination.')).toBeVisible();
  await expect(page.getByText(pricing.freeTrial.text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a Quote' }).first()).toHaveAttribute('href', '/contact');
  await page.getByRole('main').getByRole('button', { name: 'Book Demo' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // docs/decisions/045: the free trial is test mode, so its button leads to the Developer page.
  await page.getByRole('link', { name: pricing.freeTrial.cta.label }).click();
  await expect(page).toHaveURL(/\/developer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer' })).toBeVisible();
});

test('the legal pages give the New Delhi office, the Noida sales office, the sales phone, the info mailbox and Indian law', { tag: '@any-width' }, async ({ page }) => {
  const india = site.countries.find((c) => c.code === 'IN');
  for (const path of ['/Privacy-Policy', '/Term-Condition']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main).toContainText('New Delhi');
    await expect(main).toContainText('Noida');
    await expect(main.getByRole('link', { name: india?.salesPhone ?? '' }).first()).toHaveAttribute('href', /^tel:/);
    await expect(main.getByRole('link', { name: site.emails.info }).first()).toHaveAttribute('href', `mailto:${site.emails.info}`);
  }
  await expect(page.getByText('These terms are governed by the laws of India.', { exact: false })).toBeVisible();
});

// axe once per page template, on both screens (docs/decisions/018-browser-tests-once-per-subject.md): the
// other service pages, /new-blog, /Privacy-Policy and the other articles render the same templates with
// other words, and every one of them is still loaded and checked above.
const templates = [...new Set(pages.map((p) => p.path))].filter((path) => !sameTemplateAsAnother.has(path));
for (const path of [...templates, '/blog/what-is-dlt-registration']) {
  test(`axe finds no violations on ${path}`, async ({ browser }, testInfo) => {
    const page = await newProjectPage(browser, testInfo);
    await gotoReady(page, path);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}

// The width is set explicitly here, so one project is enough.
test('every page fits a 320 px wide screen without sideways scrolling', { tag: '@any-width' }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 700 });
  const paths = [...new Set(pages.map((p) => p.path)), '/api?service=sms', '/api?service=voice', '/blog/what-is-dlt-registration'];
  for (const path of paths) {
    await gotoReady(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
