// Small helpers for the messages the server writes.

/** A subject line from visitor text: one line, collapsed spaces, bounded length. */
export function oneLine(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Aligned "Label:  value" lines, so a sales inbox reads every field at a glance. */
export function fieldLines(fields: [label: string, value: string][]): string {
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  return fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
}

/**
 * An instant as a person in `timeZone` reads it, with the zone named: "Sun, 29 Nov 2026, 15:35 India
 * Standard Time". The sales team reads lead times in its own zone (SALES_TIME_ZONE), never raw UTC.
 */
export function formatZonedTime(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'long',
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}
