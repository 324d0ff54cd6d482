import { messageResponseSchema } from '@tarang/shared/auth';
import { demoRequestSchema, demoToasts } from '@tarang/shared/demo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { limitFor } from '../../plugins/rate-limit';
import type { DemoService } from './demo.service';

export function registerDemoRoutes(app: FastifyInstance, service: DemoService, config: Config) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/demo',
    {
      schema: { body: demoRequestSchema, response: { 201: messageResponseSchema } },
      // product §8 "Demo": the modal toasts the server's message, so invalid input answers its sentence.
      ...limitFor(config, 'form', { invalidMessage: demoToasts.invalid }),
    },
    async (request, reply) => {
      await service.submit(request.body);
      return reply.code(201).send({ message: demoToasts.success });
    },
  );
}
