import { test, type Locator, type Page } from '@playwright/test';
import { SLOW_TEST_TIMEOUT_MS, demoDialog, errorToast, expect, fillDemoForm, gotoReady, loginDialog, openDemo, openLogin, sampleDemo } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS });

/*
 * Focus after a failed submit in the two modals (product §4 "Modals"; docs/decisions/024-focus-after-a-failed-submit.md):
 * it stays in the dialog, on the first invalid field when the rules refuse, on the control the person
 * used when the server refuses or cannot be reached, so Escape still closes the dialog. Both screens:
 * on a phone the modals open from the menu.
 */

/** Escape is heard only by a dialog that holds focus: it must close the dialog. */
async function expectEscapeCloses(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('login modal: a form the rules refuse puts focus on its first invalid field, and Escape closes it', async ({ page, isMobile }) => {
  await gotoReady(page, '/client');
  await openLogin(page, isMobile);
  const dialog = loginDialog(page);
  await dialog.getByLabel('Password').fill('monsoon-42');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(errorToast(page).getByText('Email is required', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expectEscapeCloses(page, dialog);
});

test('login modal: a refusal or no answer from the server keeps focus on Login, and Escape closes it', async ({ page, isMobile }) => {
  await gotoReady(page, '/client');
  await page.route('**/api/auth/user/login', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, error: 'Invalid email or password.', message: 'Invalid email or password.' }) }),
  );
  await openLogin(page, isMobile);
  const dialog = loginDialog(page);
  await dialog.getByLabel('Email').fill('kavya@example.com');
  await dialog.getByLabel('Password').fill('monsoon-42');
  const login = dialog.getByRole('button', { name: 'Login' });
  await login.click();
  await expect(errorToast(page).getByText('Invalid email or password.', { exact: true })).toBeVisible();
  await expect(login).toBeFocused();

  // The network fails: the spec's toast, and focus still on Login.
  await page.unroute('**/api/auth/user/login');
  await page.route('**/api/auth/user/login', (route) => route.abort('connectionrefused'));
  await login.click();
  await expect(errorToast(page).getByText('An error occurred. Please try again.', { exact: true })).toBeVisible();
  await expect(login).toBeFocused();
  await expectEscapeCloses(page, dialog);
});

test('demo modal: a form the rules refuse puts focus on its first invalid field, and Escape closes it', async ({ page, isMobile }) => {
  await gotoReady(page, '/client');
  await openDemo(page, isMobile);
  const dialog = demoDialog(page);
  await fillDemoForm(dialog, { ...sampleDemo, email: 'kavya@example.com' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Message').fill('');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Email address is invalid');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expectEscapeCloses(page, dialog);
});

test('demo modal: a server error keeps focus on Submit, and Escape closes it', async ({ page, isMobile }) => {
  await gotoReady(page, '/client');
  await page.route('**/api/demo', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await openDemo(page, isMobile);
  const dialog = demoDialog(page);
  await fillDemoForm(dialog, { ...sampleDemo, email: 'kavya@example.com' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.press('Enter');
  await expect(errorToast(page).getByText('Please fill all your information.', { exact: true })).toBeVisible();
  await expect(submit).toBeFocused();
  await expectEscapeCloses(page, dialog);
});
