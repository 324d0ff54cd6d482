import type { MessageResponse } from '@tarang/shared/auth';
import { demoRequestSchema, demoToasts, type DemoRequest } from '@tarang/shared/demo';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { limitFor } from '../../plugins/rate-limit';
import type { DemoService } from './demo.service';

export function registerDemoRoutes(app: FastifyInstance, service: DemoService, config: Config) {
  app.post<{ Body: DemoRequest }>(
    '/api/demo',
    {
      schema: { body: demoRequestSchema },
      // spec 8 "Demo": the modal toasts the server's message, so invalid input answers its sentence.
      ...limitFor(config, 'form', { invalidMessage: demoToasts.invalid }),
    },
    async (request, reply): Promise<MessageResponse> => {
      await service.submit(request.body);
      reply.code(201);
      return { message: demoToasts.success };
    },
  );
}
