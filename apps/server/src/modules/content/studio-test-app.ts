import type { ContentEntry } from '@tarang/shared/content';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { signedInAdmin } from '../../test/admin-session';
import type { TestDatabase } from '../../test/databases';
import { manualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';

/**
 * The content studio's suites' app (docs/decisions/051-content-studio.md) for the enclosing describe block:
 * no mail or webhook worker, the starting content seeded or not, a manual clock at 2026-11-29 10:00 UTC, and
 * an admin signed in. Read `app` and `auth` inside the tests, once beforeAll has set them; `call` sends as
 * that admin and `entryOf` reads the entry an answer carries.
 */
export function useStudioApp(database: TestDatabase, seed: 'on' | 'off') {
  const clock = manualClock(new Date('2026-11-29T10:00:00.000Z'));
  const running = useTestApp(database, { MAIL_WORKER: 'off', WEBHOOK_WORKER: 'off', CONTENT_SEED: seed }, { clock });
  const studio = {
    clock,
    app: undefined as unknown as FastifyInstance,
    auth: { authorization: '' },
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      studio.app.inject({ method, url, headers: studio.auth, ...(payload ? { payload } : {}) }),
    entryOf: (res: { json(): unknown }) => (res.json() as { entry: ContentEntry }).entry,
  };
  beforeAll(async () => {
    studio.app = running.app;
    studio.auth = { authorization: `Bearer ${(await signedInAdmin(running.app)).token}` };
  });
  return studio;
}
