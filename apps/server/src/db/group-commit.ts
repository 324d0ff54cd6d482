import { type Kysely, SqliteAdapter, sql, type Transaction } from 'kysely';
import type { Database } from './database';

/**
 * Group commit for lead writes (issue 8, docs/decisions/012-benchmarks.md).
 *
 * On SQLite every commit waits for the disk (`synchronous=FULL`, docs/decisions/002), and
 * better-sqlite3 waits on the event loop: one lead per commit capped the whole server at about one
 * lead per disk flush. Transactions that arrive while a batch is being written are queued and then
 * committed together, each inside its own savepoint: one flush for the batch, and a unit that fails
 * rolls back alone. A caller's promise settles only after the batch has committed, so an answered
 * write is as durable as before; if the commit itself fails (disk full, I/O error), every unit of the
 * batch fails and nothing of it is stored.
 *
 * PostgreSQL already shares one WAL flush among concurrent commits, so there each unit is simply its
 * own transaction.
 */

type Work<T> = (trx: Transaction<Database>) => Promise<T>;
type Runner = <T>(work: Work<T>) => Promise<T>;

interface Unit {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Bounds how long one batch holds the connection. */
const MAX_BATCH = 64;
/** Bounds how long the first unit of a batch waits for others to join it. */
const MAX_GATHER_MS = 2;

const runners = new WeakMap<Kysely<Database>, Runner>();

/** Runs `work` in a transaction that may be committed together with others (see above). */
export function groupCommit<T>(db: Kysely<Database>, work: Work<T>): Promise<T> {
  let run = runners.get(db);
  if (!run) {
    run = db.getExecutor().adapter instanceof SqliteAdapter ? batchingRunner(db) : (w) => db.transaction().execute(w);
    runners.set(db, run);
  }
  return run(work);
}

function batchingRunner(db: Kysely<Database>): Runner {
  const queue: Unit[] = [];
  let scheduled = false;

  async function writeBatch(batch: Unit[]) {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const unit of batch) {
          await sql`savepoint group_commit_unit`.execute(trx);
          try {
            const value = await unit.work(trx);
            await sql`release group_commit_unit`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            // Undo this unit only; the others in the batch go on.
            await sql`rollback to group_commit_unit`.execute(trx);
            await sql`release group_commit_unit`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const unit of batch) unit.reject(error);
      return;
    }
    batch.forEach((unit, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.error);
    });
  }

  async function drain() {
    try {
      // Units queued while a batch is written form the next batch.
      while (queue.length > 0) await writeBatch(queue.splice(0, MAX_BATCH));
    } finally {
      scheduled = false;
    }
  }

  /**
   * Starts the batch once an event-loop turn brings no new unit (or the batch is full, or it has
   * waited MAX_GATHER_MS). Under load the clients answered by the previous commit send their next
   * request within a turn or two, so they join this batch instead of waiting for the one after:
   * about 8.5 units per flush instead of 5 with ten busy clients (issue 8). A lone request waits two
   * turns, which is microseconds.
   */
  function gatherThenDrain() {
    const since = performance.now();
    let seen = 0;
    const gather = () => {
      if (queue.length > seen && queue.length < MAX_BATCH && performance.now() - since < MAX_GATHER_MS) {
        seen = queue.length;
        setImmediate(gather);
      } else void drain();
    };
    setImmediate(gather);
  }

  return <T>(work: Work<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        gatherThenDrain();
      }
    });
}
