import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_LOCKED_PATH, siteLockedReturn } from '@tarang/shared/site-text';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabases } from '../test/databases';
import { createTestApp } from '../test/test-app';

// docs/decisions/008-site-wrapper.md: while the site is covered, no answer for a page carries its content.
describe('a covered site answers no page content', () => {
  const database = testDatabases()[0]!;
  let app: FastifyInstance;
  let webDir: string;
  const CONTENT = 'Contact With Our Team';

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-lock-web-'));
    fs.writeFileSync(path.join(webDir, '__spa-fallback.html'), '<!doctype html><html lang="en"><title>Shell</title><p>Loading…</p></html>');
    fs.mkdirSync(path.join(webDir, 'contact'));
    fs.writeFileSync(path.join(webDir, 'contact/index.html'), `<!doctype html><html lang="en"><title>Contact</title><h1>${CONTENT}</h1></html>`);
    fs.writeFileSync(path.join(webDir, 'contact.data'), `["${CONTENT}"]`);
    fs.mkdirSync(path.join(webDir, '404'));
    fs.writeFileSync(path.join(webDir, '404/index.html'), '<!doctype html><html lang="en"><title>Page Not Found</title><h1>Page Not Found</h1></html>');
    app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off', MAIL_WORKER: 'off', WEB_DIST: webDir });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  test('locked or flagged, a page and an unknown address answer a redirect to the lock-only page, which holds none of it', async () => {
    for (const cover of ['locked', 'payment'] as const) {
      if (cover === 'locked') await app.site.setLocked(true);
      else await app.site.setFlag(true);
      const page = await app.inject({ method: 'GET', url: '/Contact/?utm_source=x' });
      expect(page.statusCode).toBe(307);
      expect(page.headers.location).toBe(`${SITE_LOCKED_PATH}?from=${encodeURIComponent('/Contact?utm_source=x')}`);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).not.toContain(CONTENT);
      expect((await app.inject({ method: 'GET', url: '/no-such-page' })).headers.location).toBe(`${SITE_LOCKED_PATH}?from=%2Fno-such-page`);

      const lockPage = await app.inject({ method: 'GET', url: String(page.headers.location) });
      expect(lockPage.statusCode).toBe(200);
      expect(lockPage.body).toContain(`<html data-site-lock="${cover}"`);
      expect(lockPage.body).not.toContain(CONTENT);
      // The client-only pages hold no content: answered at their own address, marked.
      expect((await app.inject({ method: 'GET', url: '/admin/login' })).body).toContain(`<html data-site-lock="${cover}"`);
      await app.site.setLocked(false);
      await app.site.setFlag(false);
    }
    const open = await app.inject({ method: 'GET', url: '/contact' });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain(CONTENT);
    expect(open.body).not.toContain('data-site-lock');
  });

  test('the lock-only page returns only to a path of this site', () => {
    expect(siteLockedReturn('/contact?utm_source=x')).toBe('/contact?utm_source=x');
    for (const elsewhere of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) expect(siteLockedReturn(elsewhere)).toBe('/');
  });
});
