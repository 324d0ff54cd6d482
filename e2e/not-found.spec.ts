import { expect, test } from '@playwright/test';

test('an unknown URL answers 404 with the Page Not Found screen, and Go Back Home works', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('We looked everywhere for this page. Are you sure the website URL is correct?. Get in touch with Site Owner', { exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeHidden();
});

test('unknown API paths answer a JSON 404', { tag: '@any-width' }, async ({ request }) => {
  const res = await request.get('/api/no-such-call');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ statusCode: 404, message: 'Not found.' });
});

test('page paths are case-insensitive', { tag: '@any-width' }, async ({ page }) => {
  const response = await page.goto('/CONTACT');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeVisible();
});
