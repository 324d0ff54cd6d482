import { messageResponseSchema } from '@tarang/shared/auth';
import { botMessages, NOT_SPAM_ROUTE, spamTables, type SpamTable } from '@tarang/shared/bot-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { auditActor } from '../audit/audit-actor';
import type { AuthService } from '../auth/auth.service';
import { createLeadWorkRepository } from './lead-work.repository';

interface Restorable {
  restore(id: number): Promise<object | 'not-spam' | undefined>;
}

const notSpamParams = z.object({
  table: z.enum(spamTables, { error: 'Restore contacts or demos.' }),
  id: z.coerce.number({ error: 'The lead id must be a whole number.' }).int('The lead id must be a whole number.').min(1, 'The lead id must be a whole number.').max(2 ** 31 - 1, 'No such lead.'),
});

/** The dashboard's Spam view: "Not spam" restores a lead and sends its notification then (docs/decisions/029-bot-protection.md). */
export function registerLeadRoutes(app: FastifyInstance, leads: Record<SpamTable, Restorable>, auth: AuthService) {
  app.withTypeProvider<ZodTypeProvider>().post(
    NOT_SPAM_ROUTE,
    { schema: { params: notSpamParams, response: { 200: messageResponseSchema } }, preHandler: requireRole(auth, 'admin') },
    async (request, reply) => {
      const { table, id } = request.params;
      const outcome = await leads[table].restore(id);
      if (outcome === undefined) return sendError(reply, 404, botMessages.leadNotFound);
      if (outcome === 'not-spam') return { message: botMessages.alreadyRestored };
      const who = await auditActor(app, request);
      await app.audit.record({ who, action: 'lead.not-spam', ip: request.ip, detail: { table, id } });
      // The lead's history shows the restore too (docs/decisions/032-lead-pipeline-and-attribution.md).
      await createLeadWorkRepository(app.database.db).insertEvent({ lead_table: table, lead_id: id, at: app.clock.now().toISOString(), admin_id: who.adminId, actor: who.actor, kind: 'not-spam', from_value: null, to_value: null, text: null });
      return { message: botMessages.notSpam };
    },
  );
}
