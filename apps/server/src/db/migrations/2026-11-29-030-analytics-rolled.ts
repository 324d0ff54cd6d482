import { type Kysely, sql } from 'kysely';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Incremental analytics rollups (docs/decisions/053-incremental-analytics-rollup.md). Each raw view and goal
// says whether the rollups count it yet (1) or not (0): a rollup adds only the visitors whose rows are still
// 0, so a report never waits for a whole day to be recounted. Rows stored before this migration are 0; the
// first rollup of a day whose totals exist but count no marked row redoes that day once in full.

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['analytics_events', 'analytics_goals']) {
    await db.schema.alterTable(table).addColumn('rolled', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // Only the rows not counted yet, by day: what each rollup looks for, a few seconds' worth at a time.
    await db.schema.createIndex(`${table}_pending`).on(table).column('day').where(sql.ref('rolled'), '=', sql.lit(0)).execute();
  }
}
