import { type APIRequestContext, type Page, request as playwrightRequest, test } from '@playwright/test';
import { manualClock } from '../apps/server/src/test/manual-clock';
import { ADMIN_PASSWORD, adminToken, openAdminScreen, uniqueMarker } from './admin-fixtures';
import { type ContentServers, startContentServers } from './content-servers';
import { uniqueEmail } from './fixtures';
import { pngImage } from './image-fixtures';
import { expect, expectNoAxeViolations, gotoReady, SLOW_TEST_TIMEOUT_MS } from './shell-helpers';

// issue 52's story, as a marketer and a reader meet it (docs/decisions/052-content-pages-from-the-database.md):
// an admin writes a post with an image on one instance and schedules it two minutes ahead; two minutes later
// it is on the other instance's blog, sitemap, feed, search and link preview with nobody touching it; an
// edit is a revision that can be restored; unpublished, its page answers 410 Gone. The two instances share
// one database (PostgreSQL when the run has one) and one clock the test moves.

test.describe.configure({ mode: 'serial', timeout: SLOW_TEST_TIMEOUT_MS * 2 });

const clock = manualClock(new Date());
let servers: ContentServers;
let writer: string;
let reader: string;
let api: APIRequestContext;
let token: string;

test.beforeAll(async () => {
  servers = await startContentServers(2, clock);
  [writer, reader] = servers.urls as [string, string];
  const admin = { email: uniqueEmail('content-admin'), password: ADMIN_PASSWORD };
  await servers.apps[0]!.auth.createAdmin(admin.email, admin.password);
  api = await playwrightRequest.newContext();
  token = await adminToken(await playwrightRequest.newContext({ baseURL: writer }), admin);
});

test.afterAll(async () => {
  await api?.dispose();
  await servers?.close();
});

/** The browser's local date-time `minutes` ahead of the server's clock, as the schedule field takes it. */
function localInput(page: Page, minutes: number): Promise<string> {
  return page.evaluate((at) => {
    const d = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, clock.now().getTime() + minutes * 60_000);
}

/** The Markdown field: beside its preview on a wide screen, behind the Write tab on a phone. */
async function markdownField(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('tab', { name: 'Write' }).click();
  return page.getByRole('textbox', { name: 'Markdown' });
}

/** The reader instance's answer for a path, as a browser or a feed reader gets it. */
const read = (path: string) => api.get(`${reader}${path}`, { maxRedirects: 0 });

/**
 * Time passes on both instances: the scheduled-publishing job runs, and each instance reads the content's
 * version again (it trusts what it read for a second).
 */
const timePasses = (ms: number) => clock.advance(ms);

/** What the reader instance answers for a path, asked again a second later each time until it holds. */
const readerSees = <T>(answer: () => Promise<T>) =>
  expect.poll(async () => {
    await timePasses(1_000);
    return answer();
  });

test('a post written and scheduled on one instance publishes itself and is served everywhere by the other; an edit is restored; unpublished it is gone', async ({ page, isMobile }) => {
  const title = `Festive season SMS that sell ${uniqueMarker('')}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-+$/, '');

  // Written on the first instance, with a cover and its alt text, and previewed as the site renders it.
  await openAdminScreen(page, token, 'Content', writer);
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Which messages to send in the festive weeks, when, and how to stay inside the DLT rules.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('sms, marketing');
  await (await markdownField(page, isMobile)).fill('## Start two weeks early\n\nCustomers plan their shopping before the **first sale day**.\n\nSend the reminder at 10:00.');
  if (isMobile) await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { level: 2, name: 'Start two weeks early' })).toBeVisible();
  await page.getByLabel('Cover image', { exact: true }).setInputFiles({ name: 'festive.png', mimeType: 'image/png', buffer: pngImage(1600, 900) });
  await expect(page.getByRole('img', { name: 'Cover image, as uploaded' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Alt text (required with a cover)' }).fill('Lamps and a phone showing an offer message');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as revision 1.' })).toBeVisible();

  // Scheduled two minutes ahead: until then, the public site has no such page.
  await page.getByLabel(/^Publish at \(your time/).fill(await localInput(page, 2));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Scheduled for / })).toBeVisible();
  expect((await read(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await read('/blog')).text()).not.toContain(title);

  // Two minutes later it is live on the other instance, by itself.
  await timePasses(2 * 60_000 + 15_000);
  await readerSees(async () => (await read(`/blog/${slug}`)).status()).toBe(200);
  await gotoReady(page, `${reader}/blog`);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Lamps and a phone showing an offer message' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Start two weeks early' })).toBeVisible();
  await expectNoAxeViolations(page, 'an article published from the content studio');

  // Its link preview is its own picture, which the site serves.
  const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(preview).toMatch(/\/media\/\d+-\d+\.webp$/);
  const picture = await api.get(`${reader}${new URL(preview!).pathname}`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/webp');

  // The sitemap, the feed, llms.txt and the site search list it.
  expect(await (await read('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
  const feed = await (await read('/feed.xml')).text();
  expect(feed).toContain(`<title>${title}</title>`);
  expect(await (await read('/llms.txt')).text()).toContain(`/blog/${slug})`);
  await gotoReady(page, `${reader}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  const search = page.getByRole('dialog', { name: 'Search the site' });
  await search.getByRole('combobox').fill('festive season sms');
  await expect(search.getByRole('option').filter({ hasText: title }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // An edit on the first instance is a revision; the other serves it, and restoring the first brings the words back.
  await openAdminScreen(page, token, 'Content', writer);
  await page.getByRole('row').filter({ hasText: title }).getByRole('link').first().click();
  await (await markdownField(page, isMobile)).fill('## Start two weeks early\n\nCustomers plan their shopping a **month** ahead.\n\nSend the reminder at 10:00.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as revision 2.' })).toBeVisible();
  await readerSees(async () => (await (await read(`/blog/${slug}`)).text()).includes('a <strong>month</strong> ahead')).toBe(true);
  await page.getByRole('button', { name: 'Compare revision 1' }).click();
  await expect(page.getByRole('region', { name: 'Differences' }).getByRole('insertion').filter({ hasText: 'a **month** ahead' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(page.getByText('Revision 1 restored as a new revision.')).toBeVisible();
  await readerSees(async () => (await (await read(`/blog/${slug}`)).text()).includes('the <strong>first sale day</strong>')).toBe(true);

  // A new address: the old one moves its readers there (301), links and bookmarks keep working.
  const moved = `${slug}-guide`;
  await page.getByRole('textbox', { name: 'Slug' }).fill(moved);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as revision 4.' })).toBeVisible();
  await readerSees(async () => (await read(`/blog/${slug}`)).status()).toBe(301);
  expect((await read(`/blog/${slug}`)).headers().location).toBe(`/blog/${moved}`);

  // Unpublished: the other instance answers 410 Gone, and the lists drop it.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Unpublished: the page is no longer on the site.')).toBeVisible();
  await readerSees(async () => (await read(`/blog/${moved}`)).status()).toBe(410);
  const removed = await page.goto(`${reader}/blog/${moved}`);
  expect(removed?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Removed' })).toBeVisible();
  expect(await (await read('/blog')).text()).not.toContain(title);
  expect(await (await read('/sitemap.xml')).text()).not.toContain(`/blog/${moved}<`);
  expect(await (await read('/feed.xml')).text()).not.toContain(title);
});
