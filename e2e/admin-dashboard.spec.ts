import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, createAdmin, dashboardSettled, openDashboard, seedContacts, seedDemo, storedAdminToken, uniqueMarker } from './admin-fixtures';
import { createVisitor, signedInVisitor, uniqueEmail } from './fixtures';
import { expectNoAxeViolations, holdRequests } from './shell-helpers';

// The dashboard an operator works from (product §2, §4, §8, §12 and §13). Every call here goes to the
// real server.

// A redirect waits for the SPA shell, the route's code and the first refused call; give a
// busy machine time for all three.
const REDIRECT_TIMEOUT = { timeout: 15_000 };

const DATE_PATTERN = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2} (AM|PM)$/;

async function signedIn(page: Page, request: Parameters<typeof createAdmin>[0]) {
  const token = await adminToken(request, await createAdmin(request));
  await openDashboard(page, token);
  return token;
}

function contactsTable(page: Page) {
  return page.getByRole('table', { name: /^Contact Requests/ });
}

async function openContacts(page: Page) {
  await page.getByRole('tab', { name: 'Contact Requests' }).click();
  await expect(contactsTable(page)).toBeVisible();
}

/** Types a search and waits until the table has applied it (the box waits for a pause in typing). */
async function search(page: Page, text: string) {
  await page.getByLabel('Search contact requests').fill(text);
  // Until then the unfiltered table is on screen, and on a fresh database its counts can
  // equal the filtered ones, so a status check alone could pass too early.
  const applied = new RegExp(`matching “${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`);
  await expect(contactsTable(page)).toHaveAccessibleName(applied);
}

