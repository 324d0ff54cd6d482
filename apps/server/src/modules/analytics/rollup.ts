import { analyticsGoals, type AnalyticsGoal } from '@tarang/shared/analytics';
import type { AnalyticsCounts } from '../../db/database';
import { referrerHost } from './classify';
import type { DailyRow, HourlyRow, StoredAnalyticsEvent } from './analytics.repository';

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
const hourOf = (at: Date | string) => new Date(time(at)).toISOString().slice(0, 13);

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

export function rollupDay(day: string, events: StoredAnalyticsEvent[], goals: { visitor: string; goal: string; at: Date | string }[]): { daily: DailyRow[]; hourly: HourlyRow[] } {
  const daily = new Map<string, AnalyticsCounts & { dimension: string; value: string }>();
  const hourly = new Map<string, AnalyticsCounts>();
  const row = (dimension: string, value: string) => {
    const key = `${dimension}\u0000${value}`;
    let r = daily.get(key);
    if (!r) daily.set(key, (r = { ...zero(), dimension, value }));
    return r;
  };
  const hour = (h: string) => {
    let r = hourly.get(h);
    if (!r) hourly.set(h, (r = zero()));
    return r;
  };

  const goalsOf = new Map<string, Set<AnalyticsGoal>>();
  for (const g of goals) {
    if (!(analyticsGoals as readonly string[]).includes(g.goal)) continue;
    let set = goalsOf.get(g.visitor);
    if (!set) goalsOf.set(g.visitor, (set = new Set()));
    if (!set.has(g.goal as AnalyticsGoal)) {
      set.add(g.goal as AnalyticsGoal);
      hour(hourOf(g.at))[goalColumn(g.goal as AnalyticsGoal)]++;
    }
  }

  const byVisitor = new Map<string, StoredAnalyticsEvent[]>();
  for (const e of events) {
    let list = byVisitor.get(e.visitor);
    if (!list) byVisitor.set(e.visitor, (list = []));
    list.push(e);
  }
  const totalGoals = row('total', '');
  for (const set of goalsOf.values()) for (const g of set) totalGoals[goalColumn(g)]++;

  for (const [visitor, views] of byVisitor) {
    views.sort((a, b) => time(a.at) - time(b.at));
    const visits: Visit[] = [];
    let last = -Infinity;
    for (const view of views) {
      if (time(view.at) - last > VISIT_GAP_MS) visits.push({ views: [] });
      visits.at(-1)!.views.push(view);
      last = time(view.at);
    }
    hour(hourOf(views[0]!.at)).visitors++;
    const reached = goalsOf.get(visitor);
    // Each row this visitor belongs to counts them once as a visitor and once per goal reached.
    const seen = new Set<string>();
    for (const visit of visits) {
      const bounced = visit.views.length === 1;
      const h = hour(hourOf(visit.views[0]!.at));
      h.visits++;
      if (bounced) h.bounces++;
      for (const v of visit.views) hour(hourOf(v.at)).views++;
      for (const [dimension, values] of Object.entries(visitValues(visit))) {
        for (const value of values) {
          const r = row(dimension, value);
          r.visits++;
          r.views += dimension === 'page' ? visit.views.filter((v) => v.path === value).length : visit.views.length;
          if (bounced) r.bounces++;
          const key = `${dimension}\u0000${value}`;
          if (seen.has(key)) continue;
          seen.add(key);
          r.visitors++;
          // The total row's goals are counted above, visitors with no view included.
          if (dimension !== 'total') for (const g of reached ?? []) r[goalColumn(g)]++;
        }
      }
    }
  }
  if (byVisitor.size === 0 && goalsOf.size === 0) daily.clear();
  return {
    daily: [...daily.values()].map((r) => ({ ...r, day })),
    hourly: [...hourly.entries()].map(([h, r]) => ({ ...r, hour: h })),
  };
}
