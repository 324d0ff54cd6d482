import { type Kysely, sql } from 'kysely';
import type { Database, SubscriberStatus } from '../../db/database';
import { enqueueMail, type NewMail } from '../../mail/outbox';

export interface Subscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
}

export interface SubscriberRepository {
  /** Case-insensitive, through the lower(email) unique index. */
  findByEmail(email: string): Promise<Subscriber | undefined>;
  findByTokenHash(tokenHash: string): Promise<Subscriber | undefined>;
  /** Inserts a pending subscriber; undefined when the address (or the token) is already there. */
  insertPending(email: string, tokenHash: string, now: Date): Promise<number | undefined>;
  /** Back to pending with a new token: a repeat before confirming, or a return after unsubscribing. */
  renewPending(id: number, tokenHash: string): Promise<void>;
  /** Pending → confirmed; false when the subscriber was not pending. */
  confirm(id: number, now: Date): Promise<boolean>;
  /** Any status → unsubscribed; false when already unsubscribed. */
  unsubscribe(id: number, now: Date): Promise<boolean>;
  queueMail(mail: NewMail, now: Date): Promise<number>;
  /** Runs `work` in one transaction: every write inside commits together or not at all. */
  inTransaction<T>(work: (tx: SubscriberRepository) => Promise<T>): Promise<T>;
}

const columns = ['id', 'email', 'status'] as const;

export function createSubscriberRepository(db: Kysely<Database>): SubscriberRepository {
  return {
    findByEmail: (email) =>
      db
        .selectFrom('subscribers')
        .select(columns)
        .where(sql`lower(email)`, '=', sql`lower(${email})`)
        .executeTakeFirst(),

    findByTokenHash: (tokenHash) => db.selectFrom('subscribers').select(columns).where('token_hash', '=', tokenHash).executeTakeFirst(),

    async insertPending(email, tokenHash, now) {
      // A concurrent subscribe of the same address loses the race quietly instead of failing the request.
      const row = await db
        .insertInto('subscribers')
        .values({ email, status: 'pending', token_hash: tokenHash, created_at: now.toISOString() })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async renewPending(id, tokenHash) {
      await db
        .updateTable('subscribers')
        .set({ status: 'pending', token_hash: tokenHash, confirmed_at: null, unsubscribed_at: null })
        .where('id', '=', id)
        .execute();
    },

    async confirm(id, now) {
      const result = await db
        .updateTable('subscribers')
        .set({ status: 'confirmed', confirmed_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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

    queueMail: (mail, now) => enqueueMail(db, mail, now),
    inTransaction: (work) => db.transaction().execute((trx) => work(createSubscriberRepository(trx))),
  };
}
