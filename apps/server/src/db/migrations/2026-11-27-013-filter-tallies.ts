import { type Kysely, sql } from 'kysely';
import { requiredText } from './columns';
import { isPostgres } from './dialect';
import { createTallyTriggers } from './tally-triggers';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// The 1,000,000-rows-per-table budget (docs/decisions/012-benchmarks.md) for the lead lists' filters and
// the leads-per-day chart (docs/decisions/032-lead-pipeline-and-attribution.md, 036-dashboard-charts.md).
//
// lead_filter_days: per UTC day, the rows of each lead table per filter value, so a filtered count is the
// sum of its whole days plus an index count of the two partial days, O(days) however many rows match.
//   dims   'status', 'owner', 'source', 'campaign', or two of them joined by '+' in that order
//   v1, v2 the values, in the order of dims ('' for v2 of a single filter); owner is the admin id as
//          text or 'unassigned'; a row whose source or campaign is null is not tallied under it (the
//          lists never filter on a missing value)
//   table_name  the table, '<table>:spam' for suspected spam (as in migration 007), so both views count
// Every single filter and every pair is tallied: ten rows per lead (three for sign-ups and
// subscribers, which have only source and campaign); three or more filters together narrow to one
// index range and are counted from it. A row that drops to zero is deleted, so a source or campaign
// text (free text from the visitor's link) is gone with the last lead that carried it (erasure).
//
// The chart tallies of migration 012 also count prefixes: each lead_chart_days row the rows of its UTC
// day before each hour (before01 .. before23), each lead_hour_counts row those of its hour before its
// quarter past, half past and quarter to (before15, before30, before45). Every time zone's midnight falls
// on a quarter hour, so the count from a UTC midnight to any zone's midnight is one day row's column plus
// one hour row's: a day of any zone costs about two tally rows and no lead row. Migration 012's triggers
// are replaced by ones that keep the new columns too.
//
// Triggers keep both in the row's own transaction on insert, delete (erasure, retention) and on update
// of what they depend on (status and owner from working the lead, spam restored, created_at).

const single = ['status', 'owner', 'source', 'campaign'] as const;
type Dim = (typeof single)[number];

/** SQL for a filter value of row alias `row`, and whether the row has one. */
const value: Record<Dim, (row: string) => string> = {
  status: (row) => `${row}.status`,
  owner: (row) => `coalesce(cast(${row}.owner_admin_id as text), 'unassigned')`,
  source: (row) => `${row}.utm_source`,
  campaign: (row) => `${row}.utm_campaign`,
};
const present: Record<Dim, (row: string) => string> = {
  status: () => '1 = 1',
  owner: () => '1 = 1',
  source: (row) => `${row}.utm_source is not null`,
  campaign: (row) => `${row}.utm_campaign is not null`,
};

/** Each tallied combination: every single filter and every pair, in the canonical order. */
function combinations(dims: readonly Dim[]): Dim[][] {
  const out: Dim[][] = dims.map((d) => [d]);
  for (let i = 0; i < dims.length; i++) for (let j = i + 1; j < dims.length; j++) out.push([dims[i]!, dims[j]!]);
  return out;
}

interface FilterTable {
  table: string;
  dims: readonly Dim[];
  spam: boolean;
}

export const filterTables: FilterTable[] = [
  { table: 'contact_requests', dims: single, spam: true },
  { table: 'demo_requests', dims: single, spam: true },
  { table: 'users', dims: ['source', 'campaign'], spam: false },
  { table: 'subscribers', dims: ['source', 'campaign'], spam: false },
];

/** The tallies of migration 012, whose hour rows now count their quarters too. */
const hourTables: { table: string; watch: string[]; tallies: { name: (row: string) => string; column: string; counts: (row: string) => string }[] }[] = [
  { table: 'contact_requests', watch: ['created_at', 'spam'], tallies: [{ name: () => `'contact_requests'`, column: 'created_at', counts: (r) => `${r}.spam = 0` }] },
  {
    table: 'demo_requests',
    watch: ['created_at', 'spam', 'lookingfor'],
    tallies: [
      { name: () => `'demo_requests'`, column: 'created_at', counts: (r) => `${r}.spam = 0` },
      { name: (r) => `'demo_requests:service:' || ${r}.lookingfor`, column: 'created_at', counts: (r) => `${r}.spam = 0` },
    ],
  },
  { table: 'users', watch: ['created_at'], tallies: [{ name: () => `'users'`, column: 'created_at', counts: () => '1 = 1' }] },
  {
    table: 'subscribers',
    watch: ['status', 'confirmed_at'],
    tallies: [{ name: () => `'subscribers:confirmed'`, column: 'confirmed_at', counts: (r) => `${r}.status = 'confirmed' and ${r}.confirmed_at is not null` }],
  },
];

