import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { testDatabases } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { createTestApp } from '../../test/test-app';

const json = { 'content-type': 'application/json' };

describe.each(testDatabases())('licence lock and payment flag on $name', (database) => {
  let app: FastifyInstance;
  const clock = manualClock();
  const unlock = (key: unknown) => app.inject({ method: 'POST', url: '/unlock-frontend', headers: json, payload: JSON.stringify({ key }) });
  const status = async () => (await app.inject({ method: 'GET', url: '/license-status' })).json();

  beforeAll(async () => {
    app = await createTestApp(await database.createMigrated(), { RATE_LIMITS: 'off' }, { clock });
  });
  afterAll(async () => {
    await app?.close();
    await database.cleanup();
  });

  test('both are off by default and the status is cacheable for a second', async () => {
    const res = await app.inject({ method: 'GET', url: '/license-status' });
    expect(res.json()).toEqual({ locked: false });
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    // The first call read the database; this one is answered from memory, the same way.
    const cached = await app.inject({ method: 'GET', url: '/license-status' });
    expect(cached.json()).toEqual({ locked: false });
    expect(cached.headers['cache-control']).toBe('public, max-age=1');
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await app.inject({ method: 'GET', url: '/api/hidden-flag' })).json()).toEqual({ flag: false });
  });

  test('a lock set by the operator is seen within a second, and the right key removes it', async () => {
    await app.site.setLicenceKey('correct horse battery');
    await app.site.setLocked(true);
    expect(await status()).toEqual({ locked: true });

    const wrong = await unlock('wrong key');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('Invalid key');
    expect(await status()).toEqual({ locked: true });

    const empty = await unlock('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Invalid key');

    const ok = await unlock('correct horse battery');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'The site is unlocked.' });
    expect(await status()).toEqual({ locked: false });
  });

  test('the key is stored only as a hash', async () => {
    const rows = await app.database.db.selectFrom('site_settings').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('correct horse battery');
  });

  test('the flag is served from memory between reads: one database read per second at most', async () => {
    await app.site.setFlag(true);
    expect((await app.inject({ method: 'GET', url: '/api/hidden-flag' })).json()).toEqual({ flag: true });
    // A change made behind the service's back (another instance, the CLI) shows after the TTL.
    await app.database.db.updateTable('site_settings').set({ value: 'false' }).where('key', '=', 'flag').execute();
    await clock.advance(999);
    expect((await app.inject({ method: 'GET', url: '/api/hidden-flag' })).json()).toEqual({ flag: true });
    await clock.advance(1);
    expect((await app.inject({ method: 'GET', url: '/api/hidden-flag' })).json()).toEqual({ flag: false });
  });

  test('a failed database read is an error answer that no cache may keep', async () => {
    const read = vi.spyOn(app.site, 'state').mockReturnValueOnce(Promise.reject(new Error('database unreachable')));
    const res = await app.inject({ method: 'GET', url: '/license-status' });
    expect(read).toHaveBeenCalledTimes(1);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json().error).toEqual(expect.any(String));
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
    read.mockRestore();
  });
});
