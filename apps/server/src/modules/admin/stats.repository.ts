import { lookingForOptions } from '@tarang/shared/demo';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, DayHourColumn, DayQuarterColumn } from '../../db/database';
import { isPostgres } from '../../db/migrations/dialect';
import { storedInstant } from './paging';

// Counts for the dashboard's charts from the per-UTC-day and per-UTC-hour tallies of migrations 012 to
// 014 (docs/decisions/036-dashboard-charts.md). For an instant t let q be its quarter hour and d the UTC
// midnight before it. Then
//   count[d, t) = day(d).before<q's time of day> + partial(t)
// where the day row counts its rows before each hour and each quarter past, half past and quarter to, and
// partial(t) = count[q, t) is counted from the rows by index: zero for every zone's midnight, which falls
// on a quarter hour. A bucket [a, b) is
//   count[a, b) = (the day rows from d(a) up to d(b)) + count[d(b), b) - count[d(a), a)
// so each day of any zone costs one day row per series, and no hour or lead row.

const QUARTER = 900_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;
const floorQuarter = (ms: number) => Math.floor(ms / QUARTER) * QUARTER;
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day row's column counting its rows before a time of day on the quarter hour (after midnight). */
const dayColumn = (hour: number, minutes: number) =>
  (minutes === 0 ? `before${String(hour).padStart(2, '0')}` : `before${String(hour).padStart(2, '0')}${minutes}`) as DayHourColumn | DayQuarterColumn;
const hourKey = (ms: number) => new Date(ms).toISOString().slice(0, 13);
/** Statements stay a sensible size whatever the number of days. */
const WINDOWS_PER_STATEMENT = 1000;

/** What a tally counts: its name in lead_hour_counts, and the rows it stands for. */
interface Source {
  tally: string;
  table: 'contact_requests' | 'demo_requests' | 'users' | 'subscribers';
  column: 'created_at' | 'confirmed_at';
  condition: RawBuilder<unknown>;
}

export const dailySources = {
  contacts: { tally: 'contact_requests', table: 'contact_requests', column: 'created_at', condition: sql`spam = 0` },
  demos: { tally: 'demo_requests', table: 'demo_requests', column: 'created_at', condition: sql`spam = 0` },
  signups: { tally: 'users', table: 'users', column: 'created_at', condition: sql`1 = 1` },
  // `status || ''`: a plain `status =` let SQLite build an automatic index on status for the many
  // partial-hour windows and walk every confirmed row per window (seconds); as an expression the
  // confirmation-time index is used.
  confirmedSubscribers: { tally: 'subscribers:confirmed', table: 'subscribers', column: 'confirmed_at', condition: sql`(status || '') = 'confirmed'` },
} as const satisfies Record<string, Source>;

export type DailySeries = keyof typeof dailySources;

const serviceTally = (service: string) => `demo_requests:service:${service}`;

const asNumber = (v: unknown) => Number(v ?? 0);

