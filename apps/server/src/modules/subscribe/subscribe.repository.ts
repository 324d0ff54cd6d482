import { type Kysely, sql } from 'kysely';
import type { Database, SubscriberStatus } from '../../db/database';
import type { Consent } from '@tarang/shared/privacy';
import { type AttributionColumns, noAttribution } from '../leads/attribution';
import { enqueueMail, type NewMail } from '../../mail/outbox';
import { isSuppressed } from '../privacy/suppression';
import { queueWebhookEvent } from '../webhooks/webhook-events';

export interface Subscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  /** When the current token's confirmation e-mail was queued; null when none was (the outbox cap). */
  confirmationSentAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface SubscriberRepository {
  /** Case-insensitive, through the lower(email) unique index. */
  findByEmail(email: string): Promise<Subscriber | undefined>;
  findByTokenHash(tokenHash: string): Promise<Subscriber | undefined>;
  /**
   * Inserts a pending subscriber; undefined when the address (or the token) is already there. With the
   * consent shown and where the subscriber came from (docs/decisions/031, 032), when known.
   */
  insertPending(email: string, tokenHash: string, now: Date, consent?: Consent, attribution?: AttributionColumns): Promise<number | undefined>;
  /**
   * A confirmation e-mail with a new token was queued: the token replaces the old one. The status
   * stays as it is: an unsubscribed address changes only when its owner uses the link.
   */
  confirmationSent(id: number, tokenHash: string, now: Date, consent?: Consent): Promise<void>;
  /**
   * Pending → confirmed, or unsubscribed → confirmed when the token was sent after the unsubscribe
   * (the owner asked anew); false otherwise.
   */
  confirm(id: number, now: Date): Promise<boolean>;
  /** Any status → unsubscribed; false when already unsubscribed. */
  unsubscribe(id: number, now: Date): Promise<boolean>;
  /** Whether the address was erased (the suppression list, docs/decisions/031-privacy-retention-erasure.md). */
  suppressed(email: string): Promise<boolean>;
  /** undefined when the outbox's per-address cap held the mail back. */
  queueMail(mail: NewMail, now: Date): Promise<number | undefined>;
  /** Runs `work` in one transaction: every write inside commits together or not at all. */
  inTransaction<T>(work: (tx: SubscriberRepository) => Promise<T>): Promise<T>;
}

const columns = ['id', 'email', 'status', 'confirmation_sent_at', 'unsubscribed_at'] as const;
const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

type Row = { id: number; email: string; status: SubscriberStatus; confirmation_sent_at: Date | string | null; unsubscribed_at: Date | string | null };
const toSubscriber = (row: Row | undefined): Subscriber | undefined =>
  row && {
    id: row.id,
    email: row.email,
    status: row.status,
    confirmationSentAt: toDate(row.confirmation_sent_at),
    unsubscribedAt: toDate(row.unsubscribed_at),
  };

/** The consent the form showed, recorded with the request it came with (the latest request's wording wins). */
const consentColumns = (consent: Consent | undefined, now: Date) =>
  consent ? { consent_at: now.toISOString(), consent_page: consent.page, consent_text_version: consent.version } : {};

export function createSubscriberRepository(db: Kysely<Database>): SubscriberRepository {
  return {
    findByEmail: async (email) =>
      toSubscriber(
        await db
          .selectFrom('subscribers')
          .select(columns)
          .where(sql`lower(email)`, '=', sql`lower(${email})`)
          .executeTakeFirst(),
      ),

    findByTokenHash: async (tokenHash) => toSubscriber(await db.selectFrom('subscribers').select(columns).where('token_hash', '=', tokenHash).executeTakeFirst()),

    async insertPending(email, tokenHash, now, consent, attribution = noAttribution) {
      // A concurrent subscribe of the same address loses the race quietly instead of failing the request.
      const row = await db
        .insertInto('subscribers')
        .values({ email, status: 'pending', token_hash: tokenHash, created_at: now.toISOString(), confirmation_sent_at: null, ...consentColumns(consent, now), ...attribution })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async confirmationSent(id, tokenHash, now, consent) {
      await db
        .updateTable('subscribers')
        .set({ token_hash: tokenHash, confirmation_sent_at: now.toISOString(), ...consentColumns(consent, now) })
        .where('id', '=', id)
        .execute();
    },

    async confirm(id, now) {
      // The confirmation and its 'subscriber.confirmed' webhook event commit together (docs/decisions/033-webhooks.md).
      const run = async (ex: Kysely<Database>) => {
        const row = await ex
          .updateTable('subscribers')
          .set({ status: 'confirmed', confirmed_at: now.toISOString(), unsubscribed_at: null })
          .where('id', '=', id)
          .where((eb) =>
            eb.or([
              eb('status', '=', 'pending'),
              eb.and([eb('status', '=', 'unsubscribed'), eb('confirmation_sent_at', '>', eb.ref('unsubscribed_at'))]),
            ]),
          )
          .returning(['id', 'email'])
          .executeTakeFirst();
        if (row) await queueWebhookEvent(ex, 'subscriber.confirmed', { id: row.id, email: row.email, confirmedAt: now.toISOString() }, now);
        return row !== undefined;
      };
      return db.isTransaction ? run(db) : db.transaction().execute(run);
    },

    async unsubscribe(id, now) {
      const result = await db
        .updateTable('subscribers')
        .set({ status: 'unsubscribed', unsubscribed_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '!=', 'unsubscribed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    suppressed: (email) => isSuppressed(db, email),
    queueMail: (mail, now) => enqueueMail(db, mail, now),
    inTransaction: (work) => db.transaction().execute((trx) => work(createSubscriberRepository(trx))),
  };
}
