import { lookingForOptions } from './demo';
import { isTimeZone } from './time-zone';
import { z } from './zod';

// The dashboard's charts (docs/decisions/036-dashboard-charts.md): leads per day and demo requests by
// service, under the dashboard's date filter. Admin token only (product §12).

export const statsPaths = {
  daily: '/api/admin/stats/daily',
  demosByService: '/api/admin/stats/demos-by-service',
} as const;

/** About ten years of days: one answer stays small whatever range is asked for. */
export const STATS_MAX_DAYS = 3700;

export const statsMessages = {
  timeZone: '`tz` must be an IANA time zone such as Asia/Kolkata',
  order: '`from` must be before `to`',
  tooLong: `Choose a range of at most ${STATS_MAX_DAYS.toLocaleString('en-US')} days`,
} as const;

/**
 * product §13: the same instants the date filter sends to the list calls (`to` exclusive, either side
 * may be open), plus the browser's zone, so days are cut at the admin's midnights.
 */
export const statsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: '`from` must be an ISO-8601 instant' }).optional(),
  to: z.iso.datetime({ offset: true, error: '`to` must be an ISO-8601 instant' }).optional(),
  tz: z.string({ error: statsMessages.timeZone }).max(64, statsMessages.timeZone).refine(isTimeZone, statsMessages.timeZone).default('UTC'),
});
export type StatsQuery = z.output<typeof statsQuerySchema>;

const count = z.number().int().min(0);

/** One calendar day of the admin's zone: leads that are not suspected spam, sign-ups, confirmations. */
export const dailyStatSchema = z.object({
  /** 'YYYY-MM-DD' in the requested zone. */
  day: z.string(),
  contacts: count,
  demos: count,
  signups: count,
  /** Subscribers confirmed that day who are still subscribed. */
  confirmedSubscribers: count,
});
export type DailyStat = z.output<typeof dailyStatSchema>;

export const dailyStatsSchema = z.object({ days: z.array(dailyStatSchema) });
export type DailyStats = z.output<typeof dailyStatsSchema>;

/** Every service of interest of the demo form (product §5), in the form's order, zeros included. */
export const demosByServiceSchema = z.object({
  services: z.array(z.object({ service: z.enum(lookingForOptions), demos: count })),
});
export type DemosByService = z.output<typeof demosByServiceSchema>;
