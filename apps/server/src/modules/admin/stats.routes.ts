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

  /** One chart: its numbers for the query's days, never kept by a cache (they change with every lead). */
  function chart(path: string, response: z.ZodType, numbers: (query: StatsQuery) => Promise<unknown>) {
    routes.get(path, { schema: { querystring: statsQuerySchema, response: { 200: response } }, preHandler: adminOnly }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return numbers(request.query);
    });
  }

  chart(statsPaths.daily, dailyStatsSchema, stats.daily);
  chart(statsPaths.demosByService, demosByServiceSchema, stats.demosByService);
}
