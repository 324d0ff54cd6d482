import { firstErrorPerField, type FieldErrors } from '@tarang/shared/validation';
import type { FastifySchemaCompiler } from 'fastify';
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

/**
 * Route schemas are the shared zod schemas the forms use, so the server answers
 * with exactly the messages the browser shows (spec 5).
 * A body that is not an object (null, a string, an array) is checked as {} so the
 * caller sees every required-field message at once.
 */
export const zodValidatorCompiler =
  (invalidMessage: string): FastifySchemaCompiler<ZodType> =>
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && (data === null || typeof data !== 'object' || Array.isArray(data)) ? {} : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new InputError(firstErrorPerField(result.error), invalidMessage) };
  };
