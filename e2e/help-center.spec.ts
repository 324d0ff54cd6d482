import { expect, test, type Page } from '@playwright/test';
import { suggestedQuestionIds } from '../apps/web/app/content/help-center';
import { helpAnswer } from './starting-content';
import { gotoReady } from './shell-helpers';

// /help-center (product §2 "Help center"; product §13: the search and the suggested
// questions work and open real answers).

const search = (page: Page) => page.getByRole('searchbox', { name: 'Ask a question' });

test.beforeEach(async ({ page }) => {
  await gotoReady(page, '/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeVisible();
});

test('asking a question finds answers, and choosing one opens it', async ({ page }) => {
  await search(page).fill('How do I register for DLT?');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /answers? for “How do I register for DLT\?”/ })).toBeVisible();
  const results = page.getByRole('region', { name: 'Search results' });
  const dlt = helpAnswer('dlt-registration-steps');
  await results.getByRole('button', { name: dlt.question }).click();
  const answer = page.getByRole('article', { name: dlt.question });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(dlt.firstParagraph);
  await expect(answer.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/\/help-center\?q=How\+do\+I\+register\+for\+DLT%3F#dlt-registration-steps$/);
});

test('Enter in the search box searches too, and a question with no answer says so', { tag: '@any-width' }, async ({ page }) => {
  await search(page).fill('zebra xylophone');
  await search(page).press('Enter');
  await expect(page.getByText('No answers match “zebra xylophone”. Try other words, or ask our team.')).toBeVisible();
});

test('the eight suggested questions each open their real answer', { tag: '@any-width' }, async ({ page }) => {
  const suggested = page.getByRole('region', { name: 'Suggested questions' }).getByRole('button');
  await expect(suggested).toHaveCount(8);
  for (const id of suggestedQuestionIds) {
    const article = helpAnswer(id);
    await page.getByRole('region', { name: 'Suggested questions' }).getByRole('button', { name: article.question }).click();
    const answer = page.getByRole('article', { name: article.question });
    await expect(answer).toContainText(article.firstParagraph);
  }
});

test('a shared link opens the search and the answer it names', async ({ page }) => {
  await gotoReady(page, '/help-center?q=otp#otp-delivery-time');
  await expect(search(page)).toHaveValue('otp');
  await expect(page.getByRole('article', { name: helpAnswer('otp-delivery-time').question })).toBeVisible();
});

test('the box runs the site search, whose index loads only when a question is asked, and says so if it cannot load', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/search-index.json')) fetched.push(r.url());
  });
  await expect(page.getByRole('region', { name: 'Suggested questions' })).toBeVisible();
  expect(fetched).toEqual([]);
  await page.route('**/search-index.json', (route) => route.abort());
  await search(page).fill('sender id');
  await search(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Search could not load. Check your connection and try again.' })).toBeVisible();
  await page.unroute('**/search-index.json');
  await search(page).fill('sender id rules');
  await search(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /answers? for “sender id rules”/ })).toBeVisible();
  // Once loaded, the index serves every further question of the visit.
  const loads = fetched.length;
  await search(page).fill('otp');
  await search(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /answers? for “otp”/ })).toBeVisible();
  expect(fetched.length).toBe(loads);
});
