import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toIsoString } from '../../db/connect';
import { enqueueMail, type NewMail } from '../../mail/outbox';

export interface ContactRepository {
  insert(input: ContactRequest, createdAt: Date): Promise<ContactRecord>;
  queueMail(mail: NewMail, now: Date): Promise<number>;
  /** Runs `work` in one transaction: every write inside commits together or not at all. */
  inTransaction<T>(work: (tx: ContactRepository) => Promise<T>): Promise<T>;
}

export function createContactRepository(db: Kysely<Database>): ContactRepository {
  return {
    async insert(input, createdAt) {
      const row = await db
        .insertInto('contact_requests')
        .values({ ...input, created_at: createdAt.toISOString() })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return { ...input, id: row.id, createdAt: toIsoString(row.created_at) };
    },
    queueMail: (mail, now) => enqueueMail(db, mail, now),
    inTransaction: (work) => db.transaction().execute((trx) => work(createContactRepository(trx))),
  };
}
