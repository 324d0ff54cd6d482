import { firstErrorPerField, type FieldErrors } from '@tarang/shared/validation';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/** Thrown by route validation; the error handler turns it into a 400 with each field's message. */
export class InputError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly fields: FieldErrors,
    message: string,
  ) {
    super(message);
  }
}

/** U+0000, and a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any field failed the whole
 * request with a 500; and a lone surrogate was stored as U+FFFD while the answer echoed the original.
 * Neither can be typed into a form, so both become U+FFFD before validation: the request is judged
 * on, stored as and answered with the same text on SQLite and PostgreSQL.
 */
export function storableText<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNSTORABLE, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(storableText) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    // defineProperty: a key named __proto__ stays a plain field and never sets a prototype.
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: storableText(v), enumerable: true, writable: true, configurable: true });
    return out as T;
  }
  return value;
}

/**
 * Route schemas are the shared zod schemas the forms use, so the server answers
 * with exactly the messages the browser shows (product §5).
 * A body that is not an object (null, a string, an array) is checked as {} so the
 * caller sees every required-field message at once.
 */
export const zodValidatorCompiler =
  (invalidMessage: string): FastifySchemaCompiler<ZodType> =>
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && (data === null || typeof data !== 'object' || Array.isArray(data)) ? {} : storableText(data);
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new InputError(firstErrorPerField(result.error), invalidMessage) };
  };

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. One pass over the text,
 * skipping strings; it runs before JSON.parse, so a body of 30,000 `[` never reaches the code that walks
 * the parsed value (storableText, the schemas), where it would overflow the stack and answer 500.
 */
function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind the depth rule: deeper bodies answer
 * 400 in the one error shape (docs/decisions/028-security-test-findings.md).
 */
export function registerJsonParser(app: FastifyInstance, maxDepth: number, tooDeepMessage: string, contentType = 'application/json') {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  if (app.hasContentTypeParser(contentType)) app.removeContentTypeParser(contentType);
  app.addContentTypeParser(contentType, { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string, maxDepth)) return done(Object.assign(new Error(tooDeepMessage), { statusCode: 400 }), undefined);
    return parseJson(request, body as string, done);
  });
}
