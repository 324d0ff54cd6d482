import { dailyStatsSchema, demosByServiceSchema, statsPaths, statsQuerySchema } from '@tarang/shared/admin-stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

  routes.get(
    statsPaths.daily,
    { schema: { querystring: statsQuerySchema, response: { 200: dailyStatsSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return stats.daily(request.query);
    },
  );

  routes.get(
    statsPaths.demosByService,
    { schema: { querystring: statsQuerySchema, response: { 200: demosByServiceSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return stats.demosByService(request.query);
    },
  );
}
