import type { SpamReason } from '@tarang/shared/bot-check';
import { phoneE164 } from '@tarang/shared/foreign-phone';
import type { tableNames } from '@tarang/shared/tables';
import type { WebhookLead } from '@tarang/shared/webhooks';
import type { Insertable, InsertObject, Kysely } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { type AttributionColumns, noAttribution, parseAttribution } from './attribution';
import { enqueueMail, type NewMail } from '../../mail/outbox';
import { queueWebhookEvent } from '../webhooks/webhook-events';

/** The tables a visitor's lead form writes to: one row per submission, plus its notification mail. */
type LeadTable = (typeof tableNames)['contacts' | 'demos'];

/** A lead as the API answers it: the validated form, its id and when it was stored. */
export type StoredLead<I> = I & { id: number; createdAt: string };

export interface LeadRepository<I> {
  /** Stores a lead; with `spamReason`, as suspected spam (docs/decisions/029-bot-protection.md). */
  insert(input: I, createdAt: Date, spamReason?: SpamReason, attribution?: AttributionColumns): Promise<StoredLead<I>>;
  /**
   * Clears a lead's spam flag: the lead as stored with its attribution (for its notification), 'not-spam'
   * when it was not flagged, undefined when there is none.
   */
  restore(id: number): Promise<(StoredLead<I> & Pick<AttributionColumns, 'attribution'>) | 'not-spam' | undefined>;
  queueMail(mail: NewMail, now: Date): Promise<number | undefined>;
  /** Queues the lead's webhook event, every stored field passed through (docs/decisions/033-webhooks.md). */
  queueWebhook(event: 'lead.created' | 'lead.updated', id: number, now: Date): Promise<number>;
  /** Runs `work` in one transaction: every write inside commits together or not at all. */
  inTransaction<T>(work: (tx: LeadRepository<I>) => Promise<T>): Promise<T>;
}

type WorkColumns = 'created_at' | 'spam' | 'spam_reason' | 'status' | 'status_reason' | 'owner_admin_id' | 'updated_at' | keyof AttributionColumns;

export function createLeadRepository<T extends LeadTable, I extends Omit<Insertable<Database[T]>, WorkColumns>>(
  db: Kysely<Database>,
  table: T,
): LeadRepository<I> {
  // Kysely's overloads cannot follow a generic table; the signatures check the columns.
  const leads = db as unknown as Kysely<{ lead: Record<string, unknown> & { id: number; spam: number; spam_reason: string | null; created_at: Date | string } }>;
  const lead = table as unknown as 'lead';
  return {
    async insert(input, createdAt, spamReason, attribution = noAttribution) {
      const row = await db
        .insertInto(table)
        .values({ ...input, ...attribution, created_at: createdAt.toISOString(), ...(spamReason ? { spam: 1, spam_reason: spamReason } : {}) } as InsertObject<Database, T>)
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return { ...input, id: row.id, createdAt: toIsoString(row.created_at) };
    },
    async restore(id) {
      const updated = await leads.updateTable(lead).set({ spam: 0, spam_reason: null }).where('id', '=', id).where('spam', '=', 1).returningAll().executeTakeFirst();
      if (!updated) {
        const exists = await leads.selectFrom(lead).select('id').where('id', '=', id).executeTakeFirst();
        return exists ? 'not-spam' : undefined;
      }
      const { created_at, spam: _spam, spam_reason: _reason, ...fields } = updated;
      return { ...(fields as I), id: Number(updated.id), createdAt: toIsoString(created_at as Date | string), attribution: (fields.attribution as string | null | undefined) ?? null };
    },
    queueMail: (mail, now) => enqueueMail(db, mail, now),
    queueWebhook: (event, id, now) => queueLeadWebhook(db, table, event, id, now),
    inTransaction: (work) => db.transaction().execute((trx) => work(createLeadRepository<T, I>(trx, table))),
  };
}

/** Columns the CRM never receives: the spam flag (spam is never sent) and the owner's id (its e-mail is sent). */
const notForCrm = new Set(['spam', 'spam_reason', 'owner_admin_id']);
const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Queues a lead's 'lead.created' or 'lead.updated' event in the caller's transaction, built from the row
 * as stored: every field, where it came from (decision 032), its status and owner, so a CRM sees the
 * lead whole (docs/decisions/033-webhooks.md). Nothing is queued for suspected spam.
 */
export async function queueLeadWebhook(db: Kysely<Database>, table: LeadTable, event: 'lead.created' | 'lead.updated', id: number, now: Date): Promise<number> {
  const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.spam) return 0;
  const owner = row.owner_admin_id === null ? null : await db.selectFrom('admins').select('email').where('id', '=', row.owner_admin_id).executeTakeFirst();
  const data: Record<string, unknown> = { source: table === 'demo_requests' ? 'demo' : 'contact' };
  for (const [column, value] of Object.entries(row)) {
    if (notForCrm.has(column)) continue;
    data[camel(column)] = column === 'attribution' ? parseAttribution(value as string | null) : value instanceof Date ? value.toISOString() : column.endsWith('_at') && value ? toIsoString(value as string) : value;
    // The number in E.164 beside it as stored (docs/decisions/040-phone-numbers-in-e164.md).
    if (column === 'contact') data.contactE164 = phoneE164(String(value));
  }
  data.owner = owner?.email ?? null;
  return queueWebhookEvent(db, event, data as WebhookLead, now);
}
