import { randomUUID } from 'node:crypto';
import { apiMessages, BODY_LIMIT_BYTES } from '@tarang/shared/api';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from './db/connect';
import { createContactRepository } from './modules/contact/contact.repository';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { loadSiteFiles, registerStaticSite } from './plugins/static';
import { zodValidatorCompiler } from './plugins/validation';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * Builds the whole server (API + site) without listening, so tests can inject
 * requests and server.ts only has to listen and shut down.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });

  const database = connectDatabase(config);
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  try {
    await migrateToLatest(database.db, database.dialect);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }

  // JSON only: text/plain would otherwise be accepted and bypass the 415 rule.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(zodValidatorCompiler(apiMessages.invalidInput));
  registerErrorHandling(app);
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, apiMessages.notFound));
  await registerSecurityHeaders(app);

  registerHealthRoutes(app, database.db);
  registerContactRoutes(app, createContactService(createContactRepository(database.db)));
  registerStaticSite(app, loadSiteFiles(config.webDist));

  return app;
}
