import type { DemoRecord, DemoRequest } from '@tarang/shared/demo';
import type { Kysely } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { groupCommit } from '../../db/group-commit';
import { insertRow } from '../../db/insert-row';
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
      const row = await insertRow(db, 'demo_requests', { ...input, created_at: createdAt.toISOString() }, ['id', 'created_at']);
      return { ...input, id: row.id, createdAt: toIsoString(row.created_at) };
    },
    queueMail: (mail, now) => enqueueMail(db, mail, now),
    // Committed together with concurrent lead writes on SQLite (db/group-commit.ts, issue 8).
    inTransaction: (work) => groupCommit(db, (trx) => work(createDemoRepository(trx))),
  };
}
