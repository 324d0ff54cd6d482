import { apiMessages, BODY_LIMIT_BYTES, BODY_MAX_DEPTH } from '@tarang/shared/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { fastifyTrustProxy } from './trust-proxy';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from './db/connect';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
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
import { cursorCodec, cursorKeyFrom } from './modules/admin/paging';
import { createStatsRepository } from './modules/admin/stats.repository';
import { registerStatsRoutes } from './modules/admin/stats.routes';
import { createStatsService } from './modules/admin/stats.service';
import { createAccountsRepository } from './modules/auth/accounts.repository';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAccountService } from './modules/auth/account.service';
import { registerAccountRoutes } from './modules/auth/account.routes';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createSiteRepository } from './modules/site/site.repository';
import { registerSiteRoutes } from './modules/site/site.routes';
import { createSiteService, type SiteService } from './modules/site/site.service';
import { registerAuditRoutes } from './modules/audit/audit.routes';
import { createAuditService, type AuditService } from './modules/audit/audit.service';
import { registerAdminsRoutes } from './modules/admins/admins.routes';
import { createAdminsService } from './modules/admins/admins.service';
import { createBotCheck, registerBotCheckRoutes } from './modules/bots/bot-check';
import { registerLeadRoutes } from './modules/leads/lead.routes';
import { registerLeadWorkRoutes } from './modules/leads/lead-work.routes';
import { createLeadWorkService } from './modules/leads/lead-work.service';
import { registerPrivacyRoutes } from './modules/privacy/privacy.routes';
import { createPrivacyService, startRetentionJob } from './modules/privacy/privacy.service';
import { registerWebhookWorker } from './modules/webhooks/delivery';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes';
import { createWebhooksService } from './modules/webhooks/webhooks.service';
import { createIntakeRepository } from './modules/intake/intake.repository';
import { registerIntakeRoutes } from './modules/intake/intake.routes';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createIntakeService } from './modules/intake/intake.service';
import { type ContentReader, createContentReader, createPublishJob } from './modules/content/content-reader';
import { registerContentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { seedStartingContent } from './modules/content/seed';
import { registerOpenApi } from './plugins/openapi';
import { guardsFirst } from './plugins/auth';
import { registerMessagingOpenApiRoute } from './modules/test-mode/messaging-openapi.routes';
import { createTestModeRepository } from './modules/test-mode/test-mode.repository';
import { registerTestModeRoutes } from './modules/test-mode/test-mode.routes';
import { createTestModeService } from './modules/test-mode/test-mode.service';
import { createCallbacksRepository } from './modules/test-mode/callbacks.repository';
import { registerCallbackRoutes } from './modules/test-mode/callbacks.routes';
import { createCallbacksService } from './modules/test-mode/callbacks.service';
import { drainTestCallbacks } from './modules/test-mode/callbacks.worker';
import { loggerOptions, requestId } from './plugins/request-logger';
import { rateLimits, registerRateLimits } from './plugins/rate-limit';
import { notFoundOrNotAllowed, trackRoutes } from './plugins/methods';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { loadPageRenderer } from './plugins/rendered-pages';
import { loadSiteFiles, registerStaticSite } from './plugins/static';
import { registerJsonParser, zodValidatorCompiler } from './plugins/validation';
import { serializerCompiler } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    auth: AuthService;
    site: SiteService;
    audit: AuditService;
    /** The clock every service reads (tests' signed-in admin helper computes its TOTP code with it). */
    clock: Clock;
    /**
     * The published posts and answers, for the server's pages (docs/decisions/051-content-studio.md):
     * `content.version()` changes with every change to what is published; `publishDue(now)` runs the
     * scheduled-publishing job's step once (tests call it with their clock's time).
     */
    content: ContentReader & { publishDue(now: Date): Promise<Array<{ id: number; kind: 'post' | 'answer'; slug: string }>> };
  }
}

export interface AppOptions {
  /** Every service reads and waits on time through this clock; tests pass a manual one. */
  clock?: Clock;
  /** Where the log lines go (standard output by default); tests read them to prove no secret is logged. */
  logStream?: NodeJS.WritableStream;
  /** Tests shrink these to see a slow client cut off; production keeps the defaults. */
  timeouts?: Partial<ConnectionTimeouts>;
}

/**
 * How long a client may take, in ms, so slow clients cannot hold connections open
 * (docs/decisions/028-security-test-findings.md, docs/operations.md "Timeouts").
 */
export interface ConnectionTimeouts {
  /** From the connection's first byte to the end of the request's headers. */
  headers: number;
  /** The whole request, headers and body (64 KB at most). */
  request: number;
  /** Between two requests on a kept-alive connection: longer than nginx's 60 s upstream keep-alive, so nginx closes first. */
  keepAlive: number;
  /** Any silence on the socket, answers being written included. */
  socket: number;
  /** How often Node checks the headers and request timeouts. */
  checkEvery: number;
}

