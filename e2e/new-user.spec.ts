import { test, type Locator, type Page } from '@playwright/test';
import { visitorAccountPaths } from '@tarang/shared/auth';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, OTP_TEMPLATE, SENDER_ID } from '@tarang/shared/messaging-api';
import { Webhook } from 'standardwebhooks';
import { createVisitor, uniqueEmail } from './fixtures';
import { localReceiver, ownServer } from './local-receiver';
import { SLOW_TEST_TIMEOUT_MS, expect, gotoReady, loginDialog, signupDialog, successToast } from './shell-helpers';
import { mailedLink } from './visitor-mail';

// A new person's first minutes (docs/product.md §15, docs/decisions/048-developer-console.md,
// 049-test-mode-callbacks.md): from the home page to a DELIVERED test SMS whose signed report reaches their
// own receiver, through the site's pages only, at the speed Playwright acts (no pauses). The story counts each
// interaction (click, fill, choice, key press, navigation) and measures its wall time less the time spent
// waiting for the mail and the delivery report, and writes both in the report's annotations.
// A server of its own, as developer-callbacks.spec.ts: WEBHOOK_LOCAL_RECEIVER=on lets its worker reach the
// receiver on 127.0.0.1.
test.describe.configure({ mode: 'serial', timeout: SLOW_TEST_TIMEOUT_MS * 2 });

const receiver = localReceiver();
let server: Awaited<ReturnType<typeof ownServer>>;
let baseUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  await receiver.start();
  server = await ownServer('new-user');
  ({ baseUrl, dataDir } = server);
});
test.afterAll(async () => {
  await server?.close();
  await receiver.stop();
});

/**
 * What the person does, counted: each click, fill, choice, key press and navigation is one interaction.
 * `waiting` holds the time spent on what only the server decides (the mail's arrival, the delivery report).
 */
