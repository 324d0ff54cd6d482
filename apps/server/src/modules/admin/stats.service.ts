import { type DailyStats, type DemosByService, STATS_MAX_DAYS, statsMessages, type StatsQuery } from '@tarang/shared/admin-stats';
import { lookingForOptions } from '@tarang/shared/demo';
import { addDays, type CivilDate, civilDateAt, formatDayNumber, startOfDayInstant, zoneCalendar } from '@tarang/shared/time-zone';
import type { Clock } from '../../clock';
import { AppError } from '../../plugins/errors';
import { storedInstant } from './paging';
import { type DailySeries, dailySources, type StatsRepository } from './stats.repository';

const DAY = 86_400_000;
const series = Object.keys(dailySources) as DailySeries[];

const instant = (value: string | undefined) => (value === undefined ? undefined : Date.parse(storedInstant(value)));

/**
 * The calendar days of `timeZone` that [from, to) touches, each cut at the zone's midnights
 * (product §13: the same rule as the dashboard's date filter), the first and last clipped to the range.
 * The midnights come from the zone's table of clock changes (zoneCalendar), not one Intl call per day.
 */
export function daysBetween(from: number, to: number, timeZone: string): { days: string[]; bounds: number[] } {
  const calendar = zoneCalendar(timeZone);
  const days: string[] = [];
  const bounds = [from];
  let day = calendar.dayAt(from);
  let start = from;
  while (start < to) {
    if (days.length === STATS_MAX_DAYS) throw new AppError(400, statsMessages.tooLong);
    days.push(formatDayNumber(day));
    day++;
    start = Math.min(Math.max(calendar.startOfDay(day), start + 1), to);
    bounds.push(start);
  }
  return { days, bounds };
}

export function createStatsService(repo: StatsRepository, clock: Clock) {
  return {
    /**
     * Per day of the admin's zone over the filter's range. An open start begins on the day of the first
     * tallied lead (today when there is none); an open end stops after today.
     */
    async daily(query: StatsQuery): Promise<DailyStats> {
      const now = clock.now();
      const today = civilDateAt(now, query.tz);
      let from = instant(query.from);
      const to = instant(query.to) ?? startOfDayInstant(addDays(today, 1), query.tz);
      if (from === undefined) {
        const first = await repo.firstTalliedHour(series);
        const firstDay: CivilDate = first === undefined || first >= to ? today : civilDateAt(new Date(first), query.tz);
        from = Math.min(startOfDayInstant(firstDay, query.tz), to);
      }
      if (from > to) throw new AppError(400, statsMessages.order);
      // Fail fast before walking the calendar: a day is never shorter than 23 hours.
      if ((to - from) / DAY > STATS_MAX_DAYS * (24 / 23) + 1) throw new AppError(400, statsMessages.tooLong);
      const { days, bounds } = daysBetween(from, to, query.tz);
      const counts = await repo.bucketCounts(series, bounds);
      const bySeries = Object.fromEntries(series.map((s, i) => [s, counts[i]!])) as Record<DailySeries, number[]>;
      return {
        days: days.map((day, i) => ({
          day,
          contacts: bySeries.contacts[i]!,
          demos: bySeries.demos[i]!,
          signups: bySeries.signups[i]!,
          confirmedSubscribers: bySeries.confirmedSubscribers[i]!,
        })),
      };
    },

    /** Demo requests (not suspected spam) in the filter's range, per service of interest, in the form's order. */
    async demosByService(query: StatsQuery): Promise<DemosByService> {
      const from = instant(query.from);
      const to = instant(query.to);
      if (from !== undefined && to !== undefined && from > to) throw new AppError(400, statsMessages.order);
      const counts = await repo.demosByService(from, to);
      return { services: lookingForOptions.map((service) => ({ service, demos: counts.get(service) ?? 0 })) };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
