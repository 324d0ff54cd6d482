import { securityPaths } from '@tarang/shared/admin-security';
import { contentMessages, contentPaths, type ContentImage, type ContentImageItem } from '@tarang/shared/content';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { testDatabases } from '../../test/databases';
import { useStudioApp } from './studio-test-app';

const draft = {
  kind: 'post',
  title: 'A post to delete',
  description: 'Written, published, taken down and deleted.',
  body: '## Soon gone\n\nThis post does not stay.',
  tags: ['otp'],
};

// docs/decisions/051-content-studio.md "Deleting": drafts and unpublished entries with their revisions, images
// no entry shows; a once-public address answers 410 afterwards.
describe.each(testDatabases())('deleting content on $name', (database) => {
  const studio = useStudioApp(database, 'off');
  const { clock, call, entryOf } = studio;
  const upload = async (width: number) => {
    const png = await sharp({ create: { width, height: 100, channels: 3, background: 'white' } }).png().toBuffer();
    const res = await studio.app.inject({ method: 'POST', url: contentPaths.images, headers: { ...studio.auth, 'content-type': 'image/png' }, payload: png });
    expect(res.statusCode).toBe(201);
    return (res.json() as { image: ContentImage }).image;
  };
  const images = async () => ((await call('GET', contentPaths.images)).json() as { items: ContentImageItem[] }).items;
  const auditActions = async () => ((await call('GET', `${securityPaths.audit}?limit=100`)).json() as Array<{ action: string; detail: Record<string, unknown> | null }>).filter((a) => a.action.endsWith('delete'));

  test('a draft goes with its revisions; a published or scheduled entry must be unpublished first; a once-public address then answers 410', async () => {
    const never = entryOf(await call('POST', contentPaths.entries, { ...draft, title: 'Never published' }));
    await call('PUT', contentPaths.entry(never.id), { ...draft, title: 'Never published', body: 'Second text.', baseRevision: 1 });
    const removed = await call('DELETE', contentPaths.entry(never.id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: contentMessages.deleted });
    expect((await call('GET', contentPaths.entry(never.id))).statusCode).toBe(404);
    expect((await call('GET', contentPaths.revisions(never.id))).statusCode).toBe(404);
    expect((await studio.app.database.db.selectFrom('content_revisions').select('id').where('entry_id', '=', never.id).execute()).length).toBe(0);
    // It never had a page: its address is simply unknown.
    expect(await studio.app.content.find('post', never.slug)).toBeUndefined();
    expect((await call('DELETE', contentPaths.entry(never.id))).statusCode).toBe(404);

    const entry = entryOf(await call('POST', contentPaths.entries, draft));
    await call('POST', contentPaths.publish(entry.id));
    const live = await call('DELETE', contentPaths.entry(entry.id));
    expect(live.statusCode).toBe(409);
    expect(live.json()).toMatchObject({ message: contentMessages.deleteLive });
    // A changed slug: the old address redirects while the post is live.
    await call('PUT', contentPaths.entry(entry.id), { ...draft, slug: 'renamed-post', baseRevision: 1 });
    expect(await studio.app.content.find('post', entry.slug)).toEqual({ state: 'moved', slug: 'renamed-post' });
    await call('POST', contentPaths.unpublish(entry.id));
    await call('POST', contentPaths.schedule(entry.id), { publishAt: new Date(clock.now().getTime() + 60_000).toISOString() });
    expect((await call('DELETE', contentPaths.entry(entry.id))).statusCode).toBe(409);
    await call('POST', contentPaths.unpublish(entry.id));

    const version = await studio.app.content.version();
    expect((await call('DELETE', contentPaths.entry(entry.id))).statusCode).toBe(200);
    expect(await studio.app.content.find('post', 'renamed-post')).toEqual({ state: 'gone' });
    expect(await studio.app.content.find('post', entry.slug)).toEqual({ state: 'gone' });
    expect((await call('GET', contentPaths.entries)).json()).toMatchObject({ items: expect.not.arrayContaining([expect.objectContaining({ id: entry.id })]) as unknown });
    // The published output did not change: the entry was already off the site.
    expect(await studio.app.content.version()).toBe(version);

    // A new entry may take the address: it is that entry's again (a draft: not found; published: its page).
    const reused = entryOf(await call('POST', contentPaths.entries, { ...draft, slug: 'renamed-post' }));
    expect(await studio.app.content.find('post', 'renamed-post')).toBeUndefined();
    await call('POST', contentPaths.publish(reused.id));
    expect((await studio.app.content.find('post', 'renamed-post'))?.state).toBe('published');
    // The other gone address stays gone.
    expect(await studio.app.content.find('post', entry.slug)).toEqual({ state: 'gone' });

    const audit = await auditActions();
    expect(audit.filter((a) => a.action === 'content.delete').map((a) => a.detail?.entryId)).toEqual(expect.arrayContaining([never.id, entry.id]));
  });

  test('two deletes at once: one deletes, the other finds nothing', async () => {
    const entry = entryOf(await call('POST', contentPaths.entries, { ...draft, title: 'Raced' }));
    const answers = await Promise.all([call('DELETE', contentPaths.entry(entry.id)), call('DELETE', contentPaths.entry(entry.id))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
  });

  test('an image an entry shows cannot be deleted; once no entry shows it, it goes, and a restore leaves it out', async () => {
    const cover = await upload(640);
    const preview = await upload(320);
    const entry = entryOf(await call('POST', contentPaths.entries, { ...draft, title: 'With images', cover: { imageId: cover.id, alt: 'A white card' }, previewImageId: preview.id }));
    const listed = await images();
    expect(listed.find((i) => i.id === cover.id)).toMatchObject({ src: cover.src, srcset: cover.srcset, width: 640, usedBy: [{ id: entry.id, kind: 'post', title: 'With images' }] });
    expect(listed.find((i) => i.id === preview.id)?.usedBy).toEqual([{ id: entry.id, kind: 'post', title: 'With images' }]);
    expect(listed.find((i) => i.id === cover.id)?.createdAt).toBe(clock.now().toISOString());

    for (const image of [cover, preview]) {
      const refused = await call('DELETE', contentPaths.image(image.id));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: contentMessages.imageInUse });
    }

    // Saved without them: the images are unused and can go; their addresses then answer 404.
    entryOf(await call('PUT', contentPaths.entry(entry.id), { ...draft, title: 'With images', slug: entry.slug, cover: null, previewImageId: null, baseRevision: 1 }));
    expect((await images()).find((i) => i.id === cover.id)?.usedBy).toEqual([]);
    for (const image of [cover, preview]) {
      const res = await call('DELETE', contentPaths.image(image.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: contentMessages.imageDeleted });
      expect((await studio.app.inject({ method: 'GET', url: image.src })).statusCode).toBe(404);
    }
    expect((await images()).some((i) => i.id === cover.id || i.id === preview.id)).toBe(false);
    expect((await call('DELETE', contentPaths.image(cover.id))).statusCode).toBe(404);

    // Revision 1 named the deleted images: restoring it brings its text back without them.
    const restored = entryOf(await call('POST', contentPaths.restore(entry.id, 1)));
    expect(restored).toMatchObject({ revision: 3, cover: null, previewImage: null, title: 'With images' });

    const audit = await auditActions();
    expect(audit.filter((a) => a.action === 'content.image-delete').map((a) => a.detail?.imageId)).toEqual(expect.arrayContaining([cover.id, preview.id]));
  });
});
