import { healthSchema, type Health, publicHealthSchema } from '@tarang/shared/health';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { bearerToken } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { createHealthRepository } from './health.repository';

/**
 * Mail counts as stuck when a message has waited this long: by then it has failed four times
 * (retries after 30 s, 2 min and 10 min), so SMTP is down or refusing, not having a blip.
 */
export const MAIL_STUCK_AFTER_SECONDS = 15 * 60;
/** A health check answers within this, so a load balancer's own timeout never decides for us. */
const HEALTH_TIMEOUT_MS = 2000;

interface HealthOptions {
  clock: Clock;
  /** Reports Redis; absent when REDIS_URL is unset. */
  redis?: (() => 'up' | 'down') | undefined;
  /** HEALTH_TOKEN: a bearer token that shows the details. */
  token: string | undefined;
  auth: AuthService;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /healthz. 503 only when the database is down: that instance cannot serve. Mail or
 * Redis trouble answers 200 with status 'degraded', because every instance shares them and a load
 * balancer that drained all instances for a mail outage would take the site down with it.
 * Anyone learns only up or down; the details (mail queue, Redis) go to a signed-in admin or a client
 * sending HEALTH_TOKEN as its bearer token (docs/decisions/028-security-test-findings.md).
 */
export function registerHealthRoutes(app: FastifyInstance, db: Kysely<Database>, options: HealthOptions) {
  const repo = createHealthRepository(db);
  const token = options.token === undefined ? undefined : digest(options.token);
  /** The token is checked first; an admin session only while the database answers, within the same limit. */
  async function mayReadDetails(request: FastifyRequest, databaseUp: boolean): Promise<boolean> {
    const bearer = bearerToken(request);
    if (!bearer) return false;
    if (token && timingSafeEqual(digest(bearer), token)) return true;
    if (!databaseUp) return false;
    const session = await withTimeout(options.auth.session(bearer), HEALTH_TIMEOUT_MS).catch(() => undefined);
    return session?.role === 'admin' && session.stage === 'full';
  }
  // A load balancer asks every few seconds: log when the database goes down and comes back, not every check.
  let databaseWasUp = true;
  const answers = healthSchema.or(publicHealthSchema);
  app.withTypeProvider<ZodTypeProvider>().get('/healthz', { schema: { response: { 200: answers, 503: answers } } }, async (request, reply) => {
    const body: Health = { status: 'ok', database: 'up', mail: null };
    try {
      await withTimeout(repo.ping(), HEALTH_TIMEOUT_MS);
      try {
        body.mail = await withTimeout(repo.mailQueue(options.clock.now()), HEALTH_TIMEOUT_MS);
        if (body.mail.failed > 0 || body.mail.oldestPendingSeconds > MAIL_STUCK_AFTER_SECONDS) body.status = 'degraded';
      } catch (err) {
        request.log.warn({ err }, 'health: cannot read the mail queue');
        body.status = 'degraded';
      }
      if (!databaseWasUp) request.log.info('health: database reachable again');
      databaseWasUp = true;
    } catch (err) {
      if (databaseWasUp) request.log.error({ err }, 'health: database unreachable; answering 503 until it is back');
      databaseWasUp = false;
      body.database = 'down';
      body.status = 'down';
    }
    if (options.redis) {
      body.redis = options.redis();
      if (body.redis === 'down' && body.status === 'ok') body.status = 'degraded';
    }
    const details = await mayReadDetails(request, body.database === 'up');
    return reply
      .code(body.database === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(details ? body : { status: body.database });
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
