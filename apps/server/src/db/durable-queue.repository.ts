import type { ColumnType, Generated, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, NullableTimestamp, Timestamp } from './database';

/** The tables that hold a durable queue; each has the columns of QueueColumns. */
export type QueueTable = 'outbox' | 'webhook_deliveries' | 'test_callbacks';

export interface QueueColumns {
  id: Generated<number>;
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** The queue's table seen through the columns every queue has (its name is checked by QueueTable). */
type QueueDb = Kysely<{ queue: QueueColumns }>;

/**
 * The durable queues' claims and outcomes (db/durable-queue.ts; docs/decisions/007-mail-outbox.md). Given a
 * transaction, every query runs inside it, so a PostgreSQL claim's row locks last until it commits.
 */
export function createDurableQueueRepository(handle: Kysely<Database>, queueTable: QueueTable) {
  const db = handle as unknown as QueueDb;
  const table = queueTable as unknown as 'queue';
  /** Pending rows due at `nowIso` whose claim, if any, has run out: the oldest due first. */
  const due = (nowIso: string, batchSize: number) =>
    db
      .selectFrom(table)
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(batchSize);

  return {
    /** PostgreSQL: locks the due rows for the caller's transaction, passing over rows another worker has locked (SKIP LOCKED). */
    async lockDue(nowIso: string, batchSize: number): Promise<number[]> {
      return (await due(nowIso, batchSize).forUpdate().skipLocked().execute()).map((r) => r.id);
    },

    /** Claims the rows with these ids until `lockedUntil`, answering them whole. */
    async claimIds(ids: number[], lockedUntil: string): Promise<Selectable<QueueColumns>[]> {
      return db.updateTable(table).set({ locked_until: lockedUntil }).where('id', 'in', ids).returningAll().execute();
    },

    /** SQLite: one UPDATE ... WHERE id IN (SELECT ...) claims the due rows atomically under its single writer. */
    async claimDue(nowIso: string, lockedUntil: string, batchSize: number): Promise<Selectable<QueueColumns>[]> {
      return db.updateTable(table).set({ locked_until: lockedUntil }).where('id', 'in', due(nowIso, batchSize)).returningAll().execute();
    },

    /** Writes an attempt's outcome and releases the claim, only while the claim is still `lockedUntil`'s. */
    async record(id: number, lockedUntil: string, changes: Updateable<QueueColumns>): Promise<void> {
      await db
        .updateTable(table)
        .set({ ...changes, locked_until: null })
        .where('id', '=', id)
        .where('locked_until', '=', lockedUntil)
        .execute();
    },
  };
}
