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

/**
 * The one rule for an e-mail address, on every form and every call (docs/decisions/028-security-test-findings.md):
 * a plain mailbox. The local part is letters, digits and . _ + - ' with no dot first, last or twice in a row;
 * the domain is two or more labels (letters, digits, inner hyphens, 63 at most) ending in a top-level domain of
 * letters or its xn-- form. No display names, comments, groups, quoted local parts, `?`, `%`, `&` or `=`, so an
 * address is safe in a mailto: link, a mail header and a CSV cell. Each part is unambiguous: linear time.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
export const EMAIL_MAX_LENGTH = 254;