// Timestamps are ISO-8601 UTC text on SQLite (docs/decisions/002), timestamptz on PostgreSQL.
const dayOf = (pg: boolean, at: string) => (pg ? `to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${at}, 1, 10)`);
const hourOf = (pg: boolean, at: string) => (pg ? `to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')` : `substr(${at}, 1, 13)`);
const minuteOf = (pg: boolean, at: string) => (pg ? `cast(extract(minute from ${at} at time zone 'UTC') as integer)` : `cast(substr(${at}, 15, 2) as integer)`);
const hourOfDay = (pg: boolean, at: string) => (pg ? `cast(extract(hour from ${at} at time zone 'UTC') as integer)` : `cast(substr(${at}, 12, 2) as integer)`);
/** The hour rows' prefix columns: before15 counts the rows before minute 15 of the hour, and so on. */
const quarters = [15, 30, 45] as const;
/** The day rows' prefix columns: before01 counts the rows before 01:00 UTC of the day, and so on to before23. */
const dayHours = Array.from({ length: 23 }, (_, k) => k + 1);
const hourColumn = (h: number) => `before${String(h).padStart(2, '0')}`;

function filterStatements(pg: boolean, { table, dims, spam }: FilterTable) {
  const name = (row: string) => (spam ? `'${table}' || case when ${row}.spam = 1 then ':spam' else '' end` : `'${table}'`);
  const key = (row: string, combo: Dim[]) =>
    `table_name = ${name(row)} and dims = '${combo.join('+')}' and v1 = ${value[combo[0]!](row)} and v2 = ${combo[1] ? value[combo[1]](row) : `''`} and day = ${dayOf(pg, `${row}.created_at`)}`;
  const combos = combinations(dims);
  const decrements = combos.flatMap((c) => [`update lead_filter_days set n = n - 1 where ${key('old', c)};`, `delete from lead_filter_days where ${key('old', c)} and n = 0;`]);
  const increments = combos.map(
    (c) =>
      `insert into lead_filter_days (table_name, dims, v1, v2, day, n)
      select ${name('new')}, '${c.join('+')}', ${value[c[0]!]('new')}, ${c[1] ? value[c[1]]('new') : `''`}, ${dayOf(pg, 'new.created_at')}, 1
      where ${c.map((d) => present[d]('new')).join(' and ')}
      on conflict (table_name, dims, v1, v2, day) do update set n = ${pg ? 'lead_filter_days.' : ''}n + 1;`,
  );
  const rebuild = combos.map(
    (c) =>
      `insert into lead_filter_days (table_name, dims, v1, v2, day, n)
      select ${name('r')}, '${c.join('+')}', ${value[c[0]!]('r')}, ${c[1] ? value[c[1]]('r') : `''`}, ${dayOf(pg, 'r.created_at')}, count(*) from ${table} r
      where ${c.map((d) => present[d]('r')).join(' and ')} group by 1, 2, 3, 4, 5`,
  );
  const watch = ['created_at', ...(spam ? ['spam', 'status', 'owner_admin_id'] : []), 'utm_source', 'utm_campaign'];
  return { decrements, increments, rebuild, watch };
}

/** A chart unit: its table, key, and prefix columns (the rows before a minute of the hour, an hour of the day). */
const chartUnits = (pg: boolean) => [
  {
    table: 'lead_hour_counts',
    key: 'hour',
    at: hourOf,
    prefixes: quarters.map((m) => ({ column: `before${m}`, counts: (at: string) => `case when ${minuteOf(pg, at)} < ${m} then 1 else 0 end` })),
  },
  {
    table: 'lead_chart_days',
    key: 'day',
    at: dayOf,
    prefixes: dayHours.map((h) => ({ column: hourColumn(h), counts: (at: string) => `case when ${hourOfDay(pg, at)} < ${h} then 1 else 0 end` })),
  },
];

