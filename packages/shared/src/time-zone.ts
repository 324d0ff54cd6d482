import { Temporal } from 'temporal-polyfill/implementation';

/**
 * Calendar days in an IANA time zone, shared by the dashboard's date filter (which sends day
 * boundaries as instants) and the server's per-day statistics (which must cut days at the same
 * instants): product §13, boundaries are computed in the admin's browser time zone.
 *
 * Pure: the zone comes in as an argument. Offsets come from Intl, which knows every daylight-saving
 * rule of the zone; the server's zoneCalendar reads the instants a zone's clock changes from Temporal.
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
  return startOfWallDay(utcMs(date.year, date.month - 1, date.day), (ms) => zoneOffsetMs(ms, timeZone));
}

/**
 * startOfDayInstant of the day whose midnight reads `wall` (as if UTC), with the zone's offsets given
 * as a function: Intl itself, or a zoneCalendar's table.
 */
function startOfWallDay(wall: number, offsetAt: (instantMs: number) => number): number {
  // Offsets a day either side bracket any transition on this date. The candidates are whole seconds,
  // so their wall-clock time is the instant plus its offset.
  const early = wall - offsetAt(wall - DAY_MS);
  const late = wall - offsetAt(wall + DAY_MS);
  const earlyExact = early + offsetAt(early) === wall;
  const lateExact = late + offsetAt(late) === wall;
  if (earlyExact && lateExact) return Math.min(early, late);
  if (earlyExact) return early;
  if (lateExact) return late;
  return Math.max(early, late);
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

/**
 * 'YYYY-MM-DD' of a day number (days from 1970-01-01), by integer arithmetic: the leads-per-day chart
 * labels thousands of days per call, and formatting a Date for each cost more than the rest of its walk.
 * (H. Hinnant's days-to-civil algorithm, proleptic Gregorian calendar, as Date and formatIsoDate use.)
 */
export function formatDayNumber(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return formatIsoDate({ year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d });
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

/**
 * A zone's offsets as a table of the instants its clock changes, found once and kept, for code that walks
 * many days (the leads-per-day chart walks up to 3,700 midnights per call: one Intl call per day was most
 * of its time; docs/decisions/036-dashboard-charts.md). Server-side only. Days are numbered from
 * 1970-01-01 (day 0), as the zone's calendar reads them.
 *
 * The changes come from Temporal's getTimeZoneTransition, in temporal-polyfill's own implementation on
 * every Node (docs/decisions/044-time-zones-and-front-matter.md): it finds them from Intl, with probe
 * intervals its authors fit to the shortest gap between two changes in the time-zone database, and takes
 * every zone Intl takes, where Node 26's built-in Temporal refuses some (SystemV/AST4). The table keeps
 * them in blocks of 52 weeks. Answers equal zoneOffsetMs, startOfDayInstant and
 * civilDateAt; the tests compare every day of 1970-2040 with Intl in zones with unusual changes.
 */
export interface ZoneCalendar {
  /** zoneOffsetMs. */
  offsetAt(instantMs: number): number;
  /** The number of the zone's day that holds the instant (civilDateAt). */
  dayAt(instantMs: number): number;
  /** The first instant of a day of the zone (startOfDayInstant). */
  startOfDay(day: number): number;
}

const BLOCK_MS = 52 * 7 * DAY_MS;
/** Bounds on what the tables keep: enough for every zone an admin team uses over ten years. */
const MAX_ZONES = 32;
const MAX_BLOCKS_PER_ZONE = 64;

/** One block: the offset from its start, and each change after it (instants ascending, whole seconds). */
interface OffsetBlock {
  at: number[];
  offset: number[];
}

const calendars = new Map<string, ZoneCalendar>();

/**
 * `zone` is the name Intl resolved (Asia/Calcutta for IST): Temporal takes IANA names only, Intl also
 * ICU's own, and the tables answer for every zone isTimeZone lets through.
 */
function offsetBlock(start: number, zone: string): OffsetBlock {
  // Walked backwards from the block's end: the polyfill's search for an earlier change stops at 1843,
  // before the first in the time-zone database, whereas one for a later change runs to three years past
  // today whatever the block.
  const at: number[] = [];
  const offset: number[] = [];
  let from = Temporal.Instant.fromEpochMilliseconds(start + BLOCK_MS).toZonedDateTimeISO(zone);
  for (;;) {
    const change = from.getTimeZoneTransition('previous');
    if (!change || change.epochMilliseconds <= start) break;
    at.push(change.epochMilliseconds);
    offset.push(change.offsetNanoseconds / 1_000_000);
    from = change;
  }
  at.push(start);
  offset.push(zoneOffsetMs(start, zone));
  return { at: at.reverse(), offset: offset.reverse() };
}

export function zoneCalendar(timeZone: string): ZoneCalendar {
  const known = calendars.get(timeZone);
  if (known) return known;
  // Throws a RangeError for an unknown zone, as the Intl functions do.
  const zone = zoneFormatter(timeZone).resolvedOptions().timeZone;
  const blocks = new Map<number, OffsetBlock>();
  const offsetAt = (instantMs: number) => {
    const ms = Math.floor(instantMs / 1000) * 1000;
    const index = Math.floor(ms / BLOCK_MS);
    let block = blocks.get(index);
    if (!block) {
      if (blocks.size >= MAX_BLOCKS_PER_ZONE) blocks.clear();
      block = offsetBlock(index * BLOCK_MS, zone);
      blocks.set(index, block);
    }
    let k = block.at.length - 1;
    while (block.at[k]! > ms) k--;
    return block.offset[k]!;
  };
  const calendar: ZoneCalendar = {
    offsetAt,
    dayAt: (instantMs) => Math.floor((instantMs + offsetAt(instantMs)) / DAY_MS),
    startOfDay: (day) => startOfWallDay(day * DAY_MS, offsetAt),
  };
  if (calendars.size >= MAX_ZONES) calendars.clear();
  calendars.set(timeZone, calendar);
  return calendar;
}
