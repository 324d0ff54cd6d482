import { apiMessages, BODY_MAX_DEPTH } from '@tarang/shared/api';
import { analyticsPaths, analyticsQuerySchema, analyticsReportSchema, analyticsTableSchema, analyticsTableText, analyticsViewSchema, type AnalyticsGoal } from '@tarang/shared/analytics';
import { ATTRIBUTION_VALUE_MAX } from '@tarang/shared/leads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { requireRole } from '../../plugins/auth';
import { limitFor } from '../../plugins/rate-limit';
import { registerJsonParser } from '../../plugins/validation';
import { csvLine } from '../admin/csv';
import type { AuthService } from '../auth/auth.service';
import type { AttributionColumns } from '../leads/attribution';
import type { AnalyticsService, Requester } from './analytics.service';
import { clean, parseHttpUrl } from './classify';

/** What the public forms and sign-ups call (app.analytics): their visit's attribution and their goal. */
interface VisitAnalytics {
  /** A form's attribution from the sender's cookieless visit and the page the form was sent from. */
  attribution(request: FastifyRequest): Promise<AttributionColumns>;
  /** Records a goal joined to the sender's visit; never fails the request that reached it. */
  goal(request: FastifyRequest, goal: AnalyticsGoal): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: VisitAnalytics;
  }
}

/**
 * The beacon's endpoint and the Analytics page's report (docs/decisions/050-cookieless-analytics.md), and
 * `app.analytics` for the forms. The beacon is answered 204 whatever was counted, so it tells a sender
 * nothing, sets no cookie and is never cached.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, analytics: AnalyticsService, auth: AuthService, config: Config) {
  const publicHost = parseHttpUrl(config.publicUrl)?.host.toLowerCase();
  const who = (request: FastifyRequest): Requester => {
    const host = request.host.toLowerCase();
    const objects = request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';
    return { ip: request.ip, userAgent: request.headers['user-agent'], site: publicHost ?? host, hosts: publicHost ? [publicHost, host] : [host], objects };
  };
  /** A same-site Referer's path: the page a form was sent from. */
  const formPage = (request: FastifyRequest, hosts: string[]) => {
    const referer = parseHttpUrl(request.headers.referer);
    return referer && hosts.includes(referer.host.toLowerCase()) ? clean(referer.pathname, ATTRIBUTION_VALUE_MAX) : undefined;
  };

  app.decorate('analytics', {
    async attribution(request) {
      const sender = who(request);
      return analytics.attribution(sender, formPage(request, sender.hosts));
    },
    async goal(request, goal) {
      try {
        await analytics.goal(who(request), goal);
      } catch (err) {
        request.log.warn({ err, goal }, 'analytics goal not recorded');
      }
    },
  } satisfies VisitAnalytics);

  // navigator.sendBeacon sends a string as text/plain, a CORS-safelisted type that needs no preflight:
  // this route alone reads it, as JSON (every other route answers text/plain with 415).
  void app.register(async (beacon) => {
    registerJsonParser(beacon, BODY_MAX_DEPTH, apiMessages.tooDeep, 'text/plain');
    beacon.withTypeProvider<ZodTypeProvider>().post(
      analyticsPaths.view,
      {
        ...limitFor(config, 'beacon'),
        schema: {
          description: 'One page view from the public pages’ beacon (text/plain or application/json). No cookie is read or set and no address is stored.',
          body: analyticsViewSchema,
          response: { 204: z.null().describe('Received; whether it was counted is not said.') },
        },
      },
      async (request, reply) => {
        const origin = request.headers.origin;
        const sender = who(request);
        // Another site's page posting here is not a view of this site.
        if (!origin || sender.hosts.includes(parseHttpUrl(origin)?.host.toLowerCase() ?? '')) await analytics.view(sender, request.body);
        return reply.code(204).header('cache-control', 'no-store').send(null);
      },
    );
  });

  const adminOnly = requireRole(auth, 'admin');
  app.withTypeProvider<ZodTypeProvider>().get(
    analyticsPaths.report,
    { schema: { querystring: analyticsQuerySchema, response: { 200: analyticsReportSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return analytics.report(request.query);
    },
  );
  // The same rows and rates the page shows, formula-safe like every export (docs/decisions/028-security-test-findings.md).
  app.withTypeProvider<ZodTypeProvider>().get(
    analyticsPaths.export(':table'),
    { schema: { params: analyticsTableSchema, querystring: analyticsQuerySchema }, preHandler: adminOnly },
    async (request, reply) => {
      const { table } = request.params;
      const text = analyticsTableText(table, (await analytics.report(request.query)).tables[table]);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="analytics-${table}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csvLine(text.header) + text.rows.map(csvLine).join(''));
    },
  );
}
