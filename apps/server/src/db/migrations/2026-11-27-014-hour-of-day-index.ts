import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// Leads per day in a zone whose midnight is not on the hour (India's 18:30 UTC, Nepal's 18:15) read one
// hour row per day: the one holding that midnight (docs/decisions/036-dashboard-charts.md). Over a year or
// three those were a thousand primary-key probes per series. With the hour rows also ordered by tally and
// hour of the day, the hour rows a range of such midnights needs are one index range per series: the 18s
// of every day from the first to the last, read in order.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index lead_hour_counts_hour_of_day on lead_hour_counts (tally, substr(hour, 12, 2), hour)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index lead_hour_counts_hour_of_day`.execute(db);
}
