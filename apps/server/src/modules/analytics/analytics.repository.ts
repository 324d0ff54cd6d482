import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AnalyticsCounts, AnalyticsEventsTable, Database } from '../../db/database';
import { isPostgres } from '../../db/migrations/dialect';

/** A page view as stored. */
export type AnalyticsEventRow = Insertable<AnalyticsEventsTable>;
/** A stored page view, read back for the rollup and for a lead's attribution. */
export type StoredAnalyticsEvent = Pick<Selectable<AnalyticsEventsTable>, 'at' | 'visitor' | 'path' | 'referrer' | 'source' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content' | 'device'>;
export type DailyRow = AnalyticsCounts & { day: string; dimension: string; value: string };
export type HourlyRow = AnalyticsCounts & { hour: string };
type StoredAnalyticsGoal = { visitor: string; goal: string; at: Date | string };
/** A day's rollups made from its raw views and goals (rollup.ts). */
type RollupOf = (events: StoredAnalyticsEvent[], goals: StoredAnalyticsGoal[]) => { daily: DailyRow[]; hourly: HourlyRow[] };

/** Rows per INSERT: 13 values each, far under either database's limit on parameters. */
const CHUNK = 200;

const countColumns = ['visitors', 'visits', 'views', 'bounces', 'goal_demo', 'goal_contact', 'goal_signup', 'goal_subscribe', 'goal_test_key'] as const;
const eventColumns = ['at', 'visitor', 'path', 'referrer', 'source', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'device'] as const;

/** Summed counts come back as strings on PostgreSQL (bigint) and numbers on SQLite. */
function numbers<T extends Record<string, unknown>>(row: T): AnalyticsCounts & Omit<T, (typeof countColumns)[number]> {
  const out: Record<string, unknown> = { ...row };
  for (const c of countColumns) out[c] = Number(row[c] ?? 0);
  return out as AnalyticsCounts & Omit<T, (typeof countColumns)[number]>;
}

/** Only the counts of a summed row. */
function countsOf(row: Record<string, unknown>): AnalyticsCounts {
  return Object.fromEntries(countColumns.map((c) => [c, Number(row[c] ?? 0)])) as unknown as AnalyticsCounts;
}

