import { test, type Page } from '@playwright/test';
import { site } from '../apps/web/app/config/site';
import { SLOW_TEST_TIMEOUT_MS, expect, expectNoAxeViolations, gotoReady, newProjectPage, pauseClock, slideNames, visibleSlides } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS });

// The home page (product §2 "Home page sections", 4 "Other interface states", 9 "Carousels").
const sectionHeadings = [
  'Our Telecom Services',
  'Why Businesses Trust Us',
  'Telecom Partners',
  'What Makes us Stand Out',
  'Solutions for Every Industry',
  'Why Choose Us',
  'What Our Customers Say',
  'Frequently Asked Questions',
  'Get in Touch',
];

const INDUSTRIES = 8;
const testimonials = (page: Page) => page.getByRole('region', { name: 'Customer testimonials' });
const industries = (page: Page) => page.getByRole('region', { name: 'Industry solutions' });

test('the home page has its own title, description, canonical URL and Open Graph tags', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`Bulk SMS, Voice & WhatsApp API for Business | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /one API and dashboard/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.tarang.example.com');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Bulk SMS, Voice & WhatsApp API for Business | ${site.name}`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', 'https://www.tarang.example.com');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/www\.tarang\.example\.com\/images\//);
});

test('the prerendered page already holds every section, in the spec order', { tag: '@any-width' }, async ({ request }) => {
  const html = await (await request.get('/')).text();
  let last = html.indexOf('<h1');
  expect(last).toBeGreaterThan(0);
  for (const heading of ['View all Clients', ...sectionHeadings]) {
    const at = html.indexOf(heading.replace('&', '&amp;'), last);
    expect(at, heading).toBeGreaterThan(last);
    last = at;
  }
});

test('the eleven sections show in order, with the stated claims', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reach every customer on SMS, Voice, WhatsApp and RCS from one platform');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.filter((h) => sectionHeadings.includes(h))).toEqual(sectionHeadings);
  expect(headings[0]).toMatch(/^Trusted by 3000\+ businesses/);

  const trust = page.getByRole('region', { name: 'Why Businesses Trust Us' });
  for (const claim of ['3000+', '3 million+', '100 million+', '24/7', '99%']) await expect(trust.getByText(claim, { exact: true })).toBeVisible();
  await expect(page.getByText(/typically delivered in 2 to 5 seconds/).first()).toBeVisible();

  await expect(page.getByRole('link', { name: 'View all Clients' })).toHaveAttribute('href', '/client');
  await expect(page.getByRole('list', { name: 'Client logos' }).getByRole('img').first()).toHaveAttribute('alt', /\w/);
  const partners = page.getByRole('list', { name: 'Telecom partner logos' }).getByRole('img');
  await expect(partners).toHaveCount(7);
  await expect(partners.first()).toHaveAttribute('alt', 'Bharat Telelink');
  await expect(page.getByRole('region', { name: 'Our Telecom Services' }).getByRole('link', { name: /^OTP SMS/ })).toHaveAttribute('href', '/services/otp-sms');
});

