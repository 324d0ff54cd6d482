import type { DailyStat, DemosByService } from '@tarang/shared/admin-stats';
import { formatDayLabel } from '../format-date';

// What the charts say in words: the series' names, the summary a screen reader hears for each picture
// (its role="img" label) and the rows of the tables that stand in for them.

export const dailySeries = [
  { key: 'contacts', label: 'Contact questions' },
  { key: 'demos', label: 'Demo requests' },
  { key: 'signups', label: 'Sign-ups' },
  { key: 'confirmedSubscribers', label: 'Confirmed subscribers' },
] as const satisfies readonly { key: keyof Omit<DailyStat, 'day'>; label: string }[];

type DailySeriesKey = (typeof dailySeries)[number]['key'];

const number = new Intl.NumberFormat('en-US');

function dailyTotals(days: DailyStat[]): Record<DailySeriesKey, number> {
  const totals = { contacts: 0, demos: 0, signups: 0, confirmedSubscribers: 0 };
  for (const d of days) for (const { key } of dailySeries) totals[key] += d[key];
  return totals;
}

/** 'Leads per day from 01 Nov 2026 to 30 Nov 2026: 12 contact questions, ...; the busiest day was 21 Nov 2026 with 9 leads.' */
export function dailySummary(days: DailyStat[]): string {
  if (days.length === 0) return 'Leads per day: no days in this period.';
  const first = formatDayLabel(days[0]!.day);
  const last = formatDayLabel(days[days.length - 1]!.day);
  const span = days.length === 1 ? `on ${first}` : `from ${first} to ${last}`;
  const totals = dailyTotals(days);
  const parts = dailySeries.map(({ key, label }) => `${number.format(totals[key])} ${label.toLowerCase()}`);
  const all = (d: DailyStat) => dailySeries.reduce((sum, { key }) => sum + d[key], 0);
  const busiest = days.reduce((best, d) => (all(d) > all(best) ? d : best), days[0]!);
  const peak = all(busiest) > 0 && days.length > 1 ? `; the busiest day was ${formatDayLabel(busiest.day)} with ${number.format(all(busiest))}` : '';
  return `Leads per day ${span}: ${parts.join(', ')}${peak}.`;
}

/** 'Demo requests by service: SMS 12, VOICE 3, ... (15 in all).' */
export function servicesSummary(services: DemosByService['services']): string {
  const total = services.reduce((sum, s) => sum + s.demos, 0);
  if (total === 0) return 'Demo requests by service: none in this period.';
  const listed = [...services]
    .filter((s) => s.demos > 0)
    .sort((a, b) => b.demos - a.demos)
    .map((s) => `${s.service} ${number.format(s.demos)}`);
  return `Demo requests by service: ${listed.join(', ')} (${number.format(total)} in all).`;
}
