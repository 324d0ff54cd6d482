// Checks a request's parameters against the one definition (messaging-api.ts), giving the documented
// error codes: missing_parameter before invalid_parameter, in the order the reference lists them.
// The test-mode server validates with it; Try it may show the same words before sending.
import type { MessagingCall, MessagingParam } from './messaging-api';

export type CheckedParams = Record<string, string | number | undefined>;

export type ParamCheck =
  | { ok: true; params: CheckedParams }
  | { ok: false; code: 'missing_parameter' | 'invalid_parameter'; param: string; message: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function problemWith(p: MessagingParam, value: string): string | undefined {
  const r = p.rule;
  if (r.maxLength !== undefined && value.length > r.maxLength) return `${p.name} must be at most ${r.maxLength} characters`;
  if (r.type === 'integer') {
    if (!/^-?\d{1,9}$/.test(value)) return `${p.name} must be a whole number`;
    const n = Number(value);
    if ((r.minimum !== undefined && n < r.minimum) || (r.maximum !== undefined && n > r.maximum)) {
      return `${p.name} must be from ${r.minimum} to ${r.maximum}`;
    }
  }
  if (r.enum && !r.enum.includes(value)) return `${p.name} must be one of ${r.enum.join(', ')}`;
  if (r.pattern && !new RegExp(r.pattern).test(value)) return `${p.name} ${r.patternWords ?? 'has the wrong format'}`;
  if (r.format === 'date' && (!ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) {
    return `${p.name} must be a date such as 2026-10-01`;
  }
  if (r.format === 'date-time' && (!ISO_DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))) {
    return `${p.name} must be an ISO 8601 date-time such as 2026-11-01T00:00:00Z`;
  }
  return undefined;
}

/** The call's parameters from what arrived (query, form and path together); others are ignored. */
export function checkParams(call: MessagingCall, input: Record<string, unknown>): ParamCheck {
  const params: CheckedParams = {};
  for (const p of call.params) {
    const raw = input[p.name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (text === '') {
      if (p.required) return { ok: false, code: 'missing_parameter', param: p.name, message: `Missing parameter: ${p.name}` };
      continue;
    }
    const problem = problemWith(p, text);
    if (problem) return { ok: false, code: 'invalid_parameter', param: p.name, message: `Invalid parameter: ${problem}` };
    params[p.name] = p.rule.type === 'integer' ? Number(text) : text;
  }
  return { ok: true, params };
}
