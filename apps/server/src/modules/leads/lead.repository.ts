import type { tableNames } from '@tarang/shared/tables';
import type { Insertable, InsertObject, Kysely } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { enqueueMail, type NewMail } from '../../mail/outbox';

/** The tables a visitor's lead form writes to: one row per submission, plus its notification mail. */
type LeadTable = (typeof tableNames)['contacts' | 'demos'];

/** A lead as the API answers it: the validated form, its id and when it was stored. */
export type StoredLead<I> = I & { id: number; createdAt: string };

export interface LeadRepository<I> {
  insert(input: I, createdAt: Date): Promise<StoredLead<I>>;
  queueMail(mail: NewMail, now: Date): Promise<number | undefined>;
  /** Runs `work` in one transaction: every write inside commits together or not at all. */
  inTransaction<T>(work: (tx: LeadRepository<I>) => Promise<T>): Promise<T>;
}

export function createLeadRepository<T extends LeadTable, I extends Omit<Insertable<Database[T]>, 'created_at'>>(
  db: Kysely<Database>,
  table: T,
): LeadRepository<I> {
  return {
    async insert(input, createdAt) {
      const row = await db
        .insertInto(table)
        // Kysely's overloads cannot follow a generic table; the signature checks the columns.
        .values({ ...input, created_at: createdAt.toISOString() } as InsertObject<Database, T>)
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return { ...input, id: row.id, createdAt: toIsoString(row.created_at) };
    },
    queueMail: (mail, now) => enqueueMail(db, mail, now),
    inTransaction: (work) => db.transaction().execute((trx) => work(createLeadRepository<T, I>(trx, table))),
  };
}
