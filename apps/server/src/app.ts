import { apiMessages, BODY_LIMIT_BYTES } from '@tarang/shared/api';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from './db/connect';
import { createContactRepository } from './modules/contact/contact.repository';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { createDemoRepository } from './modules/demo/demo.repository';
import { registerDemoRoutes } from './modules/demo/demo.routes';
import { createDemoService } from './modules/demo/demo.service';
import { createSubscriberRepository } from './modules/subscribe/subscribe.repository';
import { registerSubscribeRoutes } from './modules/subscribe/subscribe.routes';
import { createSubscribeService } from './modules/subscribe/subscribe.service';
import { registerMailWorker } from './mail/worker';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createListsRepository } from './modules/admin/lists.repository';
import { registerListRoutes } from './modules/admin/lists.routes';
import { createListsService } from './modules/admin/lists.service';
import { createAccountsRepository } from './modules/auth/accounts.repository';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createSiteRepository } from './modules/site/site.repository';
import { registerSiteRoutes } from './modules/site/site.routes';
import { createSiteService, type SiteService } from './modules/site/site.service';
import { registerOpenApi } from './plugins/openapi';
import { loggerOptions, requestId } from './plugins/request-logger';
import { registerRateLimits } from './plugins/rate-limit';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { loadSiteFiles, registerStaticSite } from './plugins/static';
import { zodValidatorCompiler } from './plugins/validation';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    auth: AuthService;
    site: SiteService;
  }
}

/**
 * Builds the whole server (API + site) without listening, so tests can inject
 * requests and server.ts only has to listen and shut down.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true },
    // Issue 9 (fuzzing): the router refuses a path it cannot decode (`/%`) or a parameter over its
    // length limit before any hook runs, in Fastify's own shape; answer in ours (decision 006).
    frameworkErrors: (error, _request, reply) =>
      error.statusCode === 414 ? sendError(reply, 414, 'The address is too long.') : sendError(reply, 400, 'The address is not valid.'),
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
  const apiHeaders = await registerSecurityHeaders(app);
  // Every answer, 404s and errors included, carries the API security headers and names its request id,
  // so a report from a client or proxy finds its log lines (issue 10). One callback hook for both: each
  // onRequest hook is a call chain per request (issue 8, docs/decisions/012-benchmarks.md). Whatever
  // answers with a document adds documentHeaders over these (the static plugin with each page's own CSP,
  // the subscribe pages).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(apiHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  const redisStatus = await registerRateLimits(app, config);
  await registerOpenApi(app);

  const auth = createAuthService({
    users: createAccountsRepository(database.db, 'users'),
    admins: createAccountsRepository(database.db, 'admins'),
    sessions: createSessionsRepository(database.db),
    adminSignupCode: config.adminSignupCode,
  });
  const site = createSiteService(createSiteRepository(database.db));
  app.decorate('auth', auth);
  app.decorate('site', site);

  registerHealthRoutes(app, database.db, { redis: redisStatus });
  registerAuthRoutes(app, auth, config);
  registerListRoutes(app, createListsService(createListsRepository(database.db)), auth);
  registerSiteRoutes(app, site, auth, config);
  // Leads and their notification mail commit together; the worker delivers (docs/decisions/007-mail-outbox.md).
  const mailQueued = registerMailWorker(app, config, database);
  const leadMail = { salesEmail: config.salesEmail, mailQueued };
  registerContactRoutes(app, createContactService(createContactRepository(database.db), leadMail), config);
  registerDemoRoutes(app, createDemoService(createDemoRepository(database.db), leadMail), config);
  const subscribe = createSubscribeService(createSubscriberRepository(database.db), { publicUrl: config.publicUrl, mailQueued });
  registerSubscribeRoutes(app, subscribe, config);
  registerStaticSite(app, loadSiteFiles(config.webDist), async () => {
    const state = await site.state();
    return state.flag ? 'payment' : state.locked ? 'locked' : undefined;
  });

  return app;
}
