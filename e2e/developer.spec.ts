import { execFileSync } from 'node:child_process';
import { test, type Page } from '@playwright/test';
import { accountMessages, visitorAccountPaths } from '@tarang/shared/auth';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, OTP_EXAMPLE, OTP_TEMPLATE, SENDER_ID, TEST_BASE_PATH } from '@tarang/shared/messaging-api';
import { createVisitor, uniqueEmail } from './fixtures';
import { mailedLink, verifyEmailOf } from './visitor-mail';
import { SLOW_TEST_TIMEOUT_MS, expect, expectNoAxeViolations, gotoReady, logInInModal, loginDialog, openLogin, signUpInModal, successToast } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS * 2 });

// docs/product.md §15, docs/decisions/034-test-mode.md: a new developer signs up, gets a test key,
// registers a template, and tries Send SMS from the API page; the page's curl sample answers the same.
const PASSWORD = 'monsoon-42';

/** Registers the example DLT entity and Sender ID in the console's form, as a developer types them. */
async function saveDltEntity(page: Page) {
  const dlt = page.getByRole('form', { name: 'DLT entity and Sender IDs' });
  await dlt.getByLabel('Entity ID (19 digits)').fill(EXAMPLE_ENTITY_ID);
  await dlt.getByLabel('Sender IDs (separated by commas)').fill(SENDER_ID);
  await dlt.getByRole('button', { name: 'Save' }).click();
  await expect(dlt.getByRole('status')).toHaveText('Saved.');
}

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
  // The modal closes where the visitor is (decisions: the spec's behaviour stays).
  await expect(page).toHaveURL(/\/$/);

  // The spec's initial and Logout stay; the menu's first entry is the console (decision 048).
  const banner = page.getByRole('banner');
  const account = banner.getByRole('button', { name: 'Logged in as Dev Anand', exact: true });
  await account.click();
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
  const accountMenu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
  await expect(accountMenu.locator('a, button').first()).toHaveText('Developer console');
  await banner.getByRole('link', { name: 'Developer console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Developer console' })).toBeVisible();

  await page.getByRole('button', { name: 'Create test key' }).click();
  const key = (await page.getByTestId('test-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^tk_test_/);

  await saveDltEntity(page);

  const templates = page.getByRole('form', { name: 'Register template' });
  await templates.getByLabel('Template ID (19 digits)').fill(EXAMPLE_TEMPLATE_ID);
  await expect(templates.getByLabel('Sender ID')).toHaveValue(SENDER_ID);
  await templates.getByLabel('Category').selectOption({ label: 'Service Implicit' });
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
  await page.getByRole('banner').getByRole('link', { name: 'Developer console' }).click();
  const log = page.getByRole('list', { name: 'Test request log' });
  await expect(log.getByText(/: DELIVERED$/).first()).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText(/→ 422/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'Developer page');
});