function person(page: Page) {
  let interactions = 0;
  let waitingMs = 0;
  const started = performance.now();
  return {
    async click(target: Locator) {
      interactions++;
      await target.click();
    },
    async fill(target: Locator, value: string) {
      interactions++;
      await target.fill(value);
    },
    async choose(target: Locator, label: string) {
      interactions++;
      await target.selectOption({ label });
    },
    async open(url: string) {
      interactions++;
      await gotoReady(page, url);
    },
    /** Copying a value the page shows (the signing secret): one interaction. */
    async copy(target: Locator) {
      interactions++;
      return target.inputValue();
    },
    async waiting<T>(work: () => Promise<T>): Promise<T> {
      const from = performance.now();
      try {
        return await work();
      } finally {
        waitingMs += performance.now() - from;
      }
    },
    summary() {
      const totalMs = performance.now() - started;
      return { interactions, totalMs, waitingMs, ownMs: totalMs - waitingMs };
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

test('a new person goes from the home page to a DELIVERED test SMS whose signed report reaches their receiver, through the console’s checklist', { tag: '@desktop' }, async ({ page }) => {
  receiver.received.length = 0;
  const receiverUrl = receiver.url();
  await page.setViewportSize({ width: 1366, height: 768 });
  const email = uniqueEmail('new-user');
  const password = 'monsoon-42';
  const me = person(page);

  // The home page; sign-up is behind the header's Login, as the modal's second mode.
  await me.open(`${baseUrl}/`);
  await me.click(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }));
  await me.click(loginDialog(page).getByRole('button', { name: 'Sign Up' }));
  const signup = signupDialog(page);
  await me.fill(signup.getByLabel('Name'), 'Asha Rao');
  await me.fill(signup.getByLabel('Email'), email);
  await me.fill(signup.getByLabel('Password'), password);
  await me.click(signup.getByRole('button', { name: 'Sign Up' }));
  await expect(successToast(page).filter({ hasText: 'Thanks for signing up!' })).toHaveCount(1);

  // The verification mail's link opens the console, which asks for a login.
  const link = await me.waiting(() => mailedLink(email, 'verify-email', visitorAccountPaths.verifyEmailPage, dataDir));
  await me.open(`${baseUrl}${link}`);
  await expect(page).toHaveURL(/\/developer$/);
  await expect(successToast(page).filter({ hasText: 'Your e-mail address is verified.' })).toHaveCount(1);
  const main = page.getByRole('main');
  await me.click(main.getByRole('button', { name: 'Login', exact: true }));
  await me.fill(loginDialog(page).getByLabel('Email'), email);
  await me.fill(loginDialog(page).getByLabel('Password'), password);
  await me.click(loginDialog(page).getByRole('button', { name: 'Login' }));
  await expect(successToast(page).filter({ hasText: 'Welcome back!' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer console' })).toBeVisible();

  const start = page.getByRole('region', { name: 'Getting started' });
  const checklist = page.getByRole('list', { name: 'Getting started' });
  const step = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });
  await expect(step('Verify your e-mail')).toContainText('Done');
  await expect(start.getByText('1 of 7 steps done')).toBeVisible();

  // Each step from its checklist link.
  await me.click(step('Create a test key').getByRole('link'));
  await expect(page.getByRole('heading', { level: 2, name: 'Test API key' })).toBeFocused();
  await me.click(page.getByRole('button', { name: 'Create test key' }));
  await expect(page.getByTestId('test-key')).toHaveText(/^tk_test_/);
  await expect(step('Create a test key')).toContainText('Done');

  await me.click(step('Register a Sender ID').getByRole('link'));
  await expect(page.getByRole('heading', { level: 2, name: 'DLT entity and Sender IDs' })).toBeFocused();
  const dlt = page.getByRole('form', { name: 'DLT entity and Sender IDs' });
  await me.fill(dlt.getByLabel('Entity ID (19 digits)'), EXAMPLE_ENTITY_ID);
  await me.fill(dlt.getByLabel('Sender IDs (separated by commas)'), SENDER_ID);
  await me.click(dlt.getByRole('button', { name: 'Save' }));
  await expect(dlt.getByRole('status')).toHaveText('Saved.');
  await expect(step('Register a Sender ID')).toContainText('Done');

  await me.click(step('Register a template').getByRole('link'));
  await expect(page.getByRole('heading', { level: 2, name: 'Templates' })).toBeFocused();
  const templates = page.getByRole('form', { name: 'Register template' });
  await me.fill(templates.getByLabel('Template ID (19 digits)'), EXAMPLE_TEMPLATE_ID);
  await expect(templates.getByLabel('Sender ID')).toHaveValue(SENDER_ID);
  await me.choose(templates.getByLabel('Category'), 'Service Implicit');
  await me.fill(templates.getByLabel('Template text'), OTP_TEMPLATE);
  await me.click(templates.getByRole('button', { name: 'Register template' }));
  await expect(page.getByRole('cell', { name: EXAMPLE_TEMPLATE_ID })).toBeVisible();
  await expect(step('Register a template')).toContainText('Done');

  await me.click(step('Set a delivery-report URL').getByRole('link'));
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery-report callbacks' })).toBeFocused();
  const callbacks = page.getByRole('region', { name: 'Delivery-report callbacks' });
  const callbackForm = callbacks.getByRole('form', { name: 'Delivery-report callbacks' });
  await me.fill(callbackForm.getByLabel('Callback URL'), receiverUrl);
  await me.click(callbackForm.getByRole('button', { name: 'Save URL' }));
  await expect(callbacks.getByRole('heading', { name: 'Copy your signing secret now: it is shown only once' })).toBeFocused();
  const secret = await me.copy(callbacks.getByLabel('Signing secret'));
  expect(secret).toMatch(/^whsec_/);
  await expect(step('Set a delivery-report URL')).toContainText('Done');

  // The first test SMS with Try it, where the checklist's link leads, prefilled with the key and template.
  await me.click(step('Send a first test SMS').getByRole('link'));
  await expect(page).toHaveURL(/\/api\?service=sms$/);
  await me.click(page.getByText('Try it', { exact: true }).first());
  const tryIt = page.getByRole('form', { name: 'Send SMS: Send request' });
  await expect(tryIt.getByLabel('templateid', { exact: true })).toHaveValue(EXAMPLE_TEMPLATE_ID);
  await me.click(tryIt.getByRole('button', { name: 'Send request' }));
  await expect(page.getByRole('status').filter({ hasText: 'Answer from test mode: HTTP 200' })).toBeVisible();

  // Back to the console from the account menu: the inspector shows the DELIVERED report and its callback.
  const banner = page.getByRole('banner');
  await me.click(banner.getByRole('button', { name: 'Logged in as Asha Rao', exact: true }));
  await me.click(banner.getByRole('link', { name: 'Developer console' }));
  const inspector = page.getByRole('list', { name: 'Request inspector' });
  const callback = inspector.getByRole('listitem').filter({ hasText: 'Callback: DELIVERED' });
  await me.waiting(() => expect(callback).toContainText('your server answered HTTP 204', { timeout: 20_000 }));
  await expect(callback).toContainText(receiverUrl);
  await expect(step('See it DELIVERED')).toContainText('Done');

  // The receiver got the report, signed with the secret the console showed.
  const delivered = () =>
    receiver.received.map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: { status?: string } }).filter((r) => r.data.status === 'DELIVERED');
  await me.waiting(() => expect.poll(() => delivered().length, { timeout: 20_000 }).toBe(1));
  expect(delivered()[0]).toMatchObject({ type: 'sms.status', data: { status: 'DELIVERED', to: expect.any(String), messageId: expect.stringMatching(/^msg_/) } });

  // Every step of the checklist is done.
  await expect(start.getByText('7 of 7 steps done')).toBeVisible();
  await expect(checklist.getByRole('listitem')).toHaveCount(7);
  await expect(checklist.getByRole('listitem').filter({ hasText: 'To do' })).toHaveCount(0);

  const { interactions, totalMs, waitingMs, ownMs } = me.summary();
  const said = `${interactions} interactions; ${seconds(ownMs)} of the person’s own time (${seconds(totalMs)} wall time less ${seconds(waitingMs)} waiting for the mail and the delivery report)`;
  test.info().annotations.push({ type: 'interactions', description: String(interactions) }, { type: 'own time', description: seconds(ownMs) }, { type: 'wall time', description: seconds(totalMs) }, { type: 'waiting', description: seconds(waitingMs) });
  console.log(`New user story: ${said}`);
  expect(ownMs, said).toBeLessThan(60_000);

  await start.screenshot({ path: 'test-results/new-user-1366-checklist.png' });
  await page.getByRole('region', { name: 'Request inspector' }).screenshot({ path: 'test-results/new-user-1366-inspector.png' });
});

test('the console’s checklist on a phone, after the verification link', { tag: '@mobile' }, async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl });
  const visitor = await createVisitor(api, { name: 'Ravi Nair', email: uniqueEmail('new-user-phone') });
  await api.dispose();
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, `${baseUrl}/login`);
  const login = page.getByRole('form', { name: 'Login form' });
  await login.getByLabel('Email').fill(visitor.email);
  await login.getByLabel('Password').fill(visitor.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/developer$/);
  await page.goto(`${baseUrl}${await mailedLink(visitor.email, 'verify-email', visitorAccountPaths.verifyEmailPage, dataDir)}`);
  const start = page.getByRole('region', { name: 'Getting started' });
  await expect(start.getByText('1 of 7 steps done')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Getting started' }).getByRole('listitem').filter({ hasText: 'Verify your e-mail' })).toContainText('Done');
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await start.screenshot({ path: 'test-results/new-user-390-checklist.png' });
});
