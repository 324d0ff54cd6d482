import { Readable } from 'node:stream';
import { listQuerySchema, TOTAL_COUNT_HEADER, type ListQuery } from '@tarang/shared/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { ListName } from './lists.repository';
import type { ListsService } from './lists.service';

/** spec 7 list calls, bounded per decisions.md; admin token only. */
const listPaths: Record<ListName, string> = {
  users: '/api/auth/user/all',
  contacts: '/api/contact/all',
  demos: '/api/demo/all',
  subscribers: '/api/subscribe/all',
};

const exportParams = z.object({ name: z.enum(['users', 'contacts', 'demos', 'subscribers'], { error: 'Export users, contacts, demos or subscribers.' }) });

function nextLink(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

export function registerListRoutes(app: FastifyInstance, lists: ListsService, auth: AuthService) {
  const adminOnly = requireRole(auth, 'admin');

  for (const [name, path] of Object.entries(listPaths) as [ListName, string][]) {
    app.get<{ Querystring: ListQuery }>(path, { schema: { querystring: listQuerySchema }, preHandler: adminOnly }, async (request, reply) => {
      const page = await lists.page(name, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total)).header('cache-control', 'no-store');
      if (page.nextCursor) reply.header('link', nextLink(request, page.nextCursor));
      return page.rows;
    });
  }

  app.get<{ Params: { name: ListName }; Querystring: ListQuery }>(
    '/api/admin/export/:name',
    { schema: { params: exportParams, querystring: listQuerySchema }, preHandler: adminOnly },
    async (request, reply) => {
      const { name } = request.params;
      const { from, to, q } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tarang-${name}-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(lists.exportCsv(name, { from, to, q })));
    },
  );
}
