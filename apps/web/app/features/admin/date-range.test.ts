import { startOfDayInstant, zoneOffsetMs } from '@tarang/shared/time-zone';
import { describe, expect, test } from 'vitest';
import {
  coveredDates,
  dateFilterOptions,
  dateRangeFor,
  reconcileCustomDates,
  todayIn,
  type CustomDates,
  type DateFilterOption,
  type InstantRange,
} from './date-range';

const at = (iso: string) => new Date(iso);
const hours = (range: InstantRange) => (Date.parse(range.to!) - Date.parse(range.from!)) / 3_600_000;

interface RangeCase {
  name: string;
  /** The instant the filter is chosen at, and the admin's zone. */
  now: string;
  zone: string;
  custom?: Partial<CustomDates>;
  range: InstantRange;
  /** The range's length, where daylight saving makes it other than whole days. */
  hours?: number;
}

/** One test a case: the bounds the option sends at that instant in that zone. */
function rangeCases(option: DateFilterOption, cases: RangeCase[]) {
  test.each(cases)('$name', ({ now, zone, custom, range, hours: length }) => {
    const sent = dateRangeFor(option, at(now), zone, custom);
    expect(sent).toEqual(range);
    if (length !== undefined) expect(hours(sent)).toBe(length);
  });
}

describe('the filter options', () => {
  test('are the spec options, in the spec order', () => {
    expect(dateFilterOptions.map((o) => o.label)).toEqual(['All Time', 'Today', 'This Week', 'This Month', 'This Year', 'Custom']);
  });
});

describe('All Time', () => {
  test('sends no bounds at all', () => {
    expect(dateRangeFor('all', at('2026-11-21T10:00:00Z'), 'Asia/Kolkata')).toEqual({});
  });
});

