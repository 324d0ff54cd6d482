import type { z } from 'zod';

/** Field name → the first failing rule's message (the spec shows one message per field). */
export type FieldErrors = Record<string, string>;

/**
 * Collapse zod issues to one message per field: the first issue wins, and
 * schemas list their rules in the spec's order (required before format).
 */
export function firstErrorPerField(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** A pragmatic address check: one @, no spaces, a dot in the domain, at most 254 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;
