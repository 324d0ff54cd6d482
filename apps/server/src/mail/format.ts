// Small helpers for the plain-text messages the server writes.

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
