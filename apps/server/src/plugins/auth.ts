import { securityMessages } from '@tarang/shared/admin-security';
import { authServerMessages } from '@tarang/shared/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { SessionRole, SessionStage } from '../db/database';
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

/** Where a request came from, as sessions and the audit trail record it. */
export function originOf(request: FastifyRequest): { ip: string | null; userAgent: string | null } {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

/** The handlers requireRole made: the OpenAPI document marks their routes as needing a bearer token. */
const sessionGuards = new WeakSet<object>();

export function isSessionGuard(handler: unknown): boolean {
  return typeof handler === 'function' && sessionGuards.has(handler);
}

/**
 * A route's session guard runs first, at onRequest: a call without the right session is refused (401, 403)
 * before its body is read or validated, so the answer never tells a stranger what a valid body looks like
 * (docs/decisions/042-api-contracts.md). Routes name their guard as a preHandler; this moves it.
 */
export function guardsFirst(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const handlers = [route.preHandler ?? []].flat();
    const guards = handlers.filter(isSessionGuard);
    if (guards.length === 0) return;
    route.preHandler = handlers.filter((h) => !isSessionGuard(h));
    route.onRequest = [...[route.onRequest ?? []].flat(), ...guards] as RouteOptions['onRequest'];
  });
}

/**
 * product §12: 401 without a valid session of any kind, 403 with a
 * valid session of the wrong role (a visitor's token on an admin call).
 * An admin session still owing its second factor reaches only the calls that take it there
 * (`stages`), and logout; anything else answers 403 mfaRequired (docs/decisions/027-admin-security.md).
 */
export function requireRole(auth: AuthService, role: SessionRole, stages: readonly SessionStage[] = ['full']): preHandlerAsyncHookHandler {
  const guard = async function (request: FastifyRequest, reply: FastifyReply) {
    const session = await auth.session(bearerToken(request));
    if (!session) {
      request.log.info({ auth: 'refused', reason: 'no-valid-session', role }, 'authentication refused');
      return sendError(reply, 401, authServerMessages.unauthorized);
    }
    if (session.role !== role) {
      request.log.info({ auth: 'refused', reason: 'wrong-role', role, sessionRole: session.role }, 'authorization refused');
      return sendError(reply, 403, authServerMessages.forbidden);
    }
    if (!stages.includes(session.stage)) {
      request.log.info({ auth: 'refused', reason: 'stage', role, stage: session.stage }, 'authorization refused');
      return sendError(reply, 403, session.stage === 'full' ? authServerMessages.forbidden : securityMessages.mfaRequired);
    }
    request.session = session;
  };
  sessionGuards.add(guard);
  return guard;
}
