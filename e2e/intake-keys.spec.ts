import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { intakeExamples, intakeMessages, intakePaths } from '@tarang/shared/intake';
import { webhookPaths, type WebhookCreated } from '@tarang/shared/webhooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { webhookReceiver } from '../apps/server/src/test/webhook-receiver';
import { ADMIN_PASSWORD, adminToken, openAdminScreen } from './admin-fixtures';
import { uniqueEmail } from './fixtures';
import { expect, expectNoAxeViolations } from './shell-helpers';

// docs/decisions/041-lead-intake-keys.md: an admin makes a lead intake key on the Integrations page; a lead
// another system sends with it appears on the dashboard under the key's source and reaches the CRM's webhook;
// revoked, the key is refused. A server of its own, whose webhook worker polls every 200 ms and may deliver to
// a receiver on this machine.
test.describe.configure({ timeout: 90_000 });

const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/build/client');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-intake-'));
const crm = webhookReceiver();
let app: FastifyInstance;
let baseUrl: string;

test.beforeAll(async () => {
  await crm.start();
  app = await buildApp(loadConfig({ DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn', MAIL_WORKER: 'off', RATE_LIMITS: 'off', WEBHOOK_POLL_MS: '200', WEBHOOK_LOCAL_RECEIVER: 'on' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await app?.close();
  await crm.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a lead sent with an intake key made on the dashboard appears on the dashboard and in a webhook; revoked, the key is refused', { tag: '@desktop' }, async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const admin = { email: uniqueEmail('intake-admin'), password: ADMIN_PASSWORD };
  await app.auth.createAdmin(admin.email, admin.password);
  const token = await adminToken(api, admin);
  const hook = await api.post(webhookPaths.endpoints, { headers: { authorization: `Bearer ${token}` }, data: { url: crm.url(), events: ['lead.created'] } });
  expect(hook.status()).toBe(201);
  const { secret } = (await hook.json()) as WebhookCreated;

  // Making a key: the name is required; then the key, shown this once.
  await openAdminScreen(page, token, 'Integrations', baseUrl);
  const form = page.getByRole('form', { name: 'Create a key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByLabel('Key name')).toBeFocused();
  await expect(form.getByText(intakeMessages.nameRequired)).toBeVisible();
  await form.getByLabel('Key name').fill('Expo badge scanner');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('heading', { name: 'Key created: copy it now' })).toBeFocused();
  const key = await page.getByLabel('Lead intake key', { exact: true }).inputValue();
  expect(key).toMatch(/^tci_[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page, 'integrations page with a new intake key');
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByLabel('Lead intake key', { exact: true })).toHaveCount(0);
  const keys = page.getByRole('table', { name: 'Intake keys' });
  await expect(keys.getByRole('row').filter({ hasText: 'Expo badge scanner' })).toContainText('Live');
  await expect(keys).not.toContainText(key);

  // The event app sends a demo request with it: no bot check, stored, and sent on to the CRM signed.
  const email = uniqueEmail('expo-visitor');
  const sent = await api.post(intakePaths.demo, { headers: { authorization: `Bearer ${key}` }, data: { ...intakeExamples.demo, email } });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect.poll(() => crm.received.length).toBe(1);
  const delivered = crm.received[0]!;
  const event = new Webhook(secret).verify(delivered.body, delivered.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
  expect(event).toMatchObject({ type: 'lead.created', data: { source: 'demo', email, businessname: intakeExamples.demo.businessname, utmSource: 'intake:Expo badge scanner' } });

  // On the dashboard, the demo table filtered by the key's source lists it.
  const dashboard = await page.context().newPage();
  await openAdminScreen(dashboard, token, 'Dashboard', baseUrl);
  await dashboard.getByRole('tab', { name: 'Demo Requests' }).click();
  await dashboard.getByLabel('Source').fill('intake:Expo badge scanner');
  const table = dashboard.getByRole('table', { name: /^Demo Requests/ });
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await dashboard.close();

  // Revoked: the list says so, and the next call is refused with a sentence the sender can act on.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Revoke the key Expo badge scanner' }).click();
  await expect(page.getByRole('status').filter({ hasText: intakeMessages.revoked })).toBeVisible();
  await expect(keys.getByRole('row').filter({ hasText: 'Expo badge scanner' })).toContainText('Revoked');
  const refused = await api.post(intakePaths.contact, { headers: { authorization: `Bearer ${key}` }, data: intakeExamples.contact });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ message: intakeMessages.keyRevoked });
  await api.dispose();
});
