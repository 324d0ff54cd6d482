import { phoneE164 } from '@tarang/shared/foreign-phone';
import { tableNames } from '@tarang/shared/tables';
import { type LeadDetail, type LeadEvent, leadMessages, type LeadStatus, type LeadTable, type LeadVisit } from '@tarang/shared/leads';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { InputError } from '../../plugins/validation';
import { exportColumns } from '../admin/csv';
import type { ListsRepository } from '../admin/lists.repository';
import { type AdminsRepository, createAdminsRepository } from '../admins/admins.repository';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { parseAttribution } from './attribution';
import { createLeadWorkRepository, type LeadRow } from './lead-work.repository';
import { queueLeadWebhook } from './lead.repository';

/** One change an admin makes to a lead: a status (with the Unqualified reason), an owner, or a note. */
type LeadChange = { status?: LeadStatus | undefined; reason?: string | undefined; ownerId?: number | null | undefined } | { note: string };

const iso = (v: Date | string | null) => (v === null ? null : toIsoString(v));

/**
 * Working a lead (docs/decisions/032-lead-pipeline-and-attribution.md). `change` is the one place a
 * lead's status, owner or notes change: the row, its history (lead_events) and the audit trail are
 * written in one transaction, so none is ever without the others.
 */
export function createLeadWorkService(db: Kysely<Database>, lists: ListsRepository, audit: AuditService, clock: Clock) {
  const repo = createLeadWorkRepository(db);

  async function adminName(admins: AdminsRepository, id: number | null): Promise<string | null> {
    if (id === null) return null;
    const row = await admins.byId(id);
    return row?.email ?? `admin #${id}`;
  }

  async function detail(table: LeadTable, id: number): Promise<LeadDetail | undefined> {
    const row = await repo.lead(table, id);
    if (!row) return undefined;
    const owner = row.owner_admin_id === null ? null : ((await repo.owner(row.owner_admin_id)) ?? null);
    const events = await repo.events(table, id);
    const createdAt = toIsoString(row.created_at);
    // The number in E.164 beside it as typed, shown only when it could be read (docs/decisions/040-phone-numbers-in-e164.md).
    const contactE164 = phoneE164(String(row.contact));
    const fields = exportColumns[table]
      .filter(([, field]) => field !== 'id' && field !== 'createdAt' && (field !== 'contactE164' || contactE164 !== null))
      .map(([label, field]) => [label, String((field === 'contactE164' ? contactE164 : row[field]) ?? '')] as [string, string]);
    return {
      table,
      id: row.id,
      createdAt,
      updatedAt: iso(row.updated_at),
      status: row.status,
      statusReason: row.status_reason,
      owner,
      spam: row.spam === 1,
      fields,
      contactE164,
      attribution: parseAttribution(row.attribution),
      // The submission itself opens the history: it is the row's own created_at, not a stored event.
      history: [
        { id: 0, at: createdAt, kind: 'created', actor: null, from: null, to: null, text: null },
        ...events.map((e) => ({ id: e.id, at: toIsoString(e.at), kind: e.kind, actor: e.actor, from: e.from_value, to: e.to_value, text: e.text })),
      ],
    };
  }

  return {
    detail: (table: LeadTable, id: number) => detail(table, id),

    /**
     * Applies one change and answers the lead as it now is, or undefined when there is no such lead.
     * The owner must be an active admin (400 with the field's message otherwise). A change to what the
     * lead already is writes nothing.
     */
    async change(who: AuditActor, ip: string | null, table: LeadTable, id: number, change: LeadChange): Promise<LeadDetail | undefined> {
      const at = clock.now().toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        const work = createLeadWorkRepository(trx);
        const admins = createAdminsRepository(trx);
        // Locked first, so two admins' changes apply one after the other and each history's "from" is true.
        const current = await work.lockForChange(table, id);
        if (!current) return undefined;
        const events: Omit<LeadEvent, 'id'>[] = [];
        const set: Partial<Pick<LeadRow, 'status' | 'status_reason' | 'owner_admin_id'>> = {};
        if ('note' in change) {
          events.push({ at, kind: 'note', actor: who.actor, from: null, to: null, text: change.note });
        } else {
          if (change.status !== undefined) {
            const reason = change.status === 'unqualified' ? (change.reason ?? null) : null;
            if (change.status !== current.status || reason !== current.status_reason) {
              set.status = change.status;
              set.status_reason = reason;
              events.push({ at, kind: 'status', actor: who.actor, from: current.status, to: change.status, text: reason });
            }
          }
          if (change.ownerId !== undefined && change.ownerId !== current.owner_admin_id) {
            if (change.ownerId !== null) {
              const owner = await admins.byId(change.ownerId);
              if (!owner || owner.disabled_at !== null) throw new InputError({ ownerId: leadMessages.ownerInvalid }, leadMessages.ownerInvalid);
            }
            set.owner_admin_id = change.ownerId;
            events.push({ at, kind: 'owner', actor: who.actor, from: await adminName(admins, current.owner_admin_id), to: await adminName(admins, change.ownerId), text: null });
          }
        }
        if (events.length === 0) return 'unchanged';
        if (Object.keys(set).length > 0 || 'note' in change) {
          await work.update(table, id, set, at);
        }
        for (const e of events) {
          await work.insertEvent({ lead_table: table, lead_id: id, at, admin_id: who.adminId, actor: who.actor, kind: e.kind, from_value: e.from, to_value: e.to, text: e.text });
          // The trail names the change, never a note's or reason's text: those are personal data that
          // erasure must be able to remove, and the trail is append-only.
          await audit.record({ who, action: `lead.${e.kind as 'status' | 'owner' | 'note'}`, ip, detail: { table, id, ...(e.kind === 'note' ? {} : { from: e.from, to: e.to }) } }, trx);
        }
        // The CRM hears of the change in the same transaction (docs/decisions/033-webhooks.md); never of spam.
        await queueLeadWebhook(trx, tableNames[table], 'lead.updated', id, new Date(at));
        return 'changed';
      });
      if (outcome === undefined) return undefined;
      return detail(table, id);
    },

    /**
     * The leads (not suspected spam) that arrived since this admin's previous dashboard visit, counted
     * from the per-day tally like the count cards, so it stays O(days) on a million rows. The previous
     * visit is read and this one recorded in one transaction.
     */
    async visit(adminId: number): Promise<LeadVisit> {
      const now = clock.now().toISOString();
      const since = await db.transaction().execute(async (trx) => {
        const work = createLeadWorkRepository(trx);
        const before = await work.leadsSeenAt(adminId);
        await work.setLeadsSeenAt(adminId, now);
        return before ? toIsoString(before) : null;
      });
      const filter = since ? { from: since, to: now } : { to: now };
      const [contacts, demos] = await Promise.all([lists.count('contacts', filter), lists.count('demos', filter)]);
      return { since, contacts, demos };
    },
  };
}

export type LeadWorkService = ReturnType<typeof createLeadWorkService>;
