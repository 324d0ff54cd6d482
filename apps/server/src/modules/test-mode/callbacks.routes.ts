import { messageResponseSchema } from '@tarang/shared/auth';
import { callbackSettingSchema, callbackUrlInputSchema, inspectorPageSchema, inspectorQuerySchema, testCallbackMessages, testCallbackPaths } from '@tarang/shared/test-callbacks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { requireRole } from '../../plugins/auth';
import { idParams } from '../../plugins/id-params';
import { limitFor } from '../../plugins/rate-limit';
import type { AuthService } from '../auth/auth.service';
import type { CallbacksService } from './callbacks.service';

/**
 * The Developer page's delivery-report callbacks and request inspector (docs/product.md §15,
 * docs/decisions/049-test-mode-callbacks.md): a signed-in visitor's own rows only. Whatever queues a
 * callback is rate limited like a form, so a visitor cannot aim a stream of requests at a receiver.
 */
export function registerCallbackRoutes(app: FastifyInstance, callbacks: CallbacksService, auth: AuthService, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole(auth, 'user');
  const noStore = { 'cache-control': 'no-store' };
  const userOf = (request: FastifyRequest) => request.session!.subjectId;

  routes.put(
    testCallbackPaths.callback,
    {
      schema: { summary: 'Set the delivery-report callback URL (a first URL answers its signing secret, once)', body: callbackUrlInputSchema, response: { 200: callbackSettingSchema } },
      preHandler,
      ...limitFor(config, 'form'),
    },
    async (request, reply) => reply.headers(noStore).send(await callbacks.setUrl(userOf(request), request.body.url)),
  );
  routes.delete(testCallbackPaths.callback, { schema: { summary: 'Remove the callback URL; queued callbacks are cancelled', response: { 200: messageResponseSchema } }, preHandler }, async (request) => {
    await callbacks.clearUrl(userOf(request));
    return { message: testCallbackMessages.cleared };
  });
  routes.post(
    testCallbackPaths.rotateSecret,
    { schema: { summary: 'A new signing secret for the callback URL (shown once)', response: { 200: callbackSettingSchema } }, preHandler, ...limitFor(config, 'form') },
    async (request, reply) => reply.headers(noStore).send(await callbacks.rotateSecret(userOf(request))),
  );
  routes.post(
    testCallbackPaths.testEvent,
    { schema: { summary: 'Queue a test event to the callback URL', response: { 202: messageResponseSchema } }, preHandler, ...limitFor(config, 'form') },
    async (request, reply) => {
      await callbacks.sendTestEvent(userOf(request));
      return reply.code(202).send({ message: testCallbackMessages.testQueued });
    },
  );
  routes.get(
    testCallbackPaths.inspector,
    { schema: { summary: 'The request inspector: test requests and callbacks, newest first', querystring: inspectorQuerySchema, response: { 200: inspectorPageSchema } }, preHandler },
    async (request, reply) => reply.headers(noStore).send(await callbacks.inspector(userOf(request), request.query)),
  );
  routes.post(
    testCallbackPaths.resend(':id'),
    { schema: { summary: 'Send a callback again', params: idParams, response: { 202: messageResponseSchema } }, preHandler, ...limitFor(config, 'form') },
    async (request, reply) => {
      await callbacks.resend(userOf(request), request.params.id);
      return reply.code(202).send({ message: testCallbackMessages.resendQueued });
    },
  );
}
