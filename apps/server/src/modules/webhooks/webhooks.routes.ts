import { listQuerySchema } from '@tarang/shared/admin';
import { messageResponseSchema } from '@tarang/shared/auth';
import { TOTAL_COUNT_HEADER } from '@tarang/shared/tables';
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookMessages,
  webhookPaths,
  webhookUpdateSchema,
} from '@tarang/shared/webhooks';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, wholeNumber } from '../../plugins/id-params';
import { nextLink } from '../admin/lists.routes';
import { auditedAdminRoutes } from '../audit/audit-actor';
import type { AuthService } from '../auth/auth.service';
import type { WebhooksService } from './webhooks.service';

const retryParams = z.object({ id: wholeNumber('id'), deliveryId: wholeNumber('deliveryId') });
const deliveriesQuery = listQuerySchema.pick({ limit: true, cursor: true });

/** The dashboard's Integrations page (docs/decisions/033-webhooks.md): admin token only, every change audited. */
export function registerWebhookRoutes(app: FastifyInstance, webhooks: WebhooksService, auth: AuthService) {
  const { routes, preHandler, who, noStore } = auditedAdminRoutes(app, auth);

  routes.get(webhookPaths.endpoints, { schema: { response: { 200: z.array(webhookEndpointSchema) } }, preHandler }, async (_request, reply) =>
    reply.headers(noStore).send(await webhooks.list()),
  );
  routes.post(webhookPaths.endpoints, { schema: { body: webhookCreateSchema, response: { 201: webhookCreatedSchema } }, preHandler }, async (request, reply) =>
    reply
      .code(201)
      .headers(noStore)
      .send(await webhooks.create(request.body, await who(request), request.ip)),
  );
  routes.patch(webhookPaths.endpoint(':id'), { schema: { params: idParams, body: webhookUpdateSchema, response: { 200: webhookEndpointSchema } }, preHandler }, async (request) =>
    webhooks.update(request.params.id, request.body, await who(request), request.ip),
  );
  routes.delete(webhookPaths.endpoint(':id'), { schema: { params: idParams, response: { 200: messageResponseSchema } }, preHandler }, async (request) => {
    await webhooks.remove(request.params.id, await who(request), request.ip);
    return { message: webhookMessages.removed };
  });
  routes.get(
    webhookPaths.deliveries(':id'),
    { schema: { params: idParams, querystring: deliveriesQuery, response: { 200: z.array(webhookDeliverySchema) } }, preHandler },
    async (request, reply) => {
      const page = await webhooks.deliveries(request.params.id, request.query);
      reply.headers(noStore).header(TOTAL_COUNT_HEADER, String(page.total));
      if (page.nextCursor) reply.header('link', nextLink(request, page.nextCursor));
      return page.rows;
    },
  );
  routes.post(webhookPaths.test(':id'), { schema: { params: idParams, response: { 202: messageResponseSchema } }, preHandler }, async (request, reply) => {
    await webhooks.test(request.params.id, await who(request), request.ip);
    return reply.code(202).send({ message: webhookMessages.testQueued });
  });
  routes.post(webhookPaths.rotate(':id'), { schema: { params: idParams, response: { 200: webhookCreatedSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send(await webhooks.rotateSecret(request.params.id, await who(request), request.ip)),
  );
  routes.post(webhookPaths.retry(':id', ':deliveryId'), { schema: { params: retryParams, response: { 202: messageResponseSchema } }, preHandler }, async (request, reply) => {
    await webhooks.retry(request.params.id, request.params.deliveryId, await who(request), request.ip);
    return reply.code(202).send({ message: webhookMessages.retryQueued });
  });
}