test('the FAQ opens one answer at a time, closes the open one on click, and states the facts', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const trial = faq.getByRole('button', { name: 'Is there a free trial?' });
  const pricing = faq.getByRole('button', { name: 'How is pricing calculated?' });
  const long = faq.getByRole('button', { name: 'Can I send SMS longer than 160 characters?' });
  const otp = faq.getByRole('button', { name: 'How fast are OTPs delivered?' });

  await expect(trial).toHaveAttribute('aria-expanded', 'false');
  await trial.click();
  await expect(trial).toHaveAttribute('aria-expanded', 'true');
  const trialAnswer = faq.getByRole('region', { name: 'Is there a free trial?' });
  // docs/decisions/045: the trial is test mode, and the answer links to where it is.
  await expect(trialAnswer).toContainText('in test mode');
  await expect(trialAnswer).not.toContainText('credits');
  await expect(trialAnswer.getByRole('link', { name: 'Open your Developer page' })).toHaveAttribute('href', '/developer');
  await expect(trialAnswer).toHaveCSS('max-height', '500px');

  await pricing.click();
  await expect(pricing).toHaveAttribute('aria-expanded', 'true');
  await expect(trial).toHaveAttribute('aria-expanded', 'false');
  await expect(trialAnswer).toBeHidden();
  await expect(faq.getByRole('region', { name: 'How is pricing calculated?' })).toContainText(/message type.*volume.*destination/);

  await pricing.click();
  await expect(pricing).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(0);

  // By keyboard.
  await long.focus();
  await page.keyboard.press('Enter');
  await expect(faq.getByRole('region', { name: 'Can I send SMS longer than 160 characters?' })).toContainText('longer than 160 characters');
  await otp.focus();
  await page.keyboard.press('Space');
  await expect(faq.getByRole('region', { name: 'How fast are OTPs delivered?' })).toContainText('2 to 5 seconds');
  await expect(long).toHaveAttribute('aria-expanded', 'false');
});

test('testimonials carry name, comment, date, avatar and star rating', { tag: '@any-width' }, async ({ page }) => {
  // The carousel moves every 2 s: held still, the first card stays the one in view.
  await pauseClock(page);
  await gotoReady(page, '/');
  const first = testimonials(page).getByRole('group', { name: '1 of 8' });
  await expect(first.getByText('Priya Raghavan')).toBeVisible();
  await expect(first.getByText(/We moved order and delivery alerts/)).toBeVisible();
  await expect(first.locator('time')).toHaveAttribute('datetime', '2025-10-14');
  await expect(first.locator('time')).toHaveText('14 Oct 2025');
  await expect(first.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(first.locator('img[src$="priya-raghavan.svg"]')).toBeVisible();
});

test('the testimonials move every 2 s with an 800 ms transition, three at a time on large screens', async ({ page, isMobile }) => {
  await pauseClock(page);
  await gotoReady(page, '/');
  const perView = isMobile ? 1 : 3;
  await expect.poll(() => visibleSlides(testimonials(page))).toEqual(slideNames(1, perView, 8));
  await expect(testimonials(page).locator('[aria-live]')).toHaveCSS('transition-duration', '0.8s');
  await page.clock.runFor(1999);
  expect(await visibleSlides(testimonials(page))).toEqual(slideNames(1, perView, 8));
  await page.clock.runFor(1);
  await expect.poll(() => visibleSlides(testimonials(page))).toEqual(slideNames(2, perView, 8));
  await page.clock.runFor(2000);
  await expect.poll(() => visibleSlides(testimonials(page))).toEqual(slideNames(3, perView, 8));
  // From the last position it wraps to the first. (Each move arms the next timer, so time moves one interval at a time.)
  for (let first = 4; first <= 8 - perView + 1; first++) {
    await page.clock.runFor(2000);
    await expect.poll(() => visibleSlides(testimonials(page))).toEqual(slideNames(first, perView, 8));
  }
  await page.clock.runFor(2000);
  await expect.poll(() => visibleSlides(testimonials(page))).toEqual(slideNames(1, perView, 8));
});

// The size is set explicitly here, so one project is enough.
test('on a mid-size screen two testimonials and two industries show', { tag: '@desktop' }, async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await pauseClock(page);
  await gotoReady(page, '/');
  await expect.poll(() => visibleSlides(testimonials(page))).toEqual(slideNames(1, 2, 8));
  await expect.poll(() => visibleSlides(industries(page))).toEqual(slideNames(1, 2, INDUSTRIES));
  await page.clock.runFor(3000);
  await expect.poll(() => visibleSlides(industries(page))).toEqual(slideNames(2, 2, INDUSTRIES));

  await page.setViewportSize({ width: 639, height: 900 });
  await expect.poll(() => visibleSlides(industries(page))).toEqual(slideNames(2, 1, INDUSTRIES));
  await expect.poll(() => visibleSlides(testimonials(page))).toHaveLength(1);
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect.poll(() => visibleSlides(industries(page))).toHaveLength(3);
});

