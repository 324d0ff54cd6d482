import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { startOutboxWorker, type OutboxWorker } from './outbox';
import { createMailTransport } from './transport';

/**
 * Runs the outbox worker in this process when MAIL_WORKER=on: it starts with the app and stops
 * (finishing the message in hand) when the app closes, before the database does.
 * Returns the nudge services call after queueing mail; a no-op when the worker is off.
 */
export function registerMailWorker(app: FastifyInstance, config: Config, database: DatabaseHandle): () => void {
  if (!config.mailWorker) return () => {};
  let worker: OutboxWorker | undefined;
  app.addHook('onReady', async () => {
    const transport = createMailTransport(config);
    const log = app.log.child({ component: 'mail-outbox' });
    worker = startOutboxWorker({ db: database.db, dialect: database.dialect, transport, log });
    log.info({ transport: transport.description }, 'mail outbox worker started');
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    worker = undefined;
  });
  return () => worker?.kick();
}
