import { createHmac, randomBytes } from 'node:crypto';
import { ANALYTICS_TABLE_ROWS, analyticsGoals, type AnalyticsCounts, type AnalyticsGoal, type AnalyticsQuery, type AnalyticsReport, type AnalyticsTable, type AnalyticsView } from '@tarang/shared/analytics';
import { isbot } from 'isbot';
import type { Clock } from '../../clock';
import type { AnalyticsCounts as StoredCounts } from '../../db/database';
import { type AttributionColumns, attributionFrom } from '../leads/attribution';
import type { AnalyticsEventRow, AnalyticsRepository } from './analytics.repository';
import { clean, deviceOf, parseHttpUrl, pathOf, referrerHost, sourceOf, utmOf } from './classify';
import { rollupChange, rollupDay } from './rollup';

/**
 * First-party cookieless analytics (docs/product.md "Analytics", docs/decisions/050-cookieless-analytics.md).
 * A visitor is HMAC-SHA256 of site, address and user agent under the day's salt; only the hash is stored.
 * Views wait in memory for at most FLUSH_MS and go to the database in one transaction, so a burst of
 * beacons costs one write; every instance writes to the one database, so the counts are shared.
 */

/** How long a view waits before it is written, and how many may wait at the most. */
const FLUSH_MS = 1000;
const FLUSH_AT = 500;
const PENDING_MAX = 20_000;
/**
 * A report counts what was stored since the last rollup first, unless this instance rolled up less than this
 * ago and has written nothing since (other instances' views then wait at most this long).
 */
const FRESH_MS = 10_000;
/**
 * How often each instance counts what was stored since the last rollup on its own: what a report may have to
 * count first is at most about this long's views (docs/decisions/053-incremental-analytics-rollup.md).
 */
const ROLLUP_EVERY_MS = 10_000;

