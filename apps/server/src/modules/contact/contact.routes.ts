import { contactRequestSchema, type ContactRequest } from '@tarang/shared/contact';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { limitFor } from '../../plugins/rate-limit';
import type { ContactService } from './contact.service';

export function registerContactRoutes(app: FastifyInstance, service: ContactService, config: Config) {
  app.post<{ Body: ContactRequest }>(
    '/api/contact',
    // decisions.md "Security": every form is rate-limited.
    { schema: { body: contactRequestSchema }, ...limitFor(config, 'form') },
    async (request, reply) => reply.code(201).send(await service.submit(request.body)),
  );
}
