import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { isDatabaseReachable } from '../../db/connect';

export function registerHealthRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.get('/healthz', async (_request, reply) => {
    const database = (await isDatabaseReachable(db)) ? 'up' : 'down';
    return reply
      .code(database === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: database === 'up' ? 'ok' : 'degraded', database });
  });
}
