import { type Kysely, sql } from 'kysely';
import { requiredText } from './columns';
import { isPostgres } from './dialect';
import { createSqliteTallyTriggers, createTallyFunction, createTallyTrigger, DAY_COUNT_SHARDS, dayCountStatements } from './tally-triggers';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
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

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('lead_day_counts')
    // day: the UTC calendar day of created_at, 'YYYY-MM-DD' (sorts and compares as text on both dialects).
    .$call(requiredText('table_name', 'day'))
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('n', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lead_day_counts_pkey', ['table_name', 'day', 'shard'])
    .execute();

  const watch = ['created_at', 'id'];
  if (pg) {
    const { decrement, increment } = dayCountStatements(pg, () => 'tg_table_name');
    await createTallyFunction(db, 'lead_day_count', [decrement], [increment]);
  }

  for (const table of leadTables) {
    const t = sql.raw(table);
    const name = sql.lit(table);
    if (pg) {
      await createTallyTrigger(db, `${table}_day_count`, table, watch, 'lead_day_count');
      await sql`insert into lead_day_counts (table_name, day, shard, n)
        select ${name}, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), id % ${sql.lit(DAY_COUNT_SHARDS)}, count(*) from ${t} group by 2, 3`.execute(db);
    } else {
      const { decrement, increment } = dayCountStatements(pg, () => `'${table}'`);
      await createSqliteTallyTriggers(db, { name: `${table}_day_count`, table, watch, decrements: [decrement], increments: [increment] });
      await sql`insert into lead_day_counts (table_name, day, shard, n)
        select ${name}, substr(created_at, 1, 10), id % ${sql.lit(DAY_COUNT_SHARDS)}, count(*) from ${t} group by 2, 3`.execute(db);
    }
  }
}
