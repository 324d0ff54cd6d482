import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromeFlags, log } from './lib/env';
import { totpCode } from '../../apps/server/src/modules/auth/totp';
import type { PrerenderedPage } from './lib/site-build';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  /** The first few offending elements (CSS selectors), enough to find them. */
  targets: string[];
}

export interface AxeTarget {
  name: string;
  url: string;
  violations: AxeViolation[];
  /** Console errors and blocked resources seen while the page was open: not a budget, a lead. */
  consoleErrors: string[];
  error?: string;
}

interface AxeOptions {
  baseUrl: string;
  routes: PrerenderedPage[];
  chromePath: string;
  admin: AxeAdmin;
}

/**
 * axe run inside the page (the builder's legacy mode): the default opens a second, blank page to merge
 * every frame's results, which doubles each check's time for the same answer. Our pages have no frames;
 * if one ever appears, this throws rather than miss what is inside it.
 */
async function analyze(page: Page): Promise<AxeViolation[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has a frame: run AxeBuilder without legacy mode`);
  const result = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

/** Lets the page hydrate and fetch what it fetches on load (the wrapper polls every 5 s, so it goes idle). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => {});
}

/** A page in a context of its own, with what it logged, and the two steps every check takes on it. */
async function openTab(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message.slice(0, 300)}`));
  // Admin alerts ('Login successful!') are accepted, as a person would.
  page.on('dialog', (d) => void d.accept());

  const check = async (name: string, open: () => Promise<void>): Promise<AxeTarget> => {
    consoleErrors = [];
    let result: AxeTarget;
    try {
      await open();
      result = { name, url: page.url().replace(baseUrl, ''), violations: await analyze(page), consoleErrors: [...consoleErrors] };
    } catch (err) {
      result = { name, url: page.url().replace(baseUrl, ''), violations: [], consoleErrors: [...consoleErrors], error: err instanceof Error ? err.message.split('\n')[0]! : String(err) };
    }
    log(`  axe ${name.padEnd(48)} ${result.error ? `ERROR ${result.error}` : `${result.violations.length} violation(s)`}`);
    return result;
  };
  const visit = (path: string) => async () => {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await settle(page);
  };
  return { context, page, check, visit };
}

/**
 * axe-core on every public route, the 404 page, the admin pages (login, invitation sign-up,
 * dashboard with a logged-in admin and rows in its tables) and each modal opened through
 * its button, the way a visitor opens it. Desktop viewport: the Login button lives in the
 * top strip there (on phones it is in the menu); Lighthouse's accessibility score covers
 * the mobile layout.
 */
/** The admin the axe run signs in as: enrolled (its TOTP secret), with an invitation for the sign-up page. */
export interface AxeAdmin {
  email: string;
  password: string;
  secret: string;
  invitation: string;
}

export async function runAxe(options: AxeOptions): Promise<AxeTarget[]> {
  const { baseUrl, routes, chromePath, admin } = options;
  const browser: Browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  const out: AxeTarget[] = [];
  try {
    // Pages are created through a context (axe needs it with Debian's Chromium). Two tabs, each in its
    // own context, share the public routes: axe waits mostly on the page settling, and one tab alone
    // would take about 140 s of a full run on a slow host, past the bench's 15 minutes.
    const tabs = await Promise.all([openTab(browser, baseUrl), openTab(browser, baseUrl)]);
    const routeResults: AxeTarget[] = [];
    let nextRoute = 0;
    await Promise.all(
      tabs.map(async (tab) => {
        for (let i = nextRoute++; i < routes.length; i = nextRoute++) routeResults[i] = await tab.check(routes[i]!.path, tab.visit(routes[i]!.path));
      }),
    );
    out.push(...routeResults);
    // The rest is one visitor's path through modals and the admin area, in one tab.
    const visitor = tabs[0]!;
    const { page, visit } = visitor;
    const check = async (name: string, open: () => Promise<void>) => void out.push(await visitor.check(name, open));
    await check('404 page (/no-such-page)', visit('/no-such-page'));

    // The modals (Request Demo, Login / Sign Up), opened through their buttons as a visitor opens them.
    await check('modal: Request Demo (Book Demo button)', async () => {
      await visit('/')();
      await page.getByRole('button', { name: 'Book Demo' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('textbox').first().waitFor();
      await settle(page);
    });
    await check('modal: Login (Login button)', async () => {
      await visit('/')();
      await page.getByRole('button', { name: 'Login', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').first().waitFor();
      await settle(page);
    });
    await check('modal: Sign Up (Login button, then Sign Up)', async () => {
      const dialog = page.getByRole('dialog');
      if (!(await dialog.isVisible())) {
        await visit('/')();
        await page.getByRole('button', { name: 'Login', exact: true }).first().click();
      }
      await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Name' }).waitFor();
      await settle(page);
    });

    // Admin area (client-only pages, served with the SPA shell).
    await check('/admin/login', async () => {
      await visit('/admin/login')();
      await page.getByRole('textbox', { name: 'Email' }).waitFor();
    });
    await check(`/admin/<invitation>/signup`, async () => {
      await visit(`/admin/${admin.invitation}/Signup`)();
      await page.getByRole('textbox', { name: 'First Name' }).waitFor();
    });
    await check('/admin/login (two-factor code step)', async () => {
      await visit('/admin/login')();
      await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
      await page.getByLabel('Password', { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('textbox', { name: 'Code' }).waitFor();
      await settle(page);
    });
    await check('/admin/dashboard (logged in)', async () => {
      // The next step's code: the enrolment a moment ago used the current one, and a code is accepted once.
      await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(admin.secret, new Date(Date.now() + 30_000)));
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.waitForURL(/\/admin\/dashboard$/i);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      // The loaded first page, not the "Loading…" row (also a cell), so every run audits the same screen.
      await page.locator('table[aria-busy="false"] tbody tr').first().waitFor();
      await settle(page);
    });
    for (const [name, path, heading] of [
      ['/admin/security (logged in)', '/admin/security', 'Security'],
      ['/admin/audit (logged in)', '/admin/audit', 'Audit trail'],
      ['/admin/integrations (logged in)', '/admin/integrations', 'Integrations'],
    ] as const) {
      await check(name, async () => {
        await visit(path)();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // Every table loaded: the audit's one, the Security page's three, the integrations' endpoints.
        await page.locator('table').first().waitFor();
        await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
        await settle(page);
      });
    }
    await Promise.all(tabs.map((tab) => tab.context.close()));
  } finally {
    await browser.close();
  }
  return out;
}
