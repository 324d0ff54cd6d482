import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, request as playwrightRequest, test, type Page } from '@playwright/test';
import { BOT_CHALLENGE_PATH, botMessages } from '@tarang/shared/bot-check';
import type { TableKind } from '@tarang/shared/tables';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { solveProof } from '../apps/server/src/test/bot-proof';
import { ADMIN_PASSWORD, adminToken, listedRows, openAdminScreen } from './admin-fixtures';
import { emailsTo } from './admin-invitations';
import { uniqueEmail } from './fixtures';
import { demoDialog, expect, fillDemoForm, successToast } from './shell-helpers';

// docs/decisions/029-bot-protection.md. The e2e server runs with RATE_LIMITS=off, which turns the bot
// check off; these tests run on a server of their own with it on, one at a time, on the large screen.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SALES = 'sales-bots@example.com';
const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/build/client');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-bots-'));
let app: FastifyInstance;
let baseUrl: string;
let api: APIRequestContext;
let admin: { email: string; password: string };
let token: string;

test.beforeAll(async () => {
  app = await buildApp(loadConfig({ DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn', SALES_EMAIL: SALES }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // What the server stored is read as the sales team and an admin see it: the e-mails (the outbox's .eml
  // files) and the dashboard's list calls.
  api = await playwrightRequest.newContext({ baseURL: baseUrl });
  admin = { email: uniqueEmail('bots-admin'), password: ADMIN_PASSWORD };
  await app.auth.createAdmin(admin.email, admin.password);
  token = await adminToken(api, admin);
});
test.afterAll(async () => {
  await api?.dispose();
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Sales' e-mails that mention `text`, once the outbox worker has sent them. */
const mailsTo = (text: string) => emailsTo(SALES, undefined, dataDir).filter((m) => m.includes(text));
const listed = (kind: TableKind, q: string, options: { spam?: boolean } = {}) => listedRows(api, token, kind, q, options);

async function goto(page: Page, pathname: string) {
  await page.goto(`${baseUrl}${pathname}`);
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1);
}

test('a person fills in the contact form and the demo form and succeeds: leads, each mailed to sales', { tag: '@desktop' }, async ({ page }) => {
  const contactEmail = uniqueEmail('bots-contact');
  await goto(page, '/contact');
  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill(contactEmail);
  await page.getByLabel('Contact', { exact: true }).fill('9876543210');
  await page.getByLabel('Your Question', { exact: true }).fill('Can you send OTPs in Hindi, please?');
  await page.getByRole('button', { name: 'Submit' }).click();
  // What this test is about is the stored lead and its e-mail; the toasts have their own tests (contact.spec,
  // demo.spec). A 4-second toast can come and go unseen while a loaded host stalls the page's rendering.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  // A lead, not suspected spam: in the dashboard's list, and mailed to sales.
  const [contact] = await listed('contacts', contactEmail);
  expect(contact).toBeDefined();
  await expect.poll(() => mailsTo(`contact request #${contact!.id}`).length).toBe(1);
  // The honeypot is there for scripts only: out of the keyboard order and hidden from screen readers.
  const trap = page.locator('form[aria-label="Contact form"] input[data-bot-trap]');
  await expect(trap).toHaveAttribute('aria-hidden', 'true');
  await expect(trap).toHaveAttribute('tabindex', '-1');

  const demoEmail = uniqueEmail('bots-demo');
  await goto(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Book Demo' }).click();
  const dialog = demoDialog(page);
  await fillDemoForm(dialog, { name: 'Ravi', email: demoEmail, businessname: 'Ravi Traders', lookingfor: 'SMS', message: 'A demo of the SMS API, please.' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Full Name', { exact: true })).toHaveValue('');
  const [demo] = await listed('demos', demoEmail);
  expect(demo).toBeDefined();
  await expect.poll(() => mailsTo(`demo request #${demo!.id}`).length).toBe(1);
});

test('a person subscribes and signs up and succeeds', { tag: '@desktop' }, async ({ page }) => {
  const email = uniqueEmail('bots-news');
  await goto(page, '/');
  const box = page.getByRole('region', { name: 'Get in Touch' });
  await box.getByLabel('E-mail address').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByLabel('E-mail address')).toHaveValue('');
  expect((await listed('subscribers', email)).map((r) => r.email)).toEqual([email]);

  const visitor = uniqueEmail('bots-signup');
  await goto(page, '/login');
  await page.getByRole('button', { name: 'Sign Up' }).first().click();
  await page.getByLabel('Name', { exact: true }).fill('Kavya Menon');
  await page.getByLabel('Email', { exact: true }).fill(visitor);
  await page.getByLabel('Password', { exact: true }).fill('sunrise42');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect.poll(async () => (await listed('users', visitor)).length).toBe(1);
});

test('a script: without a proof its forms get a clear 400; solving the proof but sending at once, its leads are kept as spam and mail nobody; the admin restores a lead and sales gets its e-mail', { tag: '@desktop' }, async ({ page }) => {
  const script = await playwrightRequest.newContext({ baseURL: baseUrl });
  const email = uniqueEmail('bots-script');
  const question = { name: 'Spam Bot', email, contact: '9876543210', question: 'Cheap followers, click here now!' };
  const request = { name: 'Spam Bot', email, contact: '9876543210', businessname: 'Bots', jobfunction: 'support', lookingfor: 'SMS', message: 'spam' };
  for (const [url, body] of [['/api/contact', question], ['/api/demo', request]] as const) {
    const unproven = await script.post(url, { data: body });
    expect(unproven.status()).toBe(400);
    expect(((await unproven.json()) as { message: string }).message).toBe(botMessages.proofRequired);
  }
  // A script that solves the challenge and sends at once, as a browser never does.
  const hasty = async () => {
    const challenge = (await (await script.get(BOT_CHALLENGE_PATH)).json()) as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
    const number = solveProof(challenge);
    return { altcha: Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature })).toString('base64'), hp: '' };
  };
  const contact = await script.post('/api/contact', { data: { ...question, bot: await hasty() } });
  expect(contact.status()).toBe(201);
  const demo = await script.post('/api/demo', { data: { ...request, bot: await hasty() } });
  expect(demo.status()).toBe(201);
  const { id } = (await contact.json()) as { id: number };
  // Kept as suspected spam (its reason is the unit tests' subject: bot-check.test.ts), mailed to nobody.
  expect(await listed('contacts', email)).toEqual([]);
  expect((await listed('contacts', email, { spam: true })).map((r) => r.id)).toEqual([id]);
  expect((await listed('demos', email, { spam: true })).map((r) => r.email)).toEqual([email]);
  expect((await script.post('/api/auth/user/signup', { data: { name: 'Bot', email, password: 'secret1' } })).status()).toBe(400);
  expect((await script.post('/api/email/send-subscribe', { data: { email } })).status()).toBe(400);
  expect(await listed('users', email)).toEqual([]);
  expect(await listed('subscribers', email)).toEqual([]);

  // The admin restores it from the dashboard's Spam view.
  await openAdminScreen(page, await adminToken(api, admin), 'Dashboard', baseUrl);
  await page.getByRole('tab', { name: 'Contact Requests' }).click();
  await expect(page.getByRole('table', { name: /^Contact Requests/ }).getByText(email)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show suspected spam' }).check();
  const table = page.getByRole('table', { name: /^Contact Requests, suspected spam/ });
  await expect(table.getByText(email)).toBeVisible();
  await table.getByRole('button', { name: `Not spam: restore lead ${id}` }).click();
  await expect(successToast(page).filter({ hasText: 'The lead is restored' })).toHaveCount(1);
  await expect(table.getByText(email)).toHaveCount(0);
  await expect.poll(() => mailsTo(`contact request #${id}`).length).toBe(1);
  // Nothing else was mailed about the script's address: the restored lead's one notification.
  expect(mailsTo(email)).toHaveLength(1);
  await script.dispose();
});
