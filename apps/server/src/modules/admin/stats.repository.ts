import { lookingForOptions } from '@tarang/shared/demo';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { isPostgres } from '../../db/migrations/dialect';
import { storedInstant } from './paging';

// Counts for the dashboard's charts from the per-UTC-hour tallies of migration 012
// (docs/decisions/036-dashboard-charts.md). Between two instants a and b:
//   count[a, b) = (sum of the hours from hour(a) up to, not including, hour(b)) - partial(a) + partial(b)
// where hour(t) is the UTC hour t falls in and partial(t) = count[hour(t), t) is counted from the rows
// by index (zero when t is on the hour). Days of any time zone, whose midnights fall on quarter hours
// of UTC, cost the hours they span plus one short index range per day.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;
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

  /** count[hour(t), t) for each instant not on the hour, by index range. */
  async function partials(source: Source, instants: number[]): Promise<Map<number, number>> {
    const windows = [...new Set(instants.filter((t) => t !== floorHour(t)))];
    const counts = await perWindow(
      windows.map((t) => ({ lo: instant(floorHour(t)), hi: instant(t) })),
      (w) => sql`select ${w}.i as i, (select count(*) from ${sql.table(source.table)} r
        where ${source.condition} and r.${sql.ref(source.column)} >= ${w}.lo and r.${sql.ref(source.column)} < ${w}.hi) as n from ${w}`,
    );
    return new Map(windows.map((t, k) => [t, counts[k]!]));
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
     * Counts per bucket [bounds[i], bounds[i + 1]) for one series; bounds ascend. The hours each bucket
     * spans and the partial hours at its edges are summed in the database, one figure per bucket.
     */
    async bucketCounts(series: DailySeries, bounds: number[]): Promise<number[]> {
      const source: Source = dailySources[series];
      const buckets = bounds.length - 1;
      if (buckets < 1) return [];
      // Hours from hour(bounds[i]) up to hour(bounds[i + 1]) belong to bucket i, summed in the database.
      const hourWindows = Array.from({ length: buckets }, (_, b) => ({ lo: sql`${hourKey(floorHour(bounds[b]!))}`, hi: sql`${hourKey(floorHour(bounds[b + 1]!))}` }));
      const [counts, edges] = await Promise.all([
        perWindow(
          hourWindows,
          (w) => sql`select ${w}.i as i, (select sum(h.n) from lead_hour_counts h
            where h.tally = ${source.tally} and h.hour >= ${w}.lo and h.hour < ${w}.hi) as n from ${w}`,
        ),
        partials(source, bounds),
      ]);
      for (let b = 0; b < buckets; b++) {
        counts[b]! += (edges.get(bounds[b + 1]!) ?? 0) - (edges.get(bounds[b]!) ?? 0);
      }
      return counts;
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
