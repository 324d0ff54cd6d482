import { execFileSync } from 'node:child_process';
import { test } from '@playwright/test';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, OTP_TEMPLATE, SENDER_ID } from '@tarang/shared/messaging-api';
import { uniqueEmail } from './fixtures';
import { verifyEmailOf } from './visitor-mail';
import { SLOW_TEST_TIMEOUT_MS, expect, expectNoAxeViolations, gotoReady, logInInModal, loginDialog, openLogin, signUpInModal, successToast } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS * 2 });

// docs/product.md §15, docs/decisions/034-test-mode.md: a new developer signs up, gets a test key,
// registers a template, and tries Send SMS from the API page; the page's curl sample answers the same.
const PASSWORD = 'monsoon-42';

/** Runs a curl sample as a terminal would. */
function runCurl(sample: string): { status: number; body: Record<string, unknown> } {
  const out = execFileSync('bash', ['-c', `${sample} -s -w '\\n%{http_code}'`], { encoding: 'utf8' });
  const lines = out.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: JSON.parse(lines.join('\n')) as Record<string, unknown> };
}

test('a new developer gets a test key, registers a template and tries Send SMS: the DLT error, then an id and a delivered report; curl answers the same', { tag: '@desktop' }, async ({ page }) => {
  const email = uniqueEmail('developer');
  await gotoReady(page, '/');
  await openLogin(page, false);
  await signUpInModal(page, { name: 'Dev Anand', email, password: PASSWORD });
  // Test mode's sends wait for a verified address (docs/decisions/046-visitor-verification-and-reset.md).
  await verifyEmailOf(page.request, email);
  await expect(loginDialog(page)).toBeVisible();
  await logInInModal(page, email, PASSWORD);
  await expect(successToast(page)).toContainText('Welcome back!');

  // The spec's initial and Logout stay; the menu gains Developer.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Logged in as Dev Anand', exact: true }).click();
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
  await banner.getByRole('link', { name: 'Developer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Developer' })).toBeVisible();

  await page.getByRole('button', { name: 'Create test key' }).click();
  const key = (await page.getByTestId('test-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^tk_test_/);

  const dlt = page.getByRole('form', { name: 'DLT entity and Sender IDs' });
  await dlt.getByLabel('Entity ID (19 digits)').fill(EXAMPLE_ENTITY_ID);
  await dlt.getByLabel('Sender IDs (separated by commas)').fill(SENDER_ID);
  await dlt.getByRole('button', { name: 'Save' }).click();
  await expect(dlt.getByRole('status')).toHaveText('Saved.');

  const templates = page.getByRole('form', { name: 'Register template' });
  await templates.getByLabel('Template ID (19 digits)').fill(EXAMPLE_TEMPLATE_ID);
  await templates.getByLabel('Sender ID').fill(SENDER_ID);
  await templates.getByLabel('Category').selectOption('service_implicit');
  await templates.getByLabel('Template text').fill(OTP_TEMPLATE);
  await templates.getByRole('button', { name: 'Register template' }).click();
  await expect(page.getByRole('cell', { name: EXAMPLE_TEMPLATE_ID })).toBeVisible();

  // Try it on Send SMS, prefilled with the visitor's key and template.
  await gotoReady(page, '/api?service=sms');
  await page.getByText('Try it', { exact: true }).first().click();
  const form = page.getByRole('form', { name: 'Send SMS: Send request' });
  await expect(form.getByLabel('key', { exact: true })).toHaveValue(key);
  await expect(form.getByLabel('templateid', { exact: true })).toHaveValue(EXAMPLE_TEMPLATE_ID);
  const body = form.getByLabel('body', { exact: true });
  const matching = await body.inputValue();

  await body.fill('Your code is 482913');
  await form.getByRole('button', { name: 'Send request' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'Answer from test mode' });
  await expect(answer.getByText('Answer from test mode: HTTP 422')).toBeVisible();
  await expect(answer.getByText('"code": "template_mismatch"')).toBeVisible();
  const brokenCurl = (await page.getByRole('figure').filter({ hasText: 'The request as it will be sent' }).locator('pre').textContent()) ?? '';

  await body.fill(matching);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(answer.getByText('Answer from test mode: HTTP 200')).toBeVisible();
  await expect(answer.getByText(/"messageId": "msg_[0-9A-Z]{10}"/)).toBeVisible();
  const goodCurl = (await page.getByRole('figure').filter({ hasText: 'The request as it will be sent' }).locator('pre').textContent()) ?? '';
  await expectNoAxeViolations(page, 'Try it with an answer');

  // The same requests from the page's curl sample, in a terminal.
  const broken = runCurl(brokenCurl);
  expect(broken.status).toBe(422);
  expect(broken.body).toMatchObject({ status: 'error', code: 'template_mismatch' });
  const good = runCurl(goodCurl);
  expect(good.status).toBe(200);
  expect(good.body).toMatchObject({ status: 'success', data: { encoding: 'GSM-7', segments: 1 } });

  // The delivery report reaches the Developer page's log a few seconds later.
  await gotoReady(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Logged in as Dev Anand', exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Developer' }).click();
  const log = page.getByRole('list', { name: 'Test request log' });
  await expect(log.getByText(/: DELIVERED$/).first()).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText(/→ 422/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'Developer page');
});
