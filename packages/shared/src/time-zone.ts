/**
 * Calendar days in an IANA time zone, shared by the dashboard's date filter (which sends day
 * boundaries as instants) and the server's per-day statistics (which must cut days at the same
 * instants): product §13, boundaries are computed in the admin's browser time zone.
 *
 * Pure: the zone comes in as an argument. Offsets come from Intl, which knows every daylight-saving
 * rule of the zone.
 */

export interface CivilDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const DAY_MS = 86_400_000;

/** Date.UTC, except that years 0-99 stay themselves (Date.UTC reads them as 1900-1999). */
function utcMs(year: number, monthIndex: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, monthIndex, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}
const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time of an instant in a zone, expressed as if it were UTC milliseconds. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of zoneFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return utcMs(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at an instant, in milliseconds (seconds precision). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/**
 * The first instant of a calendar day in a zone. Usually local midnight; on a day whose
 * midnight is skipped by a daylight-saving jump (e.g. America/Santiago in September) it is
 * the moment of the jump, and on a day where midnight happens twice, the first of them.
 */
export function startOfDayInstant(date: CivilDate, timeZone: string): number {
  const wall = utcMs(date.year, date.month - 1, date.day);
  // Offsets a day either side bracket any transition on this date.
  const candidates = [wall - zoneOffsetMs(wall - DAY_MS, timeZone), wall - zoneOffsetMs(wall + DAY_MS, timeZone)];
  const exact = candidates.filter((t) => wallClockMs(t, timeZone) === wall);
  return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
}

/** The calendar date (and weekday, 0 = Sunday) of an instant in a zone. */
export function civilDateAt(instant: Date, timeZone: string): CivilDate & { weekday: number } {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), weekday: wall.getUTCDay() };
}

/** Calendar arithmetic on dates alone (no zone involved), normalising overflow. */
export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(utcMs(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function formatIsoDate(date: CivilDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** True when Intl knows the zone ('Asia/Kolkata', 'UTC'); false for anything else. */
export function isTimeZone(value: string): boolean {
  try {
    zoneFormatter(value);
    return true;
  } catch {
    return false;
  }
}
