import { contactRecordSchema, contactRequestSchemaFor } from '@tarang/shared/contact';
import { parseForeignPhone } from '@tarang/shared/foreign-phone';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { limitFor } from '../../plugins/rate-limit';
import type { ContactService } from './contact.service';

/** The request names the visitor's country (India when it does not); decision 005 says how each is checked. */
const contactRequestSchema = contactRequestSchemaFor(parseForeignPhone);

export function registerContactRoutes(app: FastifyInstance, service: ContactService, config: Config) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    // product §12: every form is rate-limited.
    { schema: { body: contactRequestSchema, response: { 201: contactRecordSchema } }, ...limitFor(config, 'form') },
    async (request, reply) => reply.code(201).send(await service.submit(request.body)),
  );
}
