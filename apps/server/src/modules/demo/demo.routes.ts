import { messageResponseSchema } from '@tarang/shared/auth';
import { demoRequestSchemaFor, demoToasts } from '@tarang/shared/demo';
import { parseForeignPhone } from '@tarang/shared/foreign-phone';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { limitFor } from '../../plugins/rate-limit';
import type { BotCheck } from '../bots/bot-check';
import type { DemoService } from './demo.service';

/** The request names the visitor's country (India when it does not); decision 005 says how each is checked. */
const demoRequestSchema = demoRequestSchemaFor(parseForeignPhone);

export function registerDemoRoutes(app: FastifyInstance, service: DemoService, config: Config, bots: BotCheck) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/demo',
    {
      schema: { body: demoRequestSchema, response: { 201: messageResponseSchema } },
      // product §8 "Demo": the modal toasts the server's message, so invalid input answers its sentence.
      ...limitFor(config, 'form', { invalidMessage: demoToasts.invalid }),
      // A submission that fails the bot check is stored as suspected spam and answered the same (docs/decisions/029-bot-protection.md).
      ...bots.leadForm,
    },
    async (request, reply) => {
      const verdict = await bots.verdict(request);
      await service.submit(request.body, verdict.ok ? undefined : verdict.reason, await app.analytics.attribution(request));
      if (verdict.ok) await app.analytics.goal(request, 'demo');
      return reply.code(201).send({ message: demoToasts.success });
    },
  );
}
