import { expect, test, type Page } from '@playwright/test';
import { developerPaths } from '@tarang/shared/developer';
import { EXAMPLE_ENTITY_ID, SENDER_ID, TEST_BASE_PATH } from '@tarang/shared/messaging-api';
import { smsFixtures } from '../packages/shared/src/sms-text-fixtures';
import { signedInVisitor } from './fixtures';
import { verifyEmailOf } from './visitor-mail';
import { expectNoAxeViolations, gotoReady } from './shell-helpers';

// /tools (docs/product.md §15): the page gives the answer of @tarang/shared/sms-text, the module the
// API's test mode runs, on the shared fixtures (Hindi and emoji among them).

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);
const message = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

test.beforeEach(async ({ page }) => {
  await gotoReady(page, '/tools');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the encoding panel agrees with the shared module on every fixture, as you type', { tag: '@any-width' }, async ({ page }) => {
  for (const { id, text, expected } of smsFixtures) {
    await message(page).fill(text);
    await expect(figure(page, 'Encoding'), id).toHaveText(expected.encoding);
    await expect(figure(page, expected.encoding === 'GSM-7' ? 'Septets' : 'UTF-16 units'), id).toHaveText(String(expected.units));
    await expect(figure(page, 'SMS parts'), id).toHaveText(String(expected.parts));
    await expect(figure(page, 'Left in this part'), id).toHaveText(new RegExp(`^${expected.remainingInPart} of `));
  }
});

test('the page shows the encoding and parts test mode answers for each fixture, Hindi and emoji among them', { tag: '@desktop' }, async ({ page, request }) => {
  // A developer of its own: a test key, the entity and Sender ID, and each fixture's text as its template.
  const { token, email } = await signedInVisitor(request, { name: 'Tools Tester' });
  // Test mode's sends wait for a verified address (docs/decisions/046-visitor-verification-and-reset.md).
  await verifyEmailOf(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const { key } = (await (await request.post(developerPaths.key, { headers })).json()) as { key: string };
  expect((await request.put(developerPaths.dlt, { headers, data: { entityId: EXAMPLE_ENTITY_ID, senders: [SENDER_ID] } })).status()).toBe(200);
  const sent = smsFixtures.filter((f) => f.text !== '');
  expect(sent.length).toBeGreaterThanOrEqual(20);
  for (const [i, f] of sent.entries()) {
    const templateId = `12071600000000002${String(i).padStart(2, '0')}`;
    const registered = await request.post(developerPaths.templates, { headers, data: { templateId, senderId: SENDER_ID, category: 'transactional', body: f.text } });
    expect(registered.status(), f.id).toBe(201);
    let data = { encoding: '', segments: -1 };
    // Send SMS allows 20 requests a second per key: a 429 is tried again.
    await expect(async () => {
      const answer = await request.post(`${TEST_BASE_PATH}/sms/send`, {
        form: { key, to: '919999900001', from: SENDER_ID, body: f.text, entityid: EXAMPLE_ENTITY_ID, templateid: templateId },
      });
      expect(answer.status(), f.id).toBe(200);
      data = ((await answer.json()) as { data: typeof data }).data;
    }).toPass();
    const { encoding, segments } = data;

    await message(page).fill(f.text);
    await expect(figure(page, 'Encoding'), f.id).toHaveText(encoding);
    await expect(figure(page, 'SMS parts'), f.id).toHaveText(String(segments));
  }
});

test('characters that force Unicode are listed, and the result is announced once typing pauses', async ({ page }) => {
  await message(page).pressSequentially('नमस्ते 😀');
  await expect(page.getByTestId('unicode-chars')).toContainText('U+0928');
  await expect(page.getByTestId('unicode-chars')).toContainText('U+1F600');
  await expect(page.getByTestId('encoding-result').getByRole('status')).toHaveText(/Encoding: UCS-2, 1 part, 61 left in this part\. Forced by न, म/);
  await message(page).fill('Price [list] €5');
  await expect(page.getByTestId('extension-chars')).toContainText('€');
  await expect(figure(page, 'Septets')).toHaveText('18');
});

test('the DLT check passes a filled template and says why another fails', async ({ page }) => {
  const panel = page.getByRole('region', { name: 'DLT template check' });
  const result = page.getByTestId('dlt-result');
  await expect(result).toContainText('Paste a template and a message');
  await panel.getByRole('textbox', { name: 'Approved template' }).fill('Your OTP is {#numeric#}. Track at {#url#} - Tarang');
  await panel.getByRole('textbox', { name: 'Message to send' }).fill('Your OTP is 4829. Track at https://go.example.com/t/1 - Tarang');
  await expect(result.locator('[data-reason="url-not-whitelisted"]')).toBeVisible();
  await panel.getByRole('textbox', { name: /Whitelisted links/ }).fill('https://go.example.com/');
  await expect(result).toContainText('Passes');
  await expect(result.getByRole('status')).toHaveText(/Passes/);
  await panel.getByRole('textbox', { name: 'Message to send' }).fill(`Your OTP is 48a9. Track at https://go.example.com/t/1 - Tarang`);
  await expect(result.locator('[data-reason="variable-not-numeric"]')).toContainText('Variable 1 ({#numeric#}) must be digits only');
});

test('axe finds no violations with results showing', async ({ page }) => {
  await message(page).fill('नमस्ते [ok]');
  await page.getByRole('textbox', { name: 'Approved template' }).fill('Hi {#var#}');
  await page.getByRole('textbox', { name: 'Message to send' }).fill('Hello');
  await expect(page.getByTestId('dlt-result').locator('[data-reason]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