export function createStatsRepository(db: Kysely<Database>) {
  const pg = isPostgres(db);
  /** An instant compared with a timestamp column: timestamptz on PostgreSQL, ISO text on SQLite. */
  const instant = (ms: number) => (pg ? sql`cast(${storedInstant(new Date(ms).toISOString())} as timestamptz)` : sql`${storedInstant(new Date(ms).toISOString())}`);

  /**
   * Sums over many [lo, hi) windows in one statement per chunk: the windows are a VALUES list and each
   * one's figure a correlated subquery over an index range, so both databases walk the windows and seek
   * the index once per window (as joins, PostgreSQL and SQLite could put the lead table outside and
   * compare every row with every window: seconds for a year).
   */
  async function perWindow(windows: { lo: RawBuilder<unknown>; hi: RawBuilder<unknown> }[], total: (w: RawBuilder<unknown>) => RawBuilder<unknown>): Promise<number[]> {
    const found = new Array<number>(windows.length).fill(0);
    for (let start = 0; start < windows.length; start += WINDOWS_PER_STATEMENT) {
      const chunk = windows.slice(start, start + WINDOWS_PER_STATEMENT);
      const values = sql.join(chunk.map((w, k) => sql`(${sql.lit(start + k)}, ${w.lo}, ${w.hi})`));
      const { rows } = await sql<{ i: number | string; n: number | string | null }>`with w(i, lo, hi) as (values ${values}) ${total(sql`w`)}`.execute(db);
      for (const row of rows) found[Number(row.i)] = asNumber(row.n);
    }
    return found;
  }

  /** count[floor(t), t) for each instant not on its floor (hour or quarter hour), by index range. */
  async function partials(source: Source, instants: number[], floor: (ms: number) => number): Promise<Map<number, number>> {
    const windows = [...new Set(instants.filter((t) => t !== floor(t)))];
    const counts = await perWindow(
      windows.map((t) => ({ lo: instant(floor(t)), hi: instant(t) })),
      (w) => sql`select ${w}.i as i, (select count(*) from ${sql.table(source.table)} r
        where ${source.condition} and r.${sql.ref(source.column)} >= ${w}.lo and r.${sql.ref(source.column)} < ${w}.hi) as n from ${w}`,
    );
    return new Map(windows.map((t, k) => [t, counts[k]!]));
  }

  return {
    /** The first hour any of the series has a tally for, or undefined when there is none. */
    async firstTalliedHour(series: readonly DailySeries[]): Promise<number | undefined> {
      if (series.length === 0) return undefined;
      // One statement, each series' first hour a primary-key lookup: the "all time" chart asks before its reads.
      const firsts = sql.join(
        series.map((s, i) => sql`(select min(hour) from lead_hour_counts where tally = ${dailySources[s].tally}) as ${sql.ref(`h${i}`)}`),
      );
      const { rows } = await sql<Record<string, string | null>>`select ${firsts}`.execute(db);
      const hours = Object.values(rows[0] ?? {}).filter((h): h is string => typeof h === 'string');
      if (hours.length === 0) return undefined;
      return Math.min(...hours.map((h) => Date.parse(`${h}:00:00.000Z`)));
    },

    /**
     * Counts per bucket [bounds[i], bounds[i + 1]) for each series, in the order given; bounds ascend. One
     * read for all the series (the day rows of the range, with the prefix columns the bounds fall on) and an
     * index count for a bound that is not on a quarter hour.
     */
    async bucketCounts(series: readonly DailySeries[], bounds: number[]): Promise<number[][]> {
      const sources: Source[] = series.map((s) => dailySources[s]);
      const tallies = sources.map((source) => source.tally);
      const buckets = bounds.length - 1;
      if (buckets < 1 || series.length === 0) return series.map(() => []);
      // Each bound's UTC day (as a day number) and the day row's column that counts up to its quarter hour.
      const cuts = bounds.map((t) => {
        const q = floorQuarter(t);
        const day = Math.floor(q / DAY);
        const minuteOfDay = (q - day * DAY) / 60_000;
        return { day, column: minuteOfDay === 0 ? undefined : dayColumn(Math.floor(minuteOfDay / 60), minuteOfDay % 60) };
      });
      const columns = [...new Set(cuts.flatMap((c) => (c.column ? [c.column] : [])))];
      // One primary-key range per tally, sent together: as one `tally in (...)` PostgreSQL read every tally's
      // day rows (a third of the table for the four series) and returned them on one connection; per tally it
      // reads the range alone, and the pool runs the reads side by side (docs/decisions/036-dashboard-charts.md).
      const [perTally, edges] = await Promise.all([
        Promise.all(
          tallies.map((tally) =>
            db
              .selectFrom('lead_chart_days')
              .select(['tally', 'day', 'n', ...columns])
              .where('tally', '=', tally)
              .where('day', '>=', dayKey(cuts[0]!.day * DAY))
              .where('day', '<=', dayKey(cuts[buckets]!.day * DAY))
              .execute(),
          ),
        ),
        Promise.all(sources.map((source) => partials(source, bounds, floorQuarter))),
      ]);
      const dayRows = perTally.flat();
      // Rows by tally and day number (keys parsed once, not formatted per lookup).
      const days = new Map<string, Map<number, Record<string, unknown>>>(tallies.map((t) => [t, new Map()]));
      for (const row of dayRows) days.get(row.tally)?.set(Date.parse(`${row.day}T00:00:00.000Z`) / DAY, row);
      return sources.map(({ tally }, k) => {
        const dayRow = days.get(tally)!;
        // count[d, t): the day row's rows before t's quarter hour, and the rest of that quarter by index.
        const offsets = bounds.map((t, i) => {
          const { day, column } = cuts[i]!;
          return (column ? asNumber(dayRow.get(day)?.[column]) : 0) + (edges[k]!.get(t) ?? 0);
        });
        return Array.from({ length: buckets }, (_, b) => {
          let whole = 0;
          for (let d = cuts[b]!.day; d < cuts[b + 1]!.day; d++) whole += asNumber(dayRow.get(d)?.n);
          return whole + offsets[b + 1]! - offsets[b]!;
        });
      });
    },

    /**
     * Demo requests that are not suspected spam in [from, to) (either side open), per service of interest:
     * the whole UTC days inside from lead_chart_days, the hours at the two ends from lead_hour_counts,
     * and the partial hours by index.
     */
    async demosByService(from: number | undefined, to: number | undefined): Promise<Map<string, number>> {
      const tallies = lookingForOptions.map((s) => serviceTally(s));
      const firstDay = from === undefined ? undefined : Math.ceil(from / DAY) * DAY;
      const endDay = to === undefined ? undefined : Math.floor(to / DAY) * DAY;
      const wholeDays = firstDay === undefined || endDay === undefined || firstDay < endDay;
      const sums = async (unit: 'day' | 'hour', lo: number | undefined, hi: number | undefined) => {
        if (lo !== undefined && hi !== undefined && lo >= hi) return [];
        const key = unit === 'day' ? (ms: number) => new Date(ms).toISOString().slice(0, 10) : hourKey;
        const range: RawBuilder<unknown>[] = [];
        if (lo !== undefined) range.push(sql`${sql.ref(unit)} >= ${key(lo)}`);
        if (hi !== undefined) range.push(sql`${sql.ref(unit)} < ${key(hi)}`);
        const table = sql.table(unit === 'day' ? 'lead_chart_days' : 'lead_hour_counts');
        const statement = (tally: RawBuilder<unknown>) =>
          sql<{ tally: string; n: number | string | null }>`select tally, sum(n) as n from ${table}
            where ${sql.join([tally, ...range], sql` and `)} group by tally`.execute(db);
        // The end hours are few: one statement. The whole days are one primary-key range per service, side by
        // side, as bucketCounts reads its series.
        if (unit === 'hour') return (await statement(sql`tally in (${sql.join(tallies)})`)).rows;
        return (await Promise.all(tallies.map((tally) => statement(sql`tally = ${tally}`)))).flatMap((r) => r.rows);
      };
      const edge = async (t: number | undefined) => {
        if (t === undefined || t === floorHour(t)) return [];
        return db
          .selectFrom('demo_requests')
          .select(['lookingfor', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('spam', '=', 0)
          .where('created_at', '>=', storedInstant(new Date(floorHour(t)).toISOString()))
          .where('created_at', '<', storedInstant(new Date(t).toISOString()))
          .groupBy('lookingfor')
          .execute();
      };
      // [from, to) = days [firstDay, endDay) + hours [hour(from), firstDay) + hours [endDay, hour(to)) - partial(from) + partial(to);
      // a range inside two days is all hours: [hour(from), hour(to)).
      const parts = wholeDays
        ? [
            sums('day', firstDay, endDay),
            from === undefined ? [] : sums('hour', floorHour(from), firstDay),
            to === undefined ? [] : sums('hour', endDay, floorHour(to)),
          ]
        : [sums('hour', floorHour(from!), floorHour(to!))];
      const [head, tail, ...whole] = await Promise.all([edge(from), edge(to), ...parts]);
      const counts = new Map<string, number>(lookingForOptions.map((s) => [s, 0]));
      const add = (service: string, n: number) => {
        if (counts.has(service)) counts.set(service, counts.get(service)! + n);
      };
      for (const rows of whole) for (const row of rows) add(row.tally.slice(serviceTally('').length), asNumber(row.n));
      for (const row of head) add(row.lookingfor, -asNumber(row.n));
      for (const row of tail) add(row.lookingfor, asNumber(row.n));
      return counts;
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
