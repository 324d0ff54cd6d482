import {
  adminRecordSchema,
  invitationRecordSchema,
  inviteRequestSchema,
  securityMessages,
  securityPaths,
  sessionRecordSchema,
} from '@tarang/shared/admin-security';
import { messageResponseSchema } from '@tarang/shared/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../plugins/id-params';
import { auditedAdminRoutes } from '../audit/audit-actor';
import type { AuthService } from '../auth/auth.service';
import type { AdminsService } from './admins.service';

/** Admin management (docs/decisions/027-admin-security.md): every call needs a signed-in admin and is audited. */
export function registerAdminsRoutes(app: FastifyInstance, admins: AdminsService, auth: AuthService) {
  const { routes, preHandler, who, noStore } = auditedAdminRoutes(app, auth);

  routes.get(securityPaths.mySessions, { schema: { response: { 200: z.array(sessionRecordSchema) } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send(await admins.mySessions(request.session!)),
  );
  routes.post(securityPaths.revokeOtherSessions, { schema: { response: { 200: messageResponseSchema } }, preHandler }, async (request) => {
    await admins.revokeOtherSessions(request.session!, await who(request), request.ip);
    return { message: securityMessages.sessionsRevoked };
  });

  routes.get(securityPaths.admins, { schema: { response: { 200: z.array(adminRecordSchema) } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send(await admins.list(request.session!.subjectId)),
  );
  routes.post(`${securityPaths.admins}/:id/disable`, { schema: { params: idParams, response: { 200: messageResponseSchema } }, preHandler }, async (request) => {
    await admins.setDisabled(request.params.id, true, await who(request), request.ip);
    return { message: securityMessages.adminDisabled };
  });
  routes.post(`${securityPaths.admins}/:id/enable`, { schema: { params: idParams, response: { 200: messageResponseSchema } }, preHandler }, async (request) => {
    await admins.setDisabled(request.params.id, false, await who(request), request.ip);
    return { message: securityMessages.adminEnabled };
  });
  routes.post(
    `${securityPaths.admins}/:id/revoke-sessions`,
    { schema: { params: idParams, response: { 200: messageResponseSchema } }, preHandler },
    async (request) => {
      await admins.revokeSessions(request.params.id, await who(request), request.ip);
      return { message: securityMessages.sessionsRevoked };
    },
  );

  routes.get(securityPaths.invitations, { schema: { response: { 200: z.array(invitationRecordSchema) } }, preHandler }, async (_request, reply) =>
    reply.headers(noStore).send(await admins.invitations()),
  );
  routes.post(securityPaths.invitations, { schema: { body: inviteRequestSchema, response: { 201: messageResponseSchema } }, preHandler }, async (request, reply) => {
    await admins.invite(request.body.email, await who(request), request.ip);
    return reply.code(201).send({ message: securityMessages.invited });
  });
  routes.delete(`${securityPaths.invitations}/:id`, { schema: { params: idParams, response: { 200: messageResponseSchema } }, preHandler }, async (request) => {
    await admins.revokeInvitation(request.params.id, await who(request), request.ip);
    return { message: securityMessages.invitationRevoked };
  });
}
