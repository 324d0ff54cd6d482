import { describe, expect, test } from 'vitest';
import { customRangeLabel, formatDashboardDate, formatDayLabel } from './format-date';

describe('dashboard dates', () => {
  // Day, short month, year, hh:mm AM/PM (product §13), in the admin's zone.
  test.each([
    // product §13's own example.
    { iso: '2026-11-21T10:15:00Z', zone: 'Asia/Kolkata', shown: '21 Nov 2026 03:45 PM' },
    { iso: '2026-11-21T10:15:00Z', zone: 'America/New_York', shown: '21 Nov 2026 05:15 AM' },
    { iso: '2026-07-01T10:15:00Z', zone: 'Europe/London', shown: '01 Jul 2026 11:15 AM' },
    // The day and the hour are padded; midnight and noon are 12.
    { iso: '2026-01-05T00:07:00Z', zone: 'Europe/London', shown: '05 Jan 2026 12:07 AM' },
    { iso: '2026-01-05T12:00:00Z', zone: 'Europe/London', shown: '05 Jan 2026 12:00 PM' },
    // September has three letters too.
    { iso: '2026-09-09T09:09:00Z', zone: 'Europe/London', shown: '09 Sep 2026 10:09 AM' },
  ])('$iso in $zone reads $shown', ({ iso, zone, shown }) => {
    expect(formatDashboardDate(iso, zone)).toBe(shown);
  });

  test.each([null, '', 'not a date'])('leave %j empty', (value) => {
    expect(formatDashboardDate(value)).toBe('');
  });
});

describe('custom range labels', () => {
  test('write calendar dates in the same style', () => {
    expect(formatDayLabel('2026-09-01')).toBe('01 Sep 2026');
    expect(formatDayLabel('nonsense')).toBe('nonsense');
  });

  test('name both ends, one day, or the open side', () => {
    expect(customRangeLabel('2026-11-01', '2026-11-30')).toBe('01 Nov 2026 – 30 Nov 2026');
    expect(customRangeLabel('2026-11-21', '2026-11-21')).toBe('21 Nov 2026');
    expect(customRangeLabel('2026-11-01', '')).toBe('From 01 Nov 2026');
    expect(customRangeLabel('', '2026-11-30')).toBe('Until 30 Nov 2026');
    expect(customRangeLabel('', '')).toBe('All Time');
  });
});
