import { tableNames } from '@tarang/shared/tables';
import { type LeadDetail, type LeadEvent, leadMessages, type LeadStatus, type LeadTable, type LeadVisit } from '@tarang/shared/leads';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { InputError } from '../../plugins/validation';
import { exportColumns } from '../admin/csv';
import type { ListsRepository } from '../admin/lists.repository';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { parseAttribution } from './attribution';
import { queueLeadWebhook } from './lead.repository';

/** One change an admin makes to a lead: a status (with the Unqualified reason), an owner, or a note. */
type LeadChange = { status?: LeadStatus | undefined; reason?: string | undefined; ownerId?: number | null | undefined } | { note: string };

interface LeadRow {
  id: number;
  status: LeadStatus;
  status_reason: string | null;
  owner_admin_id: number | null;
  spam: number;
  attribution: string | null;
  created_at: Date | string;
  updated_at: Date | string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : toIsoString(v));

/**
 * Working a lead (docs/decisions/032-lead-pipeline-and-attribution.md). `change` is the one place a
 * lead's status, owner or notes change: the row, its history (lead_events) and the audit trail are
 * written in one transaction, so none is ever without the others.
 */
export function createLeadWorkService(db: Kysely<Database>, lists: ListsRepository, audit: AuditService, clock: Clock) {
  // Kysely cannot type a table chosen at run time; the names come from tableNames only.
  const leadTable = (table: LeadTable) => tableNames[table] as unknown as 'lead';

  async function adminName(into: Kysely<Database>, id: number | null): Promise<string | null> {
    if (id === null) return null;
    const row = await into.selectFrom('admins').select('email').where('id', '=', id).executeTakeFirst();
    return row?.email ?? `admin #${id}`;
  }

  async function detail(table: LeadTable, id: number, into: Kysely<Database> = db): Promise<LeadDetail | undefined> {
    const anyInto = into as unknown as Kysely<Record<'lead', LeadRow>>;
    const row = (await anyInto.selectFrom(leadTable(table)).selectAll().where('id', '=', id).executeTakeFirst()) as (LeadRow & Record<string, unknown>) | undefined;
    if (!row) return undefined;
    const owner =
      row.owner_admin_id === null
        ? null
        : ((await into.selectFrom('admins').select(['id', 'email', 'name']).where('id', '=', row.owner_admin_id).executeTakeFirst()) ?? null);
    const events = await into
      .selectFrom('lead_events')
      .select(['id', 'at', 'kind', 'actor', 'from_value', 'to_value', 'text'])
      .where('lead_table', '=', table)
      .where('lead_id', '=', id)
      .orderBy('id')
      .execute();
    const createdAt = toIsoString(row.created_at);
    const fields = exportColumns[table]
      .filter(([, field]) => field !== 'id' && field !== 'createdAt')
      .map(([label, field]) => [label, String(row[field] ?? '')] as [string, string]);
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
        const anyTrx = trx as unknown as Kysely<Record<'lead', LeadRow>>;
        // A no-op update first: it locks the row (PostgreSQL) or the database (SQLite) for this
        // transaction, so two admins' changes apply one after the other and each history's "from" is true.
        const current = await anyTrx
          .updateTable(leadTable(table))
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', '=', id)
          .returning(['id', 'status', 'status_reason', 'owner_admin_id'])
          .executeTakeFirst();
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
              const owner = await trx.selectFrom('admins').select(['id', 'disabled_at']).where('id', '=', change.ownerId).executeTakeFirst();
              if (!owner || owner.disabled_at !== null) throw new InputError({ ownerId: leadMessages.ownerInvalid }, leadMessages.ownerInvalid);
            }
            set.owner_admin_id = change.ownerId;
            events.push({ at, kind: 'owner', actor: who.actor, from: await adminName(trx, current.owner_admin_id), to: await adminName(trx, change.ownerId), text: null });
          }
        }
        if (events.length === 0) return 'unchanged';
        if (Object.keys(set).length > 0 || 'note' in change) {
          await anyTrx
            .updateTable(leadTable(table))
            .set({ ...set, updated_at: at })
            .where('id', '=', id)
            .execute();
        }
        for (const e of events) {
          await trx
            .insertInto('lead_events')
            .values({ lead_table: table, lead_id: id, at, admin_id: who.adminId, actor: who.actor, kind: e.kind, from_value: e.from, to_value: e.to, text: e.text })
            .execute();
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
        const before = await trx.selectFrom('admins').select('leads_seen_at').where('id', '=', adminId).executeTakeFirst();
        await trx.updateTable('admins').set({ leads_seen_at: now }).where('id', '=', adminId).execute();
        return before?.leads_seen_at ? toIsoString(before.leads_seen_at) : null;
      });
      const filter = since ? { from: since, to: now } : { to: now };
      const [contacts, demos] = await Promise.all([lists.count('contacts', filter), lists.count('demos', filter)]);
      return { since, contacts, demos };
    },
  };
}

export type LeadWorkService = ReturnType<typeof createLeadWorkService>;
