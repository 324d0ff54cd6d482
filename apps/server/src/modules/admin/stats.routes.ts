import { dailyStatsSchema, demosByServiceSchema, statsPaths, statsQuerySchema, type StatsQuery } from '@tarang/shared/admin-stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireRole } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { StatsService } from './stats.service';

/**
 * The dashboard's charts (docs/decisions/036-dashboard-charts.md); admin token only (product §12).
 * They show numbers, not leads, like the count cards, so they are not recorded as views.
 */
export function registerStatsRoutes(app: FastifyInstance, stats: StatsService, auth: AuthService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(auth, 'admin');

  /**
   * One chart: its numbers for the query's days, never kept by a cache (they change with every lead). The
   * signature ties the numbers to their schema; the route, which cannot resolve a generic schema, gets both widened.
   */
  function chart<R extends z.ZodType>(path: string, response: R, numbers: (query: StatsQuery) => Promise<z.input<R>>) {
    const schema: z.ZodType = response;
    const load: (query: StatsQuery) => Promise<unknown> = numbers;
    routes.get(path, { schema: { querystring: statsQuerySchema, response: { 200: schema } }, preHandler: adminOnly }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return load(request.query);
    });
  }

  chart(statsPaths.daily, dailyStatsSchema, stats.daily);
  chart(statsPaths.demosByService, demosByServiceSchema, stats.demosByService);
}
