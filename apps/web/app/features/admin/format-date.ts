/**
 * product §9 and product §13: dashboard dates read 'day short-month year hh:mm AM/PM',
 * e.g. '21 Nov 2026 03:45 PM', in the admin's own time zone.
 *
 * Built from Intl parts in en-US on purpose: en-GB writes 'Sept' for September in
 * current ICU data, and the spec's pattern wants the three-letter month.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      ...(timeZone ? { timeZone } : {}),
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(key, f);
  }
  return f;
}

/** '21 Nov 2026 03:45 PM'; an empty or unreadable value gives ''. */
export function formatDashboardDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(date)) p[part.type] = part.value;
  return `${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date ('2026-11-01') in the dashboard's style: '01 Nov 2026'. */
export function formatDayLabel(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${m[3]} ${month} ${m[1]}` : isoDate;
}

/** How a custom range reads in the counts and messages. */
export function customRangeLabel(from: string, to: string): string {
  if (from && to) return from === to ? formatDayLabel(from) : `${formatDayLabel(from)} – ${formatDayLabel(to)}`;
  if (from) return `From ${formatDayLabel(from)}`;
  if (to) return `Until ${formatDayLabel(to)}`;
  return 'All Time';
}
