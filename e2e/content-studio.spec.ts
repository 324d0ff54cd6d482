import { contentMessages, contentPaths, type ContentEntry } from '@tarang/shared/content';
import { type APIRequestContext, type Page, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN_PASSWORD, adminToken, openAdminScreen, uniqueMarker } from './admin-fixtures';
import { type ContentServers, startContentServers } from './content-servers';
import { uniqueEmail } from './fixtures';
import { pngImage } from './image-fixtures';
import { SLOW_TEST_TIMEOUT_MS, expect, expectNoAxeViolations } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS * 2 });

// Publishing changes the blog every other story reads: these run on a server of their own (e2e/content-servers.ts).
let server: ContentServers;
let request: APIRequestContext;
test.beforeAll(async () => {
  // A server of its own, importing the starting content: slower than the suite's 30 s on a busy machine.
  test.setTimeout(SLOW_TEST_TIMEOUT_MS);
  server = await startContentServers(1);
  request = await playwrightRequest.newContext({ baseURL: server.urls[0] });
});
test.afterAll(async () => {
  await request?.dispose();
  await server?.close();
});

/** A signed-in admin of this file's server. */
async function signedInAdmin(label: string): Promise<string> {
  const admin = { email: uniqueEmail(label), password: ADMIN_PASSWORD };
  await server.apps[0]!.auth.createAdmin(admin.email, admin.password);
  return adminToken(request, admin);
}

// The content studio as a marketer uses it (docs/product.md "Content studio"): a post written with an
// uploaded cover and its alt text, previewed as the site renders it, saved, edited, refused over someone
// else's save and reloaded, compared with its first revision and restored, then scheduled; another post published at once. Scheduled publishing itself and the
// public pages are the server's and the blog's own stories.

/** The next confirm() the page opens is answered yes, as the admin would. */
function acceptNextDialog(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
}

/** A datetime-local value `minutes` from now on the browser's own clock, in its zone (the admin's). */
function localInputIn(page: Page, minutes: number): Promise<string> {
  return page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);
}

/** The Markdown preview: beside the text on a wide screen, behind the Preview tab on a phone. */
async function showPreview(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('tab', { name: 'Preview' }).click();
  return page.getByRole('region', { name: 'Preview' });
}

async function showMarkdown(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('tab', { name: 'Write' }).click();
  return page.getByRole('textbox', { name: 'Markdown' });
}

