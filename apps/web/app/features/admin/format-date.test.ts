import { describe, expect, test } from 'vitest';
import { customRangeLabel, formatDashboardDate, formatDayLabel } from './format-date';

describe('dashboard dates', () => {
  test('read day short-month year hh:mm AM/PM, as product §13 shows', () => {
    expect(formatDashboardDate('2026-11-21T10:15:00Z', 'Asia/Kolkata')).toBe('21 Nov 2026 03:45 PM');
  });

  test('are shown in the admin’s zone', () => {
    expect(formatDashboardDate('2026-11-21T10:15:00Z', 'America/New_York')).toBe('21 Nov 2026 05:15 AM');
    expect(formatDashboardDate('2026-07-01T10:15:00Z', 'Europe/London')).toBe('01 Jul 2026 11:15 AM');
  });

  test('pad the day and the hour, and write midnight and noon as 12', () => {
    expect(formatDashboardDate('2026-01-05T00:07:00Z', 'Europe/London')).toBe('05 Jan 2026 12:07 AM');
    expect(formatDashboardDate('2026-01-05T12:00:00Z', 'Europe/London')).toBe('05 Jan 2026 12:00 PM');
  });

  test('write September with three letters', () => {
    expect(formatDashboardDate('2026-09-09T09:09:00Z', 'Europe/London')).toBe('09 Sep 2026 10:09 AM');
  });

  test('leave a missing or unreadable value empty', () => {
    expect(formatDashboardDate(null)).toBe('');
    expect(formatDashboardDate('')).toBe('');
    expect(formatDashboardDate('not a date')).toBe('');
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
