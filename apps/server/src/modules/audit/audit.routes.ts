import { Readable } from 'node:stream';
import { auditExportQuerySchema, auditQuerySchema, auditRecordSchema, securityPaths } from '@tarang/shared/admin-security';
import { TOTAL_COUNT_HEADER } from '@tarang/shared/tables';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { csvDownloadHeaders, nextLink } from '../admin/lists.routes';
import { auditActor } from './audit-actor';
import type { AuditService } from './audit.service';

/** The audit trail, paged like the lists (product §13); admin token only. The application has no way to change it. */
export function registerAuditRoutes(app: FastifyInstance, audit: AuditService, auth: AuthService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    securityPaths.audit,
    {
      schema: {
        querystring: auditQuerySchema,
        response: { 200: z.array(auditRecordSchema) },
      },
      preHandler: requireRole(auth, 'admin'),
    },
    async (request, reply) => {
      const { from, to, actor, action, cursor } = request.query;
      const page = await audit.page(request.query);
      // Reading the trail is itself recorded, once per view: the first page only, so paging through
      // it does not add a row per page.
      if (cursor === undefined) {
        await audit.record({
          who: await auditActor(app, request),
          action: 'audit.view',
          ip: request.ip,
          detail: { from, to, actor, action },
        });
      }
      reply.header(TOTAL_COUNT_HEADER, String(page.total)).header('cache-control', 'no-store');
      if (page.nextCursor) reply.header('link', nextLink(request, page.nextCursor));
      return page.rows;
    },
  );

  // The Audit page's export: the trail under the filters on screen, as the CLI's `audit export` writes it.
  routes.get(
    securityPaths.auditExport,
    { schema: { querystring: auditExportQuerySchema }, preHandler: requireRole(auth, 'admin') },
    async (request, reply) => {
      const { from, to, actor, action } = request.query;
      const who = await auditActor(app, request);
      // Recorded once the last row is out (or the download broke off), with the real row count.
      const recordExport = (rows: number, complete: boolean) =>
        audit.record({ who, action: 'audit.export', ip: request.ip, detail: { from, to, actor, action, rows, ...(complete ? {} : { complete }) } });
      csvDownloadHeaders(reply, 'audit', app.clock.now());
      return reply.send(Readable.from(audit.exportCsv({ from, to, actor, action }, recordExport)));
    },
  );
}