test('the industry slider moves every 3 s', async ({ page, isMobile }) => {
  await pauseClock(page);
  await gotoReady(page, '/');
  const perView = isMobile ? 1 : 3;
  await expect.poll(() => visibleSlides(industries(page))).toEqual(slideNames(1, perView, INDUSTRIES));
  await page.clock.runFor(2999);
  expect(await visibleSlides(industries(page))).toEqual(slideNames(1, perView, INDUSTRIES));
  await page.clock.runFor(1);
  await expect.poll(() => visibleSlides(industries(page))).toEqual(slideNames(2, perView, INDUSTRIES));
  await expect(industries(page).getByRole('heading', { name: 'Banking & Finance' })).toBeVisible();
});

test('carousels pause on hover and on focus, and have previous and next controls', async ({ page }) => {
  await pauseClock(page);
  await gotoReady(page, '/');
  const carousel = testimonials(page);
  const first = await visibleSlides(carousel);

  await carousel.getByRole('group').first().hover();
  await page.clock.runFor(6000);
  expect(await visibleSlides(carousel)).toEqual(first);
  await page.mouse.move(1, 1);
  await page.clock.runFor(2000);
  await expect.poll(() => visibleSlides(carousel)).not.toEqual(first);

  // Previous and next move one slide and wrap; focus inside holds the autoplay.
  const next = carousel.getByRole('button', { name: 'Next testimonial' });
  const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => visibleSlides(carousel)).toEqual(first);
  await page.keyboard.press('Enter');
  const last = await visibleSlides(carousel);
  expect(last.at(-1)).toBe('8 of 8');
  await page.clock.runFor(6000);
  expect(await visibleSlides(carousel)).toEqual(last);
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => visibleSlides(carousel)).toEqual(first);

  // The pause button stops autoplay even after focus leaves.
  await carousel.getByRole('button', { name: 'Pause autoplay' }).click();
  await expect(carousel.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(6000);
  expect(await visibleSlides(carousel)).toEqual(first);
});

test('under prefers-reduced-motion the carousels do not autoplay', { tag: '@any-width' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pauseClock(page);
  await gotoReady(page, '/');
  const t = await visibleSlides(testimonials(page));
  const i = await visibleSlides(industries(page));
  await page.clock.runFor(10_000);
  expect(await visibleSlides(testimonials(page))).toEqual(t);
  expect(await visibleSlides(industries(page))).toEqual(i);
  await expect(testimonials(page).getByRole('button', { name: 'Pause autoplay' })).toHaveCount(0);
  // The controls still work.
  await industries(page).getByRole('button', { name: 'Next industry' }).click();
  await expect.poll(() => visibleSlides(industries(page))).not.toEqual(i);
});

test.describe('accessibility', () => {
  test('axe finds no violations on the home page', async ({ browser }, testInfo) => {
    const page = await newProjectPage(browser, testInfo);
    await gotoReady(page, '/');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('axe finds no violations with the Request Demo modal open', async ({ browser }, testInfo) => {
    const page = await newProjectPage(browser, testInfo);
    await gotoReady(page, '/');
    await page.getByRole('main').getByRole('button', { name: 'Book Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Demo' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Full Name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('axe finds no violations with the Login modal and the menu open', async ({ browser }, testInfo) => {
    const page = await newProjectPage(browser, testInfo);
    await gotoReady(page, '/');
    if (testInfo.project.use.isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Resources' }).click();
      await expectNoAxeViolations(page);
      await menu.getByRole('button', { name: 'Login' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
      await expectNoAxeViolations(page);
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    }
    await expect(page.getByRole('dialog', { name: 'Login to your account' }).getByLabel('Email')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
