import { expect, test, type Page } from '@playwright/test';
import { adminToken, createAdmin, openDashboard, uniqueMarker } from './admin-fixtures';
import { createVisitor } from './fixtures';

// What an attacker stores shows as text, and what an attacker injects into a page does not
// run (product §12: a CSP with no inline script; docs/decisions/004 and 011).

const SLOW = 120_000;

// Nothing here depends on the viewport: the mobile project leaves this file out (playwright.config.ts).

/** Each payload sets window.__pwned or opens a dialog if it ever runs. */
const payloads = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<svg onload="window.__pwned=1"></svg>',
  '"><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  "javascript:alert('xss')",
  '{{constructor.constructor("window.__pwned=1")()}}',
];

interface Watch {
  dialogs: string[];
}

/** Records every dialog (an executed alert) and every CSP violation the page reports. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [] };
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __violations?: string[] };
      (w.__violations ??= []).push(e.violatedDirective);
    });
  });
  return seen;
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

test('XSS payloads stored through the API in every field show as text in the dashboard, and none runs', async ({ page, request }) => {
  test.setTimeout(SLOW);
  const marker = uniqueMarker('xss');
  const seen = await watch(page);
  for (const [i, p] of payloads.entries()) {
    const contact = await request.post('/api/contact', {
      data: { name: `${p.slice(0, 80)} ${marker}`, email: `c${i}.${marker}@example.com`, contact: '9876543210', question: `${p} ${marker}` },
    });
    expect(contact.status(), await contact.text()).toBe(201);
    const demo = await request.post('/api/demo', {
      data: { name: `${p.slice(0, 80)} ${marker}`, email: `d${i}.${marker}@example.com`, contact: p.slice(0, 20), businessname: `${p} ${marker}`, jobfunction: 'support', lookingfor: 'SMS', message: `${p} ${marker}` },
    });
    expect(demo.status(), await demo.text()).toBe(201);
    await createVisitor(request, { name: `${p.slice(0, 80)} ${marker}`, email: `u${i}.${marker}@example.com` });
  }
  // An address that is markup is refused by the one strict e-mail rule (decision 028); the characters a
  // plain mailbox may hold that matter in HTML (an apostrophe) are stored and shown as text.
  const markupEmail = `<img/src=x/onerror=window.__pwned=1>${marker}@example.com`;
  expect((await request.post('/api/email/send-subscribe', { data: { email: markupEmail } })).status()).toBe(400);
  const evilEmail = `o'neil'onmouseover+${marker}@example.com`;
  expect((await request.post('/api/email/send-subscribe', { data: { email: evilEmail } })).ok()).toBe(true);

  await openDashboard(page, await adminToken(request, await createAdmin(request, 'xss-admin')));

  const tabs = [
    { tab: 'Contact Requests', search: 'Search contact requests', rows: payloads.length, texts: payloads.map((p) => `${p} ${marker}`) },
    { tab: 'Demo Requests', search: 'Search demo requests', rows: payloads.length, texts: payloads.map((p) => `${p} ${marker}`) },
    { tab: 'Users', search: 'Search users', rows: payloads.length, texts: payloads.map((p) => `${p.slice(0, 80)} ${marker}`) },
    { tab: 'Newsletter Subscribers', search: 'Search newsletter subscribers', rows: 1, texts: [evilEmail] },
  ];
  for (const { tab, search, rows, texts } of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByLabel(search).fill(marker);
    const table = page.getByRole('table', { name: new RegExp(`^${tab}`) });
    await expect(table.locator('tbody tr')).toHaveCount(rows);
    // The payload is the text of a cell, character for character.
    for (const text of texts) await expect(table.getByText(text, { exact: true }).first(), `${tab}: ${text}`).toBeVisible();
    // ...and never markup: no element a payload could have made exists in the table.
    await expect(table.locator('script, iframe, svg[onload], img[src="x"], img[onerror], [onerror], [onload]')).toHaveCount(0);
  }
  expect(await pwned(page)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
});

test('an inline script injected into a page is blocked by the CSP and reported, while the page still works', async ({ page }) => {
  test.setTimeout(SLOW);
  const seen = await watch(page);
  let csp = '';
  // A man in the middle (or a stored payload in a template) adds an inline script and an inline
  // handler to the HTML; the server's CSP header is kept as it was sent.
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    csp = headers['content-security-policy'] ?? '';
    delete headers['content-encoding'];
    delete headers['content-length'];
    const html = (await response.text())
      .replace(/<head([^>]*)>/, '<head$1><script>window.__pwned=1</script>')
      .replace('</body>', '<img src="/favicon.ico" alt="" onload="window.__pwned=2" onerror="window.__pwned=3"></body>');
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  await page.goto('/');
  // script-src: this origin and the hashes of the page's own inline scripts, nothing else
  // (style-src keeps 'unsafe-inline' for style attributes; styles cannot run code).
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  // The page's own inline scripts are allowed by hash, so it still hydrates.
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 30_000 });
  expect(await pwned(page)).toBeUndefined();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []))
    .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
  expect(seen.dialogs).toEqual([]);
});
