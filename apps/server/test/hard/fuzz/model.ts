import { firstErrorPerField } from '@tarang/shared/validation';
import type { LightMyRequestResponse } from 'fastify';
import type { ZodType } from 'zod';
import { storableText } from '../../../src/plugins/validation';
import type { Context, RequestSpec } from './target';

// The schema as a model (docs/decisions/011-hardening.md): where a route has a schema, the server accepts
// exactly what the schema accepts, answers the schema's field messages, and stores what the schema made of
// the input. The route modules build their models from these.

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'];

/** The object the route validates, when the request is plain JSON the model can predict; undefined otherwise. */
function modelInput(spec: RequestSpec): Record<string, unknown> | undefined {
  if (spec.method !== 'POST' || spec.body.kind !== 'json' || !JSON_TYPES.includes(spec.contentType ?? '')) return undefined;
  const text = JSON.stringify(spec.body.value);
  if (text === undefined || Buffer.byteLength(text) > 60_000 || /"(__proto__|constructor)"/.test(text)) return undefined;
  const parsed: unknown = JSON.parse(text);
  // docs/decisions/006: a body that is not an object is validated as {}.
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? storableText(parsed as Record<string, unknown>) : {};
}

function expectedFields(schema: ZodType, input: Record<string, unknown>) {
  const r = schema.safeParse(input);
  return r.success ? undefined : firstErrorPerField(r.error);
}

export function validationModel(
  schema: ZodType,
  onValid: (data: Record<string, unknown>, res: LightMyRequestResponse, ctx: Context) => Promise<string[]>,
  invalidMessage?: string,
) {
  return async (spec: RequestSpec, res: LightMyRequestResponse, ctx: Context): Promise<string[]> => {
    const input = modelInput(spec);
    if (!input) return [];
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      if (res.statusCode !== 400) return [`the schema refuses ${JSON.stringify(input).slice(0, 200)} but the answer was ${res.statusCode}`];
      const body = res.json() as { fields?: unknown; message?: string };
      const problems: string[] = [];
      const fields = expectedFields(schema, input);
      if (JSON.stringify(body.fields) !== JSON.stringify(fields))
        problems.push(`fields ${JSON.stringify(body.fields)}, the schema says ${JSON.stringify(fields)}`);
      if (invalidMessage && body.message !== invalidMessage) problems.push(`invalid-input sentence ${body.message}`);
      return problems;
    }
    return onValid(parsed.data as Record<string, unknown>, res, ctx);
  };
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Paged admin calls (the lists, the audit trail): with the shared admin session a query the schema accepts is a 200. */
export const pagedListModel = (schema: ZodType<{ cursor?: string | undefined }>) => async (spec: RequestSpec, res: LightMyRequestResponse): Promise<string[]> => {
  if (spec.auth !== 'admin' || spec.method !== 'GET') return [];
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of spec.query ?? []) {
    const had = query[k];
    query[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
  }
  const parsed = schema.safeParse(storableText(query));
  if (!parsed.success) return res.statusCode === 400 ? [] : [`the schema refuses ${JSON.stringify(query).slice(0, 200)} but the answer was ${res.statusCode}`];
  // A cursor the schema accepts may still be one the server never made (400); anything else is a 200.
  if (res.statusCode === 200) return Array.isArray(res.json()) ? [] : ['a list answer that is not an array'];
  return res.statusCode === 400 && parsed.data.cursor !== undefined ? [] : [`a valid list query answered ${res.statusCode}: ${res.body.slice(0, 200)}`];
};