test('an admin writes a post with a cover, previews, saves, edits, compares and restores a revision, schedules it, and publishes another at once', async ({ page, isMobile }) => {
  const token = await signedInAdmin('content');
  await openAdminScreen(page, token, 'Content', server.urls[0]);
  await expect(page.getByRole('tab', { name: 'Blog posts', selected: true })).toBeVisible();
  await expectNoAxeViolations(page, 'content list');

  // A new post: the length hint follows the description as it is typed.
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  const title = `Sending OTPs that arrive ${uniqueMarker('')}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('How to send one-time passwords that reach people fast.');
  await expect(page.getByText('54 of 50–160 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tags' }).fill('otp, sms');
  const markdown = await showMarkdown(page, isMobile);
  await markdown.fill('## Why speed matters\n\nA code that arrives late is a code that is **not used**.\n\n- Keep it short\n- Say who sent it');

  // The preview is the site's own rendering, in the article's typography.
  const preview = await showPreview(page, isMobile);
  await expect(preview.getByRole('heading', { level: 2, name: 'Why speed matters' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('not used');
  await expect(preview.getByRole('listitem')).toHaveCount(2);

  // A file that only calls itself a PNG is refused, and says so; a real one shows as uploaded.
  const coverInput = page.getByLabel('Cover image', { exact: true });
  await coverInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are my notes, not a picture.') });
  await expect(page.getByRole('alert').filter({ hasText: contentMessages.imageUnreadable })).toBeVisible();
  await coverInput.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(64, 36) });
  await expect(page.getByRole('alert').filter({ hasText: contentMessages.imageUnreadable })).toHaveCount(0);

  // A cover without alt text is refused, and says why at the field.
  await expect(page.getByRole('img', { name: 'Cover image, as uploaded' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  const alt = page.getByRole('textbox', { name: 'Alt text (required with a cover)' });
  await expect(page.getByText(contentMessages.altRequired)).toBeVisible();
  await expect(alt).toBeFocused();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'editor, new post with an error');
  await alt.fill('A phone showing a six-digit code');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as revision 1.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit blog post' })).toBeVisible();
  await expect(page.getByText('Draft: not on the site').first()).toBeVisible();

  // An edit is a second revision.
  await (await showMarkdown(page, isMobile)).fill('## Why speed matters\n\nA code that arrives after a minute is a code that is **not used**.\n\n- Keep it short\n- Say who sent it');
  await expect(page.getByText('Unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as revision 2.' })).toBeVisible();
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem')).toHaveCount(2);

  // Someone else saves meanwhile (another admin's session): this editor's next save is refused, and
  // Reload (after asking, as the edit here would be lost) brings their text.
  const id = Number(/\/admin\/content\/(\d+)$/.exec(page.url())?.[1]);
  const headers = { authorization: `Bearer ${token}` };
  const { entry } = (await (await request.get(contentPaths.entry(id), { headers })).json()) as { entry: ContentEntry };
  const theirs = `${title} (their edit)`;
  const other = await request.put(contentPaths.entry(id), {
    headers,
    data: { kind: 'post', title: theirs, slug: entry.slug, description: entry.description, body: entry.body, tags: entry.tags, cover: { imageId: entry.cover?.imageId, alt: entry.cover?.alt }, baseRevision: entry.revision },
  });
  expect(other.status(), await other.text()).toBe(200);
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (mine)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: contentMessages.conflict })).toBeVisible();
  acceptNextDialog(page);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(theirs);
  await expect(revisions.getByRole('listitem')).toHaveCount(3);

  // Compared with the first revision: each changed line, removed and added.
  await page.getByRole('button', { name: 'Compare revision 1' }).click();
  const differences = page.getByRole('region', { name: 'Differences' });
  // Since the first revision: the body's line, and their title.
  await expect(differences.getByRole('deletion').filter({ hasText: 'A code that arrives late is a code that is **not used**.' })).toBeVisible();
  await expect(differences.getByRole('insertion').filter({ hasText: 'A code that arrives after a minute is a code that is **not used**.' })).toBeVisible();
  await expect(differences.getByRole('deletion').filter({ hasText: `Title: ${title}` })).toBeVisible();
  await expect(differences.getByRole('insertion').filter({ hasText: `Title: ${theirs}` })).toBeVisible();
  await expectNoAxeViolations(page, 'editor comparing a revision');

  // Restore asks first, then makes the first text current again as a third revision.
  acceptNextDialog(page);
  await page.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(page.getByText('Revision 1 restored as a new revision.')).toBeVisible();
  await expect(revisions.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(await showMarkdown(page, isMobile)).toHaveValue(/arrives late is a code/);

  // A time in the past is refused at the field; two minutes ahead is scheduled.
  const publishAt = page.getByLabel(/^Publish at \(your time/);
  await publishAt.fill(await localInputIn(page, -5));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(contentMessages.publishAtPast)).toBeVisible();
  await publishAt.fill(await localInputIn(page, 2));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Scheduled for \d{2} \w{3} \d{4} \d{2}:\d{2} [AP]M\.$/ })).toBeVisible();

  // What the server holds, read again: the entry is scheduled.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit blog post' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByText('Scheduled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover image, as uploaded' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Alt text (required with a cover)' })).toHaveValue('A phone showing a six-digit code');

  // Another post, published at once: its public address shows.
  await page.getByRole('link', { name: 'Content', exact: true }).first().click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(title) }) });
  await expect(row.getByText('Scheduled')).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  const second = `Choosing a sender ID ${uniqueMarker('')}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(second);
  await page.getByRole('textbox', { name: 'Description' }).fill('What a sender ID is, and how to choose one your customers trust.');
  await (await showMarkdown(page, isMobile)).fill('Pick six letters your customers **recognise**.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as revision 1.' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published: the page is live.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^\/blog\/choosing-a-sender-id-/ })).toBeVisible();

  await page.getByRole('link', { name: 'Content', exact: true }).first().click();
  const secondRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(second) }) });
  await expect(secondRow.getByText('Published')).toBeVisible();
  await expectNoAxeViolations(page, 'content list with a scheduled and a published post');
});