/** The SQL behind analytics (docs/decisions/050-cookieless-analytics.md). */
export function createAnalyticsRepository(db: Kysely<Database>) {
  async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
    for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
  }

  /** A day's views, visitor by visitor and in order (the index on day, visitor, at). */
  function eventsOfDay(q: Kysely<Database>, day: string): Promise<StoredAnalyticsEvent[]> {
    return q.selectFrom('analytics_events').select(eventColumns).where('day', '=', day).orderBy('visitor').orderBy('at').orderBy('id').execute();
  }

  function goalsOfDay(q: Kysely<Database>, day: string): Promise<StoredAnalyticsGoal[]> {
    return q.selectFrom('analytics_goals').select(['visitor', 'goal', 'at']).where('day', '=', day).execute();
  }

  async function replaceDay(t: Kysely<Database>, day: string, daily: DailyRow[], hourly: HourlyRow[]) {
    await t.deleteFrom('analytics_daily').where('day', '=', day).execute();
    await t.deleteFrom('analytics_hourly').where('hour', '>=', `${day}T00`).where('hour', '<=', `${day}T23`).execute();
    await inChunks(daily, (chunk) => t.insertInto('analytics_daily').values(chunk).execute());
    await inChunks(hourly, (chunk) => t.insertInto('analytics_hourly').values(chunk).execute());
  }

  return {
    /**
     * The day's salt, made once by whichever instance asks first (the insert that loses the race does
     * nothing), with every older day's salt deleted in the same transaction.
     */
    async saltOf(day: string, fresh: string): Promise<string> {
      return db.transaction().execute(async (t) => {
        await t.insertInto('analytics_salts').values({ day, salt: fresh }).onConflict((oc) => oc.column('day').doNothing()).execute();
        await t.deleteFrom('analytics_salts').where('day', '<', day).execute();
        const row = await t.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
        return row.salt;
      });
    },

    async insertEvents(rows: AnalyticsEventRow[]): Promise<void> {
      await db.transaction().execute((t) => inChunks(rows, (chunk) => t.insertInto('analytics_events').values(chunk).execute()));
    },

    async insertGoal(goal: { at: string; day: string; visitor: string; goal: string }): Promise<void> {
      await db.insertInto('analytics_goals').values(goal).execute();
    },

    /** One visitor's views of a day that came from somewhere (a campaign or another site), in order. */
    async touches(day: string, visitor: string): Promise<StoredAnalyticsEvent[]> {
      return db
        .selectFrom('analytics_events')
        .select(eventColumns)
        .where('day', '=', day)
        .where('visitor', '=', visitor)
        .where((eb) => eb.or([eb('referrer', 'is not', null), eb('utm_source', 'is not', null), eb('utm_medium', 'is not', null), eb('utm_campaign', 'is not', null), eb('utm_term', 'is not', null), eb('utm_content', 'is not', null)]))
        .orderBy('at')
        .orderBy('id')
        .execute();
    },

    /**
     * Replaces a day's rollups with `rollup`'s figures from its raw views and goals, a reader seeing the old
     * rows or the new ones. On PostgreSQL, where several instances share the counts
     * (docs/decisions/050-cookieless-analytics.md), the day is locked for the transaction and read inside it:
     * instances rolling the same day up at once take turns, each reading what was stored before it, so no
     * key clashes, no row is counted twice and an older read never overwrites a newer one. SQLite has one
     * instance and one connection, so the read and the counting stay outside the write transaction and
     * other requests wait only for the write.
     */
    async rollUpDay(day: string, rollup: RollupOf): Promise<void> {
      if (isPostgres(db)) {
        await db.transaction().execute(async (t) => {
          await sql`select pg_advisory_xact_lock(hashtext(${`analytics-rollup:${day}`}))`.execute(t);
          const { daily, hourly } = rollup(await eventsOfDay(t, day), await goalsOfDay(t, day));
          await replaceDay(t, day, daily, hourly);
        });
        return;
      }
      const { daily, hourly } = rollup(await eventsOfDay(db, day), await goalsOfDay(db, day));
      await db.transaction().execute((t) => replaceDay(t, day, daily, hourly));
    },

    /** A marker that moves whenever a view or goal is stored: the rollup is redone only when it moved. */
    async latestIds(): Promise<string> {
      // One round trip: every report asks (`npm run bench -- analytics-views`).
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('analytics_events').select((e) => e.fn.max('id').as('id')).as('events'),
          eb.selectFrom('analytics_goals').select((e) => e.fn.max('id').as('id')).as('goals'),
        ])
        .executeTakeFirst();
      return `${row?.events ?? 0}/${row?.goals ?? 0}`;
    },

    /** The first day any rollup holds, for an open "from". */
    async firstDay(): Promise<string | undefined> {
      const row = await db.selectFrom('analytics_daily').select((eb) => eb.fn.min('day').as('day')).where('dimension', '=', 'total').executeTakeFirst();
      return row?.day ?? undefined;
    },

    /** The 'total' rows of the days from `from` to `to` (inclusive). */
    async totalsByDay(from: string, to: string): Promise<DailyRow[]> {
      const rows = await db.selectFrom('analytics_daily').selectAll().where('dimension', '=', 'total').where('day', '>=', from).where('day', '<=', to).orderBy('day').execute();
      return rows.map(numbers);
    },

    async hours(from: string, to: string): Promise<HourlyRow[]> {
      const rows = await db.selectFrom('analytics_hourly').selectAll().where('hour', '>=', from).where('hour', '<=', to).orderBy('hour').execute();
      return rows.map(numbers);
    },

    /**
     * Each dimension's values over the days, summed, the most visitors first (then by value), at most `limit`
     * per dimension. One statement for every table of the report: the rows of a range are read once, not once
     * per table (`npm run bench -- analytics-views`).
     */
    async dimensions(dimensions: readonly string[], from: string, to: string, limit: number): Promise<Map<string, (AnalyticsCounts & { value: string })[]>> {
      const { rows } = await sql<Record<string, unknown> & { dimension: string; value: string }>`select * from (
          select dimension, value, ${sql.join(countColumns.map((c) => sql`coalesce(sum(${sql.ref(c)}), 0) as ${sql.ref(c)}`))},
            row_number() over (partition by dimension order by sum(visitors) desc, value) as place
          from analytics_daily
          where dimension in (${sql.join(dimensions)}) and day >= ${from} and day <= ${to}
          group by dimension, value
        ) ranked where place <= ${limit} order by dimension, place`.execute(db);
      const found = new Map<string, (AnalyticsCounts & { value: string })[]>(dimensions.map((d) => [d, []]));
      for (const r of rows) found.get(r.dimension)?.push({ ...countsOf(r), value: r.value });
      return found;
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
