import { ADMIN_TOKEN_KEY } from '@tarang/shared/admin';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

/** The invitation the e2e server is started with (playwright.config.ts, ADMIN_SIGNUP_CODE). */
export const INVITE_CODE = 'e2e-invite-code-2026';
export const ADMIN_PASSWORD = 'a long admin passphrase 2026';

interface Admin {
  email: string;
  password: string;
}

/** A fresh administrator, made through the real invitation sign-up call. */
export async function createAdmin(request: APIRequestContext, label = 'admin'): Promise<Admin> {
  const admin = { email: uniqueEmail(label), password: ADMIN_PASSWORD };
  const res = await request.post('/api/auth/admin/signup', { data: { code: INVITE_CODE, ...admin } });
  expect(res.status(), await res.text()).toBe(201);
  return admin;
}

export async function adminToken(request: APIRequestContext, admin: Admin): Promise<string> {
  const res = await request.post('/api/auth/admin/login', { data: admin });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Opens the dashboard with a session already stored, as after a login. */
export async function openDashboard(page: Page, token: string): Promise<void> {
  await page.goto('/admin/login');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [ADMIN_TOKEN_KEY, token]);
  await page.goto('/admin/Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
}

/**
 * Waits until every call the dashboard made on opening has answered (counts, the first
 * table page, site status). A test that revokes the session first must wait for this:
 * a call still in flight would meet the revoked token and leave the dashboard on its own.
 */
export async function dashboardSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 15_000 });
}

export function storedAdminToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), ADMIN_TOKEN_KEY);
}

/**
 * Runs an action and returns the text of the window.alert it opens (product §4, §8 "Admin": an alert),
 * accepting it so the page carries on.
 */
export async function alertAfter(page: Page, action: () => Promise<void>): Promise<string> {
  // Accepted as soon as it opens: an alert raised inside the click handler would otherwise
  // hold the click (and the test) until someone closes it.
  const dialog = page.waitForEvent('dialog').then(async (d) => {
    const seen = { type: d.type(), message: d.message() };
    await d.accept();
    return seen;
  });
  await action();
  const { type, message } = await dialog;
  expect(type).toBe('alert');
  return message;
}

/** Contact questions carrying a marker word, so a test can find exactly its own rows by searching. */
export async function seedContacts(request: APIRequestContext, marker: string, count: number, question?: (i: number) => string) {
  const emails: string[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, k) => start + k);
    await Promise.all(
      batch.map(async (i) => {
        const email = uniqueEmail(`lead${i}`);
        emails.push(email);
        const res = await request.post('/api/contact', {
          data: {
            name: `Lead ${String(i).padStart(3, '0')}`,
            email,
            contact: '9876543210',
            question: question?.(i) ?? `Question ${i} about bulk SMS pricing ${marker}`,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }),
    );
  }
  return emails;
}

/** A marker that only one test uses: letters only, so it survives the CSV file-name slug unchanged. */
export function uniqueMarker(label: string): string {
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${label}${letters}`;
}
