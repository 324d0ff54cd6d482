import type { PublishedEntry } from '@tarang/shared/published-content';
import { testDatabases } from '../../../server/src/test/databases';
import { createTestApp } from '../../../server/src/test/test-app';

/** How long a suite may take to read them: a fresh database is migrated and seeded first. */
export const STARTING_CONTENT_MS = 60_000;

/**
 * The starting posts and answers as the server publishes them (docs/decisions/051-content-studio.md): read
 * through the real content reader from a fresh database, so the web app's tests see what its pages get.
 */
export async function startingContent(): Promise<{ posts: PublishedEntry[]; answers: PublishedEntry[] }> {
  const database = testDatabases()[0]!;
  const app = await createTestApp(await database.create(), { CONTENT_SEED: 'on' });
  try {
    const [posts, answers] = await Promise.all([app.content.list('post'), app.content.list('answer')]);
    return { posts, answers };
  } finally {
    await app.close();
    await database.cleanup();
  }
}
