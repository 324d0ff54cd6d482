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
export type StoredAnalyticsGoal = { visitor: string; goal: string; at: Date | string };
type Rollups = { daily: DailyRow[]; hourly: HourlyRow[] };
/** A day's rollups made from its raw views and goals (rollup.ts). */
type RollupOf = (events: StoredAnalyticsEvent[], goals: StoredAnalyticsGoal[]) => Rollups;
type Counted = { events: StoredAnalyticsEvent[]; goals: StoredAnalyticsGoal[] };
/** What to add to a day's rollups when some visitors' counted views and goals grow from `before` to `after` (rollup.ts). */
type ChangeOf = (day: string, before: Counted, after: Counted) => Rollups;

/** Rows marked counted per rollup transaction, and visitors read back per statement. */
const PENDING_BATCH = 5000;
const VISITORS_PER_READ = 500;
/** One lock for every rollup, whole-day or incremental: they change the same rows and the same marks. */
const ROLLUP_LOCK = 'analytics-rollup';

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
  /** Days known to have rows marked counted (so not rolled up before migration 030). */
  const markedDays = new Set<string>();
  async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
    for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
  }

  /** A day's views marked counted, visitor by visitor and in order (the index on day, visitor, at). */
  function eventsOfDay(q: Kysely<Database>, day: string) {
    return q.selectFrom('analytics_events').select([...eventColumns, 'id']).where('day', '=', day).where('rolled', '=', 1).orderBy('visitor').orderBy('at').orderBy('id').execute();
  }

  function goalsOfDay(q: Kysely<Database>, day: string) {
    return q.selectFrom('analytics_goals').select(['visitor', 'goal', 'at', 'id']).where('day', '=', day).where('rolled', '=', 1).orderBy('at').orderBy('id').execute();
  }

  /** Takes the rollup lock for the rest of the transaction (PostgreSQL; SQLite has one writer). */
  async function lock(t: Kysely<Database>) {
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_LOCK}))`.execute(t);
  }

  /** The days from `fromDay` on with views or goals not counted yet (the partial indexes on day where rolled = 0). */
  async function pendingDays(q: Kysely<Database>, fromDay: string): Promise<string[]> {
    const { rows } = await sql<{ day: string }>`select day from analytics_events where rolled = 0 and day >= ${fromDay}
      union select day from analytics_goals where rolled = 0 and day >= ${fromDay} order by day`.execute(q);
    return rows.map((r) => r.day);
  }

  /**
   * A day whose totals exist while none of its views or goals is marked counted: its rollups were made before
   * views were marked (migration 030), so they are made again whole, once.
   */
  async function unmarked(q: Kysely<Database>, day: string): Promise<boolean> {
    const total = await q.selectFrom('analytics_daily').select('day').where('dimension', '=', 'total').where('day', '=', day).executeTakeFirst();
    if (!total) return false;
    // In the order of the index on day and visitor, so the first marked row is found there, not by a scan.
    const event = await q.selectFrom('analytics_events').select('id').where('day', '=', day).where('rolled', '=', 1).orderBy('visitor').limit(1).executeTakeFirst();
    if (event) return false;
    const goal = await q.selectFrom('analytics_goals').select('id').where('day', '=', day).where('rolled', '=', 1).orderBy('visitor').limit(1).executeTakeFirst();
    return !goal;
  }

  /**
   * Adds `change` to the rollups: a row's counts grow or shrink by the change's, a row new to the day is
   * made, and a row left counting nothing is removed, as a whole-day count would not have it.
   */
  async function addTo(t: Kysely<Database>, day: string, { daily, hourly }: Rollups) {
    const plus = (table: string) => Object.fromEntries(countColumns.map((c) => [c, sql<number>`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]));
    await inChunks(daily, (chunk) => t.insertInto('analytics_daily').values(chunk).onConflict((oc) => oc.columns(['dimension', 'day', 'value']).doUpdateSet(plus('analytics_daily'))).execute());
    await inChunks(hourly, (chunk) => t.insertInto('analytics_hourly').values(chunk).onConflict((oc) => oc.column('hour').doUpdateSet(plus('analytics_hourly'))).execute());
    const shrunk = (r: AnalyticsCounts) => countColumns.some((c) => r[c] < 0);
    const nothing = sql<boolean>`${sql.join(countColumns.map((c) => sql`${sql.ref(c)} = 0`), sql` and `)}`;
    const dimensions = [...new Set(daily.filter(shrunk).map((r) => r.dimension))];
    if (dimensions.length > 0) await t.deleteFrom('analytics_daily').where('dimension', 'in', dimensions).where('day', '=', day).where(nothing).execute();
    const hours = hourly.filter(shrunk).map((r) => r.hour);
    if (hours.length > 0) await t.deleteFrom('analytics_hourly').where('hour', 'in', hours).where(nothing).execute();
  }

  /**
   * One batch of views and goals not counted yet: marked counted, and for each visitor they belong to, that
   * visitor's share of the day counted again whole from their marked rows. Every statement runs under the
   * lock and after the marking, so rows stored meanwhile stay unmarked for the next batch, and a row
   * marked is a row counted. Answers how many rows it marked.
   */
  async function rollUpBatch(fromDay: string, change: ChangeOf): Promise<number> {
    return db.transaction().execute(async (t) => {
      await lock(t);
      const mark = (table: 'analytics_events' | 'analytics_goals') =>
        t
          .updateTable(table as 'analytics_events')
          .set({ rolled: 1 })
          .where('id', 'in', (eb) => eb.selectFrom(table as 'analytics_events').select('id').where('rolled', '=', sql.lit(0)).where('day', '>=', fromDay).orderBy('id').limit(PENDING_BATCH))
          .returning(['id', 'day', 'visitor'])
          .execute();
      const events = await mark('analytics_events');
      const goals = await mark('analytics_goals');
      const markedEvents = new Set(events.map((e) => e.id));
      const markedGoals = new Set(goals.map((g) => g.id));
      const visitorsOf = new Map<string, Set<string>>();
      for (const { day, visitor } of [...events, ...goals]) {
        let set = visitorsOf.get(day);
        if (!set) visitorsOf.set(day, (set = new Set()));
        set.add(visitor);
      }
      for (const [day, visitors] of visitorsOf) {
        const after: Counted = { events: [], goals: [] };
        const before: Counted = { events: [], goals: [] };
        const list = [...visitors];
        for (let i = 0; i < list.length; i += VISITORS_PER_READ) {
          const some = list.slice(i, i + VISITORS_PER_READ);
          const viewRows = await t.selectFrom('analytics_events').select([...eventColumns, 'id']).where('day', '=', day).where('visitor', 'in', some).where('rolled', '=', 1).orderBy('visitor').orderBy('at').orderBy('id').execute();
          const goalRows = await t.selectFrom('analytics_goals').select(['visitor', 'goal', 'at', 'id']).where('day', '=', day).where('visitor', 'in', some).where('rolled', '=', 1).orderBy('at').orderBy('id').execute();
          for (const r of viewRows) {
            after.events.push(r);
            if (!markedEvents.has(r.id)) before.events.push(r);
          }
          for (const r of goalRows) {
            after.goals.push(r);
            if (!markedGoals.has(r.id)) before.goals.push(r);
          }
        }
        await addTo(t, day, change(day, before, after));
      }
      return events.length + goals.length;
    });
  }

  async function replaceDay(t: Kysely<Database>, day: string, daily: DailyRow[], hourly: HourlyRow[]) {
    await t.deleteFrom('analytics_daily').where('day', '=', day).execute();
    await t.deleteFrom('analytics_hourly').where('hour', '>=', `${day}T00`).where('hour', '<=', `${day}T23`).execute();
    await inChunks(daily, (chunk) => t.insertInto('analytics_daily').values(chunk).execute());
    await inChunks(hourly, (chunk) => t.insertInto('analytics_hourly').values(chunk).execute());
  }

  /**
   * Replaces a day's rollups with `rollup`'s figures from all its raw views and goals, marking them counted,
   * a reader seeing the old rows or the new ones; `when` (asked under the lock) can call it off. On
   * PostgreSQL, where several instances share the counts (docs/decisions/050-cookieless-analytics.md), the
   * rollups are locked for the transaction and the day is marked and read inside it: instances rolling up
   * at once take turns, each reading what was stored before it, so no key clashes, no row is counted twice
   * and an older read never overwrites a newer one. SQLite has one instance and one writer, so the read and
   * the counting stay outside the write transaction, other requests wait only for the write, and the
   * marks go to the rows read (none stored later has a lower id).
   */
  async function rollUpDay(day: string, rollup: RollupOf, when?: (q: Kysely<Database>) => Promise<boolean>): Promise<void> {
    if (isPostgres(db)) {
      await db.transaction().execute(async (t) => {
        await lock(t);
        if (when && !(await when(t))) return;
        await t.updateTable('analytics_events').set({ rolled: 1 }).where('day', '=', day).where('rolled', '=', sql.lit(0)).execute();
        await t.updateTable('analytics_goals').set({ rolled: 1 }).where('day', '=', day).where('rolled', '=', sql.lit(0)).execute();
        const { daily, hourly } = rollup(await eventsOfDay(t, day), await goalsOfDay(t, day));
        await replaceDay(t, day, daily, hourly);
      });
      return;
    }
    if (when && !(await when(db))) return;
    const events = await db.selectFrom('analytics_events').select([...eventColumns, 'id']).where('day', '=', day).orderBy('visitor').orderBy('at').orderBy('id').execute();
    const goals = await db.selectFrom('analytics_goals').select(['visitor', 'goal', 'at', 'id']).where('day', '=', day).orderBy('at').orderBy('id').execute();
    const { daily, hourly } = rollup(events, goals);
    const upTo = (rows: { id: number }[]) => rows.reduce((n, r) => Math.max(n, r.id), 0);
    await db.transaction().execute(async (t) => {
      await replaceDay(t, day, daily, hourly);
      await t.updateTable('analytics_events').set({ rolled: 1 }).where('day', '=', day).where('rolled', '=', sql.lit(0)).where('id', '<=', upTo(events)).execute();
      await t.updateTable('analytics_goals').set({ rolled: 1 }).where('day', '=', day).where('rolled', '=', sql.lit(0)).where('id', '<=', upTo(goals)).execute();
    });
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

    rollUpDay,

    /**
     * Counts every view and goal from `fromDay` on not counted yet (docs/decisions/053-incremental-analytics-rollup.md):
     * the work follows what was stored since the last rollup, not the size of the day. A day rolled up before
     * views were marked is first made again whole, once. Answers how many rows it counted.
     */
    async rollUpPending(fromDay: string, rollup: { day: (day: string) => RollupOf; change: ChangeOf }): Promise<number> {
      const days = await pendingDays(db, fromDay);
      if (days.length === 0) return 0;
      for (const day of days.filter((d) => !markedDays.has(d))) {
        if (await unmarked(db, day)) await rollUpDay(day, rollup.day(day), (q) => unmarked(q, day));
        markedDays.add(day);
      }
      // Once a day has marked rows it keeps them (retention removes only days long past): asked once a day.
      for (const day of markedDays) if (day < fromDay) markedDays.delete(day);
      let counted = 0;
      for (;;) {
        const n = await rollUpBatch(fromDay, rollup.change);
        counted += n;
        // A batch that marks fewer rows than it may has left nothing behind that it could see.
        if (n < PENDING_BATCH) return counted;
      }
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
