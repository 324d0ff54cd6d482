import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appMigrator, connectDatabase, type DatabaseHandle } from '../../db/connect';
import { testDatabases } from '../../test/databases';
import { demoRequest } from '../../test/leads';
import { createListsRepository, listTables, type ListName } from './lists.repository';

// Docs/decisions/012-benchmarks.md: counts without a search come from per-day tallies kept by
// triggers (migration 004) plus row counts of the partial days at the ends. They must equal count(*).

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-10T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** Timestamps that sit on and around UTC midnights, where an off-by-one would show. */
const stamps = [
  T0,
  T0 - 1,
  T0 + 1,
  T0 + DAY - 1,
  T0 + DAY,
  T0 + 2 * DAY + 5 * 3_600_000,
  T0 + 2 * DAY + 18 * 3_600_000 + 30 * 60_000,
  T0 + 3 * DAY,
  T0 + 3 * DAY,
  T0 + 9 * DAY + 123,
  T0 - 40 * DAY,
  T0 + 400 * DAY,
];

function row(name: ListName, i: number, createdAt: string): Record<string, unknown> {
  switch (name) {
    case 'users':
      return { name: `U${i}`, email: `u${i}@example.com`, password_hash: 'x', created_at: createdAt };
    case 'contacts':
      return { name: `C${i}`, email: `c${i}@example.com`, contact: '9876543210', question: 'A question here', created_at: createdAt };
    case 'demos':
      return { ...demoRequest({ name: `D${i}`, email: `d${i}@example.com` }), created_at: createdAt };
    case 'subscribers':
      return { email: `s${i}@example.com`, status: 'confirmed', token_hash: `t${i}`, created_at: createdAt };
  }
}

describe.each(testDatabases())('dashboard counts from day tallies on $name', (database) => {
  let handle: DatabaseHandle;
  const names = Object.keys(listTables) as ListName[];
  let next = 0;

  const insert = async (name: ListName, at: number[]) => {
    const rows = at.map((ms) => row(name, next++, iso(ms)));
    // Kysely cannot type a table chosen at run time; the names come from listTables only.
    await handle.db.insertInto(listTables[name].table as 'users').values(rows as never).execute();
  };
  const scan = async (name: ListName, from?: string, to?: string) => {
    let q = handle.db.selectFrom(listTables[name].table as 'users').select((eb) => eb.fn.countAll<number | string>().as('n'));
    if (from) q = q.where('created_at', '>=', from);
    if (to) q = q.where('created_at', '<', to);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  beforeAll(async () => {
    const options = await database.create();
    handle = connectDatabase(options);
    // Rows written before migration 004 must be counted too: stop at 003, insert, then migrate.
    const migrator = await appMigrator(handle.db, handle.dialect);
    const before = await migrator.migrateTo('2026-11-21-003-outbox-headers');
    expect(before.error).toBeUndefined();
    for (const name of names) await insert(name, stamps);
    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    for (const name of names) await insert(name, stamps.map((ms) => ms + 7 * 3_600_000));
  });
  afterAll(async () => {
    await handle?.close();
    await database.cleanup();
  });

  test('a count over any range equals count(*) over the rows, for every lead table', async () => {
    const repo = createListsRepository(handle.db);
    const bound = fc.option(fc.integer({ min: T0 - 60 * DAY, max: T0 + 420 * DAY }).map((ms) => (ms % 3 === 0 ? ms - (ms % DAY) : ms)), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), bound, bound, async (name, a, b) => {
        const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
        const f = from === undefined ? undefined : iso(from);
        const t = to === undefined ? undefined : iso(to);
        expect(await repo.count(name, { from: f, to: t })).toBe(await scan(name, f, t));
      }),
      { numRuns: 150 },
    );
  });

  test('deletes and changed timestamps keep the tallies right; a search still counts rows', async () => {
    const repo = createListsRepository(handle.db);
    const table = listTables.contacts.table;
    await sql`delete from ${sql.table(table)} where id in (select id from ${sql.table(table)} order by id limit 3)`.execute(handle.db);
    await handle.db
      .updateTable('contact_requests')
      .set({ created_at: iso(T0 + 30 * DAY + 1) })
      .where('id', '=', (await handle.db.selectFrom('contact_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id)
      .execute();
    for (const [from, to] of [
      [undefined, undefined],
      [iso(T0 - 41 * DAY), iso(T0 + 2 * DAY)],
      [iso(T0 + 29 * DAY + 5), iso(T0 + 31 * DAY)],
      [iso(T0), undefined],
    ] as const) {
      expect(await repo.count('contacts', { from, to })).toBe(await scan('contacts', from, to));
    }
    expect(await repo.count('contacts', { q: 'c1' })).toBeGreaterThan(0);
  });

  test('bounds far outside the stored years count like count(*)', async () => {
    const repo = createListsRepository(handle.db);
    expect(await repo.count('users', { from: '0000-01-01T00:00:00.000Z', to: '9999-12-31T23:59:59.999Z' })).toBe(await scan('users'));
    expect(await repo.count('users', { from: '0050-06-01T12:00:00.000Z' })).toBe(await scan('users'));
  });
});
