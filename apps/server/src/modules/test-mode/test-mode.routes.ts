import { messageResponseSchema } from '@tarang/shared/auth';
import {
  developerMessages,
  developerOverviewSchema,
  developerPaths,
  developerStatusSchema,
  dltSettingsSchema,
  newTestKeySchema,
  templateInputSchema,
  testRequestsSchema,
  testTemplateSchema,
} from '@tarang/shared/developer';
import { messagingCallIds, messagingCalls, TEST_BASE_PATH, type MessagingCallId } from '@tarang/shared/messaging-api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { requireRole } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { limitFor } from '../../plugins/rate-limit';
import { storableText } from '../../plugins/validation';
import type { AuthService } from '../auth/auth.service';
import { messagingError, TemplateRefused, type TestModeService } from './test-mode.service';

const FORM = 'application/x-www-form-urlencoded';
const TEST_FORM_LIMIT_BYTES = 256 * 1024;

/** Form fields as an object (the first of a repeated name), like a query string. */
function parseForm(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) if (!(k in out)) out[k] = v;
  return out;
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The documented SMS and Voice calls in test mode, at TEST_BASE_PATH with the same paths and parameters
 * as the reference (docs/decisions/034-test-mode.md). Answers, errors included, are the messaging API's;
 * they are not part of the site's OpenAPI document but of the messaging API's.
 */
export function registerTestModeRoutes(app: FastifyInstance, service: TestModeService, auth: AuthService, config: Config) {
  void app.register(async (scope) => {
    // Form bodies only here: the rest of the site takes JSON (docs/decisions/006-api-errors.md).
    // A Send Voice form carries up to 5,000 numbers (contact_numbers holds 100,000 characters, each comma
    // sent as %2C), so too_many_numbers is answered rather than the site's smaller body limit.
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: TEST_FORM_LIMIT_BYTES }, (_request, body, done) => done(null, parseForm(String(body))));
    scope.setErrorHandler((err: FastifyError, request, reply) => {
      const call = (request.routeOptions.config as { messagingCall?: MessagingCallId } | undefined)?.messagingCall;
      const status = err.statusCode ?? 500;
      if (status >= 500) request.log.error({ err }, 'test-mode request failed');
      if (!call) return sendError(reply, status >= 500 ? 500 : status, err.message);
      const documented = messagingCalls[call];
      const code = status === 429 ? 'rate_limited' : status >= 500 ? 'internal_error' : 'invalid_parameter';
      const answer = messagingError(documented, code, status >= 500 || status === 429 ? undefined : `Invalid request: ${err.message}`);
      // The HTTP status stays the framework's (415, 413, ...); the body names the nearest documented code.
      const sent = status >= 500 ? 500 : status;
      return reply.code(sent).type('application/json; charset=utf-8').send({ ...answer.body, statusCode: sent });
    });

    for (const id of messagingCallIds) {
      const call = messagingCalls[id];
      const url = `${TEST_BASE_PATH}${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        // The same text rule as every other route (plugins/validation.ts): a NUL or a lone surrogate becomes U+FFFD,
        // so the call is judged on and stores the same text on SQLite and PostgreSQL (which cannot hold U+0000).
        const input = storableText({ ...asObject(request.query), ...asObject(request.body), ...asObject(request.params) });
        const answer = await service.answer(id, input, { method: request.method, path: request.url.split('?')[0]!.slice(0, 300) });
        if (answer.statusCode === 429) reply.header('retry-after', String(answer.retryAfter ?? 1));
        return reply.code(answer.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(answer.body);
      };
      const options = { schema: { hide: true }, bodyLimit: TEST_FORM_LIMIT_BYTES, ...limitFor(config, 'testMode', { messagingCall: id }) };
      // Send SMS also takes a POST form, "convenient for long messages" (the reference's Send SMS section).
      // One route for both methods, so that both count against one rate limit.
      scope.route({ method: id === 'send-sms' ? ['GET', 'POST'] : call.method, url, ...options, handler });
    }
  });

  // The Developer page (docs/product.md §15): a signed-in visitor's test key, DLT registrations and log.
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole(auth, 'user');
  const noStore = { 'cache-control': 'no-store' };
  const userOf = (request: FastifyRequest) => request.session!.subjectId;
  const testBaseUrl = `${config.publicUrl}${TEST_BASE_PATH}`;

  routes.get(
    developerPaths.overview,
    { schema: { summary: 'Developer page: test key, DLT entity, Sender IDs and templates', response: { 200: developerOverviewSchema } }, preHandler },
    async (request, reply) => reply.headers(noStore).send({ ...(await service.overview(userOf(request))), testBaseUrl }),
  );
  routes.get(
    developerPaths.status,
    { schema: { summary: 'Developer console: the verified state and the getting-started checklist', response: { 200: developerStatusSchema } }, preHandler },
    async (request, reply) => reply.headers(noStore).send(await service.status(userOf(request))),
  );
  routes.post(
    developerPaths.key,
    { schema: { summary: 'Create or regenerate the test key (shown once)', response: { 201: newTestKeySchema } }, preHandler, ...limitFor(config, 'form') },
    async (request, reply) => {
      const key = await service.newKey(userOf(request));
      await app.analytics.goal(request, 'test_key');
      return reply.code(201).headers(noStore).send({ ...key, message: developerMessages.keyCreated });
    },
  );
  routes.delete(
    developerPaths.key,
    { schema: { summary: 'Revoke the test key', response: { 200: messageResponseSchema } }, preHandler },
    async (request) => {
      await service.revokeKey(userOf(request));
      return { message: developerMessages.keyRevoked };
    },
  );
  routes.put(
    developerPaths.dlt,
    { schema: { summary: 'Save the DLT entity and Sender IDs for testing', body: dltSettingsSchema, response: { 200: messageResponseSchema } }, preHandler, ...limitFor(config, 'form') },
    async (request) => {
      await service.saveDlt(userOf(request), request.body.entityId, request.body.senders);
      return { message: developerMessages.saved };
    },
  );
  routes.post(
    developerPaths.templates,
    { schema: { summary: 'Register a DLT template for testing', body: templateInputSchema, response: { 201: testTemplateSchema } }, preHandler, ...limitFor(config, 'form') },
    async (request, reply) => {
      try {
        return reply.code(201).send(await service.addTemplate(userOf(request), request.body));
      } catch (err) {
        if (!(err instanceof TemplateRefused)) throw err;
        if (err.message === 'entity') return sendError(reply, 400, developerMessages.entityFirst, { entityId: developerMessages.entityFirst });
        if (err.message === 'sender') return sendError(reply, 400, developerMessages.senderNotRegistered, { senderId: developerMessages.senderNotRegistered });
        return sendError(reply, 400, err.message, { body: err.message });
      }
    },
  );
  routes.get(
    developerPaths.requests,
    { schema: { summary: 'The test request log with answers and delivery reports', response: { 200: testRequestsSchema } }, preHandler },
    async (request, reply) => reply.headers(noStore).send(await service.requests(userOf(request))),
  );
}
