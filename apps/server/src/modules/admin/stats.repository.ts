import { lookingForOptions } from '@tarang/shared/demo';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, DayHourColumn } from '../../db/database';
import { isPostgres } from '../../db/migrations/dialect';
import { storedInstant } from './paging';

// Counts for the dashboard's charts from the per-UTC-day and per-UTC-hour tallies of migrations 012 and
// 013 (docs/decisions/036-dashboard-charts.md). For an instant t let q be its quarter hour, h the hour of
// q and d the UTC midnight before it. Then
//   count[d, t) = day(d).before<hour of h> + hour(h).before<minutes of q> + partial(t)
// where the day row counts its rows before each hour, the hour row its rows before each quarter, and
// partial(t) = count[q, t) is counted from the rows by index: zero for every zone's midnight, which falls
// on a quarter hour. A bucket [a, b) is
//   count[a, b) = (the day rows from d(a) up to d(b)) + count[d(b), b) - count[d(a), a)
// so each day of any zone costs its day row and at most one hour row, and no lead row.

const QUARTER = 900_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;
const floorQuarter = (ms: number) => Math.floor(ms / QUARTER) * QUARTER;
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayHourColumn = (hour: number) => `before${String(hour).padStart(2, '0')}` as DayHourColumn;
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

  /**
   * For each quarter hour given (past the hour), each tally's rows of its hour before it (the hour row's
   * before15, before30 or before45; 0 without a row), keyed by the quarter's instant. Quarters are grouped
   * by their hour of the day and minute (one group in a zone without clock changes, two with them; a custom
   * bound off midnight adds its own), and
   * each group's hour rows are read by the hour-of-day index (migration 014): for every tally, the rows at
   * that hour of each day from the group's first to its last, one index range, where probing a thousand
   * hours by primary key cost a lookup each.
   */
  async function quarterPrefixes(tallies: string[], quarterHours: number[]): Promise<Map<number, number[]>> {
    const groups = new Map<string, number[]>();
    for (const q of quarterHours) {
      const key = new Date(q).toISOString().slice(11, 16);
      const group = groups.get(key);
      if (group) group.push(q);
      else groups.set(key, [q]);
    }
    const column = { 15: 'before15', 30: 'before30', 45: 'before45' } as const;
    const found = new Map<number, number[]>();
    await Promise.all(
      [...groups.values()].map(async (group) => {
        const first = group[0]!;
        const minutes = ((first - floorHour(first)) / 60_000) as keyof typeof column;
        const rows = await db
          .selectFrom('lead_hour_counts')
          .select(['tally', 'hour', `${column[minutes]} as n`])
          .where('tally', 'in', tallies)
          .where(sql<string>`substr(hour, 12, 2)`, '=', hourKey(first).slice(11, 13))
          .where('hour', '>=', hourKey(first))
          .where('hour', '<=', hourKey(group[group.length - 1]!))
          .execute();
        const quarterOf = new Map(group.map((q) => [hourKey(q), q]));
        for (const q of group) found.set(q, tallies.map(() => 0));
        for (const row of rows) {
          const q = quarterOf.get(row.hour);
          const k = tallies.indexOf(row.tally);
          if (q !== undefined && k >= 0) found.get(q)![k] = asNumber(row.n);
        }
      }),
    );
    return found;
  }

  return {
    /** The first hour any of the series has a tally for, or undefined when there is none. */
    async firstTalliedHour(series: readonly DailySeries[]): Promise<number | undefined> {
      const firsts = await Promise.all(
        series.map((s) =>
          db
            .selectFrom('lead_hour_counts')
            .select((eb) => eb.fn.min('hour').as('hour'))
            .where('tally', '=', dailySources[s].tally)
            .executeTakeFirst(),
        ),
      );
      const hours = firsts.map((r) => r?.hour).filter((h): h is string => typeof h === 'string');
      if (hours.length === 0) return undefined;
      return Math.min(...hours.map((h) => Date.parse(`${h}:00:00.000Z`)));
    },

    /**
     * Counts per bucket [bounds[i], bounds[i + 1]) for each series, in the order given; bounds ascend. Two
     * reads for all the series (the day rows of the range, and the hour rows of the bounds that are not on
     * the hour, by key) and an index count for a bound that is not on a quarter hour.
     */
    async bucketCounts(series: readonly DailySeries[], bounds: number[]): Promise<number[][]> {
      const sources: Source[] = series.map((s) => dailySources[s]);
      const tallies = sources.map((source) => source.tally);
      const buckets = bounds.length - 1;
      if (buckets < 1 || series.length === 0) return series.map(() => []);
      const cuts = bounds.map((t) => {
        const q = floorQuarter(t);
        const d = Math.floor(q / DAY) * DAY;
        return { q, d, h: floorHour(q), hourOfDay: (floorHour(q) - d) / HOUR, minutes: (q - floorHour(q)) / 60_000 };
      });
      const dayColumns = [...new Set(cuts.filter((c) => c.hourOfDay > 0).map((c) => dayHourColumn(c.hourOfDay)))];
      const quarterHours = [...new Set(cuts.filter((c) => c.minutes > 0).map((c) => c.q))];
      const [dayRows, quarterRows, edges] = await Promise.all([
        db
          .selectFrom('lead_chart_days')
          .select(['tally', 'day', 'n', ...dayColumns])
          .where('tally', 'in', tallies)
          .where('day', '>=', dayKey(cuts[0]!.d))
          .where('day', '<=', dayKey(cuts[buckets]!.d))
          .execute(),
        quarterPrefixes(tallies, quarterHours),
        Promise.all(sources.map((source) => partials(source, bounds, floorQuarter))),
      ]);
      // Rows by tally and by day or hour number (keys parsed once, not formatted per lookup).
      const byTally = <R extends { tally: string }>(rows: R[], at: (row: R) => number) => {
        const out = new Map<string, Map<number, R>>(tallies.map((t) => [t, new Map()]));
        for (const row of rows) out.get(row.tally)?.set(at(row), row);
        return out;
      };
      const days = byTally(dayRows as (Record<string, unknown> & { tally: string; day: string })[], (r) => Date.parse(`${r.day}T00:00:00.000Z`) / DAY);
      return sources.map(({ tally }, k) => {
        const dayRow = days.get(tally)!;
        // count[d, t): the day row's hours before t's hour, that hour's quarters before t's quarter, and the rest by index.
        const offsets = bounds.map((t, i) => {
          const { d, q, hourOfDay, minutes } = cuts[i]!;
          return (
            (hourOfDay > 0 ? asNumber(dayRow.get(d / DAY)?.[dayHourColumn(hourOfDay)]) : 0) +
            (minutes > 0 ? (quarterRows.get(q)?.[k] ?? 0) : 0) +
            (edges[k]!.get(t) ?? 0)
          );
        });
        return Array.from({ length: buckets }, (_, b) => {
          let whole = 0;
          for (let d = cuts[b]!.d / DAY; d < cuts[b + 1]!.d / DAY; d++) whole += asNumber(dayRow.get(d)?.n);
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
        const conditions = [sql`tally in (${sql.join(tallies)})`];
        if (lo !== undefined) conditions.push(sql`${sql.ref(unit)} >= ${key(lo)}`);
        if (hi !== undefined) conditions.push(sql`${sql.ref(unit)} < ${key(hi)}`);
        const table = sql.table(unit === 'day' ? 'lead_chart_days' : 'lead_hour_counts');
        const { rows } = await sql<{ tally: string; n: number | string | null }>`select tally, sum(n) as n from ${table}
          where ${sql.join(conditions, sql` and `)} group by tally`.execute(db);
        return rows;
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
