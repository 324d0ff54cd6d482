import { Readable } from 'node:stream';
import { listQuerySchema, subscriberRecordSchema, userRecordSchema } from '@tarang/shared/admin';
import { brand } from '@tarang/shared/brand';
import { contactRecordSchema } from '@tarang/shared/contact';
import { demoRecordSchema } from '@tarang/shared/demo';
import { EXPORT_ROUTE, listPaths, tableKinds, TOTAL_COUNT_HEADER, type TableKind } from '@tarang/shared/tables';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { requireRole } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { ListsService } from './lists.service';

const rowSchemas = {
  users: userRecordSchema,
  contacts: contactRecordSchema,
  demos: demoRecordSchema,
  subscribers: subscriberRecordSchema,
} satisfies Record<TableKind, z.ZodType>;

/** An export's file name starts with the brand's short name ('tarang-contacts-2026-11-25.csv'). */
const FILE_PREFIX = brand.shortName.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const exportParams = z.object({ name: z.enum(tableKinds, { error: 'Export users, contacts, demos or subscribers.' }) });

function nextLink(request: FastifyRequest, cursor: string): string {
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
      { schema: { querystring: listQuerySchema, response: { 200: z.array(rowSchemas[kind]) } }, preHandler: adminOnly },
      async (request, reply) => {
        const page = await lists.page(kind, request.query);
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
      schema: { params: exportParams, querystring: listQuerySchema },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const { name } = request.params;
      const { from, to, q } = request.query;
      const day = clock.now().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${FILE_PREFIX}-${name}-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(lists.exportCsv(name, { from, to, q })));
    },
  );
}
