import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, gotoReady, holdRequests } from './shell-helpers';

// The site search (docs/product.md §15): the header's button or '/' opens it; it finds API docs, help
// answers, blog posts, service pages and the tools page; the keyboard alone works it.

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const box = (page: Page) => dialog(page).getByRole('combobox');

test("'/' opens the search, which finds each section's pages, and Enter opens the chosen one", async ({ page }) => {
  await gotoReady(page, '/');
  // The '/' shortcut is wired by a module that arrives after the page is up: a press before it does nothing.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused({ timeout: 1_000 });
  }).toPass();
  for (const [query, section] of [
    ['send sms', 'API docs'],
    ['free trial', 'Help'],
    ['dlt registration', 'Blog'],
    ['whatsapp', 'Services'],
  ] as const) {
    await box(page).fill(query);
    await expect(dialog(page).getByRole('option').filter({ hasText: section }).first()).toBeVisible();
  }
  await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results? for “whatsapp”/);
  await box(page).fill('dlt template checker');
  await expect(dialog(page).getByRole('option').first()).toContainText('Tools');
  await box(page).press('ArrowDown');
  await box(page).press('ArrowUp');
  await expect(dialog(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/tools$/);
  await expect(dialog(page)).toHaveCount(0);
});

test("the header button opens it, even before the page's search module has arrived; Escape closes it; '/' typed in a field stays in the field", async ({ page }) => {
  // The module that wires the search is held back, as on a slow connection: the click itself brings it.
  const release = await holdRequests(page, '**/search-launcher-*.js');
  await gotoReady(page, '/tools');
  const button = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
  await button.click();
  release();
  await expect(box(page)).toBeFocused();
  await box(page).fill('otp');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  const field = page.getByRole('textbox', { name: 'Message', exact: true });
  await field.fill('a');
  await field.press('/');
  await expect(field).toHaveValue('a/');
  await expect(dialog(page)).toHaveCount(0);
});

test('a help answer opens from the results by mouse', async ({ page }) => {
  await gotoReady(page, '/about');
  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  await box(page).fill('free trial');
  await dialog(page).getByRole('option').filter({ hasText: 'Help' }).first().click();
  await expect(page).toHaveURL(/\/help-center#/);
});
