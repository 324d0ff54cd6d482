import { analyticsGoals, type AnalyticsGoal } from '@tarang/shared/analytics';
import type { AnalyticsCounts } from '../../db/database';
import { referrerHost } from './classify';
import type { DailyRow, HourlyRow, StoredAnalyticsEvent, StoredAnalyticsGoal } from './analytics.repository';

/**
 * One UTC day's raw views and goals turned into the rollups every Analytics view reads
 * (docs/decisions/050-cookieless-analytics.md). A visitor is a visitor-day (the hash changes with the
 * salt every day); a visit ends after 30 minutes without a view; a visit's source, campaign and device are
 * its first view's; a visitor counts towards a goal once, in every row their visits belong to.
 */

export const VISIT_GAP_MS = 30 * 60 * 1000;

/** The rows of the funnel dimension: visitors who saw a service page (and of them, who asked for a demo). */
const SERVICE_PAGE = /^\/services\/[^/]+$/i;

const goalColumn = (goal: AnalyticsGoal) => `goal_${goal}` as const;

const zero = (): AnalyticsCounts => ({ visitors: 0, visits: 0, views: 0, bounces: 0, goal_demo: 0, goal_contact: 0, goal_signup: 0, goal_subscribe: 0, goal_test_key: 0 });

const time = (at: Date | string) => (at instanceof Date ? at : new Date(at)).getTime();
const hourOf = (at: Date | string | number) => new Date(typeof at === 'number' ? at : time(at)).toISOString().slice(0, 13);

interface Visit {
  views: StoredAnalyticsEvent[];
}

/** The values a visit counts under, per dimension. */
function visitValues(visit: Visit): Record<string, string[]> {
  const first = visit.views[0]!;
  const host = referrerHost(first.referrer);
  const one = (value: string | null | undefined) => (value ? [value] : []);
  return {
    total: [''],
    page: [...new Set(visit.views.map((v) => v.path))],
    entry: [first.path],
    source: [first.source],
    referrer: one(host),
    utm_source: one(first.utm_source),
    utm_medium: one(first.utm_medium),
    utm_campaign: one(first.utm_campaign),
    device: [first.device],
    funnel: visit.views.some((v) => SERVICE_PAGE.test(v.path)) ? ['service'] : [],
  };
}

/** A visitor's views and goals of one day, as the rollups count them. */
export interface VisitorDay {
  events: StoredAnalyticsEvent[];
  goals: StoredAnalyticsGoal[];
}

/** Signed counts per daily row and per hour: a day's rollups, or what to add to them. */
interface Tally {
  daily: Map<string, AnalyticsCounts & { dimension: string; value: string }>;
  hourly: Map<string, AnalyticsCounts>;
}

/** Every visitor's views and goals, each visitor's views in the order given (the repository's at, id). */
function byVisitor(events: StoredAnalyticsEvent[], goals: StoredAnalyticsGoal[]): Map<string, VisitorDay> {
  const found = new Map<string, VisitorDay>();
  const of = (visitor: string) => {
    let v = found.get(visitor);
    if (!v) found.set(visitor, (v = { events: [], goals: [] }));
    return v;
  };
  for (const e of events) of(e.visitor).events.push(e);
  for (const g of goals) of(g.visitor).goals.push(g);
  return found;
}

/**
 * Adds one visitor's share of the day to `tally`, times `sign`. Every figure of a day is a sum of its visitors'
 * shares (a visitor counts once per row they belong to), so taking a visitor's old share out and their new one
 * in leaves the same rollups as counting the whole day again (docs/decisions/053-incremental-analytics-rollup.md).
 */
