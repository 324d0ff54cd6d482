import { afterAll, describe, expect, test } from 'vitest';
import { connectDatabase, type ConnectOptions } from './db/connect';
import { databaseEnv, testDatabases } from './test/databases';
import { startServer } from './test/server-process';

const question = (i: number) => ({
  name: `Durable ${i}`,
  email: `durable${i}@example.com`,
  contact: '9876543210',
  question: `Question number ${i} about durability`,
});

function envFor(db: ConnectOptions): Record<string, string> {
  return { ...databaseEnv(db), RATE_LIMITS: 'off' };
}

async function storedIds(db: ConnectOptions): Promise<Set<number>> {
  const handle = connectDatabase(db);
  try {
    const rows = await handle.db.selectFrom('contact_requests').select('id').execute();
    return new Set(rows.map((r) => Number(r.id)));
  } finally {
    await handle.close();
  }
}

async function postContact(url: string, i: number): Promise<number | null> {
  try {
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(question(i)),
    });
    if (res.status !== 201) return null;
    return ((await res.json()) as { id: number }).id;
  } catch {
    return null; // the connection died with the server: not acknowledged
  }
}

// Each test starts real server processes: generous timeouts for a loaded 2-core machine.
describe.each(testDatabases())('durability on $name', { timeout: 120_000 }, (database) => {
  afterAll(() => database.cleanup());

  test('a stored contact question survives a restart', async () => {
    const db = await database.createMigrated();
    const first = await startServer(envFor(db));
    const id = await postContact(first.url, 1);
    expect(id).not.toBeNull();
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await startServer(envFor(db));
    try {
      expect((await storedIds(db)).has(id!)).toBe(true);
    } finally {
      await second.stop();
    }
  });

  test('SIGKILL under a stream of contact posts loses no acknowledged request', async () => {
    const db = await database.createMigrated();
    const server = await startServer(envFor(db));
    const acknowledged: number[] = [];
    let next = 0;
    let killed = false;
    let reached200!: () => void;
    const twoHundredAcknowledged = new Promise<void>((resolve) => (reached200 = resolve));
    // Eight concurrent writers post until the server is killed mid-stream.
    const writer = async () => {
      while (!killed) {
        const id = await postContact(server.url, next++);
        if (id === null) continue;
        acknowledged.push(id);
        if (acknowledged.length === 200) reached200();
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    await twoHundredAcknowledged;
    server.process.kill('SIGKILL');
    await server.stop();
    killed = true;
    await Promise.all(writers);

    const restarted = await startServer(envFor(db));
    try {
      const ids = await storedIds(db);
      const lost = acknowledged.filter((id) => !ids.has(id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(200);
      expect(lost).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });
});
