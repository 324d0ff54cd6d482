import { ADMIN_TOKEN_KEY } from '@tarang/shared/admin-token';
import { authServerMessages } from '@tarang/shared/auth';
import { type Browser, type Page, test } from '@playwright/test';
import { adminToken, createAdmin, uniqueMarker } from './admin-fixtures';
import { uniqueEmail } from './fixtures';
import { SLOW_TEST_TIMEOUT_MS, demoDialog, expect, expectNoAxeViolations, fillDemoForm, gotoReady, openDemo, openLogin, signUpInModal, successToast } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS });

// Cookieless analytics joined to the leads (docs/decisions/050-cookieless-analytics.md): visitors from three
// campaigns, one of whom asks for a demo and one of whom signs up; the Analytics page shows the visits, their
// sources and each campaign's conversion rate. The pages set no cookie and the beacon sends none.

/** A browser of its own: a visitor is the day's hash of address and browser, and every visitor here shares 127.0.0.1. */
async function visitorPage(browser: Browser, userAgent: string, name: string): Promise<Page> {
  const context = await browser.newContext({ userAgent: `${userAgent} Visitor/${name}` });
  return context.newPage();
}

/** Opens a page and waits for its beacon, which must carry no cookie. */
async function visit(page: Page, path: string) {
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/analytics/view') && r.method() === 'POST');
  await gotoReady(page, path);
  const sent = await beacon;
  expect(await sent.headerValue('cookie')).toBeNull();
  expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({ u: expect.stringContaining(path) });
  expect((await sent.response())?.status()).toBe(204);
}

test('visits from three campaigns, a demo request and a sign-up show on the Analytics page with each campaign’s conversion rate', async ({ browser, page, isMobile, request }) => {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const source = uniqueMarker('news');
  const booked = uniqueMarker('booked');
  const joined = uniqueMarker('joined');
  const browsed = uniqueMarker('browsed');

  // The first visitor lands from a campaign, reads a service page and asks for a demo.
  const first = await visitorPage(browser, userAgent, 'one');
  await visit(first, `/?utm_source=${source}&utm_medium=email&utm_campaign=${booked}`);
  await visit(first, '/services/sms');
  await openDemo(first, isMobile);
  await fillDemoForm(demoDialog(first), { name: 'Asha Rao', email: uniqueEmail('analytics-demo'), businessname: 'Rao Traders', lookingfor: 'SMS', message: 'Order updates by SMS.' });
  await demoDialog(first).getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(first)).toContainText('Request submitted successfully.');
  // The site sets no cookie at all for a visitor who is not signed in.
  expect(await first.context().cookies()).toEqual([]);

  // The second signs up from the page the campaign brought them to.
  const second = await visitorPage(browser, userAgent, 'two');
  await visit(second, `/?utm_source=${source}&utm_medium=social&utm_campaign=${joined}`);
  await openLogin(second, isMobile);
  await signUpInModal(second, { name: 'Ravi Menon', email: uniqueEmail('analytics-signup'), password: 'secret12' });
  await expect(successToast(second)).toContainText(authServerMessages.signupSuccess);

  // The third only looks around.
  const third = await visitorPage(browser, userAgent, 'three');
  await visit(third, `/?utm_source=${source}&utm_campaign=${browsed}`);
  expect(await third.context().cookies()).toEqual([]);

  const token = await adminToken(request, await createAdmin(request, 'analytics'));
  await page.goto('/admin/login');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [ADMIN_TOKEN_KEY, token]);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible({ timeout: 15_000 });

  const campaigns = page.getByRole('table', { name: /^UTM campaigns/ });
  const row = (campaign: string) => campaigns.getByRole('row').filter({ has: page.getByRole('rowheader', { name: campaign, exact: true }) });
  // The counts are rolled up at most every ten seconds while views arrive: Refresh, as an admin would, until they show.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row(booked)).toHaveCount(1, { timeout: 2000 });
    await expect(row(joined).getByRole('cell').nth(5)).toHaveText('100% (1)', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });

  // Cells after the campaign: visitors, page views, bounce rate, then each goal's rate (demo, contact, sign-up, ...).
  await expect(row(booked).getByRole('cell').nth(0)).toHaveText('1');
  await expect(row(booked).getByRole('cell').nth(1)).toHaveText('2');
  await expect(row(booked).getByRole('cell').nth(3)).toHaveText('100% (1)');
  await expect(row(booked).getByRole('cell').nth(5)).toHaveText('0% (0)');
  await expect(row(joined).getByRole('cell').nth(3)).toHaveText('0% (0)');
  await expect(row(browsed).getByRole('cell').nth(0)).toHaveText('1');
  await expect(row(browsed).getByRole('cell').nth(3)).toHaveText('0% (0)');
  await expect(row(browsed).getByRole('cell').nth(5)).toHaveText('0% (0)');

  // Where they came from: the campaigns' source, three visitors, one demo request among them.
  const sources = page.getByRole('table', { name: /^UTM sources/ });
  const sourceRow = sources.getByRole('row').filter({ has: page.getByRole('rowheader', { name: source, exact: true }) });
  await expect(sourceRow.getByRole('cell').nth(0)).toHaveText('3');
  await expect(sourceRow.getByRole('cell').nth(3)).toHaveText('33.3% (1)');
  await expect(page.getByRole('table', { name: /^Sources/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funnel' })).toBeVisible();
  await expectNoAxeViolations(page, 'analytics page');
});