/** Who sent a request, as the hash needs it; never stored. */
export interface Requester {
  ip: string;
  userAgent: string | undefined;
  /** This site's host, hashed with the visitor: the public URL's, else the one the request names. */
  site: string;
  /** The hosts a page of this site is served under: the public URL's and the one the request names. */
  hosts: string[];
  /**
   * The browser objects to being counted (Global Privacy Control or Do Not Track): the simple means of
   * objecting UK PECR's statistics exception asks for (docs/decisions/050-cookieless-analytics.md).
   */
  objects: boolean;
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const counts = (r: StoredCounts): AnalyticsCounts => ({
  visitors: r.visitors,
  visits: r.visits,
  views: r.views,
  bounces: r.bounces,
  goals: Object.fromEntries(analyticsGoals.map((g) => [g, r[`goal_${g}`]])) as AnalyticsCounts['goals'],
});
const zeroCounts: StoredCounts = { visitors: 0, visits: 0, views: 0, bounces: 0, goal_demo: 0, goal_contact: 0, goal_signup: 0, goal_subscribe: 0, goal_test_key: 0 };
const add = (a: StoredCounts, b: StoredCounts): StoredCounts => Object.fromEntries(Object.keys(zeroCounts).map((k) => [k, a[k as keyof StoredCounts] + b[k as keyof StoredCounts]])) as unknown as StoredCounts;

/** The daily rollup's dimension behind each table of the report. */
const tableDimensions: Record<AnalyticsTable, string> = {
  pages: 'page',
  entries: 'entry',
  sources: 'source',
  referrers: 'referrer',
  utmSources: 'utm_source',
  utmMediums: 'utm_medium',
  utmCampaigns: 'utm_campaign',
  devices: 'device',
};

export function createAnalyticsService(repo: AnalyticsRepository, clock: Clock, log: Log) {
  let salt: { day: string; value: Promise<string> } | undefined;
  let pending: AnalyticsEventRow[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  /** `written` is how many batches and goals this instance had stored when that rollup began. */
  let lastRollup: { at: number; day: string; written: number } | undefined;
  let written = 0;
  /** This instance's rollups, one at a time: each reads the rollups the one before it wrote. */
  let rolling: Promise<unknown> = Promise.resolve();

  /** The day's salt, fetched once per day per instance; a new day's request deletes the old day's salt. */
  function saltOf(day: string): Promise<string> {
    if (salt?.day === day) return salt.value;
    const value = repo.saltOf(day, randomBytes(32).toString('base64url'));
    salt = { day, value };
    // A failed read is asked again by the next request instead of being remembered.
    value.catch(() => {
      if (salt?.value === value) salt = undefined;
    });
    return value;
  }

  async function visitorOf(who: Requester, at: Date): Promise<{ day: string; visitor: string }> {
    const day = dayOf(at);
    const key = await saltOf(day);
    const visitor = createHmac('sha256', key).update(`${who.site}\n${who.ip}\n${who.userAgent ?? ''}`).digest('base64url').slice(0, 32);
    return { day, visitor };
  }

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      const batch = pending;
      pending = [];
      if (batch.length === 0) return;
      try {
        await repo.insertEvents(batch);
        written++;
      } catch (err) {
        // Kept for the next flush while the database is away, within the bound; the page never waits.
        if (pending.length + batch.length <= PENDING_MAX) pending = batch.concat(pending);
        log.error({ err, views: batch.length }, 'analytics views not stored yet');
      }
    });
    return flushing;
  }

  function schedule() {
    if (pending.length >= FLUSH_AT) void flush();
    else timer ??= setTimeout(() => {
      timer = undefined;
      void flush();
    }, FLUSH_MS).unref();
  }

  /**
   * Counts the views and goals of yesterday and today not counted yet (yesterday's last seconds may be
   * written after the day turned): only those visitors' shares of their day, never a whole day again
   * (docs/decisions/053-incremental-analytics-rollup.md).
   */
  function rollUp(today: string): Promise<number> {
    const run = rolling.then(() => repo.rollUpPending(previousDay(today), { day: (day) => (events, goals) => rollupDay(day, events, goals), change: rollupChange }));
    rolling = run.catch(() => {});
    return run;
  }

  async function refresh(force = false): Promise<void> {
    await flush();
    const now = clock.now();
    const today = dayOf(now);
    // A report always counts what this instance stored before it, whatever else rolled up meanwhile.
    if (!force && lastRollup && lastRollup.day === today && lastRollup.written === written && now.getTime() - lastRollup.at < FRESH_MS) return;
    const seen = written;
    await rollUp(today);
    lastRollup = { at: now.getTime(), day: today, written: seen };
  }

  return {
    /**
     * One beacon: counted unless it is a bot's or names another site's page. Resolves once the view waits
     * for its batch (no database round trip but the day's first salt read).
     */
    async view(who: Requester, body: AnalyticsView): Promise<boolean> {
      if (who.objects || !who.userAgent || isbot(who.userAgent)) return false;
      const page = parseHttpUrl(body.u);
      if (!page || !who.hosts.includes(page.host.toLowerCase())) return false;
      const referrer = parseHttpUrl(body.r);
      const external = referrer && !who.hosts.includes(referrer.host.toLowerCase()) ? referrer : undefined;
      const utm = utmOf(page);
      const at = clock.now();
      const { day, visitor } = await visitorOf(who, at);
      const host = referrerHost(external?.href ?? null);
      if (pending.length >= PENDING_MAX) return false;
      pending.push({
        at: at.toISOString(),
        day,
        visitor,
        path: pathOf(page),
        referrer: external ? (clean(`${external.origin}${external.pathname}`) ?? null) : null,
        source: sourceOf(host, utm.utm_source),
        utm_source: utm.utm_source ?? null,
        utm_medium: utm.utm_medium ?? null,
        utm_campaign: utm.utm_campaign ?? null,
        utm_term: utm.utm_term ?? null,
        utm_content: utm.utm_content ?? null,
        device: deviceOf(who.userAgent),
      });
      schedule();
      return true;
    },

    /** A goal reached, joined to the visit through the same hash and day; bots' goals are not counted. */
    async goal(who: Requester, goal: AnalyticsGoal): Promise<void> {
      if (who.objects || !who.userAgent || isbot(who.userAgent)) return;
      const at = clock.now();
      const { day, visitor } = await visitorOf(who, at);
      await repo.insertGoal({ at: at.toISOString(), day, visitor, goal });
      written++;
    },

    /** A form's attribution from the visit: its first and latest view from somewhere today, and the form's page. */
    async attribution(who: Requester, formPage: string | undefined): Promise<AttributionColumns> {
      await flush();
      const { day, visitor } = await visitorOf(who, clock.now());
      return attributionFrom(await repo.touches(day, visitor), formPage);
    },

    flush,
    refresh,

    /** The Analytics page's numbers, from the rollups only. */
    async report(query: AnalyticsQuery): Promise<AnalyticsReport> {
      await refresh();
      const now = clock.now();
      const to = query.to ? new Date(Date.parse(query.to) - 1) : now;
      // The days run from the first day counted at the earliest to today at the latest, whatever range is asked.
      const today = dayOf(now);
      const firstDay = (await repo.firstDay()) ?? today;
      const toDay = [dayOf(to), today].sort()[0]!;
      const fromDay = [query.from ? dayOf(new Date(query.from)) : firstDay, firstDay].sort()[1]!;
      const hourly = query.from !== undefined && to.getTime() - Date.parse(query.from) <= 2 * 86_400_000;
      const series: AnalyticsReport['series'] = [];
      let total = zeroCounts;
      // The tables' sums are asked beside the series': on PostgreSQL they run side by side on the pool.
      const summing = repo.dimensions([...Object.values(tableDimensions), 'funnel', 'total'], fromDay, toDay, ANALYTICS_TABLE_ROWS);
      // Settled here too, so a series that fails first leaves no unhandled rejection behind.
      summing.catch(() => {});
      if (hourly) {
        const fromHour = new Date(query.from!).toISOString().slice(0, 13);
        const toHour = to.toISOString().slice(0, 13);
        const rows = new Map((await repo.hours(fromHour, toHour)).map((r) => [r.hour, r]));
        for (let t = Date.parse(`${fromHour}:00:00Z`); t <= Date.parse(`${toHour}:00:00Z`); t += 3_600_000) {
          const hour = new Date(t).toISOString().slice(0, 13);
          const r = rows.get(hour) ?? zeroCounts;
          total = add(total, r);
          series.push({ period: hour, ...counts(r) });
        }
      } else {
        const rows = new Map((await repo.totalsByDay(fromDay, toDay)).map((r) => [r.day, r]));
        for (let t = Date.parse(`${fromDay}T00:00:00Z`); t <= Date.parse(`${toDay}T00:00:00Z`); t += 86_400_000) {
          const day = dayOf(new Date(t));
          const r = rows.get(day) ?? zeroCounts;
          total = add(total, r);
          series.push({ period: day, ...counts(r) });
        }
      }
      const tables = {} as AnalyticsReport['tables'];
      const summed = await summing;
      for (const [table, dimension] of Object.entries(tableDimensions) as [AnalyticsTable, string][]) {
        tables[table] = summed.get(dimension)!.map((r) => ({ value: r.value, ...counts(r) }));
      }
      const [service] = summed.get('funnel')!;
      const [dayTotal] = summed.get('total')!;
      return {
        interval: hourly ? 'hour' : 'day',
        totals: counts(total),
        series,
        tables,
        funnel: { landing: dayTotal?.visitors ?? 0, service: service?.visitors ?? 0, demo: service?.goal_demo ?? 0 },
      };
    },

    /** Counts what is new every ROLLUP_EVERY_MS on this instance; stop() writes what is waiting. */
    start() {
      const every = setInterval(() => {
        refresh().catch((err: unknown) => log.warn({ err }, 'analytics rollup failed; the next one retries'));
      }, ROLLUP_EVERY_MS).unref();
      return async () => {
        clearInterval(every);
        if (timer) clearTimeout(timer);
        timer = undefined;
        await flush();
        // A rollup under way finishes before the database closes.
        await rolling;
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
