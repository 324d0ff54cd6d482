import { expect, test, type Page } from '@playwright/test';
import { docGroups, getStarted, smsDoc, voiceDoc } from '../apps/web/app/content/api-docs';
import { site } from '../apps/web/app/config/site';
import { gotoReady } from './shell-helpers';

// /api, the documentation browser (product §2 "API documentation page", product §4 "API docs",
// product §13's mended menu), plus code samples, shareable URLs and Markdown for AI tools.

const menu = (page: Page) => page.getByRole('navigation', { name: 'API services' });
const group = (page: Page, label: string) => menu(page).getByRole('button', { name: label, exact: true });
const panelTitle = (page: Page) => page.locator('#doc-panel-title');

/** Below lg the menu folds behind the 'API menu' toggle. */
async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'API menu', exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** The Table of Content: the right column on wide screens, behind its toggle on smaller ones. */
async function tableOfContent(page: Page) {
  const toggle = page.getByRole('button', { name: 'Table of Content', exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return page.getByRole('navigation', { name: 'Table of Content' });
}

test.beforeEach(async ({ page }) => {
  await gotoReady(page, '/api');
});

test('with nothing selected the Get Started guide shows, and its sections fill the Table of Content', async ({ page }) => {
  await expect(panelTitle(page)).toHaveText(getStarted.title);
  await expect(page.getByRole('heading', { level: 3, name: getStarted.sections[0]?.heading })).toBeVisible();
  await expect((await tableOfContent(page)).getByRole('link')).toHaveText(getStarted.sections.map((s) => s.heading));
});

test('the menu has the groups of product §2 in order, each closed', async ({ page }) => {
  await openMenu(page);
  for (const g of docGroups) {
    await expect(group(page, g.label)).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(menu(page).getByRole('button')).toHaveText(docGroups.map((g) => g.label));
});

test('choosing a group opens its items and selects it; choosing it again collapses it but it stays selected (product §4)', async ({ page }) => {
  await openMenu(page);
  const sms = group(page, 'SMS');
  await sms.click();
  await expect(sms).toHaveAttribute('aria-expanded', 'true');
  await expect(sms).toHaveAttribute('aria-current', 'true');
  await expect(menu(page).getByRole('link')).toHaveText(['Get Started', ...(docGroups[0]?.items.map((i) => i.label) ?? [])]);
  await expect(panelTitle(page)).toHaveText(smsDoc.title);

  await sms.click();
  await expect(sms).toHaveAttribute('aria-expanded', 'false');
  await expect(sms).toHaveAttribute('aria-current', 'true');
  await expect(menu(page).getByRole('link', { name: 'Send SMS' })).toBeHidden();
  await expect(panelTitle(page)).toHaveText(smsDoc.title);

  await sms.click();
  await expect(sms).toHaveAttribute('aria-expanded', 'true');

  // Another group takes the selection; only its items are open.
  await group(page, 'VOICE').click();
  await expect(group(page, 'VOICE')).toHaveAttribute('aria-current', 'true');
  await expect(sms).not.toHaveAttribute('aria-current', /.*/);
  await expect(sms).toHaveAttribute('aria-expanded', 'false');
  await expect(panelTitle(page)).toHaveText(voiceDoc.title);
  await expect(page).toHaveURL(/\/api\?service=voice$/);

  await menu(page).getByRole('link', { name: 'Get Started' }).click();
  await expect(panelTitle(page)).toHaveText(getStarted.title);
  await expect(page).toHaveURL(/\/api$/);
});

test('every group has the items of product §2 as product §13 mends them', { tag: '@any-width' }, async ({ page }) => {
  await openMenu(page);
  for (const g of docGroups) {
    await group(page, g.label).click();
    await expect(page.locator(`#api-menu-${g.id}`).getByRole('link')).toHaveText(g.items.map((i) => i.label));
  }
  // The menu shows docGroups; doc-selection.test.ts checks docGroups against product §2 and §13, item by item.
});

test('SMS shows the request format with every parameter, code samples, and the DLT guidance', { tag: '@any-width' }, async ({ page }) => {
  await openMenu(page);
  await group(page, 'SMS').click();
  const send = page.getByRole('region', { name: 'Send SMS', exact: true });
  const params = send.getByRole('table', { name: 'Parameters: Send SMS' });
  await expect(params.getByRole('rowheader')).toHaveText(['key', 'to', 'from', 'body', 'entityid', 'templateid'].map((p) => new RegExp(`^${p}`)));
  await expect(send.getByText(smsDoc.endpoint, { exact: true })).toBeVisible();
  await expect(send.getByRole('tab')).toHaveText(['curl', 'Node.js', 'Python', 'PHP']);

  const dlt = page.getByRole('region', { name: 'DLT registration' });
  for (const category of ['Transactional', 'Service Implicit', 'Service Explicit', 'Promotional']) {
    await expect(dlt.getByText(new RegExp(`^${category}:`))).toBeVisible();
  }
  await expect(dlt).toContainText('download your Entity ID, Sender ID and Template ID from your DLT portal and upload them to the');
  await expect(dlt).toContainText('web panel');

  // The Table of Content follows the centre panel.
  await expect((await tableOfContent(page)).getByRole('link')).toHaveText(smsDoc.sections.map((s) => s.heading));
});

test('VOICE shows the broadcast request with every parameter and the same DLT text', { tag: '@any-width' }, async ({ page }) => {
  await openMenu(page);
  await group(page, 'VOICE').click();
  const send = page.getByRole('region', { name: 'Send Voice', exact: true });
  await expect(send.getByRole('table', { name: 'Parameters: Send Voice' }).getByRole('rowheader')).toHaveText(
    ['username', 'token', 'plan_id', 'announcement_id', 'caller_id', 'contact_numbers', 'retry_json', 'dtmf_wait', 'dtmf_wait_time'].map((p) => new RegExp(`^${p}`)),
  );
  const dlt = page.getByRole('region', { name: 'DLT registration' });
  for (const category of ['Transactional', 'Service Implicit', 'Service Explicit', 'Promotional']) {
    await expect(dlt.getByText(new RegExp(`^${category}:`))).toBeVisible();
  }
  await expect(dlt).toContainText('download your Entity ID, Sender ID and Template ID from your DLT portal');
  await expect((await tableOfContent(page)).getByRole('link')).toHaveText(voiceDoc.sections.map((s) => s.heading));
});

for (const label of ['OTP SMS', 'CHATBOT', 'MASS MAILING', 'RCS-SMS', 'Whatsapp']) {
  test(`${label} shows the coming soon panel with its text and a Contact an expert button`, { tag: '@any-width' }, async ({ page }) => {
    await openMenu(page);
    await group(page, label).click();
    await expect(page.getByText('Reach out to our support team to explore these services.', { exact: true })).toBeVisible();
    const contact = page.getByRole('link', { name: 'Contact an expert', exact: true });
    await expect(contact).toHaveAttribute('href', '/contact');
    const g = docGroups.find((d) => d.label === label);
    await expect((await tableOfContent(page)).getByRole('link')).toHaveText(g?.items.map((i) => i.label) ?? []);
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
}

test('choosing an item names it in the URL and brings its section into view', async ({ page }) => {
  await openMenu(page);
  await group(page, 'SMS').click();
  await menu(page).getByRole('link', { name: 'SMS Logs', exact: true }).click();
  await expect(page).toHaveURL(/\/api\?service=sms#sms-logs$/);
  await expect(page.getByRole('heading', { level: 3, name: 'SMS Logs', exact: true })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 3, name: 'SMS Logs', exact: true })).toBeFocused();
});

test('a shared link opens the service and the section it names', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/api?service=voice#voice-logs');
  await expect(panelTitle(page)).toHaveText(voiceDoc.title);
  await expect(page.getByRole('heading', { level: 3, name: 'Voice Logs', exact: true })).toBeInViewport();
  await openMenu(page);
  await expect(group(page, 'VOICE')).toHaveAttribute('aria-expanded', 'true');

  await gotoReady(page, '/api?service=rcs-sms');
  await expect(page.getByText('Reach out to our support team to explore these services.', { exact: true })).toBeVisible();
});

test('the code samples switch language from the keyboard and copy to the clipboard', { tag: '@any-width' }, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openMenu(page);
  await group(page, 'SMS').click();
  const send = page.getByRole('region', { name: 'Send SMS', exact: true });
  const curl = send.getByRole('tab', { name: 'curl' });
  await curl.click();
  await curl.press('ArrowRight');
  await expect(send.getByRole('tab', { name: 'Node.js' })).toHaveAttribute('aria-selected', 'true');
  await expect(send.getByRole('tab', { name: 'Node.js' })).toBeFocused();
  await expect(send.getByRole('tabpanel')).toContainText('new URLSearchParams');

  await send.getByRole('button', { name: 'Copy' }).first().click();
  await expect(send.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('new URLSearchParams');
  expect(copied).toContain('templateid');
});

test('the SMS and VOICE docs and llms.txt are served as text for AI tools', { tag: '@any-width' }, async ({ request }) => {
  const sms = await request.get('/docs/sms.md');
  expect(sms.status()).toBe(200);
  expect(sms.headers()['content-type']).toContain('text/markdown');
  const smsText = await sms.text();
  expect(smsText).toContain('SMS API');
  for (const p of ['key', 'to', 'from', 'body', 'entityid', 'templateid']) expect(smsText).toContain(`| \`${p}\` |`);

  const voice = await request.get('/docs/voice.md');
  expect(voice.status()).toBe(200);
  expect(await voice.text()).toContain('| `retry_json` |');

  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  const text = await llms.text();
  expect(text.startsWith(`# ${site.name}`)).toBe(true);
  expect(text).toContain('/docs/sms.md');
  expect(text).toContain('/docs/voice.md');
});

test('on a phone the menu sits behind the API menu toggle and closes after choosing an item', { tag: '@mobile' }, async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'API menu', exact: true });
  await expect(menu(page)).toBeHidden();
  await toggle.click();
  await group(page, 'SMS').click();
  await menu(page).getByRole('link', { name: 'Mark Default' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'Mark Default', exact: true })).toBeInViewport();
});
