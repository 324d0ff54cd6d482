import { describe, expect, test } from 'vitest';
import { civilDateAt, formatDayNumber, startOfDayInstant, zoneCalendar, zoneOffsetMs } from './time-zone';

// zoneCalendar finds a zone's clock changes once (Temporal's getTimeZoneTransition) so the leads-per-day
// chart walks its days without one Intl call per day (docs/decisions/036-dashboard-charts.md,
// docs/decisions/044-time-zones-and-front-matter.md). It must agree with Intl everywhere the chart can look.

const DAY = 86_400_000;
// The chart's own zones, and ones whose changes are unusual: Santiago's midnight jumps, Casablanca's
// month-long pause for Ramadan, Lord Howe's half-hour summer time, Boa Vista's summer time of October
// 2000 that lasted under a week, Monrovia's offset in whole seconds (-0:44:30) until 1972.
const zones = [
  'UTC',
  'Asia/Kolkata',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Europe/London',
  'America/Santiago',
  'Africa/Casablanca',
  'Australia/Lord_Howe',
  'America/Boa_Vista',
  'Africa/Monrovia',
];
const daysTo2040 = (Date.UTC(2041, 0, 1) - Date.UTC(1970, 0, 1)) / DAY;
// `npm test` compares every 13th day with Intl (a fixed sample: 13 walks every weekday and, over the
// years, every day of the month); `npm run test:hard` (TARANG_HARD=1) compares every day.
const STRIDE = process.env.TARANG_HARD === '1' ? 1 : 13;

describe.each(zones)('zoneCalendar(%s)', (zone) => {
  test(`the offset on ${STRIDE === 1 ? 'every day' : `every ${STRIDE}th day`} of 1970-2040 is the one Intl gives`, { timeout: 60_000 }, () => {
    const calendar = zoneCalendar(zone);
    const wrong: string[] = [];
    for (let d = 0; d < daysTo2040; d += STRIDE) {
      const t = d * DAY + DAY / 2;
      if (calendar.offsetAt(t) !== zoneOffsetMs(t, zone)) wrong.push(new Date(t).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  test('every clock change of 1970-2040 is found to the second', { timeout: 60_000 }, () => {
    const calendar = zoneCalendar(zone);
    // The instants where the table's offset changes, each checked against Intl a second either side.
    const wrong: string[] = [];
    let changes = 0;
    for (let d = 0; d < daysTo2040; d++) {
      const a = d * DAY;
      if (calendar.offsetAt(a) === calendar.offsetAt(a + DAY)) continue;
      let lo = a;
      let hi = a + DAY;
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (calendar.offsetAt(mid) === calendar.offsetAt(a)) lo = mid;
        else hi = mid;
      }
      changes++;
      for (const t of [lo, hi]) if (calendar.offsetAt(t) !== zoneOffsetMs(t, zone)) wrong.push(new Date(t).toISOString());
    }
    expect(wrong).toEqual([]);
    // British Standard Time kept summer time all year until 1971-10-31; then two changes a year.
    if (zone === 'Europe/London') expect(changes).toBe(139);
    if (zone === 'UTC') expect(changes).toBe(0);
    // Summer time in 1985-1988 and 1999-2000, the last from 2000-10-08 to 2000-10-15, then none again.
    if (zone === 'America/Boa_Vista') {
      expect(changes).toBe(10);
      expect(calendar.offsetAt(Date.UTC(2000, 9, 11, 12))).toBe(-3 * 3_600_000);
    }
  });

  test(`the start of ${STRIDE === 1 ? 'every day' : `every ${STRIDE}th day`} of 2020-2035 and its date match startOfDayInstant and civilDateAt`, { timeout: 60_000 }, () => {
    const calendar = zoneCalendar(zone);
    const wrong: string[] = [];
    for (let day = Date.UTC(2020, 0, 1) / DAY; day < Date.UTC(2036, 0, 1) / DAY; day += STRIDE) {
      const label = formatDayNumber(day);
      const [year, month, date] = label.split('-').map(Number) as [number, number, number];
      const start = startOfDayInstant({ year, month, day: date }, zone);
      if (calendar.startOfDay(day) !== start) wrong.push(`start of ${label}`);
      const civil = civilDateAt(new Date(start), zone);
      if (calendar.dayAt(start) !== Date.UTC(civil.year, civil.month - 1, civil.day) / DAY) wrong.push(`day of ${new Date(start).toISOString()}`);
      if (calendar.dayAt(start - 1) !== calendar.dayAt(start) - 1) wrong.push(`day before ${label}`);
    }
    expect(wrong).toEqual([]);
  });
});

test('formatDayNumber names the days of years 0-9999 as Date does: every day of 1900-2100, every 7th elsewhere', { timeout: 60_000 }, () => {
  const wrong: number[] = [];
  const check = (day: number) => {
    if (formatDayNumber(day) !== new Date(day * DAY).toISOString().slice(0, 10)) wrong.push(day);
  };
  // Day -719,528 is 0000-01-01 (Date.UTC would read year 0 as 1900).
  for (let day = -719_528; day <= Date.UTC(9999, 11, 31) / DAY; day += 7) check(day);
  for (let day = Date.UTC(1900, 0, 1) / DAY; day <= Date.UTC(2100, 11, 31) / DAY; day++) check(day);
  check(Date.UTC(9999, 11, 31) / DAY);
  expect(wrong).toEqual([]);
});

test('zoneCalendar refuses an unknown zone as Intl does, and keeps one table per zone', () => {
  expect(() => zoneCalendar('Mars/Olympus_Mons')).toThrow(RangeError);
  expect(zoneCalendar('Asia/Kolkata')).toBe(zoneCalendar('Asia/Kolkata'));
  expect(zoneCalendar('Asia/Kolkata').startOfDay(0)).toBe(Date.UTC(1970, 0, 1) - 5.5 * 3_600_000);
});

test("zoneCalendar answers for every name Intl knows: ICU's own (IST, SystemV/AST4), old IANA names, offsets, any case", () => {
  const noon = Date.UTC(2026, 2, 29, 12);
  for (const name of ['IST', 'SystemV/AST4', 'Asia/Calcutta', 'asia/kolkata', 'US/Pacific', 'PST', 'EST', '+05:30', 'utc']) {
    const calendar = zoneCalendar(name);
    expect({ name, offset: calendar.offsetAt(noon) }).toEqual({ name, offset: zoneOffsetMs(noon, name) });
    const civil = civilDateAt(new Date(noon), name);
    expect({ name, start: calendar.startOfDay(calendar.dayAt(noon)) }).toEqual({ name, start: startOfDayInstant(civil, name) });
  }
});
