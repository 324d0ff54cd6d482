import type { LeadStatus, LeadTable } from '@tarang/shared/leads';
import { tableNames } from '@tarang/shared/tables';
import type { Insertable, Kysely } from 'kysely';
import type { Database, LeadEventsTable } from '../../db/database';

/** The columns of a lead that working it reads and changes, whichever table it is in. */
export interface LeadRow {
  id: number;
  status: LeadStatus;
  status_reason: string | null;
  owner_admin_id: number | null;
  spam: number;
  attribution: string | null;
  created_at: Date | string;
  updated_at: Date | string | null;
}

type WorkColumns = Partial<Pick<LeadRow, 'status' | 'status_reason' | 'owner_admin_id'>>;

/**
 * A lead's pipeline state, its history and who owns it (docs/decisions/032-lead-pipeline-and-attribution.md).
 * Given a transaction, every query runs inside it: the service writes the row, its history and the audit
 * trail together.
 */
export function createLeadWorkRepository(db: Kysely<Database>) {
  // Kysely cannot type a table chosen at run time; the names come from tableNames only.
  const leads = db as unknown as Kysely<Record<'lead', LeadRow>>;
  const leadTable = (table: LeadTable) => tableNames[table] as unknown as 'lead';

  return {
    /** The whole row: the detail view shows every field. */
    async lead(table: LeadTable, id: number): Promise<(LeadRow & Record<string, unknown>) | undefined> {
      return (await leads.selectFrom(leadTable(table)).selectAll().where('id', '=', id).executeTakeFirst()) as (LeadRow & Record<string, unknown>) | undefined;
    },

    /** The owner as the detail view names them. */
    async owner(adminId: number) {
      return db.selectFrom('admins').select(['id', 'email', 'name']).where('id', '=', adminId).executeTakeFirst();
    },

    /** The lead's stored history, oldest first. */
    async events(table: LeadTable, id: number) {
      return db
        .selectFrom('lead_events')
        .select(['id', 'at', 'kind', 'actor', 'from_value', 'to_value', 'text'])
        .where('lead_table', '=', table)
        .where('lead_id', '=', id)
        .orderBy('id')
        .execute();
    },

    /**
     * A no-op update that answers the lead's pipeline state: it locks the row (PostgreSQL) or the database
     * (SQLite) for the caller's transaction, so two admins' changes apply one after the other and each
     * history's "from" is true. Undefined when there is no such lead.
     */
    async lockForChange(table: LeadTable, id: number) {
      return leads
        .updateTable(leadTable(table))
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id)
        .returning(['id', 'status', 'status_reason', 'owner_admin_id'])
        .executeTakeFirst();
    },

    async update(table: LeadTable, id: number, set: WorkColumns, updatedAt: string): Promise<void> {
      await leads
        .updateTable(leadTable(table))
        .set({ ...set, updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
    },

    async insertEvent(event: Omit<Insertable<LeadEventsTable>, 'id'>): Promise<void> {
      await db.insertInto('lead_events').values(event).execute();
    },

    /** When the admin last opened the dashboard: the start of "new since your last visit". */
    async leadsSeenAt(adminId: number) {
      const row = await db.selectFrom('admins').select('leads_seen_at').where('id', '=', adminId).executeTakeFirst();
      return row?.leads_seen_at ?? null;
    },

    async setLeadsSeenAt(adminId: number, at: string): Promise<void> {
      await db.updateTable('admins').set({ leads_seen_at: at }).where('id', '=', adminId).execute();
    },
  };
}
