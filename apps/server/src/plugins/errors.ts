import { apiMessages, type ApiErrorBody } from '@tarang/shared/api';
import { TEST_BASE_PATH } from '@tarang/shared/messaging-api';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { InputError } from './validation';

/** A failure a service reports to the caller: its status and a sentence safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The row a service went for, or the call refused with `statusCode` and `message` when there is none. */
export function foundOr<T>(row: T | null | undefined, statusCode: number, message: string): T {
  if (row === null || row === undefined) throw new AppError(statusCode, message);
  return row;
}

/**
 * The messaging API's code for a refusal made before its routes (an address the router cannot place, a wrong
 * method, a body too large): its document names `invalid_request` for them (docs/decisions/042-api-contracts.md).
 */
function messagingCodeOf(statusCode: number): string {
  if (statusCode === 429) return 'rate_limited';
  if (statusCode >= 500) return 'internal_error';
  return 'invalid_request';
}

/**
 * Sends the one error shape (docs/decisions/006-api-errors.md). Under the messaging API's test base path the
 * same body also carries that API's `status` and `code`, so every answer there follows its document.
 */
export function sendError(reply: FastifyReply, statusCode: number, message: string, fields?: ApiErrorBody['fields']) {
  const body: ApiErrorBody = { statusCode, error: message, message, ...(fields ? { fields } : {}) };
  const messaging = reply.request.url.startsWith(`${TEST_BASE_PATH}/`) ? { status: 'error', code: messagingCodeOf(statusCode) } : {};
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ ...messaging, ...body });
}

const messageByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: apiMessages.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.malformedJson,
};

/** Maps every failure to the error shape; nothing internal (stack, SQL, driver text) reaches the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof InputError) {
      // A route may name the sentence its screen shows for invalid input (config.invalidMessage).
      const own = (request.routeOptions.config as { invalidMessage?: string } | undefined)?.invalidMessage;
      return sendError(reply, 400, own ?? err.message, err.fields);
    }
    if (err instanceof AppError) return sendError(reply, err.statusCode, err.message);
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return sendError(reply, status === 503 ? 503 : 500, apiMessages.internal);
    }
    if (status === 429) return sendError(reply, 429, err.message || apiMessages.tooManyRequests);
    const known = messageByCode[err.code] ?? (err instanceof SyntaxError ? apiMessages.malformedJson : undefined);
    return sendError(reply, status, known ?? err.message);
  });
}
