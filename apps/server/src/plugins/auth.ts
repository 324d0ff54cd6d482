import { authServerMessages } from '@tarang/shared/auth';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SessionRole } from '../db/database';
import type { AuthService } from '../modules/auth/auth.service';
import type { ActiveSession } from '../modules/auth/sessions.repository';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    session?: ActiveSession;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * product §12: 401 without a valid session of any kind, 403 with a
 * valid session of the wrong role (a visitor's token on an admin call).
 */
export function requireRole(auth: AuthService, role: SessionRole): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const session = await auth.session(bearerToken(request));
    if (!session) {
      request.log.info({ auth: 'refused', reason: 'no-valid-session', role }, 'authentication refused');
      return sendError(reply, 401, authServerMessages.unauthorized);
    }
    if (session.role !== role) {
      request.log.info({ auth: 'refused', reason: 'wrong-role', role, sessionRole: session.role }, 'authorization refused');
      return sendError(reply, 403, authServerMessages.forbidden);
    }
    request.session = session;
  };
}
