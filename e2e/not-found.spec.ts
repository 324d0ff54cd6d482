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

test('/favicon.ico is an icon, cached for long, so pages the server writes itself load with nothing missing', { tag: '@any-width' }, async ({ page, request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  expect(Number(/max-age=(\d+)/.exec(icon.headers()['cache-control'] ?? '')?.[1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
  // An .ico file: reserved 0, type 1, at least one image.
  const head = (await icon.body()).subarray(0, 6);
  expect([head.readUInt16LE(0), head.readUInt16LE(2)]).toEqual([0, 1]);
  expect(head.readUInt16LE(4)).toBeGreaterThan(0);

  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && r.request().resourceType() !== 'document') failed.push(`${r.url()} ${r.status()}`);
  });
  // A mail confirmation page (its link here is not valid: the page still has to load whole) and an AI-readable doc.
  for (const path of ['/api/email/confirm?token=not-a-real-token', '/docs/sms.md']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // What the browser asks for without a link, and what the page links, both answer.
    const links = await page.locator('link[rel~="icon"]').evaluateAll((els) => els.map((el) => (el as HTMLLinkElement).href));
    if (path.startsWith('/api/')) expect(links, path).not.toEqual([]);
    for (const href of [new URL('/favicon.ico', page.url()).href, ...links]) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], href).toMatch(/^image\//);
    }
  }
  expect(failed).toEqual([]);
});
