import { startOfDayInstant, zoneOffsetMs } from '@tarang/shared/time-zone';
import { describe, expect, test } from 'vitest';
import {
  coveredDates,
  dateFilterOptions,
  dateRangeFor,
  reconcileCustomDates,
  todayIn,
} from './date-range';

const at = (iso: string) => new Date(iso);
const hours = (range: { from?: string; to?: string }) => (Date.parse(range.to!) - Date.parse(range.from!)) / 3_600_000;

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
  test('runs from local midnight to the next local midnight in India', () => {
    // 15:30 IST on Saturday 21 Nov 2026.
    expect(dateRangeFor('today', at('2026-11-21T10:00:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2026-11-20T18:30:00.000Z',
      to: '2026-11-21T18:30:00.000Z',
    });
  });

  test('follows the admin’s zone, not UTC: 20:00 UTC is already tomorrow in India', () => {
    expect(dateRangeFor('today', at('2026-11-21T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2026-11-21T18:30:00.000Z',
      to: '2026-11-22T18:30:00.000Z',
    });
    expect(dateRangeFor('today', at('2026-11-21T20:00:00Z'), 'America/New_York')).toEqual({
      from: '2026-11-21T05:00:00.000Z',
      to: '2026-11-22T05:00:00.000Z',
    });
  });

  test('is 23 hours long on the day London springs forward', () => {
    const range = dateRangeFor('today', at('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(range).toEqual({ from: '2026-03-29T00:00:00.000Z', to: '2026-03-29T23:00:00.000Z' });
    expect(hours(range)).toBe(23);
  });

  test('is 25 hours long on the day New York falls back', () => {
    const range = dateRangeFor('today', at('2026-11-01T15:00:00Z'), 'America/New_York');
    expect(range).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' });
    expect(hours(range)).toBe(25);
  });

  test('starts at the jump on a day whose midnight does not exist (Santiago, September)', () => {
    // Chile moves from 00:00 -04 straight to 01:00 -03 on Sunday 6 Sep 2026.
    const range = dateRangeFor('today', at('2026-09-06T15:00:00Z'), 'America/Santiago');
    expect(range).toEqual({ from: '2026-09-06T04:00:00.000Z', to: '2026-09-07T03:00:00.000Z' });
  });
});

describe('This Week (from Sunday)', () => {
  test('on a Sunday starts that same Sunday', () => {
    // Sunday 22 Nov 2026, 09:00 IST.
    expect(dateRangeFor('week', at('2026-11-22T03:30:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2026-11-21T18:30:00.000Z',
      to: '2026-11-28T18:30:00.000Z',
    });
  });

  test('on a Saturday starts the Sunday before', () => {
    expect(dateRangeFor('week', at('2026-11-21T10:00:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2026-11-14T18:30:00.000Z',
      to: '2026-11-21T18:30:00.000Z',
    });
  });

  test('at the same instant can be a different week in another zone', () => {
    // 02:00 UTC Sunday 22 Nov is still Saturday evening in New York.
    const now = at('2026-11-22T02:00:00Z');
    expect(dateRangeFor('week', now, 'America/New_York').from).toBe('2026-11-15T05:00:00.000Z');
    expect(dateRangeFor('week', now, 'Asia/Kolkata').from).toBe('2026-11-21T18:30:00.000Z');
  });

  test('is 7 days and 1 hour long across New York’s fall-back Sunday', () => {
    const range = dateRangeFor('week', at('2026-11-04T17:00:00Z'), 'America/New_York');
    expect(range).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-08T05:00:00.000Z' });
    expect(hours(range)).toBe(7 * 24 + 1);
  });

  test('crosses a month and a year boundary', () => {
    // Thursday 31 Dec 2026: the week runs Sunday 27 Dec to Saturday 2 Jan.
    expect(dateRangeFor('week', at('2026-12-31T12:00:00Z'), 'Europe/London')).toEqual({
      from: '2026-12-27T00:00:00.000Z',
      to: '2027-01-03T00:00:00.000Z',
    });
  });
});

describe('This Month', () => {
  test('on the first day of a month covers the whole month', () => {
    // 00:10 IST on 1 Nov 2026 (still 31 Oct in UTC).
    expect(dateRangeFor('month', at('2026-10-31T18:40:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2026-10-31T18:30:00.000Z',
      to: '2026-11-30T18:30:00.000Z',
    });
  });

  test('on the last day of a month covers the same month', () => {
    // 23:59 IST on 30 Nov 2026.
    expect(dateRangeFor('month', at('2026-11-30T18:29:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2026-10-31T18:30:00.000Z',
      to: '2026-11-30T18:30:00.000Z',
    });
  });

  test('ends in the next year in December', () => {
    expect(dateRangeFor('month', at('2026-12-15T12:00:00Z'), 'America/New_York')).toEqual({
      from: '2026-12-01T05:00:00.000Z',
      to: '2027-01-01T05:00:00.000Z',
    });
  });

  test('takes each end’s own offset when daylight saving starts inside it (London, March)', () => {
    expect(dateRangeFor('month', at('2026-03-31T22:30:00Z'), 'Europe/London')).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-31T23:00:00.000Z',
    });
  });

  test('handles February in a leap year', () => {
    expect(dateRangeFor('month', at('2028-02-29T12:00:00Z'), 'Europe/London')).toEqual({
      from: '2028-02-01T00:00:00.000Z',
      to: '2028-03-01T00:00:00.000Z',
    });
  });
});

describe('This Year', () => {
  test('on the first day of the year covers that year', () => {
    // 00:30 on 1 Jan 2027 in New York is still 2027 there (05:30 UTC).
    expect(dateRangeFor('year', at('2027-01-01T05:30:00Z'), 'America/New_York')).toEqual({
      from: '2027-01-01T05:00:00.000Z',
      to: '2028-01-01T05:00:00.000Z',
    });
  });

  test('on the last day of the year covers that year, even when UTC is already in the next', () => {
    // 23:00 on 31 Dec 2026 in New York is 04:00 UTC on 1 Jan 2027.
    expect(dateRangeFor('year', at('2027-01-01T04:00:00Z'), 'America/New_York')).toEqual({
      from: '2026-01-01T05:00:00.000Z',
      to: '2027-01-01T05:00:00.000Z',
    });
  });

  test('in India starts at 18:30 UTC the evening before', () => {
    expect(dateRangeFor('year', at('2026-06-15T12:00:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2025-12-31T18:30:00.000Z',
      to: '2026-12-31T18:30:00.000Z',
    });
  });
});

describe('Custom', () => {
  test('includes the whole end date by sending the next day’s local midnight', () => {
    expect(dateRangeFor('custom', at('2026-11-21T10:00:00Z'), 'Asia/Kolkata', { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-10-31T18:30:00.000Z',
      to: '2026-11-30T18:30:00.000Z',
    });
  });

  test('one day (from = to) is that whole day', () => {
    const range = dateRangeFor('custom', at('2026-11-21T10:00:00Z'), 'Europe/London', { from: '2026-10-25', to: '2026-10-25' });
    // London falls back on 25 Oct 2026: a 25-hour day.
    expect(range).toEqual({ from: '2026-10-24T23:00:00.000Z', to: '2026-10-26T00:00:00.000Z' });
    expect(hours(range)).toBe(25);
  });

  test('an empty input leaves that side open', () => {
    const now = at('2026-11-21T10:00:00Z');
    expect(dateRangeFor('custom', now, 'Asia/Kolkata', { from: '2026-11-01', to: '' })).toEqual({ from: '2026-10-31T18:30:00.000Z' });
    expect(dateRangeFor('custom', now, 'Asia/Kolkata', { from: '', to: '2026-11-01' })).toEqual({ to: '2026-11-01T18:30:00.000Z' });
    expect(dateRangeFor('custom', now, 'Asia/Kolkata', {})).toEqual({});
  });

  test('ignores a date that does not exist', () => {
    expect(dateRangeFor('custom', at('2026-11-21T10:00:00Z'), 'Asia/Kolkata', { from: '2026-02-30', to: 'soon' })).toEqual({});
  });

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
