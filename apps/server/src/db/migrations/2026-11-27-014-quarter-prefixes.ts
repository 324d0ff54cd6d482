import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';
import { createTallyTriggers } from './tally-triggers';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Leads per day in a zone whose midnight is not on the hour (India's 18:30 UTC, Nepal's 18:15, St John's
// 02:30 or 03:30) needed, for each day, the day row's hour prefix plus the hour row of that midnight
// (migration 013): two tally rows per day and series, which kept three years of days over the 50 ms
// budget (docs/decisions/036-dashboard-charts.md). Each lead_chart_days row now also counts its rows
// before every quarter past, half past and quarter to: before0015, before0030, before0045, before0115 ..
// before2345. With migration 013's before01 .. before23, the count from a UTC midnight to any quarter hour
// of that day is one column of one day row, so leads per day in any zone read one day row per day and
// series and no hour row.
//
// Only the tallies the leads-per-day chart reads get them (not the per-service ones). Triggers of their
// own keep them beside migration 013's, which keep n and the hour prefixes; each side upserts the day
// row, so whichever fires first makes it. Insert, delete (erasure, retention) and the updates the chart
// depends on (spam restored, confirmation, unsubscription, created_at) move them in the row's transaction.

/** The day row's quarter prefixes: before0015 counts the rows before 00:15 UTC of the day, and so on. */
export const quarterMarks = Array.from({ length: 24 }, (_, h) => [15, 30, 45].map((m) => ({ minuteOfDay: h * 60 + m, column: `before${String(h).padStart(2, '0')}${m}` }))).flat();

const tallied: { table: string; watch: string[]; name: string; column: string; counts: (row: string) => string }[] = [
  { table: 'contact_requests', watch: ['created_at', 'spam'], name: `'contact_requests'`, column: 'created_at', counts: (r) => `${r}.spam = 0` },
  { table: 'demo_requests', watch: ['created_at', 'spam'], name: `'demo_requests'`, column: 'created_at', counts: (r) => `${r}.spam = 0` },
  { table: 'users', watch: ['created_at'], name: `'users'`, column: 'created_at', counts: () => '1 = 1' },
  {
    table: 'subscribers',
    watch: ['status', 'confirmed_at'],
    name: `'subscribers:confirmed'`,
    column: 'confirmed_at',
    counts: (r) => `${r}.status = 'confirmed' and ${r}.confirmed_at is not null`,
  },
];

// Timestamps are ISO-8601 UTC text on SQLite (docs/decisions/002), timestamptz on PostgreSQL.
const dayOf = (pg: boolean, at: string) => (pg ? `to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${at}, 1, 10)`);
const minuteOfDay = (pg: boolean, at: string) =>
  pg
    ? `cast(extract(hour from ${at} at time zone 'UTC') * 60 + extract(minute from ${at} at time zone 'UTC') as integer)`
    : `(cast(substr(${at}, 12, 2) as integer) * 60 + cast(substr(${at}, 15, 2) as integer))`;
const before = (mark: (typeof quarterMarks)[number], minute: string) => `case when ${minute} < ${mark.minuteOfDay} then 1 else 0 end`;
const columns = quarterMarks.map((q) => q.column).join(', ');

function statements(pg: boolean, t: (typeof tallied)[number]) {
  const self = pg ? 'lead_chart_days.' : '';
  const at = (row: string) => `${row}.${t.column}`;
  const decrement = `update lead_chart_days set ${quarterMarks.map((q) => `${q.column} = ${q.column} - ${before(q, minuteOfDay(pg, at('old')))}`).join(', ')}
    where ${t.counts('old')} and tally = ${t.name} and day = ${dayOf(pg, at('old'))};`;
  // The minute of the day is worked out once per row, in a one-row subquery.
  const increment = `insert into lead_chart_days (tally, day, n, ${columns})
    select ${t.name}, ${dayOf(pg, at('new'))}, 0, ${quarterMarks.map((q) => before(q, 'x.m')).join(', ')}
    from (select ${minuteOfDay(pg, at('new'))} as m) x where ${t.counts('new')}
    on conflict (tally, day) do update set ${quarterMarks.map((q) => `${q.column} = ${self}${q.column} + excluded.${q.column}`).join(', ')};`;
  return { decrement, increment };
}

/**
 * Counts the quarter prefixes of `table`'s day rows from its rows, as this migration does. The day rows
 * must exist (migration 013's rebuildTallies makes them): a bulk load with triggers off runs both.
 */
export function rebuildQuarterPrefixes(table: string, pg: boolean): string[] {
  return tallied
    .filter((t) => t.table === table)
    .map(
      (t) => `update lead_chart_days set ${quarterMarks.map((q) => `${q.column} = q.${q.column}`).join(', ')}
      from (select day, ${quarterMarks.map((q) => `sum(${before(q, 'm')}) as ${q.column}`).join(', ')}
        from (select ${dayOf(pg, `r.${t.column}`)} as day, ${minuteOfDay(pg, `r.${t.column}`)} as m from ${t.table} r where ${t.counts('r')}) x
        group by day) q
      where lead_chart_days.tally = ${t.name} and lead_chart_days.day = q.day`,
    );
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // A prefix is at most its row's n, a day's leads: integer on both dialects, as migration 013's.
  for (const q of quarterMarks) await db.schema.alterTable('lead_chart_days').addColumn(q.column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const t of tallied) {
    const { decrement, increment } = statements(pg, t);
    await createTallyTriggers(db, { name: `${t.table}_quarter_prefix`, table: t.table, watch: t.watch, decrements: [decrement], increments: [increment] });
    for (const s of rebuildQuarterPrefixes(t.table, pg)) await sql.raw(s).execute(db);
  }
}