// docs/decisions/048-developer-console.md: the Developer page is the visitor's console. A login on /login
// lands there, the verification link too; the checklist follows the account and links each step to its
// place; a template needs a registered Sender ID; regenerating the key asks first.
test('the console: /login and the verification link land there, the checklist follows the account, the key asks before it is regenerated', async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1366, height: 768 });
  const visitor = await createVisitor(page.request, { name: 'Meera Iyer', email: uniqueEmail('console') });
  await gotoReady(page, '/login');
  const login = page.getByRole('form', { name: 'Login form' });
  await login.getByLabel('Email').fill(visitor.email);
  await login.getByLabel('Password').fill(visitor.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/developer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer console' })).toBeVisible();

  const checklist = page.getByRole('list', { name: 'Getting started' });
  const step = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });
  const start = page.getByRole('region', { name: 'Getting started' });
  await expect(start.getByText('0 of 7 steps done')).toBeVisible();
  await expect(start.getByText(`Your e-mail ${visitor.email} is not verified yet`)).toBeVisible();
  // The sign-up's link is a moment old: a new one waits a minute, and the console says so.
  await start.getByRole('button', { name: 'Send a new link' }).click();
  await expect(start.getByRole('status').filter({ hasText: accountMessages.resendTooSoon })).toBeVisible();
  await expectNoAxeViolations(page, 'Developer console, new account');

  // The e-mailed link lands on the console, verified.
  await page.goto(await mailedLink(visitor.email, 'verify-email', visitorAccountPaths.verifyEmailPage));
  await expect(page).toHaveURL(/\/developer$/);
  await expect(start.getByText(`Your e-mail ${visitor.email} is verified.`)).toBeVisible();
  await expect(step('Verify your e-mail')).toContainText('Done');
  await expect(step('Create a test key')).toContainText('To do');

  // Each step links to the panel that does it.
  await step('Create a test key').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Test API key' })).toBeFocused();
  await page.getByRole('button', { name: 'Create test key' }).click();
  const firstKey = (await page.getByTestId('test-key').textContent())?.trim() ?? '';
  await expect(step('Create a test key')).toContainText('Done');

  // Regenerating asks first, saying the old key stops working; Escape and Cancel keep it.
  const regenerate = page.getByRole('button', { name: 'Regenerate key' });
  const question = page.getByRole('group', { name: /Regenerate your test key\?/ });
  await regenerate.click();
  await expect(question).toContainText('stops working at once');
  await expect(question.getByText(/Regenerate your test key\?/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(regenerate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page, 'Developer console, regenerate question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('test-key')).toHaveText(firstKey);
  await regenerate.click();
  await question.getByRole('button', { name: 'Yes, regenerate' }).click();
  await expect(page.getByTestId('test-key')).not.toHaveText(firstKey);
  const key = (await page.getByTestId('test-key').textContent())?.trim() ?? '';
  const refused = await page.request.get(`${TEST_BASE_PATH}/sms/logs`, { params: { key: firstKey } });
  expect(refused.status()).toBe(401);

  // A template waits for a Sender ID: the panel says so and links to where one is registered.
  const templatesPanel = page.getByRole('region', { name: 'Templates' });
  await templatesPanel.getByRole('link', { name: 'Register a Sender ID first' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'DLT entity and Sender IDs' })).toBeFocused();
  await saveDltEntity(page);
  const templates = page.getByRole('form', { name: 'Register template' });
  await expect(templates.getByLabel('Sender ID').locator('option')).toHaveText([SENDER_ID]);
  await expect(templates.getByLabel('Category').locator('option')).toHaveText(['Choose a category', 'Transactional', 'Service Implicit', 'Service Explicit', 'Promotional']);
  await templates.getByLabel('Template ID (19 digits)').fill(EXAMPLE_TEMPLATE_ID);
  await templates.getByLabel('Category').selectOption({ label: 'Transactional' });
  await templates.getByLabel('Template text').fill(OTP_TEMPLATE);
  await templates.getByRole('button', { name: 'Register template' }).click();
  await expect(templatesPanel.getByRole('row').filter({ hasText: EXAMPLE_TEMPLATE_ID })).toContainText('Transactional');
  await expect(step('Register a template')).toContainText('Done');

  // A first test SMS, as an API client sends it; its report reaches the log, and the checklist follows.
  const sent = await page.request.get(`${TEST_BASE_PATH}/sms/send`, { params: { key, to: '919999900001', from: SENDER_ID, body: OTP_EXAMPLE, entityid: EXAMPLE_ENTITY_ID, templateid: EXAMPLE_TEMPLATE_ID } });
  expect(sent.status(), await sent.text()).toBe(200);
  await expect(step('Send a first test SMS')).toContainText('Done');
  await expect(step('See it DELIVERED')).toContainText('Done');
  await expect(step('Set a delivery-report URL')).toContainText('To do');
  await expect(step('Send a first test SMS').getByRole('link')).toHaveAttribute('href', '/api?service=sms');

  // Progress is the account's: a fresh load shows the same.
  await page.reload();
  await expect(start.getByText('6 of 7 steps done')).toBeVisible();
  await expectNoAxeViolations(page, 'Developer console, six steps done');
});
