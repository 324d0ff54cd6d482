import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { withStatementCache } from './connect';

describe('the SQLite statement cache', () => {
  const opened: SQLite.Database[] = [];
  const open = () => {
    const native = new SQLite(':memory:');
    opened.push(native);
    return native;
  };
  afterEach(() => {
    for (const db of opened.splice(0)) if (db.open) db.close();
  });

  test('the same SQL gets the same prepared statement; the least recently used one leaves when full', () => {
    const cache = withStatementCache(open(), 2);
    const one = cache.prepare('select 1');
    expect(cache.prepare('select 1')).toBe(one);
    const two = cache.prepare('select 2');
    cache.prepare('select 1'); // now 'select 2' is the least recently used
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).toBe(one);
    expect(cache.prepare('select 2')).not.toBe(two);
  });

  test('queries, a transaction and an abandoned stream all work through reused statements', async () => {
    const db = new Kysely<{ lead: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(open()) }) });
    await sql`create table lead (id integer primary key, name text not null)`.execute(db);
    for (let round = 0; round < 3; round++) {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 5; i++) await trx.insertInto('lead').values({ name: `Lead ${round}-${i}` }).execute();
      });
    }
    // A stream stopped after its first row leaves the statement ready for the next run.
    for await (const row of db.selectFrom('lead').select('name').orderBy('id').stream()) {
      expect(row.name).toBe('Lead 0-0');
      break;
    }
    const rows = await db.selectFrom('lead').select('name').orderBy('id').execute();
    expect(rows).toHaveLength(15);
    expect(rows.at(-1)?.name).toBe('Lead 2-4');
    // A failed statement is not kept, and the next good one still runs.
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow(/no such table/);
    expect((await db.selectFrom('lead').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(15);
    await db.destroy();
  });
});
