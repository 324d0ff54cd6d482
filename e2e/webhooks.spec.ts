import { request as playwrightRequest, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { webhookMessages, webhookPaths, type WebhookDelivery } from '@tarang/shared/webhooks';
import { ADMIN_PASSWORD, adminToken, openAdminScreen } from './admin-fixtures';
import { uniqueEmail } from './fixtures';
import { localReceiver, ownServer } from './local-receiver';
import { demoDialog, expect, expectNoAxeViolations, fillDemoForm, sampleDemo, successToast } from './shell-helpers';

// docs/decisions/033-webhooks.md: leads reach a CRM's webhook receiver signed, and a receiver that is down
// loses nothing. A server of its own: its webhook worker polls every 200 ms and retries after
// WEBHOOK_RETRY_SCALE (0.001) of the real back-off, so the first retries come within seconds.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The CRM's receiver on 127.0.0.1 (plain http to this machine is allowed outside production). */
const receiver = localReceiver();
const received = receiver.received;
type Received = (typeof received)[number];
let server: Awaited<ReturnType<typeof ownServer>>;
let app: FastifyInstance;
let baseUrl: string;

test.beforeAll(async () => {
  await receiver.start();
  server = await ownServer('webhooks', { MAIL_WORKER: 'off', WEBHOOK_RETRY_SCALE: '0.001' });
  ({ app, baseUrl } = server);
});
test.afterAll(async () => {
  await server?.close();
  await receiver.stop();
});

/** The deliveries the receiver got, verified with the endpoint's secret by the Standard Webhooks library. */
const verifiedWith = (secret: string, r: Received) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
const events = (secret: string) => received.map((r) => verifiedWith(secret, r));

async function bookDemo(page: Page, email: string) {
  await page.goto(`${baseUrl}/`);
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('button', { name: 'Book Demo' }).click();
  const dialog = demoDialog(page);
  await fillDemoForm(dialog, { ...sampleDemo, email });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page)).toHaveCount(1);
}

test('an admin connects a CRM receiver; a booked demo reaches it signed; with the receiver down nothing is lost', { tag: '@desktop' }, async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const admin = { email: uniqueEmail('hooks-admin'), password: ADMIN_PASSWORD };
  await app.auth.createAdmin(admin.email, admin.password);
  const token = await adminToken(api, admin);
  await openAdminScreen(page, token, 'Integrations', baseUrl);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');

  // Adding: the URL and the events, then the secret, shown this once.
  const form = page.getByRole('form', { name: 'Add an endpoint' });
  await form.getByRole('checkbox', { name: 'Lead created' }).uncheck();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Choose at least one event.')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Lead created' }).check();
  await form.getByLabel('Endpoint URL').fill(receiver.url('/crm'));
  await form.getByLabel('Description (optional)').fill('Local CRM relay');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByRole('heading', { name: 'Endpoint added: copy its signing secret now' })).toBeFocused();
  const secret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expectNoAxeViolations(page, 'integrations page with a new secret');
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByLabel('Signing secret', { exact: true })).toHaveCount(0);
  const url = receiver.url('/crm');
  await expect(page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('rowheader', { name: new RegExp(url) })).toBeVisible();

  // "Send test event": it arrives signed, and the log says so.
  await page.getByRole('button', { name: `Send a test event to ${url}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test event queued.' })).toBeVisible();
  await expect.poll(() => received.length).toBe(1);
  expect(events(secret)[0]).toMatchObject({ type: 'webhook.test' });
  const log = page.getByRole('table', { name: new RegExp(`^Deliveries to ${url}`) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered', { timeout: 1000 });
  }).toPass();
  await expect(log.getByRole('row').nth(1)).toContainText('204');
  await expectNoAxeViolations(page, 'integrations page with a delivery log');

  // A visitor books a demo: the lead reaches the receiver with every field, signed.
  const visitor = await page.context().browser()!.newPage();
  const first = uniqueEmail('hooks-demo');
  await bookDemo(visitor, first);
  await expect.poll(() => received.length).toBe(2);
  expect(events(secret)[1]).toMatchObject({
    type: 'lead.created',
    data: { source: 'demo', email: first, name: 'Kavya Menon', contact: '9876543210', businessname: 'Monsoon Foods Pvt Ltd', lookingfor: 'WhatsApp API Integration' },
  });

  // The receiver goes down: the next demo is kept and retried, and arrives once it is back.
  await receiver.stop();
  const second = uniqueEmail('hooks-outage');
  await bookDemo(visitor, second);
  // What the Integrations page's log reads: the endpoint's deliveries, newest first.
  const headers = { authorization: `Bearer ${token}` };
  const endpoints = (await (await api.get(webhookPaths.endpoints, { headers })).json()) as { id: number; url: string }[];
  const endpointId = endpoints.find((e) => e.url === url)!.id;
  const attempts = async () => {
    const deliveries = (await (await api.get(webhookPaths.deliveries(endpointId), { headers })).json()) as WebhookDelivery[];
    return deliveries.find((d) => d.event === 'lead.created')!;
  };
  await expect.poll(async () => (await attempts()).attempts, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await attempts()).toMatchObject({ status: 'pending', responseStatus: null });
  expect(received).toHaveLength(2);
  await receiver.start();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3);
  expect(events(secret)[2]).toMatchObject({ type: 'lead.created', data: { email: second } });
  // The receiver answers before the worker records the attempt: the log says so a moment later.
  await expect.poll(async () => (await attempts()).status).toBe('delivered');
  expect(await attempts()).toMatchObject({ status: 'delivered', responseStatus: 204 });

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: /of 3 deliveries/ })).toBeVisible();

  // Replacing the secret (after confirming): the new one is shown once, and while the receiver still has the
  // old one, the next delivery verifies with either.
  const confirmed = page.waitForEvent('dialog').then(async (d) => {
    expect(d.message()).toContain('deliveries are signed with the old secret too');
    await d.accept();
  });
  await page.getByRole('button', { name: `Replace the signing secret of ${url}` }).click();
  await confirmed;
  await expect(page.getByRole('heading', { name: `New signing secret for ${url}: copy it now` })).toBeFocused();
  const newSecret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
  expect(newSecret).toMatch(/^whsec_/);
  expect(newSecret).not.toBe(secret);
  await expect(page.getByRole('status').filter({ hasText: webhookMessages.secretRotated })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await page.getByRole('button', { name: `Send a test event to ${url}` }).click();
  await expect.poll(() => received.length).toBe(4);
  expect(verifiedWith(secret, received[3]!)).toMatchObject({ type: 'webhook.test' });
  expect(verifiedWith(newSecret, received[3]!)).toMatchObject({ type: 'webhook.test' });
  await visitor.close();
  await api.dispose();
});
