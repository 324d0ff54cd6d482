import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { services } from '../apps/web/app/content/services';

/**
 * These tests share the machine with builds and other suites; hydration and axe can take
 * several seconds under load, so assertions wait up to 15 s (they pass as soon as they hold).
 */
export const expect = baseExpect.configure({ timeout: 15_000 });
export const SLOW_TEST_TIMEOUT_MS = 120_000;

export { blogSlugs } from './starting-content';

/** Opens a page and waits until it is hydrated (the site layout marks <html data-shell-ready>). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1);
  return response;
}

/**
 * Pages whose template another page already shows on a phone (decision 018): the first service page stands
 * for all seven, /blog for /new-blog, /Privacy-policy for /Privacy-Policy, one article for the others. Every
 * page is still checked on the large screen, where its own content is.
 */
export const sameTemplateAsAnother = new Set([...services.slice(1).map((s) => `/services/${s.slug}`), '/new-blog', '/Privacy-Policy', '/blog/choosing-an-sms-api']);

/** The tag for a test about one page's layout: on both screens, or on the large one only when its template is covered. */
export const templateTag = (path: string) => (sameTemplateAsAnother.has(path) ? '@any-width' : []);

const T0 = new Date('2026-11-21T10:00:00Z');

/**
 * Installs Playwright's clock and pauses it before the page loads, so no timer fires
 * until the test moves time with runFor().
 */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(new Date(T0.getTime() + 1000));
}

/** The slides a screen reader can reach: hidden ones are aria-hidden. */
export function visibleSlides(carousel: Locator): Promise<string[]> {
  return carousel.getByRole('group').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
}

export const slideNames = (from: number, count: number, total: number) =>
  Array.from({ length: count }, (_, i) => `${from + i} of ${total}`);

/** A fresh context with the project's device settings (axe needs a page of its own context). */
export async function newProjectPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(baseURL ? { baseURL } : {}),
  });
  return context.newPage();
}

/**
 * axe run inside the page itself (the builder's legacy mode). Its default mode opens a second, blank
 * page to merge the results of every frame, which doubles the time of each check (about 2.2 s against
 * 1.1 s on the home page, same results). Our pages have no frames (nothing loads from another origin),
 * and the check fails if one ever appears, since this mode would not look inside it.
 */
export async function expectNoAxeViolations(page: Page, what = '') {
  expect(page.frames(), 'a page with a frame needs AxeBuilder without legacy mode').toHaveLength(1);
  // Only violations are wanted: collecting every passing node as well doubled axe's time on a page.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const summary = results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(summary, what).toEqual([]);
}

/** No toast is showing (a silent outcome: product §8 "Verify", "Subscribe" thrown errors). */
export async function expectNoToast(page: Page) {
  await expect(page.locator('[data-toast]')).toHaveCount(0);
}

/** The toast region's messages. */
export const successToast = (page: Page) => page.getByRole('status');
export const errorToast = (page: Page) => page.getByRole('alert');

/** Holds every request matching `pattern` until the returned function is called (a table mid-load, a hero image not yet painted). */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Counts the page's requests whose URL contains `urlPart` from now on: a form that refuses its input sends nothing. */
export function countRequests(page: Page, urlPart: string): () => number {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes(urlPart)) sent++;
  });
  return () => sent;
}

/** The visitor's Login / Sign Up modal (product §2 "Modals") in its Login mode. */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Login to your account' });

/** The same modal in its Sign Up mode. */
export const signupDialog = (page: Page) => page.getByRole('dialog', { name: 'Create your account' });

/** From the open Login modal: switches to Sign Up, fills Name, Email and Password and sends them (product §5 "Visitor auth form"). */
export async function signUpInModal(page: Page, user: { name: string; email: string; password: string }) {
  await loginDialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await signupDialog(page).getByLabel('Name').fill(user.name);
  await signupDialog(page).getByLabel('Email').fill(user.email);
  await signupDialog(page).getByLabel('Password').fill(user.password);
  await signupDialog(page).getByRole('button', { name: 'Sign Up' }).click();
}

/** Fills the open Login modal and presses Login. */
export async function logInInModal(page: Page, email: string, password: string) {
  await loginDialog(page).getByLabel('Email').fill(email);
  await loginDialog(page).getByLabel('Password').fill(password);
  await loginDialog(page).getByRole('button', { name: 'Login' }).click();
}

/** Clicks a header button, or on a small screen the menu's button of that name, that opens a modal. */
async function openFromHeader(page: Page, isMobile: boolean, name: string) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
  }
}

/** Opens the Login modal from the header, or on a small screen from the menu; focus lands on Email. */
export async function openLogin(page: Page, isMobile: boolean) {
  await openFromHeader(page, isMobile, 'Login');
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByLabel('Email')).toBeFocused();
}

/** The Request Demo modal (product §2 "Modals", §4 "Demo modal"). */
export const demoDialog = (page: Page) => page.getByRole('dialog', { name: 'Request Demo' });

/** Opens the Request Demo modal from the header, or on a small screen from the menu; focus lands on Full Name. */
export async function openDemo(page: Page, isMobile: boolean) {
  await openFromHeader(page, isMobile, 'Book Demo');
  await expect(demoDialog(page).getByLabel('Full Name')).toBeFocused();
}

/** What a person types into the demo form; the contact number and the one job function are always the same. */
interface DemoEntry {
  name: string;
  email: string;
  businessname: string;
  lookingfor: string;
  message: string;
}

/** A demo request the specs send when its words do not matter. */
export const sampleDemo = {
  name: 'Kavya Menon',
  businessname: 'Monsoon Foods Pvt Ltd',
  lookingfor: 'WhatsApp API Integration',
  message: 'We want order updates on WhatsApp with SMS fallback.',
} as const;

/** Fills in the demo form as a person would; the caller submits it. */
export async function fillDemoForm(dialog: Locator, demo: DemoEntry) {
  await dialog.getByLabel('Full Name', { exact: true }).fill(demo.name);
  await dialog.getByLabel('Email', { exact: true }).fill(demo.email);
  await dialog.getByLabel('Contact', { exact: true }).fill('9876543210');
  await dialog.getByLabel('Business Name', { exact: true }).fill(demo.businessname);
  await dialog.getByLabel('Job Function', { exact: true }).selectOption('support');
  await dialog.getByLabel('Looking For', { exact: true }).selectOption(demo.lookingfor);
  await dialog.getByLabel('Message', { exact: true }).fill(demo.message);
}
