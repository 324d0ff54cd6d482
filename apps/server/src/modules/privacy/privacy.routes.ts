import { erasureResultSchema, personRequestSchema, privacyMessages, privacyPaths } from '@tarang/shared/privacy';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditedAdminRoutes } from '../audit/audit-actor';
import type { AuthService } from '../auth/auth.service';
import type { PrivacyService } from './privacy.service';

/**
 * A person's data on request from the Security page (docs/product.md §14): admin only, each use audited.
 * POST, not GET: the address travels in the body, never in a URL that logs and histories keep.
 */
export function registerPrivacyRoutes(app: FastifyInstance, privacy: PrivacyService, auth: AuthService) {
  const { routes, preHandler, who, noStore } = auditedAdminRoutes(app, auth);

  routes.post(
    privacyPaths.exportPerson,
    { schema: { body: personRequestSchema, response: { 200: z.record(z.string(), z.unknown()) } }, preHandler },
    async (request, reply) => reply.headers(noStore).send(await privacy.exportPerson(request.body.email, await who(request), request.ip)),
  );

  routes.post(privacyPaths.erasePerson, { schema: { body: personRequestSchema, response: { 200: erasureResultSchema } }, preHandler }, async (request, reply) => {
    const erased = await privacy.erasePerson(request.body.email, await who(request), request.ip);
    return reply.headers(noStore).send({ message: privacyMessages.erased, ...erased });
  });
}
