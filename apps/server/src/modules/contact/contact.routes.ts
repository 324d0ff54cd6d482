import { contactRecordSchema, contactRequestSchemaFor } from '@tarang/shared/contact';
import { parseForeignPhone } from '@tarang/shared/foreign-phone';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { limitFor } from '../../plugins/rate-limit';
import type { BotCheck } from '../bots/bot-check';
import type { ContactService } from './contact.service';

/** The request names the visitor's country (India when it does not); decision 005 says how each is checked. */
const contactRequestSchema = contactRequestSchemaFor(parseForeignPhone);

export function registerContactRoutes(app: FastifyInstance, service: ContactService, config: Config, bots: BotCheck) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    // product §12: every form is rate-limited.
    // A submission that fails the bot check is stored as suspected spam and answered the same (docs/decisions/029-bot-protection.md).
    { schema: { body: contactRequestSchema, response: { 201: contactRecordSchema } }, ...limitFor(config, 'form'), ...bots.leadForm },
    async (request, reply) => {
      const verdict = await bots.verdict(request);
      const record = await service.submit(request.body, verdict.ok ? undefined : verdict.reason, await app.analytics.attribution(request));
      if (verdict.ok) await app.analytics.goal(request, 'contact');
      return reply.code(201).send(record);
    },
  );
}
