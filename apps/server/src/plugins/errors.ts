import { apiMessages, type ApiErrorBody } from '@tarang/shared/api';
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

/** Sends the one error shape (docs/decisions/006-api-errors.md). */
export function sendError(reply: FastifyReply, statusCode: number, message: string, fields?: ApiErrorBody['fields']) {
  const body: ApiErrorBody = { statusCode, error: message, message, ...(fields ? { fields } : {}) };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
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
