import { contactRequestSchema, type ContactRequest } from '@tarang/shared/contact';
import type { FastifyInstance } from 'fastify';
import type { ContactService } from './contact.service';

export function registerContactRoutes(app: FastifyInstance, service: ContactService) {
  app.post<{ Body: ContactRequest }>(
    '/api/contact',
    { schema: { body: contactRequestSchema } },
    async (request, reply) => reply.code(201).send(await service.submit(request.body)),
  );
}
