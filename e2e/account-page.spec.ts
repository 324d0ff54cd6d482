import { test, type Page } from '@playwright/test';
import { accountPaths } from '@tarang/shared/account';
import { emailsTo } from './admin-invitations';
import { createVisitor, uniqueEmail, type Visitor } from './fixtures';
import { SLOW_TEST_TIMEOUT_MS, expect, expectNoAxeViolations, gotoReady, logInInModal, openLogin, successToast } from './shell-helpers';
import { mailedLink } from './visitor-mail';

// docs/decisions/047-visitor-account-page.md: a visitor changes the account's e-mail address from the
// account page and the link mailed to the new address, and deletes the account, at 390 px and 1366 px.

// Each story logs in, runs axe and spends several password hashes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS });

const sizeFor = (isMobile: boolean) => (isMobile ? { width: 390, height: 844 } : { width: 1366, height: 768 });

/** Logs in from the header (or the menu on a small screen) and opens Account from the account menu. */
async function openAccountPage(page: Page, isMobile: boolean, visitor: Visitor) {
  await gotoReady(page, '/');
  await openLogin(page, isMobile);
  await logInInModal(page, visitor.email, visitor.password);
  await expect(successToast(page).filter({ hasText: 'Welcome back!' })).toHaveCount(1);
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Account', exact: true }).click();
  } else {
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: `Logged in as ${visitor.name}`, exact: true }).click();
    await banner.getByRole('link', { name: 'Account', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
}

test('change e-mail: the link mailed to the new address moves the account, the old address is told, and login takes the new one', async ({ page, isMobile }, testInfo) => {
  await page.setViewportSize(sizeFor(isMobile));
  const visitor = await createVisitor(page.request, { name: 'Ira Sen', email: uniqueEmail('mover'), password: 'mover-pass-1' });
  const newEmail = uniqueEmail('moved');
  await openAccountPage(page, isMobile, visitor);
  await expectNoAxeViolations(page, 'the account page, signed in');
  await page.screenshot({ path: testInfo.outputPath('account-page.png'), fullPage: true });

  const form = page.getByRole('form', { name: 'E-mail address' });
  await form.getByLabel('New e-mail address').fill(newEmail);
  await form.getByLabel('Current password').fill('wrong-password');
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(form.getByText('That is not your current password.')).toBeVisible();
  await form.getByLabel('Current password').fill(visitor.password);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a link to the new address.' })).toBeVisible();
  // Nothing changes until the link is opened; the current address is told.
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(visitor.email);
  await expect.poll(() => emailsTo(visitor.email, 'email-change-notice').some((eml) => eml.includes(newEmail))).toBe(true);

  const link = await mailedLink(newEmail, 'email-change', accountPaths.page);
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is changed and verified.' })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(`${newEmail} (verified)`);
  await page.screenshot({ path: testInfo.outputPath('account-email-changed.png'), fullPage: true });
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'This e-mail change link is not valid or has expired.' })).toBeVisible();

  expect((await page.request.post('/api/auth/user/login', { data: { email: visitor.email, password: visitor.password } })).status()).toBe(401);
  expect((await page.request.post('/api/auth/user/login', { data: { email: newEmail, password: visitor.password } })).status()).toBe(200);
});

test('delete account: sign out everywhere else, then the confirmed deletion erases the account, says what is kept and signs the visitor out', async ({ page, isMobile }, testInfo) => {
  await page.setViewportSize(sizeFor(isMobile));
  const visitor = await createVisitor(page.request, { name: 'Tara Das', email: uniqueEmail('leaver'), password: 'leaver-pass-1' });
  const elsewhere = await page.request.post('/api/auth/user/login', { data: { email: visitor.email, password: visitor.password } });
  const otherToken = ((await elsewhere.json()) as { token: string }).token;
  await openAccountPage(page, isMobile, visitor);

  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This browser')).toHaveCount(1);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(sessions.getByRole('status')).toHaveText('One other session is logged out.');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await page.request.get('/api/auth/user/verify', { headers: { authorization: `Bearer ${otherToken}` } })).status()).toBe(401);

  const panel = page.getByRole('region', { name: 'Delete account' });
  await expect(panel.getByRole('heading', { name: 'What is kept, and why' })).toBeVisible();
  await expect(panel).toContainText('never e-mail the address again');
  const form = page.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Current password').fill(visitor.password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  // Not confirmed: the word is asked for and nothing is erased.
  await expect(form.getByLabel('Type DELETE to confirm')).toBeFocused();
  await expect(form.getByText('Type DELETE in capital letters to delete your account.')).toBeVisible();
  await expectNoAxeViolations(page, 'the account page, deletion not confirmed');
  await page.screenshot({ path: testInfo.outputPath('account-delete.png'), fullPage: true });
  await form.getByLabel('Type DELETE to confirm').fill('DELETE');
  await form.getByRole('button', { name: 'Delete my account' }).click();

  await expect(successToast(page).filter({ hasText: 'Your account and its data are erased.' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
  // Signed out: Login is offered again, and the account is gone.
  if (!isMobile) await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect((await page.request.post('/api/auth/user/login', { data: { email: visitor.email, password: visitor.password } })).status()).toBe(401);
  await page.goto(accountPaths.page);
  await expect(page.getByRole('heading', { level: 2, name: 'Log in to see your account' })).toBeVisible();
});
