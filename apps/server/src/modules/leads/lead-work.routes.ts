import { leadDetailSchema, type LeadDetail, leadMessages, leadNoteSchema, leadParamsSchema, leadPaths, leadUpdateSchema, leadVisitSchema } from '@tarang/shared/leads';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
  /** The lead as it now stands, or the one error when there is no such lead. */
  const answerLead = (reply: FastifyReply, lead: LeadDetail | undefined, code: 200 | 201 = 200) =>
    lead ? reply.code(code).headers(noStore).send(lead) : sendError(reply, 404, leadMessages.notFound);

  routes.get(leadPaths.lead, { schema: { params: leadParamsSchema, response: { 200: leadDetailSchema } }, preHandler: adminOnly }, async (request, reply) => {
    const { table, id } = request.params;
    const lead = await work.detail(table, id);
    // Opening a lead shows a person's data in full: recorded like a table view.
    if (lead) await app.audit.record({ who: await auditActor(app, request), action: 'lead.view', ip: request.ip, detail: { table, id } });
    return answerLead(reply, lead);
  });

  routes.patch(
    leadPaths.lead,
    { schema: { params: leadParamsSchema, body: leadUpdateSchema, response: { 200: leadDetailSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      const { table, id } = request.params;
      const { status, reason, ownerId } = request.body;
      return answerLead(reply, await work.change(await auditActor(app, request), request.ip, table, id, { status, reason, ownerId }));
    },
  );

  routes.post(
    leadPaths.notes,
    { schema: { params: leadParamsSchema, body: leadNoteSchema, response: { 201: leadDetailSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      const { table, id } = request.params;
      return answerLead(reply, await work.change(await auditActor(app, request), request.ip, table, id, { note: request.body.text }), 201);
    },
  );

  routes.post(leadPaths.visit, { schema: { response: { 200: leadVisitSchema } }, preHandler: adminOnly }, async (request, reply) => {
    const { adminId } = await auditActor(app, request);
    return reply.headers(noStore).send(await work.visit(adminId!));
  });
}
