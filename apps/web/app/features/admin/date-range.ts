import { addDays, type CivilDate, civilDateAt, formatIsoDate, startOfDayInstant } from '@tarang/shared/time-zone';

/**
 * The dashboard's date filter (product §4 "Dashboard date filter"; product §13: boundaries are computed in the admin's browser time zone and sent as
 * instants, `to` exclusive).
 *
 * Everything here is pure: `now` and the IANA time zone come in as arguments, so tests can
 * pin the clock and try 'America/New_York' or 'Europe/London' without touching process TZ.
 * Zone offsets come from Intl, which knows every daylight-saving rule of the zone.
 */

export const dateFilterOptions = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'year', label: 'This Year' },
  { value: 'custom', label: 'Custom' },
] as const;

export type DateFilterOption = (typeof dateFilterOptions)[number]['value'];

/** A calendar date as the <input type="date"> gives it: 'YYYY-MM-DD'. */
export type IsoDate = string;

export interface CustomDates {
  from: IsoDate;
  to: IsoDate;
}

/** ISO instants for the list calls; a missing bound means unbounded on that side. */
export interface InstantRange {
  from?: string;
  to?: string;
}

function parseIsoDate(value: IsoDate): CivilDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day ? date : undefined;
}

/** Today's calendar date in the zone, for the date inputs. */
export function todayIn(now: Date, timeZone: string): IsoDate {
  return formatIsoDate(civilDateAt(now, timeZone));
}

function between(start: CivilDate, endExclusive: CivilDate, timeZone: string): InstantRange {
  return {
    from: new Date(startOfDayInstant(start, timeZone)).toISOString(),
    to: new Date(startOfDayInstant(endExclusive, timeZone)).toISOString(),
  };
}

/**
 * The instants to send for a filter option. Periods run from the start of their first day
 * to the start of the day after their last (the list calls treat `to` as exclusive).
 */
export function dateRangeFor(option: DateFilterOption, now: Date, timeZone: string, custom?: Partial<CustomDates>): InstantRange {
  const today = civilDateAt(now, timeZone);
  switch (option) {
    case 'all':
      return {};
    case 'today':
      return between(today, addDays(today, 1), timeZone);
    case 'week': {
      // product §4: This Week starts on Sunday.
      const sunday = addDays(today, -today.weekday);
      return between(sunday, addDays(sunday, 7), timeZone);
    }
    case 'month': {
      const first = { year: today.year, month: today.month, day: 1 };
      const next = today.month === 12 ? { year: today.year + 1, month: 1, day: 1 } : { year: today.year, month: today.month + 1, day: 1 };
      return between(first, next, timeZone);
    }
    case 'year':
      return between({ year: today.year, month: 1, day: 1 }, { year: today.year + 1, month: 1, day: 1 }, timeZone);
    case 'custom': {
      // product §4: the end date is inclusive, so the bound sent is the start of the next day.
      // An empty input leaves that side open.
      const start = custom?.from ? parseIsoDate(custom.from) : undefined;
      const end = custom?.to ? parseIsoDate(custom.to) : undefined;
      const range: InstantRange = {};
      if (start) range.from = new Date(startOfDayInstant(start, timeZone)).toISOString();
      if (end) range.to = new Date(startOfDayInstant(addDays(end, 1), timeZone)).toISOString();
      return range;
    }
  }
}

/**
 * product §5 "Dashboard custom range": the start date cannot exceed the end date. The inputs
 * carry min/max, but a typed date can still cross the other one; the date just changed wins
 * and the other follows it.
 */
export function reconcileCustomDates(dates: CustomDates, changed: 'from' | 'to'): CustomDates {
  if (!dates.from || !dates.to || dates.from <= dates.to) return dates;
  return changed === 'from' ? { from: dates.from, to: dates.from } : { from: dates.to, to: dates.to };
}

/** The calendar dates a range covers, end inclusive, for labels and file names. */
export function coveredDates(
  option: DateFilterOption,
  now: Date,
  timeZone: string,
  custom?: Partial<CustomDates>,
): { from?: IsoDate; to?: IsoDate } {
  const today = civilDateAt(now, timeZone);
  switch (option) {
    case 'all':
      return {};
    case 'today':
      return { from: formatIsoDate(today), to: formatIsoDate(today) };
    case 'week': {
      const sunday = addDays(today, -today.weekday);
      return { from: formatIsoDate(sunday), to: formatIsoDate(addDays(sunday, 6)) };
    }
    case 'month': {
      const last = addDays(today.month === 12 ? { year: today.year + 1, month: 1, day: 1 } : { year: today.year, month: today.month + 1, day: 1 }, -1);
      return { from: formatIsoDate({ ...today, day: 1 }), to: formatIsoDate(last) };
    }
    case 'year':
      return { from: `${today.year}-01-01`, to: `${today.year}-12-31` };
    case 'custom': {
      const out: { from?: IsoDate; to?: IsoDate } = {};
      if (custom?.from && parseIsoDate(custom.from)) out.from = custom.from;
      if (custom?.to && parseIsoDate(custom.to)) out.to = custom.to;
      return out;
    }
  }
}
