import type { Kysely } from 'kysely';
import { optional, required, requiredText } from './columns';
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
/** The rollups' counts, daily and hourly alike, in column order. */
const counts = ['visitors', 'visits', 'views', 'bounces', ...goals.map((goal) => `goal_${goal}`)];

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
    // day: the UTC day ('YYYY-MM-DD') of `at`, which is also the day of the salt the visitor hash was made with.
    .$call(requiredText('day', 'visitor', 'path'))
    // Another site's origin and path (never its query); null for a visit from this site or none.
    .addColumn('referrer', 'text')
    // search, social, direct or other (docs/decisions/050-cookieless-analytics.md).
    .addColumn('source', 'text', (c) => c.notNull())
    .$call(optional('text', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'))
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
    .$call(requiredText('day', 'visitor', 'goal'))
    .execute();
  await db.schema.createIndex('analytics_goals_visit').on('analytics_goals').columns(['day', 'visitor']).execute();
  await db.schema.createIndex('analytics_goals_at').on('analytics_goals').column('at').execute();

  // Per UTC day and dimension value ('total' has one row a day with value ''): visitors (visitor-days),
  // visits, page views, one-page visits, and the visitors who reached each goal that day.
  await db.schema
    .createTable('analytics_daily')
    .$call(required('text', 'day', 'dimension', 'value'))
    .$call(required('integer', ...counts))
    .addPrimaryKeyConstraint('analytics_daily_key', ['dimension', 'day', 'value'])
    .execute();

  // Per UTC hour ('YYYY-MM-DDTHH'): the chart of a range of a day or two.
  await db.schema
    .createTable('analytics_hourly')
    .addColumn('hour', 'text', (c) => c.primaryKey())
    .$call(required('integer', ...counts))
    .execute();
}
