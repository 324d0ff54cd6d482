import { ADMIN_TOKEN_KEY } from '@tarang/shared/admin';
import { securityPaths } from '@tarang/shared/admin-security';
import { listPaths, type TableKind } from '@tarang/shared/tables';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { runCli } from '../apps/server/src/cli/run-cli';
import { totpNow } from './admin-invitations';
import { uniqueEmail } from './fixtures';

export const ADMIN_PASSWORD = 'a long admin passphrase 2026';

interface Admin {
  email: string;
  password: string;
  /** Set once adminToken has enrolled the admin: later sign-ins use a recovery code each. */
  secret?: string;
  recoveryCodes?: string[];
}

/**
 * A fresh administrator, made the way the operator makes one: the CLI's `admin create` on the e2e server's
 * database, with the password given as the prompt would read it (never on the command line). It runs in
 * the test's worker rather than as a process of its own: the same code, without a Node start per admin.
 */
export async function createAdmin(_request: APIRequestContext, label = 'admin'): Promise<Admin> {
  const admin: Admin = { email: uniqueEmail(label), password: ADMIN_PASSWORD };
  let errors = '';
  const code = await runCli(['admin', 'create', '--email', admin.email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
    out: () => {},
    err: (text) => (errors += text),
    readPassword: async () => admin.password,
  });
  if (code !== 0) throw new Error(`admin create failed: ${errors}`);
  return admin;
}

/**
 * A signed-in admin token through the real calls: password, then (first time) enrolment with a code
 * computed from the answered secret, or (later) one of the recovery codes that enrolment answered.
 */
export async function adminToken(request: APIRequestContext, admin: Admin): Promise<string> {
  const res = await request.post('/api/auth/admin/login', { data: { email: admin.email, password: admin.password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, next } = (await res.json()) as { token: string; next: 'code' | 'enrol' };
  const headers = { authorization: `Bearer ${token}` };
  if (next === 'enrol') {
    const start = await request.post(securityPaths.enrolStart, { headers });
    expect(start.status(), await start.text()).toBe(200);
    const { secret } = (await start.json()) as { secret: string };
    const done = await request.post(securityPaths.enrolConfirm, { headers, data: { code: totpNow(secret) } });
    expect(done.status(), await done.text()).toBe(200);
    admin.secret = secret;
    admin.recoveryCodes = ((await done.json()) as { recoveryCodes: string[] }).recoveryCodes;
    return token;
  }
  const code = admin.recoveryCodes?.shift();
  if (!code) throw new Error(`${admin.email} has no recovery code left for another sign-in`);
  const verified = await request.post(securityPaths.verifyCode, { headers, data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return token;
}

/**
 * Opens an admin screen with a session already stored, as after a login. `origin` is for the specs that
 * start a server of their own; the others use the suite's.
 */
export async function openAdminScreen(page: Page, token: string, screen: 'Dashboard' | 'Integrations' | 'Content', origin = ''): Promise<void> {
  await page.goto(`${origin}/admin/login`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [ADMIN_TOKEN_KEY, token]);
  await page.goto(`${origin}/admin/${screen}`);
  await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible({ timeout: 15_000 });
  if (screen === 'Dashboard') await dashboardLaidOut(page);
}

/**
 * The dashboard's charts arrive in a chunk of their own and push the tables down: a click aimed at a tab
 * while they land would hit whatever moved under the pointer, as a person's would. Wait for them first.
 */
export async function dashboardLaidOut(page: Page): Promise<void> {
  await expect(page.getByText('Loading charts…')).toHaveCount(0, { timeout: 15_000 });
}

/** Opens the dashboard with a session already stored, as after a login. */
export const openDashboard = (page: Page, token: string) => openAdminScreen(page, token, 'Dashboard');

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

/**
 * A demo request sent through the public call, its e-mail and business name carrying the test's marker so a
 * search finds it alone; returns the fields the table shows.
 */
export async function seedDemo(request: APIRequestContext, marker: string, lookingfor = 'WHATSAPP API') {
  const demo = {
    name: 'Neha Kapoor',
    email: uniqueEmail(`demo${marker}`),
    businessname: `Kapoor Retail ${marker}`,
    lookingfor,
    message: 'We want order updates on WhatsApp.',
  };
  const res = await request.post('/api/demo', { data: { ...demo, contact: '9123456780', jobfunction: 'support' } });
  expect(res.status(), await res.text()).toBe(201);
  return demo;
}

/** A marker that only one test uses: letters only, so it survives the CSV file-name slug unchanged. */
export function uniqueMarker(label: string): string {
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${label}${letters}`;
}

/**
 * What an admin's list call answers for a search: the rows the dashboard's table would show (product §7).
 * Browser tests read stored leads this way, as an API client would, never with SQL.
 */
export async function listedRows(request: APIRequestContext, token: string, kind: TableKind, q: string, options: { spam?: boolean } = {}): Promise<Record<string, unknown>[]> {
  const params = new URLSearchParams({ q, ...(options.spam ? { spam: 'true' } : {}) });
  const res = await request.get(`${listPaths[kind]}?${params}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

let workerAdmin: Promise<string> | undefined;
/**
 * One signed-in admin per test worker, for tests that only read what the server stored: made once and
 * its bearer token kept for the worker's later tests (a test that changes admins makes its own).
 */
export function readerToken(request: APIRequestContext): Promise<string> {
  workerAdmin ??= createAdmin(request, 'reader').then((admin) => adminToken(request, admin));
  return workerAdmin;
}