function hourStatements(pg: boolean, { table, tallies }: (typeof hourTables)[number]) {
  const units = chartUnits(pg);
  const decrements = tallies.flatMap((t) =>
    units.map(
      (u) =>
        `update ${u.table} set n = n - 1${u.prefixes.map((p) => `, ${p.column} = ${p.column} - ${p.counts(`old.${t.column}`)}`).join('')}
        where ${t.counts('old')} and tally = ${t.name('old')} and ${u.key} = ${u.at(pg, `old.${t.column}`)};`,
    ),
  );
  const increments = tallies.flatMap((t) =>
    units.map((u) => {
      const self = pg ? `${u.table}.` : '';
      return `insert into ${u.table} (tally, ${u.key}, n${u.prefixes.map((p) => `, ${p.column}`).join('')})
        select ${t.name('new')}, ${u.at(pg, `new.${t.column}`)}, 1${u.prefixes.map((p) => `, ${p.counts(`new.${t.column}`)}`).join('')} where ${t.counts('new')}
        on conflict (tally, ${u.key}) do update set n = ${self}n + 1${u.prefixes.map((p) => `, ${p.column} = ${self}${p.column} + excluded.${p.column}`).join('')};`;
    }),
  );
  const rebuild = tallies.flatMap((t) =>
    units.map(
      (u) =>
        `insert into ${u.table} (tally, ${u.key}, n${u.prefixes.map((p) => `, ${p.column}`).join('')})
        select ${t.name('r')}, ${u.at(pg, `r.${t.column}`)}, count(*)${u.prefixes.map((p) => `, sum(${p.counts(`r.${t.column}`)})`).join('')}
        from ${table} r where ${t.counts('r')} group by 1, 2`,
    ),
  );
  return { decrements, increments, rebuild };
}

/**
 * The statements that count both tallies of `table` from its rows, as this migration does; a bulk load
 * into empty tables with triggers off (the benchmark's PostgreSQL seeding) runs them afterwards.
 */
export function rebuildTallies(table: string, pg: boolean): string[] {
  const filter = filterTables.find((t) => t.table === table);
  const hours = hourTables.find((t) => t.table === table);
  return [...(filter ? filterStatements(pg, filter).rebuild : []), ...(hours ? hourStatements(pg, hours).rebuild : [])];
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const count = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('lead_filter_days')
    .$call(requiredText('table_name', 'dims', 'v1', 'v2'))
    // The UTC day, 'YYYY-MM-DD' (sorts and compares as text on both dialects).
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('n', count, (c) => c.notNull())
    // Day last: a filtered count reads one key's days as one index range.
    .addPrimaryKeyConstraint('lead_filter_days_pkey', ['table_name', 'dims', 'v1', 'v2', 'day'])
    .execute();
  // A prefix is at most its row's n, a day's leads: integer on both dialects (pg returns it as a number).
  for (const m of quarters) await db.schema.alterTable('lead_hour_counts').addColumn(`before${m}`, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const h of dayHours) await db.schema.alterTable('lead_chart_days').addColumn(hourColumn(h), 'integer', (c) => c.notNull().defaultTo(0)).execute();

  for (const t of filterTables) {
    const { decrements, increments, rebuild, watch } = filterStatements(pg, t);
    await createTallyTriggers(db, { name: `${t.table}_filter_tally`, table: t.table, watch, decrements, increments });
    for (const s of rebuild) await sql.raw(s).execute(db);
  }
  // Migration 012's triggers give way to ones that keep the prefix columns; its hour and day rows are
  // counted again from the rows.
  await sql`delete from lead_hour_counts`.execute(db);
  await sql`delete from lead_chart_days`.execute(db);
  for (const t of hourTables) {
    if (pg) {
      await sql.raw(`drop trigger ${t.table}_hour_count on ${t.table}`).execute(db);
      await sql.raw(`drop function ${t.table}_hour_count()`).execute(db);
    } else {
      for (const op of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${t.table}_hour_count_${op}`).execute(db);
    }
    const { decrements, increments, rebuild } = hourStatements(pg, t);
    await createTallyTriggers(db, { name: `${t.table}_hour_count`, table: t.table, watch: t.watch, decrements, increments });
    for (const s of rebuild) await sql.raw(s).execute(db);
  }
}
