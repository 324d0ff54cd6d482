import { securityPaths } from '@tarang/shared/admin-security';
import { CONTENT_IMAGE_MAX_BYTES, contentMessages, contentPaths, type ContentImage } from '@tarang/shared/content';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { signedInAdmin } from '../../test/admin-session';
import { postgresDatabase, postgresUrl, testDatabases } from '../../test/databases';
import { createTestApp } from '../../test/test-app';
import { systemClock } from '../../clock';
import { connectDatabase, migrateToLatest } from '../../db/connect';
import { createContentReader } from './content-reader';
import { seedStartingContent } from './seed';
import { useStudioApp } from './studio-test-app';

const draft = {
  kind: 'post',
  title: 'Sending OTPs at Diwali scale',
  description: 'What we learned sending ten million codes in one evening.',
  body: '## The peak\n\nTen million codes.\n\n<script>alert(1)</script>',
  tags: ['otp', 'sms'],
};

/** A JPEG photo whose EXIF holds a GPS position and a camera model. */
async function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Model 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 32/1' } })
    .jpeg()
    .toBuffer();
}

// docs/decisions/051-content-studio.md: the whole workflow over HTTP, on both databases.
describe.each(testDatabases())('content studio on $name', (database) => {
  const studio = useStudioApp(database, 'on');
  const { clock, call, entryOf } = studio;

  test('the starting posts and answers are there, published, with their dates, authors, tags and covers', async () => {
    const posts = await studio.app.content.list('post');
    const answers = await studio.app.content.list('answer');
    expect(posts.length).toBeGreaterThanOrEqual(18);
    expect(answers.length).toBeGreaterThanOrEqual(25);
    const otp = posts.find((p) => p.slug === 'otp-delivery-speed')!;
    expect(otp).toMatchObject({ author: 'Karan Malhotra', publishedAt: '2025-06-19T00:00:00.000Z', tags: ['otp', 'sms', 'security', 'authentication'], featured: true });
    expect(posts.filter((p) => p.featured).length).toBeLessThan(posts.length);
    expect(otp.cover).toEqual({ src: '/images/blog/otp-delivery-speed.svg', alt: otp.title, width: 1200, height: 630 });
    expect(otp.previewImage).toEqual({ src: '/images/blog/otp-delivery-speed.svg', width: 1200, height: 630 });
    // Placeholders are filled from the brand configuration.
    expect(otp.html).not.toContain('{{');
    const support = answers.find((a) => a.slug === 'contact-support')!;
    expect(support).toMatchObject({ category: 'Account & billing', keywords: expect.arrayContaining(['support']) as unknown });
    expect(support.html).not.toContain('{{');
    expect(answers.find((a) => a.slug === 'start-free-trial')?.link).toEqual({ label: 'Open your Developer page', href: '/developer' });
    // Newest first: the posts by date, the answers in the help centre's order.
    expect(posts.map((p) => p.publishedAt)).toEqual([...posts.map((p) => p.publishedAt)].sort().reverse());
    expect(answers[0]!.slug).toBe('start-free-trial');
  });

  test('the whole workflow: draft, save, conflict, publish, edit, slug change, schedule, unpublish, restore', async () => {
    const created = await call('POST', contentPaths.entries, draft);
    expect(created.statusCode).toBe(201);
    const entry = entryOf(created);
    expect(entry).toMatchObject({ status: 'draft', slug: 'sending-otps-at-diwali-scale', revision: 1, url: '/blog/sending-otps-at-diwali-scale', publishedAt: null });
    expect(await studio.app.content.find('post', entry.slug)).toBeUndefined();

    const taken = await call('POST', contentPaths.entries, draft);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: contentMessages.slugTaken });

    expect(entry.featured).toBe(false);
    expect(entryOf(await call('PUT', contentPaths.entry(entry.id), { ...draft, featured: true, baseRevision: 1 })).featured).toBe(true);
    // A save that leaves `featured` out keeps it.
    const saved = await call('PUT', contentPaths.entry(entry.id), { ...draft, body: `${draft.body}\n\nMore.`, baseRevision: 2 });
    expect(entryOf(saved)).toMatchObject({ revision: 3, featured: true });
    const stale = await call('PUT', contentPaths.entry(entry.id), { ...draft, body: 'Mine.', baseRevision: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: contentMessages.conflict });

    const version = await studio.app.content.version();
    const published = entryOf(await call('POST', contentPaths.publish(entry.id)));
    expect(published).toMatchObject({ status: 'published', publishedAt: clock.now().toISOString() });
    expect(await studio.app.content.version()).toBe(version + 1);
    const found = await studio.app.content.find('post', entry.slug);
    expect(found?.state).toBe('published');
    if (found?.state !== 'published') return;
    expect(found.entry.html).toContain('<h2 id="the-peak">The peak</h2>');
    expect(found.entry.html).not.toContain('<script');
    expect(found.entry.readingMinutes).toBe(1);
    expect((await studio.app.content.list('post'))[0]!.slug).toBe(entry.slug);

    // An edit of a published entry changes the published output; a slug change redirects from the old one.
    await clock.advance(60_000);
    const moved = entryOf(await call('PUT', contentPaths.entry(entry.id), { ...draft, slug: 'diwali-otps', baseRevision: 3 }));
    expect(moved).toMatchObject({ slug: 'diwali-otps', revision: 4, publishedAt: published.publishedAt });
    expect(await studio.app.content.version()).toBe(version + 2);
    expect(await studio.app.content.find('post', 'sending-otps-at-diwali-scale')).toEqual({ state: 'moved', slug: 'diwali-otps' });

    // Revisions: listed newest first, each readable, an old one restored as a new revision.
    const revisions = (await call('GET', contentPaths.revisions(entry.id))).json() as { revisions: Array<{ number: number }> };
    expect(revisions.revisions.map((r) => r.number)).toEqual([4, 3, 2, 1]);
    const third = (await call('GET', contentPaths.revision(entry.id, 3))).json() as { revision: { body: string; slug: string } };
    expect(third.revision.body).toContain('More.');
    const restored = entryOf(await call('POST', contentPaths.restore(entry.id, 3)));
    expect(restored).toMatchObject({ revision: 5, slug: 'sending-otps-at-diwali-scale', body: `${draft.body}\n\nMore.` });
    expect(await studio.app.content.find('post', 'diwali-otps')).toEqual({ state: 'moved', slug: 'sending-otps-at-diwali-scale' });
    expect((await call('GET', contentPaths.revision(entry.id, 9))).statusCode).toBe(404);

    // Unpublished: the page is gone (410), and so is its old address.
    const unpublished = entryOf(await call('POST', contentPaths.unpublish(entry.id)));
    expect(unpublished.status).toBe('unpublished');
    expect(await studio.app.content.find('post', 'sending-otps-at-diwali-scale')).toEqual({ state: 'gone' });
    expect(await studio.app.content.find('post', 'diwali-otps')).toEqual({ state: 'gone' });
    expect((await studio.app.content.list('post')).some((p) => p.slug === restored.slug)).toBe(false);

    // Scheduled: only in the future; published by the job once its time has come, exactly once.
    const past = await call('POST', contentPaths.schedule(entry.id), { publishAt: '2026-11-29T09:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: contentMessages.publishAtPast });
    const at = new Date(clock.now().getTime() + 2 * 60_000).toISOString();
    expect(entryOf(await call('POST', contentPaths.schedule(entry.id), { publishAt: at }))).toMatchObject({ status: 'scheduled', publishAt: at });
    expect(await studio.app.content.publishDue(clock.now())).toEqual([]);
    const before = await studio.app.content.version();
    // The app's own job and two more runs race for it (as several instances would): one publishes it.
    await clock.advance(2 * 60_000);
    const [first, again] = await Promise.all([studio.app.content.publishDue(clock.now()), studio.app.content.publishDue(clock.now())]);
    expect([...first, ...again].length).toBeLessThanOrEqual(1);
    expect(await studio.app.content.version()).toBe(before + 1);
    expect((await studio.app.content.find('post', 'sending-otps-at-diwali-scale'))?.state).toBe('published');
    // Its date stays the first publication.
    expect(entryOf(await call('GET', contentPaths.entry(entry.id))).publishedAt).toBe(published.publishedAt);

    // Every change is in the audit trail.
    const audit = (await call('GET', `${securityPaths.audit}?limit=100`)).json() as Array<{ action: string; actor: string }>;
    const actions = audit.map((a) => a.action).filter((a) => a.startsWith('content.'));
    expect(actions).toEqual(expect.arrayContaining(['content.create', 'content.update', 'content.publish', 'content.restore', 'content.unpublish', 'content.schedule']));
    expect(audit.filter((a) => a.action === 'content.publish' && a.actor === 'schedule')).toHaveLength(1);
  });

  test('an answer needs its category; a post has none; a cover needs alt text', async () => {
    // Unpublishing a scheduled entry that was never public takes it back to draft.
    const planned = entryOf(await call('POST', contentPaths.entries, { ...draft, title: 'Planned' }));
    await call('POST', contentPaths.schedule(planned.id), { publishAt: '2099-01-01T00:00:00Z' });
    expect(entryOf(await call('POST', contentPaths.unpublish(planned.id)))).toMatchObject({ status: 'draft', publishAt: null });
    expect(await studio.app.content.find('post', planned.slug)).toBeUndefined();
    const noCategory = await call('POST', contentPaths.entries, { ...draft, kind: 'answer', title: 'How do refunds work?' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toMatchObject({ message: contentMessages.categoryRequired });
    const answer = await call('POST', contentPaths.entries, { ...draft, kind: 'answer', title: 'How do refunds work?', category: 'Account & billing', link: { label: 'Ask us', href: '/contact' } });
    expect(entryOf(answer)).toMatchObject({ url: '/help-center/how-do-refunds-work', category: 'Account & billing', link: { label: 'Ask us', href: '/contact' } });
    const postWithCategory = await call('POST', contentPaths.entries, { ...draft, title: 'Other', category: 'OTP' });
    expect(postWithCategory.json()).toMatchObject({ statusCode: 400, message: contentMessages.categoryForPost });
    const noAlt = await call('POST', contentPaths.entries, { ...draft, title: 'Other', cover: { imageId: 1, alt: '' } });
    expect(noAlt.statusCode).toBe(400);
    expect(JSON.stringify(noAlt.json())).toContain(contentMessages.altRequired);
    const badSlug = await call('POST', contentPaths.entries, { ...draft, slug: 'Not A Slug!' });
    expect(badSlug.statusCode).toBe(400);
    expect(JSON.stringify(badSlug.json())).toContain(contentMessages.slugInvalid);
    const noTitle = await call('POST', contentPaths.entries, { ...draft, title: '   ' });
    expect(JSON.stringify(noTitle.json())).toContain(contentMessages.titleRequired);
    const past = await call('POST', contentPaths.schedule(entryOf(answer).id), { publishAt: 'tomorrow' });
    expect(JSON.stringify(past.json())).toContain(contentMessages.publishAtInvalid);
    expect((await call('GET', contentPaths.entry(999_999))).statusCode).toBe(404);
  });

  test('the preview is the public renderer', async () => {
    const res = await call('POST', contentPaths.preview, { body: '## Hi there\n\n<img src=x onerror=alert(1)>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ html: '<h2 id="hi-there">Hi there</h2>\n<img src="x" loading="lazy" decoding="async" />' });
  });

  test('an uploaded photo is re-encoded to WebP widths, never upscaled, without its EXIF, and served to everyone', async () => {
    const res = await studio.app.inject({ method: 'POST', url: contentPaths.images, headers: { ...studio.auth, 'content-type': 'image/jpeg' }, payload: await photoWithGps(1200, 800) });
    expect(res.statusCode).toBe(201);
    const { image } = res.json() as { image: ContentImage };
    expect(image).toMatchObject({ width: 1200, height: 800, src: `/media/${image.id}-1200.webp`, srcset: `/media/${image.id}-480.webp 480w, /media/${image.id}-960.webp 960w, /media/${image.id}-1200.webp 1200w` });

    const served = await studio.app.inject({ method: 'GET', url: image.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Model 9'))).toBe(false);
    expect((await studio.app.inject({ method: 'GET', url: `/media/${image.id}-1600.webp` })).statusCode).toBe(404);
    expect((await studio.app.inject({ method: 'GET', url: `/media/${image.id}-480.png` })).statusCode).toBe(404);

    // As a cover, with its alt text; the reader gives its srcset and uses it for link previews.
    const created = entryOf(await call('POST', contentPaths.entries, { ...draft, title: 'With a cover', cover: { imageId: image.id, alt: 'A phone at night' } }));
    expect(created.cover).toEqual({ imageId: image.id, src: image.src, srcset: image.srcset, alt: 'A phone at night', width: 1200, height: 800 });
    await call('POST', contentPaths.publish(created.id));
    const found = await studio.app.content.find('post', created.slug);
    expect(found?.state === 'published' && found.entry.previewImage).toEqual({ src: image.src, width: 1200, height: 800 });
    // Saving with only the alt text keeps the cover.
    const kept = entryOf(await call('PUT', contentPaths.entry(created.id), { ...draft, title: 'With a cover', slug: created.slug, cover: { alt: 'New words' }, baseRevision: 1 }));
    expect(kept.cover).toMatchObject({ imageId: image.id, alt: 'New words' });

    const wide = (await studio.app.inject({ method: 'POST', url: contentPaths.images, headers: { ...studio.auth, 'content-type': 'image/png' }, payload: await sharp({ create: { width: 2000, height: 100, channels: 3, background: 'white' } }).png().toBuffer() })).json() as { image: ContentImage };
    expect(wide.image).toMatchObject({ width: 1600, height: 80, src: `/media/${wide.image.id}-1600.webp` });
    const small = (await studio.app.inject({ method: 'POST', url: contentPaths.images, headers: { ...studio.auth, 'content-type': 'image/webp' }, payload: await sharp({ create: { width: 300, height: 200, channels: 3, background: 'white' } }).webp().toBuffer() })).json() as { image: ContentImage };
    expect(small.image).toMatchObject({ width: 300, srcset: `/media/${small.image.id}-300.webp 300w` });
  });

  test('uploads are checked by their bytes, their size and their pixels', async () => {
    const upload = (type: string, payload: Buffer) => studio.app.inject({ method: 'POST', url: contentPaths.images, headers: { ...studio.auth, 'content-type': type }, payload });
    const gif = await upload('image/gif', Buffer.from('GIF89a....'));
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toMatchObject({ message: contentMessages.imageType });
    const notAnImage = await upload('image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json()).toMatchObject({ message: contentMessages.imageUnreadable });
    const mislabelled = await upload('image/png', await photoWithGps(10, 10));
    expect(mislabelled.statusCode).toBe(415);
    const truncated = await upload('image/jpeg', (await photoWithGps(200, 200)).subarray(0, 40));
    expect(truncated.statusCode).toBe(415);
    const tooBig = await upload('image/jpeg', Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 1, 0xff));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: contentMessages.imageTooBig });
    // A tiny PNG that claims 10000 × 10000 pixels (a decompression bomb) is refused before it is decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: 'black' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(CONTENT_IMAGE_MAX_BYTES);
    const refused = await upload('image/png', bomb);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ message: contentMessages.imageTooManyPixels });
  });

  test('only a signed-in admin may write or read drafts', async () => {
    const calls: Array<[string, string]> = [
      ['GET', contentPaths.entries],
      ['POST', contentPaths.entries],
      ['GET', contentPaths.entry(1)],
      ['PUT', contentPaths.entry(1)],
      ['POST', contentPaths.publish(1)],
      ['POST', contentPaths.schedule(1)],
      ['POST', contentPaths.unpublish(1)],
      ['GET', contentPaths.revisions(1)],
      ['GET', contentPaths.revision(1, 1)],
      ['POST', contentPaths.restore(1, 1)],
      ['POST', contentPaths.preview],
      ['POST', contentPaths.images],
    ];
    for (const [method, url] of calls) {
      const res = await studio.app.inject({ method: method as 'GET', url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe.each(testDatabases())('starting content on $name', (database) => {
  test('a fresh database gets it exactly once; a restart does not import it again', async () => {
    const db = await database.create();
    const first = await createTestApp(db, { MAIL_WORKER: 'off', WEBHOOK_WORKER: 'off', CONTENT_SEED: 'on' });
    const posts = (await first.content.list('post')).length;
    const answers = (await first.content.list('answer')).length;
    await first.close();
    const second = await createTestApp(db, { MAIL_WORKER: 'off', WEBHOOK_WORKER: 'off', CONTENT_SEED: 'on' });
    try {
      expect((await second.content.list('post')).length).toBe(posts);
      expect((await second.content.list('answer')).length).toBe(answers);
      const admin = await signedInAdmin(second);
      const list = (await second.inject({ method: 'GET', url: contentPaths.entries, headers: { authorization: `Bearer ${admin.token}` } })).json() as { items: unknown[] };
      expect(list.items).toHaveLength(posts + answers);
    } finally {
      await second.close();
      await database.cleanup();
    }
  });
});

// Several instances share one database only on PostgreSQL (docs/decisions/002-database-and-dialects.md).
describe.skipIf(!postgresUrl)('starting content with several instances on one PostgreSQL', () => {
  test('instances starting at once import it once', async () => {
    const database = postgresDatabase(postgresUrl!);
    const db = await database.create();
    const handles = [connectDatabase(db), connectDatabase(db)];
    try {
      await migrateToLatest(handles[0]!.db, handles[0]!.dialect);
      const imported = await Promise.all(handles.map((h) => seedStartingContent(h.db, systemClock, '/nonexistent-web-build')));
      expect(imported.filter((n) => n > 0)).toHaveLength(1);
      const reader = createContentReader(handles[1]!.db);
      expect((await reader.list('post')).length + (await reader.list('answer')).length).toBe(Math.max(...imported));
      expect(await reader.version()).toBe(1);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await database.cleanup();
    }
  });
});
