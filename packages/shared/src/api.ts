import type { FieldErrors } from './validation';

/**
 * The one JSON error shape of every API answer that is not a success
 * (docs/decisions/006-api-errors.md). `error` and `message` carry the same
 * human sentence because the spec's screens read one or the other.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: FieldErrors;
}

export const apiMessages = {
  invalidInput: 'Please correct the highlighted fields.',
  malformedJson: 'The request body is not valid JSON.',
  tooDeep: 'The request body is nested too deeply.',
  unsupportedMediaType: 'Send the request body as application/json.',
  payloadTooLarge: 'The request body is too large (64 KB at most).',
  notFound: 'Not found.',
  /** A known address asked with a method it does not take: the Allow header lists those it does (RFC 9110 §15.5.6). */
  methodNotAllowed: 'This address does not take that method.',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
} as const;

export const BODY_LIMIT_BYTES = 64 * 1024;
/** Arrays and objects inside one another, at most (docs/decisions/028-security-test-findings.md). */
export const BODY_MAX_DEPTH = 32;
