import { test, type Page } from '@playwright/test';
import { listedRows, readerToken } from './admin-fixtures';
import { emailsTo } from './admin-invitations';
import { uniqueEmail } from './fixtures';
import { SLOW_TEST_TIMEOUT_MS, errorToast, expect, expectNoToast, gotoReady, successToast } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS });

// The 'Get in Touch' subscribe box (product §2, §5 "Subscribe": no validation before sending, §8 "Subscribe").
const box = (page: Page) => page.getByRole('region', { name: 'Get in Touch' });
const input = (page: Page) => box(page).getByLabel('E-mail address');

for (const path of ['/', '/about']) {
  test(`a visitor on ${path} subscribes and sees "Subscribed Successfully!!"`, async ({ page, request }) => {
    const email = uniqueEmail('news');
    await gotoReady(page, path);
    await input(page).fill(email);
    await box(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(successToast(page)).toContainText('Subscribed Successfully!!');
    await expect(input(page)).toHaveValue('');
    expect((await listedRows(request, await readerToken(request), 'subscribers', email)).map((r) => r.email)).toEqual([email]);
  });
}

test('subscribing twice shows the same toast; the e-mailed link asks, and only the Confirm button subscribes', { tag: '@any-width' }, async ({ page, request }) => {
  const email = uniqueEmail('confirm');
  await gotoReady(page, '/');
  for (let i = 0; i < 2; i++) {
    await input(page).fill(email);
    await box(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(successToast(page)).toContainText('Subscribed Successfully!!');
    await expect(input(page)).toHaveValue('');
  }
  // docs/decisions/030: at most one confirmation e-mail a day for a pending address. The outbox delivers
  // in order, so once a later address's message has arrived, every message for this one has too.
  const later = uniqueEmail('confirm-later');
  expect((await request.post('/api/email/send-subscribe', { data: { email: later } })).ok()).toBe(true);
  await expect.poll(() => emailsTo(later, 'subscribe-confirm').length).toBe(1);
  expect(emailsTo(email, 'subscribe-confirm')).toHaveLength(1);
  const link = /\/api\/email\/confirm\?token=[\w-]{43}/.exec(emailsTo(email, 'subscribe-confirm')[0]!)?.[0];
  expect(link).toBeTruthy();
  const status = async () => (await listedRows(request, await readerToken(request), 'subscribers', email)).map((r) => r.status);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription?' })).toBeVisible();
  expect(await status()).toEqual(['pending']);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  expect(await status()).toEqual(['confirmed']);
});

test('a bad address is sent as typed and the server refusal shows "Something went wrong!!"', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/email/send-subscribe')) sent.push(request.postData() ?? '');
  });
  await input(page).fill('not-an-address');
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(errorToast(page)).toContainText('Something went wrong!!');
  // The address goes as typed (the body also carries the bot check's proof, docs/decisions/029-bot-protection.md).
  expect(sent.map((body) => (JSON.parse(body) as { email: string }).email)).toEqual(['not-an-address']);
  await expect(input(page)).toHaveValue('not-an-address');

  // Empty too: no validation before sending.
  await input(page).fill('');
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => sent.length).toBe(2);
});

test('a network failure is only logged to the console', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/');
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/api/email/send-subscribe', (route) => route.abort('connectionrefused'));
  await input(page).fill(uniqueEmail('offline'));
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => logged.some((text) => text.includes('Subscribe failed'))).toBe(true);
  await expectNoToast(page);
  await expect(box(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});
