import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import { createAdminsRepository } from '../admins/admins.repository';
import type { AuthService } from '../auth/auth.service';
import type { AuditActor } from './audit.service';

const actors = new WeakMap<FastifyRequest, Promise<AuditActor>>();

/**
 * The signed-in admin behind a request (after requireRole(auth, 'admin')), named as the audit trail
 * names them: their id and their e-mail at the time (docs/decisions/027-admin-security.md). Looked up
 * once per request.
 */
export function auditActor(app: FastifyInstance, request: FastifyRequest): Promise<AuditActor> {
  let actor = actors.get(request);
  if (!actor) {
    const adminId = request.session?.subjectId;
    if (adminId === undefined || request.session?.role !== 'admin') throw new Error('auditActor needs a request with an admin session');
    actor = createAdminsRepository(app.database.db)
      .byId(adminId)
      // An admin deleted under a live session is still named by id.
      .then((row) => ({ adminId, actor: row?.email ?? `admin #${adminId}` }));
    actors.set(request, actor);
  }
  return actor;
}

/**
 * What a module of admin-only, audited routes starts from (docs/decisions/027-admin-security.md): its
 * typed routes, the signed-in-admin check, the audit trail's name for the request's admin, and the
 * header that keeps an admin's answers out of every cache.
 */
export function auditedAdminRoutes(app: FastifyInstance, auth: AuthService) {
  return {
    routes: app.withTypeProvider<ZodTypeProvider>(),
    preHandler: requireRole(auth, 'admin'),
    who: (request: FastifyRequest) => auditActor(app, request),
    noStore: { 'cache-control': 'no-store' },
  };
}
