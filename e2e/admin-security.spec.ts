import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_TOKEN_KEY, adminMessages } from '@tarang/shared/admin';
import { RECOVERY_CODE_COUNT, securityMessages, securityPaths } from '@tarang/shared/admin-security';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, alertAfter, createAdmin, dashboardLaidOut, openDashboard, storedAdminToken } from './admin-fixtures';
import { emailsTo, invitationTokenFor, totpNow } from './admin-invitations';
import { uniqueEmail } from './fixtures';
import { SLOW_TEST_TIMEOUT_MS, expectNoAxeViolations } from './shell-helpers';

// A new operator's first hour (docs/decisions/027-admin-security.md): the first admin from the CLI, two-factor
// enrolment at the first login, an invitation by e-mail that works once, a colleague who signs up, exports and
// is disabled, and the second step of a later login, all through the real screens.

const repoRoot = path.resolve(import.meta.dirname, '..');
const shots = path.join(repoRoot, 'test-results', 'admin-security');
const widths = [390, 1366];

/** For review, not asserted: the screen at a phone's and a laptop's width. It must not scroll sideways at either. */
async function screenshots(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** First login: the enrolment in the login card; answers the key and the recovery codes, ends on the dashboard. */
async function enrolAtFirstLogin(page: Page, email: string, shotName?: string) {
  await passwordStep(page, email);
  const heading = page.getByRole('heading', { name: 'Set up two-factor sign-in' });
  await expect(heading).toBeFocused({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  // Until the second step is done, nothing is stored (the token stays in the page's memory).
  expect(await storedAdminToken(page)).toBeNull();
  if (shotName) {
    await expectNoAxeViolations(page, 'enrolment');
    await screenshots(page, shotName);
  }
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await page.getByLabel('Code', { exact: true }).fill(totpNow(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as .txt' }).click();
  expect(fs.readFileSync((await (await download).path())!, 'utf8').trim().split('\n')).toEqual(codes);
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  if (shotName) await expectNoAxeViolations(page, 'recovery codes');
  await page.getByLabel('I have saved my recovery codes').check();
  expect(await alertAfter(page, () => proceed.click())).toBe(adminMessages.loginSuccess);
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await storedAdminToken(page)).toMatch(/\S{20,}/);
  return { secret, codes };
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  return context.newPage();
}

async function openSecurity(page: Page) {
  // From the Admin navigation, as an operator gets there.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/admin/audit');
}

test('an operator’s first admin enrols, invites a colleague who signs up once, exports and is disabled, the Audit view shows each step; a later login takes a recovery code', { tag: '@any-width' }, async ({ browser, request }) => {
  test.setTimeout(SLOW_TEST_TIMEOUT_MS * 2);
  fs.mkdirSync(shots, { recursive: true });
  // `admin create` on the CLI, as the operator runs it (the fixture).
  const { email: first } = await createAdmin(request, 'first-admin');
  const colleague = uniqueEmail('colleague');

  // First login: password, then enrolment with a real code from the key shown.
  const admin = await newPage(browser);
  const { codes } = await enrolAtFirstLogin(admin, first, 'enrolment');

  // Security: invite the colleague.
  await openSecurity(admin);
  const sessions = admin.getByRole('table', { name: 'Your sessions' });
  await expect(sessions.getByText('This session')).toBeVisible();
  await admin.getByRole('form', { name: 'Invite an administrator' }).getByLabel('Email').fill(colleague);
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('form', { name: 'Invite an administrator' }).getByRole('status')).toHaveText(securityMessages.invited);
  const invitations = admin.getByRole('table', { name: 'Invitations' });
  await expect(invitations.getByRole('row', { name: new RegExp(colleague) })).toContainText('Pending');
  await expectNoAxeViolations(admin, 'Security page');
  await screenshots(admin, 'security');

  // The colleague opens the e-mailed link: Email is the invited address and cannot be changed.
  const token = await invitationTokenFor(colleague);
  const mate = await newPage(browser);
  await mate.goto(`/admin/${token}/Signup`);
  const email = mate.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(colleague, { timeout: 15_000 });
  await expect(email).toHaveAttribute('readonly', '');
  await mate.getByLabel('First Name').fill('Kabir');
  await mate.getByLabel('Last Name').fill('Shah');
  await mate.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await mate.getByLabel('Confirm Password').fill(ADMIN_PASSWORD);
  await mate.getByLabel('I agree to the Terms and Conditions').check();
  expect(await alertAfter(mate, () => mate.getByRole('button', { name: 'Sign Up' }).click())).toBe(adminMessages.signupSuccess);
  await expect(mate).toHaveURL('/admin/login');

  // A second use of the link: the clear page, no form.
  await mate.goto(`/admin/${token}/Signup`);
  await expect(mate.getByRole('heading', { level: 1, name: "This invitation can't be used" })).toBeVisible({ timeout: 15_000 });
  await expect(mate.getByText(securityMessages.invitationInvalid)).toBeVisible();
  await expect(mate.getByRole('link', { name: 'Go to the admin login' })).toHaveAttribute('href', '/admin/login');
  await expect(mate.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
  await expectNoAxeViolations(mate, 'used invitation');

  // The colleague enrols at their first login and exports the contacts.
  await enrolAtFirstLogin(mate, colleague);
  await dashboardLaidOut(mate);
  await mate.getByRole('tab', { name: 'Contact Requests' }).click();
  const csv = mate.waitForEvent('download');
  await mate.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^contacts-.*\.csv$/);
  await expect(mate.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });

  // The first admin disables the colleague (after confirming).
  await admin.goto('/admin/dashboard');
  await openSecurity(admin);
  const admins = admin.getByRole('table', { name: 'Administrators' });
  const row = admins.getByRole('row', { name: new RegExp(colleague) });
  await expect(row).toContainText('Active');
  await expect(admins.getByRole('row', { name: new RegExp(first) })).toContainText('Your own account');
  const confirm = admin.waitForEvent('dialog').then(async (d) => {
    expect(d.type()).toBe('confirm');
    await d.accept();
  });
  await row.getByRole('button', { name: `Disable ${colleague}` }).click();
  await confirm;
  await expect(admin.getByRole('status').filter({ hasText: securityMessages.adminDisabled })).toBeVisible();
  await expect(row).toContainText('Disabled');

  // The colleague's open dashboard goes to the login on its next call.
  await mate.getByRole('button', { name: 'Refresh' }).click();
  await expect(mate).toHaveURL('/admin/login', { timeout: 15_000 });
  expect(await storedAdminToken(mate)).toBeNull();

  // The Audit view shows every step, by whom: filtered by each admin in turn (the browser tests share one
  // server, so other tests' entries are on it too).
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const trail = admin.getByRole('table', { name: /^Audit entries/ });
  const steps: [string, string[]][] = [
    [first, ['Sign-in', 'Two-factor set up', 'Invitation sent', 'Administrator disabled']],
    [colleague, ['Invitation accepted', 'Sign-in', 'Two-factor set up', 'CSV exported']],
  ];
  for (const [who, actions] of steps) {
    await admin.getByRole('searchbox', { name: 'Admin' }).fill(who);
    await expect(trail).toHaveAccessibleName(new RegExp(`by ${who.replace(/[.]/g, '\\.')}`));
    for (const action of actions) await expect(trail.getByRole('row').filter({ hasText: action }).first(), `${who}: ${action}`).toBeVisible();
  }
  // Part of an address is enough (the part before @, in capitals), and the page exports what it shows.
  const part = colleague.split('@')[0]!.toUpperCase();
  await admin.getByRole('searchbox', { name: 'Admin' }).fill(part);
  await expect(trail).toHaveAccessibleName(new RegExp(`by ${part}`));
  await expect(trail.getByRole('row').filter({ hasText: 'Invitation accepted' })).toHaveCount(1);
  const auditCsv = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const file = await auditCsv;
  expect(file.suggestedFilename()).toMatch(/^audit-.*-matching-colleague-.*\.csv$/);
  const exported = fs.readFileSync((await file.path())!, 'utf8');
  expect(exported).toContain(`"${colleague}","invitation.accept"`);
  expect(exported).not.toContain(`"${first}",`);

  // A later login of the first admin: the code step. A wrong code is said under the field, which keeps focus;
  // a recovery code works.
  const later = await newPage(browser);
  await passwordStep(later, first);
  const code = later.getByLabel('Code', { exact: true });
  await expect(later.getByRole('heading', { name: 'Two-factor sign-in' })).toBeFocused({ timeout: 15_000 });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(later, 'code step');
  await screenshots(later, 'login-code-step');
  await code.fill('000000');
  await later.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription(new RegExp(`^${securityMessages.codeInvalid.replace(/[.()]/g, '\\$&')}`));
  await expect(code).toBeFocused();
  expect(await storedAdminToken(later)).toBeNull();
  await code.fill(codes[0]!);
  expect(await alertAfter(later, () => later.getByRole('button', { name: 'Verify' }).click())).toBe(adminMessages.loginSuccess);
  await expect(later).toHaveURL('/admin/dashboard');
});

test('the invitation box takes a whole pasted sign-up link; an unknown invitation gets the clear page', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign up with your invitation' }).click();
  await page.getByLabel('Invitation code').fill('https://tarang.example.com/admin/not-a-real-invitation/Signup');
  await page.getByRole('button', { name: 'Go to sign-up' }).click();
  await expect(page).toHaveURL('/admin/not-a-real-invitation/signup');
  await expect(page.getByRole('heading', { level: 1, name: "This invitation can't be used" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test('a session still waiting for its second step is sent from the dashboard to the login (403)', { tag: '@any-width' }, async ({ page, request }) => {
  const { email } = await createAdmin(request, 'half-signed-in');
  const login = await request.post('/api/auth/admin/login', { data: { email, password: ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 403);
  await page.goto('/admin/login');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [ADMIN_TOKEN_KEY, token]);
  await page.goto('/admin/dashboard');
  expect(await (await refused).json()).toMatchObject({ message: securityMessages.mfaRequired });
  await expect(page).toHaveURL('/admin/login', { timeout: 15_000 });
  expect(await storedAdminToken(page)).toBeNull();
});

test('on the Security page, a session ended elsewhere goes to the login on its next call', { tag: '@any-width' }, async ({ browser, request }) => {
  const { email } = await createAdmin(request, 'ended');
  const page = await newPage(browser);
  const { codes } = await enrolAtFirstLogin(page, email);
  await openSecurity(page);
  await expect(page.getByRole('table', { name: 'Your sessions' }).getByText('This session')).toBeVisible();
  const token = await storedAdminToken(page);
  const out = await request.post('/api/auth/admin/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);
  await page.getByRole('button', { name: 'Replace authenticator' }).click();
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel('Code', { exact: true }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/admin/login', { timeout: 15_000 });
  expect(await storedAdminToken(page)).toBeNull();
});

test('a password-only session cannot enrol over the owner; replacing the authenticator asks for the password and a code, signs out the other browser and e-mails the owner', { tag: '@any-width' }, async ({ browser, request }) => {
  test.setTimeout(SLOW_TEST_TIMEOUT_MS);
  const { email } = await createAdmin(request, 'new-phone');
  // Someone who has the password logs in before the owner has enrolled: their session waits at the enrolment step.
  const intruder = (await (await request.post('/api/auth/admin/login', { data: { email, password: ADMIN_PASSWORD } })).json()) as { token: string; next: string };
  expect(intruder.next).toBe('enrol');
  const page = await newPage(browser);
  const { secret: oldSecret, codes: oldCodes } = await enrolAtFirstLogin(page, email);
  // The owner's enrolment ended that session; a new password-only one must give a code and cannot enrol.
  expect((await request.post(securityPaths.enrolStart, { headers: { authorization: `Bearer ${intruder.token}` } })).status()).toBe(401);
  const later = (await (await request.post('/api/auth/admin/login', { data: { email, password: ADMIN_PASSWORD } })).json()) as { token: string; next: string };
  expect(later.next).toBe('code');
  expect((await request.post(securityPaths.enrolStart, { headers: { authorization: `Bearer ${later.token}` } })).status()).toBe(403);

  // The owner is signed in in a second browser too (with a recovery code).
  const step = (await (await request.post('/api/auth/admin/login', { data: { email, password: ADMIN_PASSWORD } })).json()) as { token: string };
  expect((await request.post(securityPaths.verifyCode, { headers: { authorization: `Bearer ${step.token}` }, data: { code: oldCodes[0] } })).status()).toBe(200);
  const other = await newPage(browser);
  await openDashboard(other, step.token);

  await openSecurity(page);
  await page.getByRole('button', { name: 'Replace authenticator' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill('not the password at all');
  await page.getByLabel('Code', { exact: true }).fill(oldCodes[1]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(securityMessages.passwordWrong);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeFocused();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  expect(secret).not.toBe(oldSecret);
  await page.getByLabel('Code', { exact: true }).fill(totpNow(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  // Once the new key is confirmed, the codes must be seen through: no Cancel.
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(codes.filter((c) => oldCodes.includes(c))).toEqual([]);
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(securityMessages.enrolled)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace authenticator' })).toBeFocused();
  // This session stays signed in; the other browser is signed out at its next call.
  await expect(page.getByRole('table', { name: 'Your sessions' }).getByText('This session')).toBeVisible();
  await other.reload();
  await expect(other).toHaveURL('/admin/login', { timeout: 15_000 });
  // The owner was told twice: when the authenticator was set up, and when it was replaced.
  await expect.poll(() => emailsTo(email, 'mfa-changed').length).toBe(2);
  expect(emailsTo(email, 'mfa-changed')[0]).toContain('was replaced');
});

// The server's per-account delay runs on its own clock (docs/decisions/027-admin-security.md); the page's part is
// to show its 429 sentence, so the answer is given here.
test('a 429 from the password step alerts the server’s wait message and stores nothing', { tag: '@any-width' }, async ({ page }) => {
  const body = { statusCode: 429, error: securityMessages.tooManyFailures, message: securityMessages.tooManyFailures };
  await page.route('**/api/auth/admin/login', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify(body) }));
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('throttled'));
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  expect(await alertAfter(page, () => page.getByRole('button', { name: 'Login' }).click())).toBe(securityMessages.tooManyFailures);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await storedAdminToken(page)).toBeNull();
});