const defaultTimeouts: ConnectionTimeouts = { headers: 10_000, request: 30_000, keepAlive: 65_000, socket: 70_000, checkEvery: 1_000 };

/**
 * Builds the whole server (API + site) without listening, so tests can inject
 * requests and server.ts only has to listen and shut down.
 */
export async function buildApp(config: Config, { clock = systemClock, logStream, timeouts = {} }: AppOptions = {}): Promise<FastifyInstance> {
  const limits = { ...defaultTimeouts, ...timeouts };
  const app = Fastify({
    connectionTimeout: limits.socket,
    requestTimeout: limits.request,
    keepAliveTimeout: limits.keepAlive,
    http: { headersTimeout: limits.headers, connectionsCheckingInterval: limits.checkEvery },
    logger: logStream ? { ...loggerOptions(config.logLevel), stream: logStream } : loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true },
    // The router refuses a path it cannot decode (`/%`) or a parameter over its
    // length limit before any hook runs, in Fastify's own shape; answer in ours (decision 006).
    frameworkErrors: (error, _request, reply) =>
      error.statusCode === 414 ? sendError(reply, 414, 'The address is too long.') : sendError(reply, 400, 'The address is not valid.'),
  });

  const database = connectDatabase(config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.addHook('onClose', async () => database.close());
  try {
    await migrateToLatest(database.db, database.dialect);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }

  // JSON only: text/plain would otherwise be accepted and bypass the 415 rule.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app, BODY_MAX_DEPTH, apiMessages.tooDeep);
  app.setValidatorCompiler(zodValidatorCompiler(apiMessages.invalidInput));
  // Answers are checked against the routes' response schemas (the shared zod schemas) as they are written.
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.setNotFoundHandler(notFoundOrNotAllowed(trackRoutes(app)));
  const apiHeaders = await registerSecurityHeaders(app);
  // Every answer, 404s and errors included, carries the API security headers and names its request id,
  // so a report from a client or proxy finds its log lines. Whatever answers with a document adds
  // documentHeaders over these (the static plugin with each page's own CSP, the subscribe pages).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(apiHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  const { counters, redisStatus } = await registerRateLimits(app, config, clock);
  await registerOpenApi(app);
  guardsFirst(app);

  // The public forms' invisible bot check (docs/decisions/029-bot-protection.md); its shared secret also
  // signs the admin lists' page cursors (docs/decisions/013-admin-dashboard.md).
  const bots = createBotCheck(database.db, config, clock, counters);
  const cursors = cursorCodec(cursorKeyFrom(await bots.sharedKey()));
  const audit = createAuditService(database.db, clock, cursors);
  app.decorate('audit', audit);
  const sessions = createSessionsRepository(database.db);
  // Leads and their notification mail commit together; the worker delivers (docs/decisions/007-mail-outbox.md).
  const mailQueued = registerMailWorker(app, config, database, clock);
  // Webhook events commit with the lead, user or subscriber they are about; their worker delivers (docs/decisions/033-webhooks.md).
  // The same worker sends test mode's delivery-report callbacks (docs/decisions/049-test-mode-callbacks.md).
  const webhookQueued = registerWebhookWorker(app, config, database, clock, [drainTestCallbacks]);
  const auth = createAuthService({
    db: database.db,
    users: createAccountsRepository(database.db, 'users'),
    admins: createAccountsRepository(database.db, 'admins'),
    sessions,
    audit,
    clock,
    limits: { idleMinutes: config.adminIdleMinutes, sessionHours: config.adminSessionHours },
    mail: { publicUrl: config.publicUrl, mailQueued, webhookQueued },
  });
  const site = createSiteService(createSiteRepository(database.db), clock);
  app.decorate('auth', auth);
  app.decorate('site', site);

  registerHealthRoutes(app, database.db, { clock, redis: redisStatus, token: config.healthToken, auth });
  // Cookieless analytics (docs/decisions/050-cookieless-analytics.md): the beacon, the report, and
  // app.analytics, which gives the forms their visit's attribution and records their goals.
  const analytics = createAnalyticsService(createAnalyticsRepository(database.db), clock, app.log.child({ component: 'analytics' }));
  registerAnalyticsRoutes(app, analytics, auth, config);
  let stopAnalytics: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopAnalytics = analytics.start();
  });
  app.addHook('onClose', async () => {
    await stopAnalytics?.();
  });
  registerBotCheckRoutes(app, bots, config);
  registerAuthRoutes(app, auth, config, bots);
  const listsRepository = createListsRepository(database.db);
  registerListRoutes(app, createListsService(listsRepository, cursors), auth, clock);
  registerStatsRoutes(app, createStatsService(createStatsRepository(database.db), clock), auth);
  registerSiteRoutes(app, site, auth, config);
  // A person's data on request and retention the server enforces (docs/decisions/031-privacy-retention-erasure.md).
  const privacy = createPrivacyService({ db: database.db, audit, clock, dataDir: config.dataDir, retention: config.retention, salesEmail: config.salesEmail, log: app.log.child({ component: 'retention' }) });
  registerPrivacyRoutes(app, privacy, auth);
  // The visitor's account page erases with the privacy module's own erasure (docs/decisions/047-visitor-account-page.md).
  const account = createAccountService({ db: database.db, users: createAccountsRepository(database.db, 'users'), sessions, now: () => clock.now(), erasePerson: privacy.erasePerson, mail: { publicUrl: config.publicUrl, mailQueued } });
  registerAccountRoutes(app, account, auth, config);
  if (config.retentionJob) {
    let job: ReturnType<typeof startRetentionJob> | undefined;
    app.addHook('onReady', async () => {
      job = startRetentionJob(privacy, clock, app.log.child({ component: 'retention' }));
    });
    app.addHook('onClose', async () => {
      await job?.stop();
    });
  }
  registerAuditRoutes(app, audit, auth);
  const admins = createAdminsService({ db: database.db, sessions, audit, clock, publicUrl: config.publicUrl, mailQueued, idleSince: auth.idleSince });
  registerAdminsRoutes(app, admins, auth);
  // A lead queues both its notification and its webhook event: the nudge wakes both workers.
  const leadMail = {
    salesEmail: config.salesEmail,
    publicUrl: config.publicUrl,
    timeZone: config.salesTimeZone,
    mailQueued: () => {
      mailQueued();
      webhookQueued();
    },
  };
  const contacts = createContactService(database.db, leadMail, clock);
  const demos = createDemoService(database.db, leadMail, clock);
  registerContactRoutes(app, contacts, config, bots);
  registerDemoRoutes(app, demos, config, bots);
  registerLeadRoutes(app, { contacts, demos }, auth);
  registerLeadWorkRoutes(app, createLeadWorkService(database.db, listsRepository, audit, clock), auth);
  const webhooks = createWebhooksService({ db: database.db, audit, clock, policy: { localReceiver: config.webhookLocalReceiver }, queued: webhookQueued, cursors });
  registerWebhookRoutes(app, webhooks, auth);
  // The company's other systems send leads with a key instead of the bot check (docs/decisions/041-lead-intake-keys.md).
  const intakeLimit = config.rateLimits ? rateLimits.intake : undefined;
  registerIntakeRoutes(app, createIntakeService({ repo: createIntakeRepository(database.db), audit, clock, leads: { demos, contacts }, counters, limit: intakeLimit }), auth);
  const subscribe = createSubscribeService(createSubscriberRepository(database.db), { publicUrl: config.publicUrl, mailQueued, webhookQueued }, clock);
  registerSubscribeRoutes(app, subscribe, config, bots);
  // The content studio (docs/decisions/051-content-studio.md): the starting posts and answers once, the
  // admin's calls, the public images, and scheduled publishing on every instance.
  if (config.contentSeed) await seedStartingContent(database.db, clock, config.webDist);
  registerContentRoutes(app, createContentService({ db: database.db, audit, clock }), auth);
  const publishJob = createPublishJob({ db: database.db, audit, clock, log: app.log.child({ component: 'content' }) });
  app.decorate('content', { ...createContentReader(database.db), publishDue: publishJob.publishDue });
  let stopPublishing: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopPublishing = publishJob.start();
  });
  app.addHook('onClose', async () => {
    stopPublishing?.();
  });
  registerMessagingOpenApiRoute(app, config.publicUrl);
  // Test mode of the messaging API and the visitor's Developer page (docs/decisions/034-test-mode.md).
  const testCallbacks = createCallbacksService({ repo: createCallbacksRepository(database.db), clock, policy: { localReceiver: config.webhookLocalReceiver }, queued: webhookQueued });
  registerTestModeRoutes(app, createTestModeService(createTestModeRepository(database.db), clock, counters, auth.isEmailVerified, testCallbacks), auth, config);
  registerCallbackRoutes(app, testCallbacks, auth, config);
  // The blog and help pages render from the database (docs/decisions/052-content-pages-from-the-database.md).
  const renderer = await loadPageRenderer(config.webDist, { context: { content: app.content }, version: () => app.content.version(), now: () => clock.now().getTime() });
  registerStaticSite(
    app,
    loadSiteFiles(config.webDist),
    async () => {
      const state = await site.state();
      return state.flag ? 'payment' : state.locked ? 'locked' : undefined;
    },
    async (token) => (await auth.invitation(token)) !== undefined,
    renderer,
  );

  return app;
}