describe('Today', () => {
  rangeCases('today', [
    // 15:30 IST on Saturday 21 Nov 2026.
    { name: 'runs from local midnight to the next local midnight in India', now: '2026-11-21T10:00:00Z', zone: 'Asia/Kolkata', range: { from: '2026-11-20T18:30:00.000Z', to: '2026-11-21T18:30:00.000Z' } },
    { name: 'follows the admin’s zone, not UTC: 20:00 UTC is already tomorrow in India', now: '2026-11-21T20:00:00Z', zone: 'Asia/Kolkata', range: { from: '2026-11-21T18:30:00.000Z', to: '2026-11-22T18:30:00.000Z' } },
    { name: 'follows the admin’s zone, not UTC: 20:00 UTC is still today in New York', now: '2026-11-21T20:00:00Z', zone: 'America/New_York', range: { from: '2026-11-21T05:00:00.000Z', to: '2026-11-22T05:00:00.000Z' } },
    { name: 'is 23 hours long on the day London springs forward', now: '2026-03-29T12:00:00Z', zone: 'Europe/London', range: { from: '2026-03-29T00:00:00.000Z', to: '2026-03-29T23:00:00.000Z' }, hours: 23 },
    { name: 'is 25 hours long on the day New York falls back', now: '2026-11-01T15:00:00Z', zone: 'America/New_York', range: { from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' }, hours: 25 },
    // Chile moves from 00:00 -04 straight to 01:00 -03 on Sunday 6 Sep 2026.
    { name: 'starts at the jump on a day whose midnight does not exist (Santiago, September)', now: '2026-09-06T15:00:00Z', zone: 'America/Santiago', range: { from: '2026-09-06T04:00:00.000Z', to: '2026-09-07T03:00:00.000Z' } },
  ]);
});

describe('This Week (from Sunday)', () => {
  rangeCases('week', [
    // Sunday 22 Nov 2026, 09:00 IST.
    { name: 'on a Sunday starts that same Sunday', now: '2026-11-22T03:30:00Z', zone: 'Asia/Kolkata', range: { from: '2026-11-21T18:30:00.000Z', to: '2026-11-28T18:30:00.000Z' } },
    { name: 'on a Saturday starts the Sunday before', now: '2026-11-21T10:00:00Z', zone: 'Asia/Kolkata', range: { from: '2026-11-14T18:30:00.000Z', to: '2026-11-21T18:30:00.000Z' } },
    { name: 'is 7 days and 1 hour long across New York’s fall-back Sunday', now: '2026-11-04T17:00:00Z', zone: 'America/New_York', range: { from: '2026-11-01T04:00:00.000Z', to: '2026-11-08T05:00:00.000Z' }, hours: 7 * 24 + 1 },
    // Thursday 31 Dec 2026: the week runs Sunday 27 Dec to Saturday 2 Jan.
    { name: 'crosses a month and a year boundary', now: '2026-12-31T12:00:00Z', zone: 'Europe/London', range: { from: '2026-12-27T00:00:00.000Z', to: '2027-01-03T00:00:00.000Z' } },
  ]);

  test('at the same instant can be a different week in another zone', () => {
    // 02:00 UTC Sunday 22 Nov is still Saturday evening in New York.
    const now = at('2026-11-22T02:00:00Z');
    expect(dateRangeFor('week', now, 'America/New_York').from).toBe('2026-11-15T05:00:00.000Z');
    expect(dateRangeFor('week', now, 'Asia/Kolkata').from).toBe('2026-11-21T18:30:00.000Z');
  });
});

describe('This Month', () => {
  rangeCases('month', [
    // 00:10 IST on 1 Nov 2026 (still 31 Oct in UTC).
    { name: 'on the first day of a month covers the whole month', now: '2026-10-31T18:40:00Z', zone: 'Asia/Kolkata', range: { from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z' } },
    // 23:59 IST on 30 Nov 2026.
    { name: 'on the last day of a month covers the same month', now: '2026-11-30T18:29:00Z', zone: 'Asia/Kolkata', range: { from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z' } },
    { name: 'ends in the next year in December', now: '2026-12-15T12:00:00Z', zone: 'America/New_York', range: { from: '2026-12-01T05:00:00.000Z', to: '2027-01-01T05:00:00.000Z' } },
    { name: 'takes each end’s own offset when daylight saving starts inside it (London, March)', now: '2026-03-31T22:30:00Z', zone: 'Europe/London', range: { from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T23:00:00.000Z' } },
    { name: 'handles February in a leap year', now: '2028-02-29T12:00:00Z', zone: 'Europe/London', range: { from: '2028-02-01T00:00:00.000Z', to: '2028-03-01T00:00:00.000Z' } },
  ]);
});

describe('This Year', () => {
  rangeCases('year', [
    // 00:30 on 1 Jan 2027 in New York is still 2027 there (05:30 UTC).
    { name: 'on the first day of the year covers that year', now: '2027-01-01T05:30:00Z', zone: 'America/New_York', range: { from: '2027-01-01T05:00:00.000Z', to: '2028-01-01T05:00:00.000Z' } },
    // 23:00 on 31 Dec 2026 in New York is 04:00 UTC on 1 Jan 2027.
    { name: 'on the last day of the year covers that year, even when UTC is already in the next', now: '2027-01-01T04:00:00Z', zone: 'America/New_York', range: { from: '2026-01-01T05:00:00.000Z', to: '2027-01-01T05:00:00.000Z' } },
    { name: 'in India starts at 18:30 UTC the evening before', now: '2026-06-15T12:00:00Z', zone: 'Asia/Kolkata', range: { from: '2025-12-31T18:30:00.000Z', to: '2026-12-31T18:30:00.000Z' } },
  ]);
});

describe('Custom', () => {
  rangeCases('custom', [
    { name: 'includes the whole end date by sending the next day’s local midnight', now: '2026-11-21T10:00:00Z', zone: 'Asia/Kolkata', custom: { from: '2026-11-01', to: '2026-11-30' }, range: { from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z' } },
    // London falls back on 25 Oct 2026: a 25-hour day.
    { name: 'one day (from = to) is that whole day', now: '2026-11-21T10:00:00Z', zone: 'Europe/London', custom: { from: '2026-10-25', to: '2026-10-25' }, range: { from: '2026-10-24T23:00:00.000Z', to: '2026-10-26T00:00:00.000Z' }, hours: 25 },
    { name: 'an empty from leaves the start open', now: '2026-11-21T10:00:00Z', zone: 'Asia/Kolkata', custom: { from: '', to: '2026-11-01' }, range: { to: '2026-11-01T18:30:00.000Z' } },
    { name: 'an empty to leaves the end open', now: '2026-11-21T10:00:00Z', zone: 'Asia/Kolkata', custom: { from: '2026-11-01', to: '' }, range: { from: '2026-10-31T18:30:00.000Z' } },
    { name: 'no dates leave both sides open', now: '2026-11-21T10:00:00Z', zone: 'Asia/Kolkata', custom: {}, range: {} },
    { name: 'ignores a date that does not exist', now: '2026-11-21T10:00:00Z', zone: 'Asia/Kolkata', custom: { from: '2026-02-30', to: 'soon' }, range: {} },
  ]);

  test('the start never passes the end: the date just changed wins', () => {
    expect(reconcileCustomDates({ from: '2026-11-25', to: '2026-11-20' }, 'from')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(reconcileCustomDates({ from: '2026-11-25', to: '2026-11-20' }, 'to')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(reconcileCustomDates({ from: '2026-11-01', to: '2026-11-20' }, 'from')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(reconcileCustomDates({ from: '', to: '2026-11-20' }, 'to')).toEqual({ from: '', to: '2026-11-20' });
  });
});

describe('helpers', () => {
  test('zone offsets come from Intl, daylight saving included', () => {
    expect(zoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  test('the start of a day is local midnight', () => {
    expect(new Date(startOfDayInstant({ year: 2026, month: 3, day: 8 }, 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(startOfDayInstant({ year: 2026, month: 3, day: 9 }, 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  test('today is the calendar date in the zone', () => {
    expect(todayIn(at('2026-11-21T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    expect(todayIn(at('2026-11-21T20:00:00Z'), 'America/New_York')).toBe('2026-11-21');
  });

  test('covered dates name each period’s first and last day', () => {
    const now = at('2026-11-21T10:00:00Z');
    const tz = 'Asia/Kolkata';
    expect(coveredDates('all', now, tz)).toEqual({});
    expect(coveredDates('today', now, tz)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(coveredDates('week', now, tz)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(coveredDates('month', now, tz)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(coveredDates('month', at('2026-12-05T10:00:00Z'), tz)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(coveredDates('year', now, tz)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(coveredDates('custom', now, tz, { from: '2026-11-02', to: '' })).toEqual({ from: '2026-11-02' });
  });
});
