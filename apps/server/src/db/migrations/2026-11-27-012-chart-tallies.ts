import { type Kysely, sql } from 'kysely';
import { requiredText } from './columns';
import { isPostgres } from './dialect';
import { createTallyTriggers } from './tally-triggers';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// The dashboard's charts (docs/decisions/036-dashboard-charts.md) count leads per day of the admin's
// time zone (product §13), whose midnights fall at any quarter hour of UTC, so the per-UTC-day tallies of
// migration 004 cannot cut them. This table tallies per UTC hour; a count between two instants is the
// sum of the hours between them plus an index count of the two partial hours, O(hours) on a million rows.
// lead_chart_days keeps the same tallies per UTC day, so a total over a long range (demo requests by
// service over years) sums days and reads hours only at its two ends.
// One row per (tally, hour) and per (tally, day), not sharded: the charts read up to three years of
// rows per series, and eight shards made that eight times slower, while a row is held only for the
// length of one lead's own short transaction.
//
// Tallies (each only for the rows the dashboard counts):
//   contact_requests, demo_requests            leads that are not suspected spam, by created_at
//   demo_requests:service:<lookingfor>         the same demo requests, by their service of interest
//   users                                      sign-ups, by created_at
//   subscribers:confirmed                      subscribers confirmed and still subscribed, by confirmed_at
// Triggers keep them in the row's own transaction on insert, delete (erasure) and on update of what
// they depend on (spam restored, service, confirmation, unsubscription).

interface Tally {
  /** SQL for the tally name, given the row alias ('new' or 'old'). */
  name: (row: string) => string;
  /** The timestamp column the tally counts by. */
  column: string;
  /** SQL condition on the row for it to count. */
  counts: (row: string) => string;
}

const notSpam = (row: string) => `${row}.spam = 0`;

const tables: { table: string; watch: string[]; tallies: Tally[] }[] = [
  { table: 'contact_requests', watch: ['created_at', 'spam'], tallies: [{ name: () => `'contact_requests'`, column: 'created_at', counts: notSpam }] },
  {
    table: 'demo_requests',
    watch: ['created_at', 'spam', 'lookingfor'],
    tallies: [
      { name: () => `'demo_requests'`, column: 'created_at', counts: notSpam },
      { name: (row) => `'demo_requests:service:' || ${row}.lookingfor`, column: 'created_at', counts: notSpam },
    ],
  },
  { table: 'users', watch: ['created_at'], tallies: [{ name: () => `'users'`, column: 'created_at', counts: () => '1 = 1' }] },
  {
    table: 'subscribers',
    watch: ['status', 'confirmed_at'],
    tallies: [
      {
        name: () => `'subscribers:confirmed'`,
        column: 'confirmed_at',
        counts: (row) => `${row}.status = 'confirmed' and ${row}.confirmed_at is not null`,
      },
    ],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // created_at is ISO-8601 UTC text on SQLite (docs/decisions/002): its first 13 characters are the UTC hour.
  const hour = (row: string, column: string) =>
    pg ? `to_char(${row}.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')` : `substr(${row}.${column}, 1, 13)`;
  const day = (row: string, column: string) => (pg ? `to_char(${row}.${column} at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${row}.${column}, 1, 10)`);
  // The same tallies per UTC hour, 'YYYY-MM-DDTHH', and per UTC day, 'YYYY-MM-DD' (keys that sort and
  // compare as text on both dialects): one row per (tally, key).
  const units = [
    { table: 'lead_hour_counts', key: 'hour', at: hour },
    { table: 'lead_chart_days', key: 'day', at: day },
  ];
  for (const u of units) {
    await db.schema
      .createTable(u.table)
      .$call(requiredText('tally', u.key))
      .addColumn('n', pg ? 'bigint' : 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${u.table}_pkey`, ['tally', u.key])
      .execute();
  }
  // The partial hours at a range's ends are counted by confirmation time.
  await db.schema.createIndex('subscribers_confirmed_at').on('subscribers').column('confirmed_at').execute();

  for (const { table, watch, tallies } of tables) {
    const decrements = tallies.flatMap((t) =>
      units.map((u) => `update ${u.table} set n = n - 1 where ${t.counts('old')} and tally = ${t.name('old')} and ${u.key} = ${u.at('old', t.column)};`),
    );
    // SQLite's upsert needs the alias-free target name in `do update`.
    const increments = tallies.flatMap((t) =>
      units.map(
        (u) =>
          `insert into ${u.table} (tally, ${u.key}, n) select ${t.name('new')}, ${u.at('new', t.column)}, 1 where ${t.counts('new')}
          on conflict (tally, ${u.key}) do update set n = ${pg ? `${u.table}.` : ''}n + 1;`,
      ),
    );
    await createTallyTriggers(db, { name: `${table}_hour_count`, table, watch, decrements, increments });
    for (const t of tallies) {
      for (const u of units) {
        await sql
          .raw(`insert into ${u.table} (tally, ${u.key}, n) select ${t.name('r')}, ${u.at('r', t.column)}, count(*) from ${table} r where ${t.counts('r')} group by 1, 2`)
          .execute(db);
      }
    }
  }
}
