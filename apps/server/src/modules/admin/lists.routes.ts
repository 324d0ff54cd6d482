import { Readable } from 'node:stream';
import { exportQuerySchema, leadListQuerySchema, subscriberRecordSchema, userRecordSchema } from '@tarang/shared/admin';
import { leadPhoneFieldsSchema, leadWorkFieldsSchema } from '@tarang/shared/leads';
import { brand } from '@tarang/shared/brand';
import { contactRecordSchema } from '@tarang/shared/contact';
import { demoRecordSchema } from '@tarang/shared/demo';
import { EXPORT_ROUTE, listPaths, tableKinds, TOTAL_COUNT_HEADER, type TableKind } from '@tarang/shared/tables';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { requireRole } from '../../plugins/auth';
import { auditActor } from '../audit/audit-actor';
import type { AuthService } from '../auth/auth.service';
import { filterOf, type ListsService } from './lists.service';

const attributionShape = leadWorkFieldsSchema.pick({ utmSource: true, utmCampaign: true }).shape;
/**
 * Each table's own fields; leads add how they are worked (docs/decisions/032-lead-pipeline-and-attribution.md)
 * and their number in E.164 (docs/decisions/040-phone-numbers-in-e164.md), every table its source and campaign.
 */
const rowSchemas = {
  users: userRecordSchema.extend(attributionShape),
  contacts: contactRecordSchema.extend(leadPhoneFieldsSchema.shape).extend(leadWorkFieldsSchema.shape),
  demos: demoRecordSchema.extend(leadPhoneFieldsSchema.shape).extend(leadWorkFieldsSchema.shape),
  subscribers: subscriberRecordSchema.extend(attributionShape),
} satisfies Record<TableKind, z.ZodType>;

/** An export's file name starts with the brand's short name ('tarang-contacts-2026-11-25.csv'). */
const FILE_PREFIX = brand.shortName.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const exportParams = z.object({ name: z.enum(tableKinds, { error: 'Export users, contacts, demos or subscribers.' }) });

/** A CSV download's headers: named for the brand, what it holds and the day ('tarang-contacts-2026-11-25.csv'), never cached. */
export function csvDownloadHeaders(reply: FastifyReply, what: string, now: Date): void {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${FILE_PREFIX}-${what}-${now.toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', 'no-store');
}

export function nextLink(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** product §7 list calls, bounded (product §13); admin token only. */
export function registerListRoutes(app: FastifyInstance, lists: ListsService, auth: AuthService, clock: Clock) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(auth, 'admin');

  for (const kind of tableKinds) {
    routes.get(
      listPaths[kind],
      // The lead lists also take `spam=true` (docs/decisions/029-bot-protection.md); the others ignore it.
      { schema: { querystring: leadListQuerySchema, response: { 200: z.array(rowSchemas[kind]) } }, preHandler: adminOnly },
      async (request, reply) => {
        const { from, to, q, cursor, spam, status, owner, source, campaign } = request.query;
        const page = await lists.page(kind, request.query);
        // Every page that returns rows is a view, recorded with how many it showed (docs/decisions/027-admin-security.md);
        // the dashboard's count cards ask for limit=0 and read only X-Total-Count.
        if (page.rows.length > 0) {
          const detail = { table: kind, from, to, q, status, owner, source, campaign, ...(spam === 'true' ? { spam: true } : {}), rows: page.rows.length, ...(cursor === undefined ? {} : { page: 'next' }) };
          await app.audit.record({ who: await auditActor(app, request), action: 'list.view', ip: request.ip, detail });
        }
        reply.header(TOTAL_COUNT_HEADER, String(page.total)).header('cache-control', 'no-store');
        if (page.nextCursor) reply.header('link', nextLink(request, page.nextCursor));
        return page.rows;
      },
    );
  }

  routes.get(
    EXPORT_ROUTE,
    {
      // The answer is a CSV stream, not JSON: it has no response schema to check or document.
      schema: { params: exportParams, querystring: exportQuerySchema },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const { name } = request.params;
      const { from, to, q, status, owner, source, campaign } = request.query;
      const who = await auditActor(app, request);
      // Recorded once the last row is out (or the download broke off), with the real row count.
      const recordExport = (rows: number, complete: boolean) =>
        app.audit.record({ who, action: 'export.csv', ip: request.ip, detail: { table: name, from, to, q, status, owner, source, campaign, rows, ...(complete ? {} : { complete }) } });
      csvDownloadHeaders(reply, name, clock.now());
      return reply.send(Readable.from(lists.exportCsv(name, filterOf(request.query), recordExport)));
    },
  );
}
