import { adminMessages } from '@tarang/shared/admin';
import { securityMessages, securityPaths } from '@tarang/shared/admin-security';
import { authMessages, authServerMessages } from '@tarang/shared/auth';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, adminToken, alertAfter, createAdmin, openDashboard, storedAdminToken } from './admin-fixtures';
import { inviteThroughApi } from './admin-invitations';
import { uniqueEmail } from './fixtures';
import { countRequests, expectNoAxeViolations } from './shell-helpers';

// The admin login and the sign-up by invitation (product §2, §4, §5, §8, §12; docs/decisions/027-admin-security.md:
// each invitation is single-use and bound to the invited address, and a login takes a second step).

/** A usable invitation for a fresh address, sent by a signed-in admin through the API. */
async function invitation(request: APIRequestContext, label = 'invited') {
  const email = uniqueEmail(label);
  const token = await inviteThroughApi(request, await adminToken(request, await createAdmin(request)), email);
  return { email, token };
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** The sign-up form of a usable invitation: Email is already the invited address. */
async function fillSignup(page: Page, values: { first?: string; last?: string; password: string; confirm: string }) {
  await page.getByLabel('First Name').fill(values.first ?? 'Asha');
  await page.getByLabel('Last Name').fill(values.last ?? 'Verma');
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm Password').fill(values.confirm);
}

test.describe('admin login', () => {
  test('has Email, Password, Show Password, Login and a way to sign up', async ({ page, request }) => {
    const invited = await invitation(request);
    await page.goto('/admin/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByLabel('Show Password').check();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByLabel('Show Password').uncheck();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    // The sign-up link leads to /admin/{code}/signup with the invitation code typed in.
    await page.getByRole('button', { name: 'Sign up with your invitation' }).click();
    await page.getByLabel('Invitation code').fill(invited.token);
    await page.getByRole('button', { name: 'Go to sign-up' }).click();
    await expect(page).toHaveURL(`/admin/${invited.token}/signup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign Up' })).toBeVisible();
  });

  // The code step's whole path (a wrong code, a recovery code, 'Login successful!') is in admin-security.spec.ts.
  test('a correct password leads to the code step, and nothing is stored or alerted before it', async ({ page, request }) => {
    const admin = await createAdmin(request);
    // Enrolled through the API (the first sign-in), so this login asks for a code.
    await adminToken(request, admin);
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.accept();
    });
    await page.goto('/admin/Login');
    await fillLogin(page, admin.email, admin.password);
    const answer = page.waitForResponse('**/api/auth/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    const { token } = (await (await answer).json()) as { token: string };
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeFocused();
    await expect(page.getByText(securityMessages.codeStep)).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(/recovery code/);
    await expect(page).toHaveURL('/admin/Login');
    expect(await storedAdminToken(page)).toBeNull();
    expect(alerted).toBe(false);
    // A way back to the password, where focus starts again.
    await page.getByRole('button', { name: 'Start again with your password' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    // ...and the half-finished session is ended on the server.
    // (A live one would call the code wrong; an ended one is no session at all.)
    await expect
      .poll(async () => {
        const res = await request.post(securityPaths.verifyCode, { data: { code: '000000' }, headers: { authorization: `Bearer ${token}` } });
        return { status: res.status(), message: ((await res.json()) as { message: string }).message };
      })
      .toEqual({ status: 401, message: authServerMessages.unauthorized });
  });

  test('a wrong password alerts the server’s error and stores nothing', { tag: '@any-width' }, async ({ page, request }) => {
    const admin = await createAdmin(request);
    await page.goto('/admin/login');
    await fillLogin(page, admin.email, 'not the right password');
    const message = await alertAfter(page, () => page.getByRole('button', { name: 'Login' }).click());
    expect(message).toBe(authServerMessages.invalidCredentials);
    await expect(page).toHaveURL('/admin/login');
    expect(await storedAdminToken(page)).toBeNull();
  });

  test('an unknown e-mail gets the same answer as a wrong password', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/admin/login');
    await fillLogin(page, uniqueEmail('nobody'), ADMIN_PASSWORD);
    expect(await alertAfter(page, () => page.getByRole('button', { name: 'Login' }).click())).toBe(authServerMessages.invalidCredentials);
  });

  test('when the server cannot be reached the alert says Login failed', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/admin/login');
    await page.route('**/api/auth/admin/login', (route) => route.abort('connectionrefused'));
    await fillLogin(page, 'someone@example.com', ADMIN_PASSWORD);
    expect(await alertAfter(page, () => page.getByRole('button', { name: 'Login' }).click())).toBe(adminMessages.loginFailed);
  });

  test('both fields are required and the e-mail format is checked, each with the app’s message under its field; nothing is sent', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/admin/login');
    const sent = countRequests(page, '/api/auth/admin/login');
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    // The browser's own check never runs first: its bubble would hide the app's messages.
    await expect(page.getByRole('form', { name: 'Admin login' })).toHaveJSProperty('noValidate', true);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(email).toBeFocused();

    await email.fill('someone@example.com');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(password).toBeFocused();
    // The e-mail format is checked too (product §5 "Admin login").
    await email.fill('not-an-email');
    await password.fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(email).toHaveAccessibleDescription(authMessages.emailInvalid);
    await expect(email).toBeFocused();
    expect(sent()).toBe(0);
  });

  test('the invitation box submitted empty says so under its field and stays on the page', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign up with your invitation' }).click();
    await page.getByRole('button', { name: 'Go to sign-up' }).click();
    const code = page.getByLabel('Invitation code');
    await expect(code).toHaveAccessibleDescription(new RegExp(`^${adminMessages.inviteCodeRequired}`));
    await expect(code).toBeFocused();
    expect(await code.evaluate((el: HTMLInputElement) => el.form?.noValidate)).toBe(true);
    await expect(page).toHaveURL('/admin/login');
  });
});

test.describe('admin sign-up by invitation', () => {
  test('with a usable invitation: Email is the invited address, First Name is sent as name, Last Name is not, and the first login enrols', async ({ page, request }) => {
    const { email, token } = await invitation(request, 'signup');
    await page.goto(`/admin/${token}/Signup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign Up' })).toBeVisible();
    const emailField = page.getByLabel('Email', { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    await fillSignup(page, { first: 'Asha', last: 'Verma', password: ADMIN_PASSWORD, confirm: ADMIN_PASSWORD });
    await page.getByLabel('I agree to the Terms and Conditions').check();

    const sent = page.waitForRequest('**/api/auth/admin/signup');
    const message = await alertAfter(page, () => page.getByRole('button', { name: 'Sign Up' }).click());
    expect((await sent).postDataJSON()).toEqual({ code: token, email, password: ADMIN_PASSWORD, name: 'Asha' });
    expect(message).toBe(adminMessages.signupSuccess);
    await expect(page).toHaveURL('/admin/login');

    await fillLogin(page, email, ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeFocused();
    expect(await storedAdminToken(page)).toBeNull();
  });

  test('an unknown invitation gets the clear page and no form; the sign-up call refuses it and makes no account', { tag: '@any-width' }, async ({ page, request }) => {
    const email = uniqueEmail('wrongcode');
    await page.goto('/admin/not-the-invite-code/signup');
    await expect(page.getByRole('heading', { level: 1, name: "This invitation can't be used" })).toBeVisible();
    await expect(page.getByText(securityMessages.invitationInvalid)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Admin sign-up' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the admin login' }).click();
    await expect(page).toHaveURL('/admin/login');
    const signup = await request.post('/api/auth/admin/signup', { data: { code: 'not-the-invite-code', email, password: ADMIN_PASSWORD } });
    expect(signup.status()).toBe(403);
    const login = await request.post('/api/auth/admin/login', { data: { email, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(401);
  });

  test('passwords that differ alert Passwords do not match and send nothing', { tag: '@any-width' }, async ({ page, request }) => {
    const { token } = await invitation(request);
    await page.goto(`/admin/${token}/signup`);
    const sent = countRequests(page, '/api/auth/admin/signup');
    await fillSignup(page, { password: ADMIN_PASSWORD, confirm: `${ADMIN_PASSWORD}!` });
    await page.getByLabel('I agree to the Terms and Conditions').check();
    expect(await alertAfter(page, () => page.getByRole('button', { name: 'Sign Up' }).click())).toBe(adminMessages.passwordsDoNotMatch);
    expect(sent()).toBe(0);
    await expect(page).toHaveURL(`/admin/${token}/signup`);
  });

  test('a short password shows the 12-character rule under the field and sends nothing', { tag: '@any-width' }, async ({ page, request }) => {
    const { token } = await invitation(request);
    await page.goto(`/admin/${token}/signup`);
    const sent = countRequests(page, '/api/auth/admin/signup');
    await fillSignup(page, { password: 'short-pass', confirm: 'short-pass' });
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription(/Password must be at least 12 characters/);
    await expect(password).toBeFocused();
    // No rule of the browser's own stands behind the app's: it would show its bubble instead.
    expect(await password.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
    // Editing the field clears its message.
    await password.fill(ADMIN_PASSWORD);
    await expect(page.getByText(adminMessages.passwordTooShort)).toHaveCount(0);
    expect(sent()).toBe(0);
  });

  test('Sign Up stays disabled until the terms are ticked', { tag: '@any-width' }, async ({ page, request }) => {
    const { token } = await invitation(request);
    await page.goto(`/admin/${token}/signup`);
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await expect(signUp).toBeDisabled();
    await fillSignup(page, { password: ADMIN_PASSWORD, confirm: ADMIN_PASSWORD });
    await expect(signUp).toBeDisabled();
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await expect(signUp).toBeEnabled();
    await page.getByLabel('I agree to the Terms and Conditions').uncheck();
    await expect(signUp).toBeDisabled();
  });

  test('inviting an address that already has an administrator says so under the field', { tag: '@any-width' }, async ({ page, request }) => {
    const admin = await createAdmin(request);
    await openDashboard(page, await adminToken(request, admin));
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
    const form = page.getByRole('form', { name: 'Invite an administrator' });
    const email = form.getByLabel('Email');
    await email.fill(admin.email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(email).toHaveAccessibleDescription(securityMessages.alreadyAdmin);
    await expect(email).toBeFocused();
  });

  test('when the server cannot be reached the alert says Signup failed', { tag: '@any-width' }, async ({ page, request }) => {
    const { token } = await invitation(request);
    await page.goto(`/admin/${token}/signup`);
    await page.route('**/api/auth/admin/signup', (route) => route.abort('connectionrefused'));
    await fillSignup(page, { password: ADMIN_PASSWORD, confirm: ADMIN_PASSWORD });
    await page.getByLabel('I agree to the Terms and Conditions').check();
    expect(await alertAfter(page, () => page.getByRole('button', { name: 'Sign Up' }).click())).toBe(adminMessages.signupFailed);
  });

  test('the login link goes back to /admin/login', { tag: '@any-width' }, async ({ page, request }) => {
    const { token } = await invitation(request);
    await page.goto(`/admin/${token}/signup`);
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/admin/login');
  });
});

test('the admin login and sign-up pages have no axe violations', async ({ page, request }) => {
  test.slow();
  const { token } = await invitation(request);
  for (const path of ['/admin/login', `/admin/${token}/signup`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
