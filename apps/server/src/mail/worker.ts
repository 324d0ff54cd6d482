import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { startOutboxWorker, type OutboxWorker } from './outbox';
import { createMailTransport } from './transport';

/** Above this many requests a second the server is busy with visitors and mail gives way. */
const BUSY_REQUESTS_PER_SECOND = 500;
const RATE_WINDOW_MS = 200;

/**
 * Runs the outbox worker in this process when MAIL_WORKER=on: it starts with the app and stops
 * (finishing the message in hand) when the app closes, before the database does.
 * Returns the nudge services call after queueing mail; a no-op when the worker is off.
 */
export function registerMailWorker(app: FastifyInstance, config: Config, database: DatabaseHandle, clock: Clock): () => void {
  if (!config.mailWorker) return () => {};
  let worker: OutboxWorker | undefined;
  const requestRate = meterRequests(app);
  app.addHook('onReady', async () => {
    const transport = createMailTransport(config);
    const log = app.log.child({ component: 'mail-outbox' });
    worker = startOutboxWorker(
      { db: database.db, dialect: database.dialect, transport, log },
      { clock, busy: () => requestRate() >= BUSY_REQUESTS_PER_SECOND },
    );
    log.info({ transport: transport.description }, 'mail outbox worker started');
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    worker = undefined;
  });
  return () => worker?.kick();
}

/**
 * Requests per second over the last short window: a counter per request and a timer, no per-request clock.
 * It listens on the HTTP server itself rather than adding a Fastify hook: only real visitors make the
 * server busy, and a listener costs less per request than a hook.
 */
function meterRequests(app: FastifyInstance): () => number {
  let seen = 0;
  let counted = 0;
  let rate = 0;
  app.server.on('request', () => {
    seen++;
  });
  const timer = setInterval(() => {
    rate = ((seen - counted) * 1000) / RATE_WINDOW_MS;
    counted = seen;
  }, RATE_WINDOW_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return () => rate;
}
