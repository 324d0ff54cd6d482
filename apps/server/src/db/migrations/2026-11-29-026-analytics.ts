import type { Kysely } from 'kysely';
import { idColumn, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// First-party cookieless analytics (docs/decisions/050-cookieless-analytics.md). A visitor is a keyed hash of
// address, browser and site under the day's salt; the salt table holds only the current day's salt, so a
// hash can no longer be recomputed once its day is over. Raw page views and goals are kept for the
// retention setting's days; the hourly and daily rollups the Analytics page reads are kept.

/** The goals counted, in the rollups' column order. */
const goals = ['demo', 'contact', 'signup', 'subscribe', 'test_key'];

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    .addColumn('at', ts, (c) => c.notNull())
    // The UTC day ('YYYY-MM-DD') of `at`, which is also the day of the salt the visitor hash was made with.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    // Another site's origin and path (never its query); null for a visit from this site or none.
    .addColumn('referrer', 'text')
    // search, social, direct or other (docs/decisions/050-cookieless-analytics.md).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    // desktop, mobile or tablet.
    .addColumn('device', 'text', (c) => c.notNull())
    .execute();
  // A day's views visitor by visitor, in order: the rollup's read and a lead's attribution lookup.
  await db.schema.createIndex('analytics_events_visit').on('analytics_events').columns(['day', 'visitor', 'at']).execute();
  // The retention job deletes by time.
  await db.schema.createIndex('analytics_events_at').on('analytics_events').column('at').execute();

  await db.schema
    .createTable('analytics_goals')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    .addColumn('at', ts, (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('goal', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_goals_visit').on('analytics_goals').columns(['day', 'visitor']).execute();
  await db.schema.createIndex('analytics_goals_at').on('analytics_goals').column('at').execute();

  // Per UTC day and dimension value ('total' has one row a day with value ''): visitors (visitor-days),
  // visits, page views, one-page visits, and the visitors who reached each goal that day.
  let daily = db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('bounces', 'integer', (c) => c.notNull());
  for (const goal of goals) daily = daily.addColumn(`goal_${goal}`, 'integer', (c) => c.notNull());
  await daily.addPrimaryKeyConstraint('analytics_daily_key', ['dimension', 'day', 'value']).execute();

  // Per UTC hour ('YYYY-MM-DDTHH'): the chart of a range of a day or two.
  let hourly = db.schema
    .createTable('analytics_hourly')
    .addColumn('hour', 'text', (c) => c.primaryKey())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('bounces', 'integer', (c) => c.notNull());
  for (const goal of goals) hourly = hourly.addColumn(`goal_${goal}`, 'integer', (c) => c.notNull());
  await hourly.execute();
}
