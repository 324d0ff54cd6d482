import fs from 'node:fs';
import path from 'node:path';
import { privacyPaths, readRetention, retentionStatements } from '@tarang/shared/privacy';
import { consentTexts, CURRENT_NEWSLETTER_CONSENT } from '@tarang/shared/privacy-notices';
import { expect, test } from '@playwright/test';
import { adminToken, createAdmin, listedRows, openDashboard, readerToken } from './admin-fixtures';
import { createVisitor, uniqueEmail } from './fixtures';
import { expectNoAxeViolations } from './shell-helpers';

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'privacy');

// docs/decisions/031-privacy-retention-erasure.md, tried as a visitor and an operator would.

test('the privacy page states the retention periods the server runs with', { tag: '@any-width' }, async ({ page }) => {
  // The e2e server and the build read the same environment as this runner.
  const statements = retentionStatements(readRetention(process.env));
  await page.goto('/Privacy-policy');
  const section = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'How long we keep it' }) }).last();
  for (const sentence of statements) await expect(section.getByText(sentence, { exact: true })).toBeVisible();
  await expect(page.getByText(/Contact questions and demo requests .*: 24 months after you sent them/)).toBeVisible();
});

test('each form says what it collects, beside its button, linking the privacy policy', { tag: '@any-width' }, async ({ page, request }) => {
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Contact form' });
  await expect(contact.getByText('We use your name, e-mail, phone and question only to answer you.')).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/Privacy-policy');
  fs.mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await contact.getByRole('button', { name: 'Submit' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'contact-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const notice = page.getByText(consentTexts[CURRENT_NEWSLETTER_CONSENT]);
  await expect(notice).toBeVisible();
  // How the notices look, narrow and wide (looked at by hand; the layout tests are elsewhere).
  fs.mkdirSync(shots, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, `subscribe-${width}.png`) });
  }
  await expectNoAxeViolations(page);
  // The subscribe box sends the wording's version and the page; the server records them.
  const email = uniqueEmail('consent');
  const box = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
  await box.getByLabel('E-mail address').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  // What the admin's export of the person (the Security page's "A person's data") says was recorded.
  const token = await readerToken(request);
  await expect
    .poll(async () => {
      const res = await request.post(privacyPaths.exportPerson, { headers: { authorization: `Bearer ${token}` }, data: { email } });
      const subscribers = ((await res.json()) as { tables: { subscribers?: { consent_text_version: string; consent_page: string }[] } }).tables.subscribers ?? [];
      return subscribers.map((s) => ({ v: s.consent_text_version, p: s.consent_page }));
    })
    .toEqual([{ v: 'newsletter-1', p: '/' }]);
});

test('an admin exports a person’s data and erases it from the Security page', { tag: '@any-width' }, async ({ page, request }) => {
  test.slow();
  const person = uniqueEmail('forget-me');
  await createVisitor(request, { name: 'Forget Me', email: person });
  const token = await adminToken(request, await createAdmin(request, 'privacy-admin'));
  await openDashboard(page, token);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
  const panel = page.getByRole('form', { name: 'A person’s data' });
  await panel.getByLabel('Their email').fill(person);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { email: string; tables: Record<string, unknown[]> };
  expect(exported.email).toBe(person);
  expect(exported.tables.users).toHaveLength(1);
  await expect(panel.getByRole('status')).toHaveText(`Exported the data held about ${person}.`);
  await expectNoAxeViolations(page);
  fs.mkdirSync(shots, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, `security-panel-${width}.png`) });
  }

  // The confirmation names the address; the answer says what went.
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await panel.getByRole('button', { name: 'Erase' }).click();
  await expect(panel.getByRole('status')).toContainText('Erased. The address is on the suppression list');
  expect(question).toContain(person);
  expect(await listedRows(request, token, 'users', person)).toEqual([]);
  expect((await request.post('/api/auth/user/login', { data: { email: person, password: 'secret-pass-1' } })).status()).toBe(401);
});
