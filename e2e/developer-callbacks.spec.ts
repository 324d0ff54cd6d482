import { test } from '@playwright/test';
import { visitorAccountPaths } from '@tarang/shared/auth';
import { developerPaths } from '@tarang/shared/developer';
import { EXAMPLE_ENTITY_ID, EXAMPLE_TEMPLATE_ID, OTP_TEMPLATE, SENDER_ID } from '@tarang/shared/messaging-api';
import { Webhook } from 'standardwebhooks';
import { emailsTo } from './admin-invitations';
import { uniqueEmail } from './fixtures';
import { localReceiver, ownServer } from './local-receiver';
import { SLOW_TEST_TIMEOUT_MS, expect, expectNoAxeViolations, gotoReady, logInInModal, loginDialog, openLogin, signUpInModal, successToast } from './shell-helpers';

// docs/decisions/049-test-mode-callbacks.md: a developer sets a callback URL on the Developer page, sends a
// test SMS with Try it, and its DELIVERED report reaches their receiver signed; the request inspector shows
// the request and the callback, and Resend sends it again. A server of its own (local-receiver.ts): its
// webhook worker polls every 200 ms and WEBHOOK_LOCAL_RECEIVER=on lets it reach the receiver on 127.0.0.1.
test.describe.configure({ mode: 'serial', timeout: SLOW_TEST_TIMEOUT_MS * 2 });

const receiver = localReceiver();
const received = receiver.received;
let server: Awaited<ReturnType<typeof ownServer>>;
let baseUrl = '';
let dataDir = '';
let receiverUrl = '';

test.beforeAll(async () => {
  await receiver.start();
  receiverUrl = receiver.url();
  server = await ownServer('callbacks');
  ({ baseUrl, dataDir } = server);
});
test.afterAll(async () => {
  await server?.close();
  await receiver.stop();
});

/** The callbacks the receiver got, verified with the secret by the Standard Webhooks library. */
const reports = (secret: string) => received.map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> });

test('a developer’s DELIVERED test SMS reaches their local receiver signed; the inspector shows it and Resend sends it again', async ({ page, isMobile }) => {
  received.length = 0;
  const width = isMobile ? 390 : 1366;
  await page.setViewportSize({ width, height: isMobile ? 844 : 768 });
  const email = uniqueEmail('callbacks');
  const password = 'monsoon-42';
  await gotoReady(page, `${baseUrl}/`);
  await openLogin(page, isMobile);
  await signUpInModal(page, { name: 'Asha Rao', email, password });
  // The verification mail this server wrote (docs/decisions/046-visitor-verification-and-reset.md).
  let token: string | null = null;
  await expect
    .poll(() => (token = new RegExp(`${visitorAccountPaths.verifyEmailPage}\\?token=([A-Za-z0-9_-]{43})`).exec(emailsTo(email, 'verify-email', dataDir).join('\n'))?.[1] ?? null), { timeout: 15_000 })
    .not.toBeNull();
  expect((await page.request.post(`${baseUrl}${visitorAccountPaths.verifyEmail}`, { data: { token } })).status()).toBe(200);
  await expect(loginDialog(page)).toBeVisible();
  // The login's own check of the new session must finish first: leaving the page while it runs logs out.
  const sessionChecked = page.waitForResponse((r) => r.url().endsWith('/api/auth/user/verify'));
  await logInInModal(page, email, password);
  await expect(successToast(page)).toContainText('Welcome back!');
  expect((await sessionChecked).status()).toBe(200);

  await gotoReady(page, `${baseUrl}/developer`);
  await page.getByRole('button', { name: 'Create test key' }).click();
  await expect(page.getByTestId('test-key')).toHaveText(/^tk_test_/);
  // The DLT registrations other stories fill in by hand (developer.spec.ts), here through the page's own calls.
  const session = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('userAuthToken'))}` };
  expect((await page.request.put(`${baseUrl}${developerPaths.dlt}`, { headers: session, data: { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] } })).status()).toBe(200);
  const template = { templateId: EXAMPLE_TEMPLATE_ID, senderId: SENDER_ID, category: 'service_implicit', body: OTP_TEMPLATE };
  expect((await page.request.post(`${baseUrl}${developerPaths.templates}`, { headers: session, data: template })).status()).toBe(201);

  // The callback URL: a refused address says why under the field; the local receiver is saved with its secret, shown once.
  const callbacks = page.getByRole('region', { name: 'Delivery-report callbacks' });
  const form = callbacks.getByRole('form', { name: 'Delivery-report callbacks' });
  await form.getByLabel('Callback URL').fill('http://10.0.0.1/reports');
  await form.getByRole('button', { name: 'Save URL' }).click();
  await expect(form.getByLabel('Callback URL')).toBeFocused();
  await expect(form.getByText(/private|HTTPS/i)).toBeVisible();
  await form.getByLabel('Callback URL').fill(receiverUrl);
  await form.getByRole('button', { name: 'Save URL' }).click();
  await expect(callbacks.getByRole('heading', { name: 'Copy your signing secret now: it is shown only once' })).toBeFocused();
  const secret = await callbacks.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expect(callbacks.getByText(`Reports go to ${receiverUrl}`)).toBeVisible();
  await callbacks.screenshot({ path: `test-results/developer-callbacks-${width}-secret.png` });
  await expectNoAxeViolations(page, 'Developer page with a new callback secret');

  // Try it on Send SMS, with the key and template the page saved.
  await gotoReady(page, `${baseUrl}/api?service=sms`);
  await page.getByText('Try it', { exact: true }).first().click();
  const tryIt = page.getByRole('form', { name: 'Send SMS: Send request' });
  await expect(tryIt.getByLabel('templateid', { exact: true })).toHaveValue(EXAMPLE_TEMPLATE_ID);
  await tryIt.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer from test mode: HTTP 200' })).toBeVisible();

  // A few seconds later the report reaches the receiver, signed, saying DELIVERED.
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
  expect(reports(secret)[0]).toMatchObject({ type: 'sms.status', data: { status: 'DELIVERED', to: expect.any(String), messageId: expect.stringMatching(/^msg_/) } });

  // The inspector lists the request and the callback.
  await gotoReady(page, `${baseUrl}/developer`);
  const inspector = page.getByRole('list', { name: 'Request inspector' });
  const callback = inspector.getByRole('listitem').filter({ hasText: 'Callback: DELIVERED' });
  await expect(callback).toContainText('delivered');
  await expect(callback).toContainText('your server answered HTTP 204');
  await expect(callback).toContainText(receiverUrl);
  await expect(inspector.getByRole('listitem').filter({ hasText: /Request: GET \/api\/test\/v1\/sms\/send → 200/ })).toBeVisible();
  await callback.getByText('Payload').click();
  await expect(callback.getByText('"status": "DELIVERED"')).toBeVisible();
  await page.getByRole('region', { name: 'Request inspector' }).screenshot({ path: `test-results/developer-callbacks-${width}-inspector.png` });
  await expectNoAxeViolations(page, 'Developer page with the inspector');

  // Resend: the same callback again, with the same webhook-id.
  await callback.getByRole('button', { name: /^Resend/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Queued again' })).toBeVisible();
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
  expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
  expect(reports(secret)[1]).toMatchObject({ type: 'sms.status', data: { status: 'DELIVERED' } });
});