function countVisitor(tally: Tally, { events, goals }: VisitorDay, sign: 1 | -1) {
  const row = (dimension: string, value: string) => {
    const key = `${dimension}\u0000${value}`;
    let r = tally.daily.get(key);
    if (!r) tally.daily.set(key, (r = { ...zero(), dimension, value }));
    return r;
  };
  const hour = (h: string) => {
    let r = tally.hourly.get(h);
    if (!r) tally.hourly.set(h, (r = zero()));
    return r;
  };

  // A goal counts once, in the hour it was first reached.
  const firstReached = new Map<AnalyticsGoal, number>();
  for (const g of goals) {
    if (!(analyticsGoals as readonly string[]).includes(g.goal)) continue;
    const t = time(g.at);
    const known = firstReached.get(g.goal as AnalyticsGoal);
    if (known === undefined || t < known) firstReached.set(g.goal as AnalyticsGoal, t);
  }
  for (const [goal, t] of firstReached) {
    hour(hourOf(t))[goalColumn(goal)] += sign;
    // The total row counts every visitor who reached a goal, one with no view included.
    row('total', '')[goalColumn(goal)] += sign;
  }
  if (events.length === 0) return;

  const views = [...events].sort((a, b) => time(a.at) - time(b.at));
  const visits: Visit[] = [];
  let last = -Infinity;
  for (const view of views) {
    if (time(view.at) - last > VISIT_GAP_MS) visits.push({ views: [] });
    visits.at(-1)!.views.push(view);
    last = time(view.at);
  }
  hour(hourOf(views[0]!.at)).visitors += sign;
  // Each row this visitor belongs to counts them once as a visitor and once per goal reached.
  const seen = new Set<string>();
  for (const visit of visits) {
    const bounced = visit.views.length === 1 ? sign : 0;
    const h = hour(hourOf(visit.views[0]!.at));
    h.visits += sign;
    h.bounces += bounced;
    for (const v of visit.views) hour(hourOf(v.at)).views += sign;
    for (const [dimension, values] of Object.entries(visitValues(visit))) {
      for (const value of values) {
        const r = row(dimension, value);
        r.visits += sign;
        r.views += sign * (dimension === 'page' ? visit.views.filter((v) => v.path === value).length : visit.views.length);
        r.bounces += bounced;
        const key = `${dimension}\u0000${value}`;
        if (seen.has(key)) continue;
        seen.add(key);
        r.visitors += sign;
        if (dimension !== 'total') for (const g of firstReached.keys()) r[goalColumn(g)] += sign;
      }
    }
  }
}

const countKeys = Object.keys(zero()) as (keyof AnalyticsCounts)[];
const counted = (r: AnalyticsCounts) => countKeys.some((k) => r[k] !== 0);

/** The rows of a tally, leaving out those that add nothing. */
function rowsOf(day: string, tally: Tally): { daily: DailyRow[]; hourly: HourlyRow[] } {
  return {
    daily: [...tally.daily.values()].filter(counted).map((r) => ({ ...r, day })),
    hourly: [...tally.hourly.entries()].filter(([, r]) => counted(r)).map(([h, r]) => ({ ...r, hour: h })),
  };
}

const emptyTally = (): Tally => ({ daily: new Map(), hourly: new Map() });

/** A whole day's rollups from all its views and goals. */
export function rollupDay(day: string, events: StoredAnalyticsEvent[], goals: StoredAnalyticsGoal[]): { daily: DailyRow[]; hourly: HourlyRow[] } {
  const tally = emptyTally();
  for (const visitor of byVisitor(events, goals).values()) countVisitor(tally, visitor, 1);
  return rowsOf(day, tally);
}

/**
 * What to add to a day's rollups when some visitors' counted views and goals grow from `before` to `after`
 * (all of those visitors' views and goals counted before, and all counted after): each visitor's old share
 * out, their new share in. A late view can join two visits or change a visit's entry page, so a visitor is
 * counted again whole, never by adding the new view alone.
 */
export function rollupChange(day: string, before: VisitorDay, after: VisitorDay): { daily: DailyRow[]; hourly: HourlyRow[] } {
  const tally = emptyTally();
  for (const visitor of byVisitor(before.events, before.goals).values()) countVisitor(tally, visitor, -1);
  for (const visitor of byVisitor(after.events, after.goals).values()) countVisitor(tally, visitor, 1);
  return rowsOf(day, tally);
}
