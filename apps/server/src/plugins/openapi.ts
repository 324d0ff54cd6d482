import swagger from '@fastify/swagger';
import { BRAND_NAME } from '@tarang/shared/brand';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * GET /api/openapi.json: an OpenAPI 3 document generated from the route schemas
 * (the same zod schemas that validate requests), so it cannot drift from the code.
 * Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${BRAND_NAME} website API`,
        description: 'Lead capture, visitor accounts, admin lists and site state. Errors: { statusCode, error, message, fields? }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Visitor or admin token from a login call' } },
      },
    },
    transform: jsonSchemaTransform,
    // Only the API: pages and the static catch-all are not part of the contract.
    hideUntagged: false,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
