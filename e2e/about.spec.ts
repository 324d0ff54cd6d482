import { test } from '@playwright/test';
import { site } from '../apps/web/app/config/site';
import { SLOW_TEST_TIMEOUT_MS, expect, expectNoAxeViolations, gotoReady, newProjectPage } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS });

// The about page (product §2 "About page": hero, one-platform section, mission and vision,
// innovative solutions, features, testimonials and subscribe).
const sectionHeadings = [
  'One platform for every conversation',
  'Our Mission',
  'Our Vision',
  'Innovative Solutions, Practical Results',
  'What You Get With Every Account',
  'What Our Customers Say',
  'Get in Touch',
];

test('the about page has its own title, description, canonical URL and Open Graph tags', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(`About Us: One Platform for Every Customer Message | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /3000\+ businesses/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.tarang.example.com/about');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', 'https://www.tarang.example.com/about');
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /3000\+ businesses/);
});

test('the seven sections show in order, with the stated claims', async ({ page }) => {
  await gotoReady(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We make sure the message gets there');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(sectionHeadings);
  const hero = page.getByRole('region', { name: 'We make sure the message gets there' });
  for (const claim of ['3000+', '100 million+', '3 million+', '24/7']) await expect(hero.getByText(claim, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer testimonials' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get in Touch' }).getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('the prerendered about page holds every section in order', { tag: '@any-width' }, async ({ request }) => {
  const html = await (await request.get('/about')).text();
  let last = html.indexOf('<h1');
  expect(last).toBeGreaterThan(0);
  for (const heading of sectionHeadings) {
    const at = html.indexOf(heading, last);
    expect(at, heading).toBeGreaterThan(last);
    last = at;
  }
});

test('axe finds no violations on the about page, with and without a modal open', async ({ browser }, testInfo) => {
  const page = await newProjectPage(browser, testInfo);
  await gotoReady(page, '/about');
  await expectNoAxeViolations(page);
  if (testInfo.project.use.isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Book Demo' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Book Demo' }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Request Demo' }).getByLabel('Full Name')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.context().close();
});
