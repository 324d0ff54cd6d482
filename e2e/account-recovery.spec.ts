import { test } from '@playwright/test';
import { visitorAccountPaths } from '@tarang/shared/auth';
import { uniqueEmail } from './fixtures';
import { expect, gotoReady, loginDialog, openLogin, signUpInModal, successToast } from './shell-helpers';
import { mailedLink } from './visitor-mail';

// docs/decisions/046-visitor-verification-and-reset.md: a new visitor verifies the address from the e-mailed
// link, then forgets the password and resets it from a second e-mailed link, which ends the old session.

test('sign up, verify the address from the e-mail, then reset a forgotten password from another e-mail', async ({ page, request, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1366, height: 768 });
  const email = uniqueEmail('recovery');
  await gotoReady(page, '/');
  await openLogin(page, isMobile);
  await signUpInModal(page, { name: 'Nila Raman', email, password: 'first-pass-1' });
  await expect(successToast(page).filter({ hasText: 'Thanks for signing up!' })).toHaveCount(1);

  // The verification link lands on the Developer page.
  const verifyLink = await mailedLink(email, 'verify-email', visitorAccountPaths.verifyEmailPage);
  await page.goto(verifyLink);
  await expect(page).toHaveURL(/\/developer$/);
  await expect(successToast(page).filter({ hasText: 'Your e-mail address is verified.' })).toHaveCount(1);
  // A second visit of the same link is refused: it works once.
  await page.goto(verifyLink);
  await expect(page.getByRole('status').filter({ hasText: 'This verification link is not valid or has expired.' })).toBeVisible();

  // A session elsewhere, which the reset ends.
  const old = await request.post('/api/auth/user/login', { data: { email, password: 'first-pass-1' } });
  expect(old.status()).toBe(200);
  const oldToken = ((await old.json()) as { token: string }).token;

  await gotoReady(page, '/');
  await openLogin(page, isMobile);
  await loginDialog(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account uses this address, we have sent it a link')).toBeVisible();

  await page.goto(await mailedLink(email, 'password-reset', visitorAccountPaths.resetPasswordPage));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(successToast(page).filter({ hasText: 'Your password is changed' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);

  const form = page.getByRole('form', { name: 'Login form' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('second-pass-2');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(successToast(page).filter({ hasText: 'Welcome back!' })).toHaveCount(1);
  expect((await request.get('/api/auth/user/verify', { headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(401);
  expect((await request.post('/api/auth/user/login', { data: { email, password: 'first-pass-1' } })).status()).toBe(401);
});
