import { messagingOpenApi } from '@tarang/shared/messaging-openapi';
import type { FastifyInstance } from 'fastify';

const MESSAGING_OPENAPI_PATH = '/api/messaging/openapi.json';

/** The messaging API's OpenAPI 3.1 document, for download from /api (docs/decisions/034-test-mode.md). */
export function registerMessagingOpenApiRoute(app: FastifyInstance, publicUrl: string) {
  const document = messagingOpenApi(publicUrl.replace(/\/+$/, ''));
  app.get(MESSAGING_OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('content-disposition', 'attachment; filename="messaging-openapi.json"');
    return document;
  });
}
