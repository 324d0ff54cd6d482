import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A form refused in the one error shape (docs/decisions/006-api-errors.md): a 400 whose error and message
 * are the form's sentence, with exactly these field messages.
 */
export function expectFieldErrors(res: LightMyRequestResponse, sentence: string, fields: Record<string, string>) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ statusCode: 400, error: sentence, message: sentence, fields });
}
