import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { expect } from './shell-helpers';

// These tests lock the whole site, so they run on a server of their own, one at a time.
test.describe.configure({ mode: 'serial' });

const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/build/client');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-wrapper-'));
const LICENCE_KEY = 'TARANG-LICENCE-2026';
let app: FastifyInstance;
let baseUrl: string;

/*
 * The server runs in this process, and the tests switch the lock and the flag through its own site
 * service, as the operator's CLI switches them in the database. A running server re-reads the
 * database at most once a second (docs/decisions/008-site-wrapper.md); a change made through its own
 * service is seen by the next request, so no test waits that second out.
 */
const site = {
  lock: () => app.site.setLocked(true),
  unlock: () => app.site.setLocked(false),
  flag: (on: boolean) => app.site.setFlag(on),
};

/**
 * A visitor's browser may keep a status answer for its one second (`max-age=1`). Routing the status
 * calls makes Chromium skip its HTTP cache for them, so each poll the fake clock fires asks the server.
 */
async function open(page: Page, pathname: string) {
  await page.route(/\/(license-status|api\/hidden-flag)$/, (route) => route.continue());
  return page.goto(`${baseUrl}${pathname}`);
}

test.beforeAll(async () => {
  app = await buildApp(loadConfig({ DATA_DIR: dataDir, WEB_DIST: webDist, RATE_LIMITS: 'off', LOG_LEVEL: 'warn', MAIL_WORKER: 'off' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await app.site.setLicenceKey(LICENCE_KEY);
});
test.afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
test.afterEach(async () => {
  await site.unlock();
  await site.flag(false);
});

const licenceDialog = (page: Page) => page.getByRole('dialog', { name: 'License Required' });
const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Payment Required' });

test('an unlocked site shows no overlay, before or after a poll', async ({ page }) => {
  await page.clock.install();
  await open(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('locking the site shows the License Required overlay within one poll', async ({ page }) => {
  await page.clock.install();
  await open(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeVisible();
  await site.lock();
  await page.clock.runFor(5000);
  await expect(licenceDialog(page)).toBeVisible();
  await expect(page.getByLabel('Licence key')).toBeFocused();
  // The site behind is out of reach for keyboard and screen reader.
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeHidden();
});

test('Tab and Shift+Tab cycle inside the licence overlay and never reach the page behind it', async ({ page }) => {
  await site.lock();
  await open(page, '/contact');
  const key = page.getByLabel('Licence key');
  const unlock = licenceDialog(page).getByRole('button', { name: 'Unlock' });
  await expect(key).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(unlock).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(key).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(unlock).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(key).toBeFocused();
});

test('a locked page is covered from its first byte: the site never flashes', async ({ browser }) => {
  await site.lock();
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  const response = await open(page, '/contact');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html data-site-lock="locked"');
  // The lock-only document: none of the page's content is in it (docs/decisions/008-site-wrapper.md).
  expect(html).not.toContain('Contact With Our Team');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeHidden();
  await noScript.close();
});

test('a wrong key shows the error, Enter submits, and the right key brings the site back', async ({ page }) => {
  await site.lock();
  await open(page, '/contact');
  const key = page.getByLabel('Licence key');
  await key.fill('not-the-key');
  await key.press('Enter');
  await expect(licenceDialog(page).getByRole('alert')).toHaveText('Invalid key');
  await key.fill(LICENCE_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(licenceDialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Usable again');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Usable again');
});

test('a status answer sent before an unlock does not cover the site again', async ({ page }) => {
  await site.lock();
  await page.clock.install();
  await open(page, '/contact');
  await expect(licenceDialog(page)).toBeVisible();
  // The next poll reaches the server while the site is still locked, and its answer is held back
  // until the visitor has unlocked.
  let answerLate!: () => Promise<void>;
  const asked = new Promise<void>((resolve) => {
    void page.route(/\/license-status$/, async (route) => {
      const stale = await route.fetch();
      answerLate = () => route.fulfill({ response: stale });
      resolve();
    });
  });
  await page.clock.runFor(5000);
  await asked;
  await page.getByLabel('Licence key').fill(LICENCE_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(licenceDialog(page)).toBeHidden();
  // From here on, any cover at all (the server's mark on <html>) is recorded.
  await page.evaluate(() => {
    const w = window as unknown as { covered: boolean };
    w.covered = false;
    new MutationObserver(() => (w.covered ||= document.documentElement.dataset.siteLock !== undefined)).observe(document.documentElement, {
      attributes: true,
    });
  });
  const stale = page.waitForResponse(/\/license-status$/);
  await answerLate();
  expect(await (await stale).json()).toMatchObject({ locked: true });
  // The next poll comes after the stale answer; its answer is the server's (unlocked).
  await page.unroute(/\/license-status$/);
  const fresh = page.waitForResponse(/\/license-status$/);
  await page.clock.runFor(5000);
  expect(await (await fresh).json()).toMatchObject({ locked: false });
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { covered: boolean }).covered)).toBe(false);
});

test('a network failure while unlocking shows Network error', async ({ page }) => {
  await site.lock();
  await open(page, '/contact');
  await page.route('**/unlock-frontend', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Licence key').fill(LICENCE_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(licenceDialog(page).getByRole('alert')).toHaveText('Network error');
});

test('flag on shows Payment Required with the exact text, and nothing closes it', async ({ page }) => {
  await site.flag(true);
  await open(page, '/');
  await expect(paymentDialog(page)).toBeVisible();
  await expect(paymentDialog(page)).toContainText('Pay the developer’s payment to continue using the website.');
  await expect(paymentDialog(page).getByRole('button')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(paymentDialog(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /contact/i })).toHaveCount(0);
  // Readable at the narrowest supported width.
  await page.setViewportSize({ width: 320, height: 640 });
  const box = await paymentDialog(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
});

test('the payment flag wins over the lock', async ({ page }) => {
  await site.lock();
  await site.flag(true);
  await open(page, '/about');
  await expect(paymentDialog(page)).toBeVisible();
  await expect(licenceDialog(page)).toHaveCount(0);
});

test('a failing status call leaves the site usable', async ({ page }) => {
  await page.clock.install();
  await page.route('**/license-status', (route) => route.abort('connectionrefused'));
  await page.route('**/api/hidden-flag', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.goto(`${baseUrl}/contact`);
  await page.clock.runFor(15_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill('Still works');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Still works');
});

/**
 * Records, from the page's first script on, whether anything of the site (outside the wrapper's dialog)
 * was ever visible in a frame, and whether the server's cover mark on <html> was ever lifted.
 */
async function recordCover(page: Page) {
  await page.addInitScript(() => {
    const seen = { siteShown: [] as string[], markLifted: false, frames: 0 };
    Object.assign(window, { coverRecord: seen });
    const look = () => {
      for (const el of document.querySelectorAll<HTMLElement>('h1, p, a, input, button, label')) {
        if (!el.closest('[role="dialog"]') && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && el.textContent?.trim()) {
          seen.siteShown.push(el.textContent.trim().slice(0, 40));
          return;
        }
      }
    };
    // <html> may not exist yet when this runs: watch the document for it.
    new MutationObserver((changes) => {
      if (changes.some((c) => c.target === document.documentElement && !document.documentElement.hasAttribute('data-site-lock'))) seen.markLifted = true;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-site-lock'] });
    document.addEventListener('DOMContentLoaded', look);
    const frame = () => {
      seen.frames++;
      look();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const coverRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { coverRecord: { siteShown: string[]; markLifted: boolean; frames: number } }).coverRecord);

/** Two more frames painted: whatever the last answer changed is on screen. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('a locked page never shows the site, from its first frame through hydration and the first status answer', async ({ page }) => {
  await site.lock();
  await recordCover(page);
  const firstStatus = page.waitForResponse('**/license-status');
  const response = await open(page, '/contact');
  expect(await response?.text()).toContain('<html data-site-lock="locked"');
  await expect(licenceDialog(page)).toBeVisible();
  await expect(page.getByLabel('Licence key')).toBeFocused();
  await firstStatus;
  await nextFrames(page);
  const record = await coverRecord(page);
  expect(record.frames).toBeGreaterThan(0);
  expect(record.siteShown).toEqual([]);
  expect(record.markLifted).toBe(false);
});

test('before its scripts run, a locked page holds no form and takes no click or key', async ({ page }) => {
  await site.lock();
  // The scripts never arrive: the page stays as the server sent it.
  await page.route('**/assets/*.js', () => {});
  // The held scripts keep the load event from firing; the document itself is all there is to see.
  await page.goto(`${baseUrl}/contact`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-site-lock', 'locked');
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  await page.mouse.click(640, 400);
  await page.keyboard.type('typed before hydration');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('a page loaded locked never draws the site behind the overlay, and draws it once unlocked', async ({ page }) => {
  await site.lock();
  await open(page, '/contact');
  await expect(licenceDialog(page)).toBeVisible();
  await expect(page.getByText('Contact With Our Team')).toHaveCount(0);
  await page.getByLabel('Licence key').fill(LICENCE_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl}/contact`);
});

test('the admin pages are covered too, from their first frame', async ({ page }) => {
  await site.lock();
  await recordCover(page);
  for (const pathname of ['/admin/login', '/admin/dashboard', '/admin/some-invite-code/signup']) {
    const firstStatus = page.waitForResponse('**/license-status');
    const response = await open(page, pathname);
    expect(await response?.text()).toContain('<html data-site-lock="locked"');
    await expect(licenceDialog(page)).toBeVisible();
    await firstStatus;
    await nextFrames(page);
    const record = await coverRecord(page);
    expect(record.siteShown, pathname).toEqual([]);
    expect(record.markLifted, pathname).toBe(false);
  }
  // The right key opens the admin area, as it opens the site.
  await page.getByLabel('Licence key').fill(LICENCE_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(licenceDialog(page)).toBeHidden();
  // No invitation has that token: once unlocked, the sign-up page says so (docs/decisions/027-admin-security.md).
  await expect(page.getByRole('heading', { level: 1, name: "This invitation can't be used" })).toBeVisible();
});

test('the payment flag covers the admin area too', async ({ page }) => {
  await site.flag(true);
  const response = await open(page, '/admin/login');
  expect(await response?.text()).toContain('<html data-site-lock="payment"');
  await expect(paymentDialog(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toHaveCount(0);
});

test('an unlocked page has no cover and shows its content before any script runs', async ({ page }) => {
  await recordCover(page);
  // The scripts are held: what shows is the page as the server sent it, with nothing waiting on a call.
  await page.route('**/assets/*.js', () => {});
  const response = await open(page, '/contact');
  expect(await response?.text()).not.toContain('data-site-lock');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeVisible();
  expect((await coverRecord(page)).siteShown.length).toBeGreaterThan(0);
});
