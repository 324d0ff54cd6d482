import { apiMessages } from '@tarang/shared/api';
import { messageResponseSchema } from '@tarang/shared/auth';
import { contactRequestSchemaFor } from '@tarang/shared/contact';
import { demoRequestSchemaFor } from '@tarang/shared/demo';
import { parseForeignPhone } from '@tarang/shared/foreign-phone';
import { intakeKeyCreatedSchema, intakeKeyCreateSchema, intakeKeySchema, intakeMessages, intakePaths, intakeReceiptSchema, type IntakeKey, type IntakeReceipt } from '@tarang/shared/intake';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { idParams } from '../../plugins/id-params';
import { auditedAdminRoutes } from '../audit/audit-actor';
import type { AuthService } from '../auth/auth.service';
import type { IntakeService } from './intake.service';

/** The forms' own schemas: a lead sent with a key is checked exactly as the public form checks it. */
const demoRequestSchema = demoRequestSchemaFor(parseForeignPhone);
const contactRequestSchema = contactRequestSchemaFor(parseForeignPhone);

/** The OpenAPI document's name for a lead intake key (plugins/openapi.ts). */
const INTAKE_SECURITY = [{ intakeKey: [] }];

const keys = new WeakMap<FastifyRequest, IntakeKey>();

/**
 * Lead intake (docs/decisions/041-lead-intake-keys.md): the other systems' calls, which a key opens instead
 * of the bot check, and the Integrations page's calls that manage the keys (admin token only, audited).
 */
export function registerIntakeRoutes(app: FastifyInstance, intake: IntakeService, auth: AuthService) {
  /**
   * Before the body is read: the key, then its rate. A missing, unknown or revoked key is a 401 whatever the
   * body; a key past its limit is a 429 with Retry-After, counted per key whichever address sends it.
   */
  async function requireIntakeKey(request: FastifyRequest, reply: FastifyReply) {
    const checked = await intake.check(bearerToken(request));
    if (!checked.ok) {
      request.log.info({ auth: 'refused', reason: 'intake-key' }, 'authentication refused');
      reply.header('www-authenticate', 'Bearer realm="lead intake"');
      return sendError(reply, 401, checked.message);
    }
    const rate = await intake.count(checked.key);
    if (rate) {
      reply.headers({ 'x-ratelimit-limit': rate.limit, 'x-ratelimit-remaining': rate.remaining, 'x-ratelimit-reset': rate.resetSeconds });
      if (rate.retryAfter !== undefined) return sendError(reply.header('retry-after', rate.retryAfter), 429, apiMessages.tooManyRequests);
    }
    keys.set(request, checked.key);
  }
  const keyOf = (request: FastifyRequest) => keys.get(request)!;

  /** One lead call: the form's schema, the key checked first, the lead stored by `take`. */
  function leadCall<S extends z.ZodType>(path: string, form: string, body: S, take: (key: IntakeKey, input: z.output<S>) => Promise<IntakeReceipt>) {
    app.withTypeProvider<ZodTypeProvider>().post(
      path,
      {
        schema: {
          description: `The ${form} form's fields, checked by the same rules; no bot check. The lead's source is \`intake:<key name>\`.`,
          security: INTAKE_SECURITY,
          body,
          response: { 201: intakeReceiptSchema },
        },
        onRequest: requireIntakeKey,
      },
      async (request, reply) => reply.code(201).send(await take(keyOf(request), request.body as z.output<S>)),
    );
  }
  leadCall(intakePaths.demo, 'demo', demoRequestSchema, intake.demo);
  leadCall(intakePaths.contact, 'contact', contactRequestSchema, intake.contact);

  const { routes, preHandler, who, noStore } = auditedAdminRoutes(app, auth);
  routes.get(intakePaths.keys, { schema: { response: { 200: z.array(intakeKeySchema) } }, preHandler }, async (_request, reply) =>
    reply.headers(noStore).send(await intake.list()),
  );
  routes.post(
    intakePaths.keys,
    { schema: { body: intakeKeyCreateSchema, response: { 201: intakeKeyCreatedSchema } }, preHandler },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await intake.create(request.body, await who(request), request.ip)),
  );
  routes.post(
    intakePaths.revoke(':id'),
    { schema: { params: idParams, response: { 200: messageResponseSchema } }, preHandler },
    async (request) => {
      await intake.revoke(request.params.id, await who(request), request.ip);
      return { message: intakeMessages.revoked };
    },
  );
}
