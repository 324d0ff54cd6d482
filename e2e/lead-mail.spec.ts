import fs from 'node:fs';
import path from 'node:path';
import { adminMessages } from '@tarang/shared/admin';
import { analyticsPaths } from '@tarang/shared/analytics';
import { BRAND_NAME, brandColors } from '@tarang/shared/brand';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, adminToken, alertAfter, createAdmin } from './admin-fixtures';
import { uniqueEmail } from './fixtures';
import { SLOW_TEST_TIMEOUT_MS } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS });

// The sales inbox's e-mail for a lead (docs/decisions/038-branded-mail.md), read as the sales team reads it:
// the HTML part of the message the server wrote, opened in the browser at a laptop's and a phone's width,
// in light and dark mode, with nothing to load; then its link, followed signed out, opens that lead.

const repoRoot = path.resolve(import.meta.dirname, '..');
/** For review, not asserted: MAIL_SCREENSHOTS names another folder. */
const shots = process.env.MAIL_SCREENSHOTS ?? path.join(repoRoot, 'test-results', 'lead-mail');
const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The decoded text/* parts of an .eml file, by content type. */
function mimeParts(eml: string): Map<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(eml)?.[1];
  const parts = new Map<string, string>();
  for (const part of boundary ? eml.split(`--${boundary}`).slice(1, -1) : []) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split);
    let body = part.slice(split + 4);
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) body = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    parts.set(/Content-Type: ([^;\r\n]+)/i.exec(head)![1]!, Buffer.from(body, 'latin1').toString('utf8'));
  }
  return parts;
}

/** The sales e-mail about the lead from `email`, once the outbox has written it. */
async function salesMailAbout(email: string): Promise<Map<string, string>> {
  let found: Map<string, string> | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('-demo-request.eml')) : [];
      found = files.map((f) => mimeParts(fs.readFileSync(path.join(outbox, f), 'latin1'))).find((parts) => parts.get('text/plain')?.includes(email));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/**
 * axe on the message. A mail client shows it inside its own page, which has the landmarks: the rules that a
 * page have a main landmark and keep all content in landmarks are the client's, not the message's.
 */
async function expectAccessibleMail(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'landmark-one-main': { enabled: false }, region: { enabled: false } } })
    .analyze();
  expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) })), what).toEqual([]);
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

test('the sales e-mail for a demo request reads well in a browser, at any width and in dark mode, and its link opens the lead after signing in', { tag: '@desktop' }, async ({ browser, request }) => {
  const email = uniqueEmail('mail');
  // A visitor from a LinkedIn campaign books a demo from the pricing page: the landing page's beacon is
  // what the lead's attribution comes from (docs/decisions/050-cookieless-analytics.md).
  // The visitor is their address and browser: a browser of their own keeps other tests' views on this
  // server out of their visit (named without @, which bot lists read as a crawler's contact).
  const browserOf = { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Visitor/${email.split('@')[0]}` };
  const landing = new URL('/?utm_source=linkedin&utm_medium=social&utm_campaign=diwali-launch', test.info().project.use.baseURL).toString();
  expect((await request.post(analyticsPaths.view, { headers: { ...browserOf, 'content-type': 'text/plain' }, data: JSON.stringify({ u: landing, r: '' }) })).status()).toBe(204);
  const sent = await request.post('/api/demo', {
    headers: { ...browserOf, referer: new URL('/pricing', test.info().project.use.baseURL).toString() },
    data: { name: 'Diya <Kapoor>', email, contact: '9876543210', businessname: 'Festive Sweets & Co', jobfunction: 'support', lookingfor: 'SMS', message: 'Diwali offers by SMS\nto 50,000 customers.' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const parts = await salesMailAbout(email);
  const html = parts.get('text/html')!;
  expect(html).toBeDefined();

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const mail = await context.newPage();
  // Nothing may be fetched to show the message: no image, font or stylesheet from anywhere.
  const fetched: string[] = [];
  await mail.route('**/*', (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  await mail.setContent(html);

  const title = mail.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^New demo request #\d+$/);
  const id = Number(/#(\d+)$/.exec((await title.textContent())!)![1]);
  await expect(mail.getByText(BRAND_NAME, { exact: true })).toBeVisible();
  const open = mail.getByRole('link', { name: `Open demo request #${id}` });
  await expect(open).toBeVisible();
  const href = (await open.getAttribute('href'))!;
  expect(new URL(href).pathname + new URL(href).search).toBe(`/admin/dashboard?lead=demos:${id}`);
  // What the visitor typed, as they typed it; the time in the sales team's zone, not UTC.
  const fields = mail.getByRole('table');
  await expect(fields.first().getByRole('row', { name: /^Name/ })).toContainText('Diya <Kapoor>');
  await expect(fields.first().getByRole('row', { name: /^Email/ }).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(fields.first().getByRole('row', { name: /^Business name/ })).toContainText('Festive Sweets & Co');
  await expect(fields.first().getByRole('row', { name: /^Received/ })).toContainText(new RegExp(`\\d{2}:\\d{2} India Standard Time \\(demo request #${id}\\)`));
  await expect(mail.getByText('Diwali offers by SMS')).toBeVisible();
  await expect(mail.getByRole('heading', { level: 2, name: 'Where it came from' })).toBeVisible();
  for (const value of ['linkedin', 'social', 'diwali-launch', '/pricing']) await expect(mail.getByRole('cell', { name: value, exact: true }).first()).toBeVisible();
  await expect(mail.getByText('Reply to this e-mail to answer the visitor.')).toBeVisible();
  await expect(mail.locator('img')).toHaveCount(0);
  await expectAccessibleMail(mail, 'sales e-mail');

  for (const width of [1366, 390]) {
    await mail.setViewportSize({ width, height: 900 });
    expect(await mail.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
    await shoot(mail, `mail-${width}`);
  }
  // Dark mode: light text on the brand's darkest colour, as the mail client asks.
  await mail.emulateMedia({ colorScheme: 'dark' });
  const dark = await title.evaluate((h) => [getComputedStyle(h).color, getComputedStyle(h.closest('td')!).backgroundColor]);
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  expect(dark).toEqual(['rgb(255, 255, 255)', rgb(brandColors.brand['900'])]);
  await expectAccessibleMail(mail, 'sales e-mail, dark');
  await shoot(mail, 'mail-390-dark');
  expect(fetched).toEqual([]);
  await context.close();

  // The link, opened by a salesperson who is signed out: the login, then the dashboard on that lead.
  const admin = await createAdmin(request, 'sales');
  await adminToken(request, admin);
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await page.goto(new URL(href).pathname + new URL(href).search);
  await expect(page).toHaveURL(new RegExp(`/admin/login\\?lead=demos(:|%3A)${id}$`));
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Code', { exact: true }).fill(admin.recoveryCodes!.shift()!);
  expect(await alertAfter(page, () => page.getByRole('button', { name: 'Verify' }).click())).toBe(adminMessages.loginSuccess);
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?lead=demos(:|%3A)${id}$`));
  const lead = page.getByRole('dialog', { name: `Demo request #${id}` });
  await expect(lead).toBeVisible();
  await expect(lead.getByText(email)).toBeVisible();
  await page.close();
});
