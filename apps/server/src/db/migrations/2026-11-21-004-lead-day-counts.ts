import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// Docs/decisions/012-benchmarks.md: with 1,000,000 rows per lead table, the dashboard's
// counts (X-Total-Count under a date filter) must answer in <= 50 ms p95. count(*) over an index
// range is linear in the rows counted (about 100 ms for a million on SQLite), so each lead table keeps
// a per-day tally, maintained by triggers in the same transaction as the row (every insert path counts:
// the API, the CLI, data migration, tests). A count is then the sum of the whole UTC days inside the
// range plus an index count of the partial days at its two ends.
// `shard` (id % 8) spreads concurrent inserts of one day over eight rows, so PostgreSQL writers
// do not queue on a single counter row.

const leadTables = ['users', 'contact_requests', 'demo_requests', 'subscribers'] as const;
const SHARDS = 8;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('lead_day_counts')
    .addColumn('table_name', 'text', (c) => c.notNull())
    // The UTC calendar day of created_at, 'YYYY-MM-DD' (sorts and compares as text on both dialects).
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('n', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lead_day_counts_pkey', ['table_name', 'day', 'shard'])
    .execute();

  if (pg) {
    await sql`
      create function lead_day_count() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update lead_day_counts set n = n - 1
            where table_name = tg_table_name and day = to_char(old.created_at at time zone 'UTC', 'YYYY-MM-DD') and shard = old.id % ${sql.lit(SHARDS)};
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into lead_day_counts (table_name, day, shard, n)
            values (tg_table_name, to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD'), new.id % ${sql.lit(SHARDS)}, 1)
            on conflict (table_name, day, shard) do update set n = lead_day_counts.n + 1;
        end if;
        return null;
      end $$`.execute(db);
  }

  for (const table of leadTables) {
    const t = sql.raw(table);
    const name = sql.lit(table);
    if (pg) {
      await sql`create trigger ${sql.raw(`${table}_day_count`)} after insert or delete or update of created_at, id on ${t}
        for each row execute function lead_day_count()`.execute(db);
      await sql`insert into lead_day_counts (table_name, day, shard, n)
        select ${name}, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), id % ${sql.lit(SHARDS)}, count(*) from ${t} group by 2, 3`.execute(db);
    } else {
      // created_at is ISO-8601 UTC text on SQLite (docs/decisions/002): its first 10 characters are the UTC day.
      const day = (row: 'new' | 'old') => sql.raw(`substr(${row}.created_at, 1, 10)`);
      const shard = (row: 'new' | 'old') => sql.raw(`${row}.id % ${SHARDS}`);
      const increment = sql`insert into lead_day_counts (table_name, day, shard, n) values (${name}, ${day('new')}, ${shard('new')}, 1)
          on conflict (table_name, day, shard) do update set n = n + 1;`;
      const decrement = sql`update lead_day_counts set n = n - 1 where table_name = ${name} and day = ${day('old')} and shard = ${shard('old')};`;
      await sql`create trigger ${sql.raw(`${table}_day_count_insert`)} after insert on ${t} begin ${increment} end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_day_count_delete`)} after delete on ${t} begin ${decrement} end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_day_count_update`)} after update of created_at, id on ${t} begin ${decrement} ${increment} end`.execute(db);
      await sql`insert into lead_day_counts (table_name, day, shard, n)
        select ${name}, substr(created_at, 1, 10), id % ${sql.lit(SHARDS)}, count(*) from ${t} group by 2, 3`.execute(db);
    }
  }
}
