import { ANALYTICS_VIEW_PATH } from './analytics-beacon';
import { z } from './zod';

// First-party cookieless analytics (docs/product.md "Analytics", docs/decisions/050-cookieless-analytics.md):
// the public pages' beacon and the dashboard's Analytics page. The beacon is anonymous; the report is admin
// token only (product §12).

export const analyticsPaths = {
  /** The beacon: one page view, sent with navigator.sendBeacon as text/plain JSON. */
  view: ANALYTICS_VIEW_PATH,
  /** The Analytics page's numbers for a date range. */
  report: '/api/admin/analytics',
  /** One of the report's tables as a CSV file. */
  export: (table: string) => `/api/admin/analytics/export/${table}`,
} as const;

/** A page address or referrer longer than this was not made by a browser on this site: refused. */
const ANALYTICS_URL_MAX = 2000;

/** What the beacon sends: the page's address and the document's referrer ('' when there is none). */
export const analyticsViewSchema = z.object({
  u: z.string().min(1).max(ANALYTICS_URL_MAX),
  r: z.string().max(ANALYTICS_URL_MAX).optional(),
});
export type AnalyticsView = z.output<typeof analyticsViewSchema>;

/** The goals a visit can reach, recorded by the server when they happen, in the page's order. */
export const analyticsGoals = ['demo', 'contact', 'signup', 'subscribe', 'test_key'] as const;
export type AnalyticsGoal = (typeof analyticsGoals)[number];

export const analyticsGoalLabels: Record<AnalyticsGoal, string> = {
  demo: 'Demo request',
  contact: 'Contact question',
  signup: 'Sign-up',
  subscribe: 'Subscription',
  test_key: 'Test key created',
};

/** Where a visit came from, grouped. */
export type AnalyticsSource = 'search' | 'social' | 'direct' | 'other';

export type AnalyticsDevice = 'desktop' | 'mobile' | 'tablet';

/** The report's tables, in the page's order, with their headings. */
export const analyticsTables = {
  pages: 'Top pages',
  entries: 'Entry pages',
  sources: 'Sources',
  referrers: 'Referrers',
  utmSources: 'UTM sources',
  utmMediums: 'UTM mediums',
  utmCampaigns: 'UTM campaigns',
  devices: 'Devices',
} as const;
export type AnalyticsTable = keyof typeof analyticsTables;

/** Each table's first column: what its rows are. */
export const analyticsTableSubjects: Record<AnalyticsTable, string> = {
  pages: 'Page',
  entries: 'Entry page',
  sources: 'Source',
  referrers: 'Referrer',
  utmSources: 'UTM source',
  utmMediums: 'UTM medium',
  utmCampaigns: 'UTM campaign',
  devices: 'Device',
};

export const analyticsTableSchema = z.object({
  table: z.enum(Object.keys(analyticsTables) as [AnalyticsTable, ...AnalyticsTable[]], { error: 'No such table.' }),
});

/** A share as a percentage with one decimal ('12.5%'); '0%' when there is nothing to share. */
export function percent(part: number, whole: number): string {
  if (whole === 0) return '0%';
  return `${Math.round((part / whole) * 1000) / 10}%`;
}

/** A table's header and rows as they are shown and exported: the figures, then each goal's visitors and conversion rate. */
export function analyticsTableText(table: AnalyticsTable, rows: AnalyticsRow[]): { header: string[]; rows: string[][] } {
  const header = [analyticsTableSubjects[table], 'Visitors', 'Visits', 'Page views', 'Bounce rate', ...analyticsGoals.flatMap((g) => [analyticsGoalLabels[g], `${analyticsGoalLabels[g]} conversion`])];
  return {
    header,
    rows: rows.map((r) => [
      r.value,
      String(r.visitors),
      String(r.visits),
      String(r.views),
      percent(r.bounces, r.visits),
      ...analyticsGoals.flatMap((g) => [String(r.goals[g]), percent(r.goals[g], r.visitors)]),
    ]),
  };
}

/** Rows a table answers at most, the most visited first. */
export const ANALYTICS_TABLE_ROWS = 100;

const analyticsMessages = {
  order: '`from` must be before `to`',
} as const;

/** The dashboard's date filter's instants (`to` exclusive, either side open); days are UTC days. */
export const analyticsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: '`from` must be an ISO-8601 instant' }).optional(),
    to: z.iso.datetime({ offset: true, error: '`to` must be an ISO-8601 instant' }).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || Date.parse(q.from) < Date.parse(q.to), { message: analyticsMessages.order, path: ['from'] });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);
const goalCounts = z.object(Object.fromEntries(analyticsGoals.map((g) => [g, count])) as Record<AnalyticsGoal, typeof count>);

/**
 * Visitors are visitor-days (the hash changes every day); a visit ends after 30 minutes without a view;
 * a bounce is a visit of one page view; `goals` counts the visitors who reached each goal.
 */
const countsSchema = z.object({ visitors: count, visits: count, views: count, bounces: count, goals: goalCounts });
export type AnalyticsCounts = z.output<typeof countsSchema>;

const analyticsRowSchema = countsSchema.extend({ value: z.string() });
export type AnalyticsRow = z.output<typeof analyticsRowSchema>;

export const analyticsReportSchema = z.object({
  /** 'day' for UTC days ('YYYY-MM-DD'), 'hour' for a range of two days or less ('YYYY-MM-DDTHH' UTC). */
  interval: z.enum(['day', 'hour']),
  totals: countsSchema,
  series: z.array(countsSchema.extend({ period: z.string() })),
  tables: z.object(Object.fromEntries(Object.keys(analyticsTables).map((t) => [t, z.array(analyticsRowSchema)])) as Record<AnalyticsTable, z.ZodArray<typeof analyticsRowSchema>>),
  /** Landing (every visitor) → a service page → a demo request after it, in visitors. */
  funnel: z.object({ landing: count, service: count, demo: count }),
});
export type AnalyticsReport = z.output<typeof analyticsReportSchema>;
