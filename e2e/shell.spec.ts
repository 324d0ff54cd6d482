import { test, type Page } from '@playwright/test';
import { site } from '../apps/web/app/config/site';
import { SLOW_TEST_TIMEOUT_MS, expect, gotoReady, holdRequests } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS });

// The persistent pieces of every public page (product §2, §4, §9 and §13).
// Numbers and offices are the fictitious defaults of apps/web/app/config/site.ts.
const india = { name: 'India', sales: '+91 99900 00101', salesTel: 'tel:+919990000101', supportTel: 'tel:+919990000102', office: 'Registered office, New Delhi' };
const usa = { name: 'USA', sales: '+1 555 010 0101', salesTel: 'tel:+15550100101', supportTel: 'tel:+15550100102', office: 'US office, Austin' };

const strip = (page: Page) => page.locator('header');
const footer = (page: Page) => page.getByRole('contentinfo');

async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

// The top strip and the full main bar show on large screens only.
test.describe('on large screens', { tag: '@desktop' }, () => {

  test('the top strip shows India, the Support menu, Login, and only one dropdown open at a time', async ({ page }) => {
    await gotoReady(page, '/');
    // The picker's own button comes first; its choices are toggle buttons (aria-pressed).
    const country = strip(page).getByRole('button', { name: 'India', exact: true }).first();
    const support = strip(page).getByRole('button', { name: 'Support', exact: true });
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(strip(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();

    await country.click();
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['USA', 'UK']) await expect(strip(page).getByRole('button', { name, exact: true, pressed: false })).toBeVisible();
    await expect(strip(page).getByRole('button', { name: 'India', exact: true, pressed: true })).toBeVisible();

    await support.click();
    await expect(support).toHaveAttribute('aria-expanded', 'true');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(strip(page).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');
    await expect(strip(page).getByRole('link', { name: 'Talk to Support' })).toHaveAttribute('href', india.supportTel);
    await expect(strip(page).getByRole('link', { name: 'Support Plans' })).toHaveAttribute('href', '/SupportPlans');

    // Escape closes it and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await expect(support).toBeFocused();

    // A click outside closes it.
    await support.click();
    await expect(support).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(support).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a country switches the sales and support numbers and the office, and is remembered', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(strip(page).getByRole('link', { name: `Sales: ${india.sales}` })).toHaveAttribute('href', india.salesTel);
    await expect(footer(page).getByText(india.office)).toBeVisible();

    await strip(page).getByRole('button', { name: 'India', exact: true }).click();
    await strip(page).getByRole('button', { name: 'USA', exact: true }).click();
    await expect(strip(page).getByRole('button', { name: 'USA', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(strip(page).getByRole('link', { name: `Sales: ${usa.sales}` })).toHaveAttribute('href', usa.salesTel);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', usa.salesTel);
    await expect(footer(page).getByText(usa.office)).toBeVisible();
    await expect(footer(page).getByRole('link', { name: usa.sales })).toHaveAttribute('href', usa.salesTel);

    await page.reload();
    await expect(page.locator('html[data-shell-ready]')).toHaveCount(1);
    await expect(strip(page).getByRole('button', { name: 'USA', exact: true })).toBeVisible();
    await strip(page).getByRole('button', { name: 'Support', exact: true }).click();
    await expect(strip(page).getByRole('link', { name: 'Talk to Support' })).toHaveAttribute('href', usa.supportTel);
  });

  test('the main bar has the spec links, Resources opens on hover, and Guide goes to the API guide', async ({ page }) => {
    await gotoReady(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('banner').getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('button', { name: 'Services' })).toBeVisible();
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['API', '/api'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', india.salesTel);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Book Demo' })).toBeVisible();

    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.hover();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/api');
    await expect(nav.getByRole('link', { name: 'Industry' })).toHaveAttribute('href', '/industry');
    await page.mouse.move(5, 600);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');

    // By keyboard it opens with Enter and closes with Escape.
    await resources.focus();
    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: 'Services' }).hover();
    await nav.getByRole('link', { name: 'OTP SMS' }).click();
    await expect(page).toHaveURL(/\/services\/otp-sms$/);
  });
});

// The slide-in menu replaces the main bar on small screens.
test.describe('on small screens', { tag: '@mobile' }, () => {

  test('the slide-in menu has the same links plus API Documentation, and Resources opens on click', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = await openMobileMenu(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['API', '/api'],
      ['API Documentation', '/api'],
      ['Help Center', '/help-center'],
      ['Support Plans', '/SupportPlans'],
    ]) {
      await expect(menu.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(menu.getByRole('link', { name: 'Talk to Support' })).toHaveAttribute('href', india.supportTel);
    await expect(menu.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', india.salesTel);
    await expect(menu.getByRole('button', { name: 'Book Demo' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();

    const resources = menu.getByRole('button', { name: 'Resources' });
    await expect(menu.getByRole('link', { name: 'Guide' })).toBeHidden();
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(menu.getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/api');
    await expect(menu.getByRole('link', { name: 'Industry' })).toHaveAttribute('href', '/industry');
    await resources.click();
    await expect(menu.getByRole('link', { name: 'Guide' })).toBeHidden();

    await menu.getByRole('button', { name: 'Services' }).click();
    await menu.getByRole('link', { name: 'WhatsApp API' }).click();
    await expect(page).toHaveURL(/\/services\/whatsapp-api$/);
    await expect(menu).toBeHidden();
  });

  test('the menu closes with Escape and its close button, and focus returns to the menu button', async ({ page }) => {
    await gotoReady(page, '/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await openMobileMenu(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(opener).toBeFocused();

    const menu = await openMobileMenu(page);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('choosing a country in the menu switches the numbers and is remembered', async ({ page }) => {
    await gotoReady(page, '/');
    let menu = await openMobileMenu(page);
    await menu.getByRole('button', { name: 'USA', exact: true }).click();
    await expect(menu.getByRole('button', { name: 'USA', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', usa.salesTel);
    await page.keyboard.press('Escape');
    await expect(footer(page).getByText(usa.office)).toBeVisible();

    await page.reload();
    await expect(page.locator('html[data-shell-ready]')).toHaveCount(1);
    await expect(footer(page).getByText(usa.office)).toBeVisible();
    menu = await openMobileMenu(page);
    await expect(menu.getByRole('link', { name: 'Talk to Support' })).toHaveAttribute('href', usa.supportTel);
  });
});

test('the header takes a shadow after 20 px of scroll', async ({ page }) => {
  await gotoReady(page, '/');
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('box-shadow', 'none');
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
  await expect(header).toHaveCSS('box-shadow', 'none');
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  // The main bar stays in view while the page scrolls.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(page.getByRole('banner').getByRole('link', { name: site.name })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('box-shadow', 'none');
});

test('the back-to-top button appears after 300 px of scroll and takes the visitor to the top', async ({ page }) => {
  await gotoReady(page, '/');
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 301));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
});

test('the floating chat-app link opens the chat app with the site number', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/about');
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', 'https://wa.me/919990000199');
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
});

test('on a phone the floating buttons never cover a contact field or the submit button, and are back once the form has passed', { tag: '@mobile' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/contact');
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  const labels = ['Name', 'Email', 'Contact', 'Your Question'];
  const controls = [...labels.map((label) => page.getByLabel(label, { exact: true })), page.getByRole('button', { name: 'Submit' })];
  /**
   * Whether a floating button that can be seen (and tapped) lies over the control. Read in one step in the
   * page: between two separate reads a button can step aside (visibility: hidden), and a role locator then
   * no longer finds it.
   */
  const covered = (control: (typeof controls)[number]) =>
    control.evaluate((el, names) => {
      const box = el.getBoundingClientRect();
      return [...document.querySelectorAll('a[aria-label], button[aria-label]')]
        .filter((b) => names.includes(b.getAttribute('aria-label') ?? '') && b.checkVisibility({ visibilityProperty: true }))
        .map((b) => b.getBoundingClientRect())
        .some((b) => b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height);
    }, ['Chat with us on WhatsApp', 'Back to top']);
  // Each control at the bottom of the screen (where the buttons float), in the middle and at the top.
  for (const [i, control] of controls.entries()) {
    for (const block of ['end', 'center', 'start'] as const) {
      await control.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
      await expect.poll(() => covered(control), { message: `${labels[i] ?? 'Submit'} at the ${block} of the screen` }).toBe(false);
    }
  }
  // Past the form (the footer), the chat link is on screen again and takes a tap.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(chat).toBeInViewport();
  await chat.click({ trial: true });
});

test('the footer has the description, contact details, quick, service, resource, legal and social links', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/');
  const foot = footer(page);
  await expect(foot.getByText(/is a cloud communications platform for businesses of every size/)).toBeVisible();
  await expect(foot.getByText(india.office)).toBeVisible();
  await expect(foot.getByRole('link', { name: india.sales })).toHaveAttribute('href', india.salesTel);
  await expect(foot.getByRole('link', { name: '+91 99900 00102' })).toHaveAttribute('href', india.supportTel);
  await expect(foot.getByRole('link', { name: 'info@tarang.example.com' })).toHaveAttribute('href', 'mailto:info@tarang.example.com');

  const quick = foot.getByRole('navigation', { name: 'Quick Links' });
  await expect(quick.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await expect(quick.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
  const services = foot.getByRole('navigation', { name: 'Our Services' });
  await expect(services.getByRole('link')).toHaveCount(7);
  await expect(services.getByRole('link', { name: 'RCS SMS' })).toHaveAttribute('href', '/services/rcs-sms');
  const resources = foot.getByRole('navigation', { name: 'Resources' });
  await expect(resources.getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/api');
  await expect(resources.getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', '/api');
  const legal = foot.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/Privacy-policy');
  await expect(legal.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/Term-Condition');
  for (const name of ['LinkedIn', 'X', 'YouTube', 'Facebook']) {
    await expect(foot.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\//);
  }
});

test('a keyboard user can skip to the content', async ({ page }) => {
  await gotoReady(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// Decision 015: the text and the hero image come first, the scripts after them. Waiting for the hero
// too keeps the scripts off the line of the page's largest element, which is the hero on most pages.
test('a page asks for its scripts only once its hero image is on screen, then hydrates', { tag: '@any-width' }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const release = await holdRequests(page, '**/images/home/hero.svg');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // The text has painted. A bootstrap that did not wait for the hero would ask for the scripts once its
  // paint observer hears of it: let two frames pass (the observer's report runs before them), then send
  // a request of our own. Requests leave the page in order, so when ours is seen, any script asked
  // for before it has been seen too: no wall-clock wait is needed to prove the absence.
  const sentinel = page.waitForRequest('**/healthz?after-paint');
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await fetch('/healthz?after-paint');
  });
  await sentinel;
  expect(scripts).toEqual([]);

  release();
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1);
  expect(scripts.some((url) => url.includes('/assets/'))).toBe(true);
});

test('on a small phone, where the hero is below the fold, the page hydrates without waiting for it', { tag: '@any-width' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const release = await holdRequests(page, '**/images/services/sms-hero.svg');
  await page.goto('/services/sms', { waitUntil: 'commit' });
  // The hero is still held (so the load event cannot have come): only the paint it waits for counts.
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1);
  const hero = page.locator('img[fetchpriority=high]');
  expect(await hero.evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(640);
  release();
});