test.describe('the admin session', { tag: '@any-width' }, () => {
  test('without a session the dashboard goes to the login page', async ({ page }) => {
    await page.goto('/admin/Dashboard');
    await expect(page).toHaveURL('/admin/login', REDIRECT_TIMEOUT);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('a token the server refuses is dropped and the dashboard goes to the login page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(() => window.localStorage.setItem('adminAuthToken', 'expired-or-made-up-token-0123456789abcdef'));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login', REDIRECT_TIMEOUT);
    expect(await storedAdminToken(page)).toBeNull();
  });

  test('a visitor’s token is not an admin session (403) and is dropped too', async ({ page, request }) => {
    const { token } = await signedInVisitor(request, { name: 'Visitor Vee' });
    await page.goto('/admin/login');
    await page.evaluate((t) => window.localStorage.setItem('adminAuthToken', t), token);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login', REDIRECT_TIMEOUT);
    expect(await storedAdminToken(page)).toBeNull();
  });

  test('a session that ends while the dashboard is open: the next call’s 401 returns to login', async ({ page, request }) => {
    const token = await signedIn(page, request);
    await dashboardSettled(page);
    // Revoked elsewhere (another tab logged out, or the 12-hour expiry passed).
    const revoked = await request.post('/api/auth/admin/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL('/admin/login', REDIRECT_TIMEOUT);
    expect(await storedAdminToken(page)).toBeNull();
  });

  test('Log out revokes the token on the server and returns to login', async ({ page, request }) => {
    const token = await signedIn(page, request);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/admin/login', REDIRECT_TIMEOUT);
    expect(await storedAdminToken(page)).toBeNull();
    const after = await request.get('/api/contact/all', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
});

test.describe('the tables', () => {
  test('paging walks the server’s pages one at a time, never holding more than a page', { tag: '@any-width' }, async ({ page, request }) => {
    // Seeds its own rows through the API first.
    test.slow();
    const marker = uniqueMarker('paging');
    await seedContacts(request, marker, 60);
    await signedIn(page, request);
    await openContacts(page);

    const listCalls: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/contact/all')) listCalls.push(new URL(r.url()));
    });
    await page.getByLabel('Rows per page').selectOption('25');
    await search(page, marker);
    const status = page.getByRole('status').filter({ hasText: 'contact requests' });
    const rows = contactsTable(page).locator('tbody tr');

    await expect(status).toHaveText('Showing 1–25 of 60 contact requests');
    await expect(rows).toHaveCount(25);
    await expect(page.getByText('Page 1 of 3', { exact: true })).toBeVisible();
    const firstPageNames = await rows.getByRole('rowheader').allTextContents();
    // Newest first: the last batch sent is on the first page, the first batch on the last.
    expect(firstPageNames).toContain('Lead 059');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(status).toHaveText('Showing 26–50 of 60 contact requests');
    await expect(rows).toHaveCount(25);
    await expect(page.getByText('Page 2 of 3', { exact: true })).toBeVisible();
    const secondPageNames = await rows.getByRole('rowheader').allTextContents();
    expect(secondPageNames.filter((n) => firstPageNames.includes(n))).toEqual([]);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(status).toHaveText('Showing 51–60 of 60 contact requests');
    await expect(rows).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    const thirdPageNames = await rows.getByRole('rowheader').allTextContents();
    expect(thirdPageNames).toContain('Lead 000');
    expect(new Set([...firstPageNames, ...secondPageNames, ...thirdPageNames]).size).toBe(60);

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(status).toHaveText('Showing 26–50 of 60 contact requests');
    expect(await rows.getByRole('rowheader').allTextContents()).toEqual(secondPageNames);
    // A new page size (like a new search or period) starts again at page 1.
    await page.getByLabel('Rows per page').selectOption('50');
    await expect(status).toHaveText('Showing 1–50 of 60 contact requests');
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // Every list call asks for one page; later pages go by the server's cursor.
    const searched = listCalls.filter((u) => u.searchParams.get('q') === marker);
    expect(searched.length).toBeGreaterThanOrEqual(3);
    for (const u of searched) expect(['25', '50']).toContain(u.searchParams.get('limit'));
    expect(searched.filter((u) => u.searchParams.has('cursor')).length).toBeGreaterThanOrEqual(2);
  });

  test('search finds one contact request and shows every column, with the date as product §13 shows it', async ({ page, request }) => {
    const marker = uniqueMarker('search');
    const [email] = await seedContacts(request, marker, 3, (i) => `Do you deliver to Kerala? Reference ${marker}-${i}`);
    await signedIn(page, request);
    await openContacts(page);
    await search(page, email!);

    const rows = contactsTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const headers = await contactsTable(page).getByRole('columnheader').allTextContents();
    // The spec's columns, then how the lead is worked (docs/decisions/032-lead-pipeline-and-attribution.md).
    expect(headers).toEqual(['Received', 'Name', 'Email', 'Contact', 'Question', 'Status', 'Owner', 'Lead']);
    // The name is the row's header cell, so a screen reader announces it with every cell.
    await expect(rows.first().getByRole('rowheader')).toHaveText('Lead 000');
    const cells = rows.first().getByRole('cell');
    expect((await cells.nth(0).textContent())?.trim()).toMatch(DATE_PATTERN);
    await expect(cells.nth(1)).toHaveText(email!);
    await expect(cells.nth(2)).toHaveText('9876543210');
    // Shown as stored, dialled in E.164 (docs/decisions/040-phone-numbers-in-e164.md).
    await expect(cells.nth(2).getByRole('link')).toHaveAttribute('href', 'tel:+919876543210');
    await expect(cells.nth(3)).toHaveText(`Do you deliver to Kerala? Reference ${marker}-0`);

    await search(page, `${marker}-nothing-like-this`);
    await expect(page.getByRole('cell', { name: 'No contact requests match your search.' })).toBeVisible();
  });

  test('CSV export downloads the whole filtered table, formula-safe', { tag: '@any-width' }, async ({ page, request }) => {
    // Seeds its own rows through the API first.
    test.slow();
    const marker = uniqueMarker('export');
    // More rows than one page of 25, and a row that tries to inject a spreadsheet formula.
    await seedContacts(request, marker, 30, (i) => (i === 0 ? `=HYPERLINK("http://evil.example") ${marker}` : `Question ${i} about voice ${marker}`));
    await signedIn(page, request);
    await openContacts(page);
    await page.getByLabel('Rows per page').selectOption('25');
    await search(page, marker);
    await expect(page.getByRole('status').filter({ hasText: 'contact requests' })).toHaveText('Showing 1–25 of 30 contact requests');

    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^contacts-all-time-\\d{4}-\\d{2}-\\d{2}-matching-${marker}\\.csv$`));
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r\n/);
    // Every cell quoted (formula-safe CSV, decision 028).
    // The table's own columns, then status, owner and attribution (docs/decisions/032-lead-pipeline-and-attribution.md).
    expect(lines[0]).toMatch(/^"ID","Name","Email","Contact","Contact \(E\.164\)","Question","Created at","Status","Status reason","Owner",.*"Form page"$/);
    expect(lines).toHaveLength(31);
    for (const line of lines.slice(1)) expect(line).toContain(marker);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"") ${marker}"`);
  });

  test('the users, demo requests and subscribers tables show their rows', { tag: '@any-width' }, async ({ page, request }) => {
    // Seeds its own rows through the API first.
    test.slow();
    const marker = uniqueMarker('tables');
    const userEmail = uniqueEmail(`user${marker}`);
    await createVisitor(request, { name: `Ravi ${marker}`, email: userEmail });
    const demo = await seedDemo(request, marker);
    const subscriber = uniqueEmail(`news${marker}`);
    expect((await request.post('/api/email/send-subscribe', { data: { email: subscriber } })).ok()).toBe(true);

    await signedIn(page, request);

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(marker);
    const users = page.getByRole('table', { name: /^Users/ });
    await expect(users.locator('tbody tr')).toHaveCount(1);
    await expect(users.getByRole('cell', { name: userEmail })).toBeVisible();

    await page.getByRole('tab', { name: 'Demo Requests' }).click();
    await page.getByLabel('Search demo requests').fill(marker);
    const demos = page.getByRole('table', { name: /^Demo Requests/ });
    await expect(demos.locator('tbody tr')).toHaveCount(1);
    expect(await demos.getByRole('columnheader').allTextContents()).toEqual([
      'Received',
      'Name',
      'Email',
      'Contact',
      'Business Name',
      'Job Function',
      'Looking For',
      'Message',
      'Status',
      'Owner',
      'Lead',
    ]);
    await expect(demos.getByRole('rowheader', { name: demo.name })).toBeVisible();
    for (const text of [demo.email, demo.businessname, demo.lookingfor, demo.message]) {
      await expect(demos.getByRole('cell', { name: text, exact: true })).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Newsletter Subscribers' }).click();
    await page.getByLabel('Search newsletter subscribers').fill(marker);
    const subscribers = page.getByRole('table', { name: /^Newsletter Subscribers/ });
    await expect(subscribers.locator('tbody tr')).toHaveCount(1);
    await expect(subscribers.getByRole('rowheader', { name: subscriber })).toBeVisible();
    await expect(subscribers.getByRole('cell', { name: 'Waiting for confirmation' })).toBeVisible();
  });

  test('the tabs follow the arrow keys', { tag: '@any-width' }, async ({ page, request }) => {
    await signedIn(page, request);
    await page.getByRole('tab', { name: 'Users' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Contact Requests' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Contact Requests' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Newsletter Subscribers' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('the date filter and counts', { tag: '@any-width' }, () => {
  test('offers the spec’s options; Today keeps today’s leads and a past custom range has none', async ({ page, request }) => {
    // Seeds its own rows through the API first.
    test.slow();
    const marker = uniqueMarker('dates');
    await seedContacts(request, marker, 3);
    await signedIn(page, request);
    const range = page.getByLabel('Date range');
    expect(await range.locator('option').allTextContents()).toEqual(['All Time', 'Today', 'This Week', 'This Month', 'This Year', 'Custom']);

    await openContacts(page);
    await search(page, marker);
    const status = page.getByRole('status').filter({ hasText: 'contact requests' });
    await expect(status).toHaveText('Showing 1–3 of 3 contact requests');

    for (const option of ['Today', 'This Week', 'This Month', 'This Year']) {
      await range.selectOption({ label: option });
      await expect(status).toHaveText('Showing 1–3 of 3 contact requests');
    }

    await range.selectOption({ label: 'Custom' });
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await from.fill('2020-01-01');
    await to.fill('2020-01-31');
    await expect(status).toHaveText(`No contact requests match “${marker}” (01 Jan 2020 – 31 Jan 2020).`);
    // The three count cards count that empty month as well.
    for (const label of ['Users', 'Contact Requests', 'Demo Requests']) {
      await expect(page.locator('dl div', { has: page.getByText(label, { exact: true }) }).locator('dd').first()).toHaveText('0');
    }
  });

  test('each custom date limits the other and the start never passes the end', async ({ page, request }) => {
    await signedIn(page, request);
    await page.getByLabel('Date range').selectOption({ label: 'Custom' });
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await from.fill('2026-03-10');
    await to.fill('2026-03-20');
    await expect(from).toHaveAttribute('max', '2026-03-20');
    await expect(to).toHaveAttribute('min', '2026-03-10');
    // A typed start after the end moves the end with it.
    await from.fill('2026-03-25');
    await expect(to).toHaveValue('2026-03-25');
    // A typed end before the start moves the start with it.
    await to.fill('2026-03-05');
    await expect(from).toHaveValue('2026-03-05');
  });

  test('the end date is inclusive: the bound sent is the next day’s local midnight', async ({ page, request }) => {
    await signedIn(page, request);
    await page.getByLabel('Date range').selectOption({ label: 'Custom' });
    const call = page.waitForRequest((r) => r.url().includes('/api/auth/user/all') && new URL(r.url()).searchParams.has('to'));
    await page.getByLabel('From', { exact: true }).fill('2026-03-01');
    await page.getByLabel('To', { exact: true }).fill('2026-03-31');
    const url = new URL((await call).url());
    const localMidnight = (date: string) =>
      page.evaluate(([d]) => new Date(`${d}T00:00:00`).toISOString(), [date] as const);
    expect(url.searchParams.get('from')).toBe(await localMidnight('2026-03-01'));
    expect(url.searchParams.get('to')).toBe(await localMidnight('2026-04-01'));
  });

  test('the count cards show the totals the server counts', async ({ page, request }) => {
    const token = await signedIn(page, request);
    const total = async (path: string) => {
      const res = await request.get(`${path}?limit=1`, { headers: { authorization: `Bearer ${token}` } });
      return Number(res.headers()['x-total-count']);
    };
    const card = (label: string) => page.locator('dl div', { has: page.getByText(label, { exact: true }) }).locator('dd').first();
    // Other tests add rows meanwhile, so the card shows at least what was counted before it loaded.
    const before = { users: await total('/api/auth/user/all'), contacts: await total('/api/contact/all'), demos: await total('/api/demo/all') };
    await page.getByRole('button', { name: 'Refresh' }).click();
    for (const [label, n] of [['Users', before.users], ['Contact Requests', before.contacts], ['Demo Requests', before.demos]] as const) {
      await expect(card(label)).toHaveText(/^[\d,]+$/);
      expect(Number((await card(label).textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(n);
    }
  });
});

test('the site status panel shows the lock and flag with the CLI commands that change them', { tag: '@any-width' }, async ({ page, request }) => {
  await signedIn(page, request);
  const panel = page.getByRole('region', { name: 'Site status' });
  await expect(panel.getByText('Licence lock')).toBeVisible();
  await expect(panel.getByText('Payment flag')).toBeVisible();
  await expect(panel.getByText(/^(Unlocked|Locked: visitors see “License Required”)$/)).toBeVisible();
  await expect(panel.getByText('npm run cli -- site lock|unlock|flag on|off|status')).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
});

test('the dashboard has no axe violations', async ({ page, request }) => {
  test.slow();
  await signedIn(page, request);
  await expect(page.getByRole('status').filter({ hasText: /users/ })).not.toHaveText(/Loading/);
  await expectNoAxeViolations(page);
});

test('while a table page loads, the dashboard still has no axe violations', async ({ page, request }) => {
  test.slow();
  await signedIn(page, request);
  await dashboardSettled(page);
  // Hold the next users page so the table stays mid-load while axe looks at it.
  const release = await holdRequests(page, '**/api/auth/user/all?*');
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(1);
  try {
    await expectNoAxeViolations(page);
  } finally {
    release();
  }
  await dashboardSettled(page);
});

test('on a phone, the loading bar spans the visible table however far it is scrolled sideways', { tag: '@mobile' }, async ({ page, request }) => {
  test.slow();
  await seedContacts(request, uniqueMarker('scrolled'), 3);
  await signedIn(page, request);
  await dashboardSettled(page);
  await openContacts(page);
  // The tab loads its first page after it opens; the held request must be the next one, over shown rows.
  await dashboardSettled(page);
  const region = page.getByRole('region', { name: /^Contact Requests/ });
  // The contact table is wider than a phone: scroll it to its right end.
  const scrolled = await region.evaluate((box) => {
    box.scrollLeft = box.scrollWidth;
    return box.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(0);

  const release = await holdRequests(page, '**/api/contact/all?*');
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(contactsTable(page)).toHaveAttribute('aria-busy', 'true');
  const bar = await page.getByTestId('table-loading-bar').boundingBox();
  const visible = await region.boundingBox();
  release();
  expect(bar && visible).toBeTruthy();
  // Inside the region's border (1 px each side), across its whole visible width, at its top.
  expect(Math.abs(bar!.x - (visible!.x + 1))).toBeLessThanOrEqual(1);
  expect(Math.abs(bar!.x + bar!.width - (visible!.x + visible!.width - 1))).toBeLessThanOrEqual(1);
  expect(Math.abs(bar!.y - (visible!.y + 1))).toBeLessThanOrEqual(1);
  await dashboardSettled(page);
});

test.describe('in a browser set to India', () => {
  // Chromium reports ICU's old name for this zone (docs/decisions/044-time-zones-and-front-matter.md).
  test.use({ timezoneId: 'Asia/Calcutta' });

  test('the dashboard names the time zone as people say it', { tag: '@any-width' }, async ({ page, request }) => {
    await signedIn(page, request);
    await expect(page.getByText('Dates and times are in your time zone, Asia/Kolkata.')).toBeVisible();
    await expect(page.getByText('Asia/Calcutta')).toHaveCount(0);
  });
});
