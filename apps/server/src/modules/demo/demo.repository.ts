import type { DemoRecord, DemoRequest } from '@tarang/shared/demo';
import type { Kysely } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { enqueueMail, type NewMail } from '../../mail/outbox';

export interface DemoRepository {
  insert(input: DemoRequest, createdAt: Date): Promise<DemoRecord>;
  queueMail(mail: NewMail, now: Date): Promise<number>;
  /** Runs `work` in one transaction: every write inside commits together or not at all. */
  inTransaction<T>(work: (tx: DemoRepository) => Promise<T>): Promise<T>;
}

export function createDemoRepository(db: Kysely<Database>): DemoRepository {
  return {
    async insert(input, createdAt) {
      const row = await db
        .insertInto('demo_requests')
        .values({ ...input, created_at: createdAt.toISOString() })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return { ...input, id: row.id, createdAt: toIsoString(row.created_at) };
    },
    queueMail: (mail, now) => enqueueMail(db, mail, now),
    inTransaction: (work) => db.transaction().execute((trx) => work(createDemoRepository(trx))),
  };
}
