import { test } from '@playwright/test';
import { listedRows, readerToken } from './admin-fixtures';
import { uniqueEmail } from './fixtures';
// Its 15 s: a submit waits for the bot check's minimum fill time (docs/decisions/029-bot-protection.md).
import { expect, gotoReady } from './shell-helpers';

const fields = {
  name: 'Name',
  email: 'Email',
  contact: 'Contact',
  question: 'Your Question',
} as const;

test.beforeEach(async ({ page }) => {
  // The form answers from the app once the page has hydrated (after its first paint, docs/decisions/015-paint-first.md).
  await gotoReady(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeVisible();
});

test('the contact page has the spec fields and input types', async ({ page }) => {
  await expect(page.getByLabel(fields.email, { exact: true })).toHaveAttribute('type', 'email');
  await expect(page.getByLabel(fields.contact, { exact: true })).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel(fields.question, { exact: true })).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(page.getByText(/scale/i).first()).toBeVisible();
});

test('a visitor sees every contact error at once', { tag: '@any-width' }, async ({ page }) => {
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['Name is required', 'Email is required', 'Contact is required', 'Question is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test('each error clears as its field is edited, and rule messages are exact', { tag: '@any-width' }, async ({ page }) => {
  await page.getByLabel(fields.name, { exact: true }).fill('Al');
  await page.getByLabel(fields.email, { exact: true }).fill('not-an-email');
  await page.getByLabel(fields.contact, { exact: true }).fill('5876543210');
  await page.getByLabel(fields.question, { exact: true }).fill('too short');
  await page.getByRole('button', { name: 'Submit' }).click();
  const messages = [
    [fields.name, 'Name must be at least 3 characters long'],
    [fields.email, 'Invalid email format'],
    [fields.contact, 'Invalid contact number, Must be 10 digits'],
    [fields.question, 'Quesion must be atleast 10 characters long'],
  ] as const;
  for (const [, message] of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByLabel(fields.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  for (const [label, message] of messages) {
    await page.getByLabel(label, { exact: true }).press('End');
    await page.getByLabel(label, { exact: true }).pressSequentially('x');
    await expect(page.getByText(message, { exact: true })).toBeHidden();
  }
});

test('a valid question shows the success toast, clears the form and is stored', async ({ page, request }) => {
  const email = uniqueEmail('contact');
  await page.getByLabel(fields.name, { exact: true }).fill('Meera Iyer');
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.contact, { exact: true }).fill('+91 98765 43210');
  await page.getByLabel(fields.question, { exact: true }).fill('We send 2 lakh OTPs a day. What throughput can you guarantee?');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('status')).toContainText('Congrats!! Our team will connect with you soon.');
  for (const label of Object.values(fields)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');

  const rows = (await listedRows(request, await readerToken(request), 'contacts', email)).map(({ name, contact, question }) => ({ name, contact, question }));
  expect(rows).toEqual([
    { name: 'Meera Iyer', contact: '9876543210', question: 'We send 2 lakh OTPs a day. What throughput can you guarantee?' },
  ]);
});

test('the button shows Please Wait and is disabled while sending', { tag: '@any-width' }, async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel(fields.name, { exact: true }).fill('Ravi Kumar');
  await page.getByLabel(fields.email, { exact: true }).fill(uniqueEmail('wait'));
  await page.getByLabel(fields.contact, { exact: true }).fill('9123456780');
  await page.getByLabel(fields.question, { exact: true }).fill('Do you support Unicode SMS in Tamil?');
  await page.getByRole('button', { name: 'Submit' }).click();
  const busy = page.getByRole('button', { name: 'Please Wait' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('the API down shows the failure toast for 2 seconds', { tag: '@any-width' }, async ({ page }) => {
  // The clock is paused after load, so only runFor() moves the toast's timer.
  await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
  await gotoReady(page, '/contact');
  await page.clock.pauseAt(new Date('2026-11-21T10:01:00Z'));
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await page.route('**/api/bot-check/challenge', (route) => route.abort('connectionrefused'));
  await page.getByLabel(fields.name, { exact: true }).fill('Ravi Kumar');
  await page.getByLabel(fields.email, { exact: true }).fill(uniqueEmail('down'));
  await page.getByLabel(fields.contact, { exact: true }).fill('9123456780');
  await page.getByLabel(fields.question, { exact: true }).fill('Is the API available today?');
  await page.getByRole('button', { name: 'Submit' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Failed to submit form' });
  await expect(toast).toContainText('Failed to submit form: We could not reach the server.');
  await page.clock.runFor(1900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toBeHidden();
  // Nothing is lost: the visitor's text is still there to send again.
  await expect(page.getByLabel(fields.name, { exact: true })).toHaveValue('Ravi Kumar');
});

test('a server error shows the failure toast with the server message', { tag: '@any-width' }, async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Something went wrong on our side. Please try again.', message: 'Something went wrong on our side. Please try again.' }),
    }),
  );
  await page.getByLabel(fields.name, { exact: true }).fill('Ravi Kumar');
  await page.getByLabel(fields.email, { exact: true }).fill(uniqueEmail('500'));
  await page.getByLabel(fields.contact, { exact: true }).fill('9123456780');
  await page.getByLabel(fields.question, { exact: true }).fill('Is the API available today?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to submit form: Something went wrong on our side. Please try again.');
});
