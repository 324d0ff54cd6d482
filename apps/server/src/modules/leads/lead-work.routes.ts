import { leadDetailSchema, leadMessages, leadNoteSchema, leadParamsSchema, leadPaths, leadUpdateSchema, leadVisitSchema } from '@tarang/shared/leads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { auditActor } from '../audit/audit-actor';
import type { AuthService } from '../auth/auth.service';
import type { LeadWorkService } from './lead-work.service';

/** Working a lead from the dashboard (docs/decisions/032-lead-pipeline-and-attribution.md); admin token only. */
export function registerLeadWorkRoutes(app: FastifyInstance, work: LeadWorkService, auth: AuthService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(auth, 'admin');
  const noStore = { 'cache-control': 'no-store' };

  routes.get(leadPaths.lead, { schema: { params: leadParamsSchema, response: { 200: leadDetailSchema } }, preHandler: adminOnly }, async (request, reply) => {
    const { table, id } = request.params;
    const lead = await work.detail(table, id);
    if (!lead) return sendError(reply, 404, leadMessages.notFound);
    // Opening a lead shows a person's data in full: recorded like a table view.
    await app.audit.record({ who: await auditActor(app, request), action: 'lead.view', ip: request.ip, detail: { table, id } });
    return reply.headers(noStore).send(lead);
  });

  routes.patch(
    leadPaths.lead,
    { schema: { params: leadParamsSchema, body: leadUpdateSchema, response: { 200: leadDetailSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      const { table, id } = request.params;
      const { status, reason, ownerId } = request.body;
      const lead = await work.change(await auditActor(app, request), request.ip, table, id, { status, reason, ownerId });
      if (!lead) return sendError(reply, 404, leadMessages.notFound);
      return reply.headers(noStore).send(lead);
    },
  );

  routes.post(
    leadPaths.notes,
    { schema: { params: leadParamsSchema, body: leadNoteSchema, response: { 201: leadDetailSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      const { table, id } = request.params;
      const lead = await work.change(await auditActor(app, request), request.ip, table, id, { note: request.body.text });
      if (!lead) return sendError(reply, 404, leadMessages.notFound);
      return reply.code(201).headers(noStore).send(lead);
    },
  );

  routes.post(leadPaths.visit, { schema: { response: { 200: leadVisitSchema } }, preHandler: adminOnly }, async (request, reply) => {
    const { adminId } = await auditActor(app, request);
    return reply.headers(noStore).send(await work.visit(adminId!));
  });
}
