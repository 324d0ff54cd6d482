import { lookingForOptions } from '@tarang/shared/demo';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { storedInstant } from './paging';

// Counts for the dashboard's charts from the per-UTC-hour tallies of migration 012
// (docs/decisions/036-dashboard-charts.md). Between two instants a and b:
//   count[a, b) = (sum of the hours from hour(a) up to, not including, hour(b)) - partial(a) + partial(b)
// where hour(t) is the UTC hour t falls in and partial(t) = count[hour(t), t) is counted from the rows
// by index (zero when t is on the hour). Days of any time zone, whose midnights fall on quarter hours
// of UTC, cost the hours they span plus one short index range per day.

const HOUR = 3_600_000;
const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;
const hourKey = (ms: number) => new Date(ms).toISOString().slice(0, 13);
/** Statements stay a sensible size whatever the number of days. */
const WINDOWS_PER_STATEMENT = 400;

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
  confirmedSubscribers: { tally: 'subscribers:confirmed', table: 'subscribers', column: 'confirmed_at', condition: sql`status = 'confirmed'` },
} as const satisfies Record<string, Source>;

export type DailySeries = keyof typeof dailySources;

const serviceTally = (service: string) => `demo_requests:service:${service}`;

const asNumber = (v: unknown) => Number(v ?? 0);

export function createStatsRepository(db: Kysely<Database>) {
  /** count[hour(t), t) for each instant not on the hour, by index range, in a few statements. */
  async function partials(source: Source, instants: number[]): Promise<Map<number, number>> {
    const found = new Map<number, number>();
    const windows = [...new Set(instants.filter((t) => t !== floorHour(t)))];
    for (let start = 0; start < windows.length; start += WINDOWS_PER_STATEMENT) {
      const chunk = windows.slice(start, start + WINDOWS_PER_STATEMENT);
      const selects = chunk.map(
        (t, i) =>
          sql<{ i: number; n: number | string }>`select ${sql.lit(start + i)} as i, count(*) as n from ${sql.table(source.table)}
            where ${source.condition} and ${sql.ref(source.column)} >= ${storedInstant(new Date(floorHour(t)).toISOString())}
            and ${sql.ref(source.column)} < ${storedInstant(new Date(t).toISOString())}`,
      );
      const { rows } = await sql<{ i: number | string; n: number | string }>`${sql.join(selects, sql` union all `)}`.execute(db);
      for (const row of rows) found.set(windows[Number(row.i)]!, asNumber(row.n));
    }
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
     * Counts per bucket [bounds[i], bounds[i + 1]) for one series; bounds ascend. One read of the
     * hours the buckets span, one of the partial hours at their edges.
     */
    async bucketCounts(series: DailySeries, bounds: number[]): Promise<number[]> {
      const source: Source = dailySources[series];
      const buckets = bounds.length - 1;
      if (buckets < 1) return [];
      const first = bounds[0]!;
      const last = bounds[buckets]!;
      const [hours, edges] = await Promise.all([
        db
          .selectFrom('lead_hour_counts')
          .select(['hour', 'n'])
          .where('tally', '=', source.tally)
          .where('hour', '>=', hourKey(floorHour(first)))
          .where('hour', '<', hourKey(floorHour(last)))
          .orderBy('hour')
          .execute(),
        partials(source, bounds),
      ]);
      const counts = new Array<number>(buckets).fill(0);
      // Hour h belongs to bucket i when hour(bounds[i]) <= h < hour(bounds[i + 1]).
      let i = 0;
      for (const { hour, n } of hours) {
        const at = Date.parse(`${hour}:00:00.000Z`);
        while (i < buckets - 1 && at >= floorHour(bounds[i + 1]!)) i++;
        counts[i]! += asNumber(n);
      }
      for (let b = 0; b < buckets; b++) {
        counts[b]! += (edges.get(bounds[b + 1]!) ?? 0) - (edges.get(bounds[b]!) ?? 0);
      }
      return counts;
    },

    /** Demo requests that are not suspected spam in [from, to) (either side open), per service of interest. */
    async demosByService(from: number | undefined, to: number | undefined): Promise<Map<string, number>> {
      let hours = db
        .selectFrom('lead_hour_counts')
        .select(['tally', (eb) => eb.fn.sum<number | string | null>('n').as('n')])
        .where(
          'tally',
          'in',
          lookingForOptions.map((s) => serviceTally(s)),
        )
        .groupBy('tally');
      if (from !== undefined) hours = hours.where('hour', '>=', hourKey(floorHour(from)));
      if (to !== undefined) hours = hours.where('hour', '<', hourKey(floorHour(to)));
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
      const [sums, head, tail] = await Promise.all([hours.execute(), edge(from), edge(to)]);
      const counts = new Map<string, number>(lookingForOptions.map((s) => [s, 0]));
      const add = (service: string, n: number) => {
        if (counts.has(service)) counts.set(service, counts.get(service)! + n);
      };
      for (const row of sums) add(row.tally.slice(serviceTally('').length), asNumber(row.n));
      for (const row of head) add(row.lookingfor, -asNumber(row.n));
      for (const row of tail) add(row.lookingfor, asNumber(row.n));
      return counts;
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