test('a help answer needs its category, is listed under Help answers once saved, and leaving an unsaved edit asks first', { tag: '@any-width' }, async ({ page }) => {
  const token = await signedInAdmin('content-answer');
  await openAdminScreen(page, token, 'Content', server.urls[0]);
  await page.getByRole('link', { name: 'New answer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New help answer' })).toBeVisible();
  const question = `How fast does an OTP arrive? ${uniqueMarker('')}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(question);
  await page.getByRole('textbox', { name: 'Description' }).fill('Most codes arrive within seconds; here is what slows the rest.');
  await page.getByRole('textbox', { name: 'Markdown' }).fill('Most arrive in **under five seconds**.');
  await page.getByRole('button', { name: 'Save' }).click();
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(page.getByText(contentMessages.categoryRequired)).toBeVisible();
  await expect(category).toBeFocused();
  await category.selectOption('OTP');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as revision 1.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(/^how-fast-does-an-otp-arrive-/);

  // Leaving with an unsaved edit asks first: No stays with the edit, Yes leaves.
  await page.getByRole('textbox', { name: 'Tags' }).fill('otp, speed');
  const back = page.getByRole('link', { name: 'Content', exact: true }).last();
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    expect(dialog.message()).toBe('Leave without saving? Your changes here are lost.');
    await dialog.dismiss();
  });
  await back.click();
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: 'Edit help answer' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue('otp, speed');
  acceptNextDialog(page);
  await back.click();
  await expect(page.getByRole('tab', { name: 'Help answers', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(question.replace('?', '\\?')) }) });
  await expect(row.getByText('Draft')).toBeVisible();
});

test('an admin deletes an unpublished post with its revisions (its address stays gone) and an image no entry shows; a published post is unpublished first', async ({ page, isMobile }) => {
  const token = await signedInAdmin('content-delete');
  const headers = { authorization: `Bearer ${token}` };
  const upload = async (rgb: [number, number, number]) => {
    const res = await request.post(contentPaths.images, { headers: { ...headers, 'content-type': 'image/png' }, data: pngImage(48, 27, rgb) });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { image: { id: number } }).image.id;
  };
  // A published post with a cover, and a draft answer whose cover is another image.
  const coverId = await upload([200, 60, 40]);
  const keptId = await upload([40, 160, 90]);
  const title = `Retiring our old SMS API ${uniqueMarker('')}`;
  const created = await request.post(contentPaths.entries, {
    headers,
    data: { kind: 'post', title, description: 'The old API is going away; here is how to move.', body: 'Move to the **new API** by June.', tags: [], cover: { imageId: coverId, alt: 'A red card' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { entry } = (await created.json()) as { entry: ContentEntry };
  expect((await request.post(contentPaths.publish(entry.id), { headers })).status()).toBe(200);
  const answer = `Which API do I use? ${uniqueMarker('')}`;
  const kept = await request.post(contentPaths.entries, {
    headers,
    data: { kind: 'answer', title: answer, description: 'The new one.', body: 'The new one.', tags: [], category: 'API & developers', cover: { imageId: keptId, alt: 'A green card' } },
  });
  expect(kept.status(), await kept.text()).toBe(201);

  // Published: there is no Delete, and the panel says why.
  await openAdminScreen(page, token, 'Content', server.urls[0]);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit blog post' })).toBeVisible();
  await expect(page.getByText('To delete this entry, unpublish it first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  acceptNextDialog(page);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Unpublished: the page is no longer on the site.')).toBeVisible();

  // Delete asks first: No keeps the post, Yes deletes it and the list says so.
  const ask = (answerYes: boolean) =>
    page.waitForEvent('dialog').then(async (dialog) => {
      expect(dialog.message()).toBe(`Delete “${title}” and all its revisions? This cannot be undone. Its address keeps answering “gone”.`);
      await (answerYes ? dialog.accept() : dialog.dismiss());
    });
  let asked = ask(false);
  await page.getByRole('button', { name: 'Delete' }).click();
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: 'Edit blog post' })).toBeVisible();
  asked = ask(true);
  await page.getByRole('button', { name: 'Delete' }).click();
  await asked;
  await expect(page.getByRole('tab', { name: 'Blog posts', selected: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Deleted “${title}” and its revisions.` })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Its address still answers 410 Gone, as an unpublished post's does.
  const reader = await page.context().newPage();
  const removed = await reader.goto(`${server.urls[0]}/blog/${entry.slug}`);
  expect(removed?.status()).toBe(410);
  await expect(reader.getByRole('heading', { level: 1, name: 'Page Removed' })).toBeVisible();
  await reader.close();

  // Images: the deleted post's cover is shown by no entry and can go; the answer's is in use.
  await page.getByRole('tab', { name: 'Images' }).click();
  const coverRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^Image ${coverId}\\b`) }) });
  const keptRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^Image ${keptId}\\b`) }) });
  await expect(coverRow.getByText('No entry')).toBeVisible();
  await expect(keptRow.getByRole('link', { name: answer })).toBeVisible();
  await expect(keptRow.getByText('In use')).toBeVisible();
  await expect(keptRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expectNoAxeViolations(page, `content images${isMobile ? ' (phone)' : ''}`);
  acceptNextDialog(page);
  await coverRow.getByRole('button', { name: `Delete image ${coverId}` }).click();
  await expect(page.getByRole('status').filter({ hasText: contentMessages.imageDeleted })).toBeVisible();
  await expect(coverRow).toHaveCount(0);
  expect((await request.get(`/media/${coverId}-48.webp`)).status()).toBe(404);
});
