import type { Kysely, Selectable, Updateable } from 'kysely';
import { type Clock, systemClock } from '../clock';
import type { DialectName } from './connect';
import type { Database } from './database';
import { createDurableQueueRepository, type QueueColumns, type QueueTable } from './durable-queue.repository';

/**
 * The claim-and-retry loop shared by the two durable queues: the mail outbox (docs/decisions/007-mail-outbox.md)
 * and webhook deliveries (docs/decisions/033-webhooks.md). A pass claims due rows with a lease
 * (`locked_until`), so several servers sharing one database (decision 009) never work one row at once;
 * runs the queue's own attempt on each; records the outcome only while the claim is still ours; and after a
 * failure schedules the next try on one back-off schedule, giving up after MAX_ATTEMPTS.
 */

type QueueRow<T extends QueueTable> = Selectable<Database[T]>;
type QueueChanges<T extends QueueTable> = Updateable<Database[T]>;

/**
 * Wait after the n-th failed attempt (index n-1): quick retries for a blip, then hours for an outage.
 * Ten attempts span about three days, long enough for an operator to notice and fix the receiving end.
 */
const RETRY_DELAYS_MS = [30e3, 120e3, 600e3, 3_600e3, 3 * 3_600e3, 6 * 3_600e3, 12 * 3_600e3, 24 * 3_600e3, 24 * 3_600e3] as const;
/** Rows a pass claims per round, unless told otherwise. */
const DEFAULT_BATCH = 10;

/** After this many failed attempts a row is marked 'failed' and left for the operator. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export function retryDelayMs(failedAttempts: number): number {
  return RETRY_DELAYS_MS[Math.min(failedAttempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
}

/** What a queue logs through: a Fastify/pino logger fits. */
export interface QueueLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How one attempt at a claimed row ended. */
export type AttemptOutcome<T extends QueueTable> =
  /** Done for good (sent, delivered, cancelled): these columns are written and the claim released. */
  | { finished: QueueChanges<T> }
  /**
   * The attempt failed at `at`: these columns are written with the next try scheduled, or with status
   * 'failed' once it was the last. `context` goes into the log line (no secrets, no personal data).
   */
  | { failed: QueueChanges<T>; at: Date; context: Record<string, unknown> };

interface DurableQueue<T extends QueueTable> {
  db: Kysely<Database>;
  dialect: DialectName;
  table: T;
  log: QueueLog;
  /** The log lines for a failed attempt that will be retried, and for the last one. */
  messages: { retrying: string; gaveUp: string };
  /** How long one attempt may take at the most; the default claim outlasts a batch of them. */
  attemptTimeoutMs: number;
  /** One attempt at a claimed row, at the pass's clock. Throws only on database errors. */
  attempt(row: QueueRow<T>, clock: Clock): Promise<AttemptOutcome<T>>;
}

/** How a pass runs; the outbox and the webhook worker take these from their callers as they are. */
export interface DrainQueueOptions {
  clock?: Clock;
  /** Rows claimed per round (DEFAULT_BATCH). */
  batchSize?: number;
  /** How long a claim keeps other workers off a row; must outlast a batch of attempts. */
  lockMs?: number;
  /** Multiplies the back-off (1 in production); browser tests shrink it so a retry comes in seconds. */
  retryScale?: number;
  /** Awaited before each batch is claimed (the mail worker gives way to visitors here). */
  beforeBatch?: () => Promise<void>;
}

/** What a pass did: finished rows by the status they were given, failed attempts retried, rows given up. */
interface QueueCounts {
  finished: Partial<Record<string, number>>;
  retrying: number;
  failed: number;
}

/**
 * One pass: claims every due row (in batches) and attempts each once. Safe to run in several processes
 * at once. Throws only on database errors.
 */
export async function drainQueue<T extends QueueTable>(queue: DurableQueue<T>, options: DrainQueueOptions = {}): Promise<QueueCounts> {
  const clock = options.clock ?? systemClock;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const lockMs = options.lockMs ?? DEFAULT_BATCH * queue.attemptTimeoutMs + 60_000;
  const counts: QueueCounts = { finished: {}, retrying: 0, failed: 0 };
  // Failed rows move to the future and finished rows leave 'pending', so each round claims new rows;
  // the cap only guards against a clock that stands still in a busy queue.
  for (let round = 0; round < 1000; round++) {
    await options.beforeBatch?.();
    const claimedAt = clock.now();
    const lockedUntil = new Date(claimedAt.getTime() + lockMs).toISOString();
    const rows = await claimDue(queue, claimedAt.toISOString(), lockedUntil, batchSize);
    for (const row of rows) await attemptOne(queue, row, clock, lockedUntil, options.retryScale ?? 1, counts);
    if (rows.length < batchSize) break;
  }
  return counts;
}

async function claimDue<T extends QueueTable>(queue: DurableQueue<T>, nowIso: string, lockedUntil: string, batchSize: number): Promise<QueueRow<T>[]> {
  const byId = (rows: Selectable<QueueColumns>[]) => rows.sort((a, b) => a.id - b.id) as unknown as QueueRow<T>[];

  if (queue.dialect === 'postgres') {
    // Several servers may share one PostgreSQL: SKIP LOCKED lets each take different rows without waiting.
    return queue.db.transaction().execute(async (trx) => {
      const repo = createDurableQueueRepository(trx, queue.table);
      const ids = await repo.lockDue(nowIso, batchSize);
      if (ids.length === 0) return [];
      return byId(await repo.claimIds(ids, lockedUntil));
    });
  }
  // SQLite has one writer at a time, so one UPDATE ... WHERE id IN (SELECT ...) claims atomically.
  return byId(await createDurableQueueRepository(queue.db, queue.table).claimDue(nowIso, lockedUntil, batchSize));
}

async function attemptOne<T extends QueueTable>(
  queue: DurableQueue<T>,
  row: QueueRow<T>,
  clock: Clock,
  lockedUntil: string,
  retryScale: number,
  counts: QueueCounts,
): Promise<void> {
  const outcome = await queue.attempt(row, clock);
  const { id, attempts: before } = row as unknown as Selectable<QueueColumns>;
  // Only the claim holder records the outcome; a claim that expired has passed to another worker.
  const repo = createDurableQueueRepository(queue.db, queue.table);
  const record = (changes: Updateable<QueueColumns>) => repo.record(id, lockedUntil, changes);
  if ('finished' in outcome) {
    const finished = outcome.finished as Updateable<QueueColumns>;
    const status = String(finished.status);
    counts.finished[status] = (counts.finished[status] ?? 0) + 1;
    // A crash between the attempt and this update repeats the attempt once the lease expires: at-least-once.
    await record(finished);
    return;
  }
  const attempts = before + 1;
  const changes = outcome.failed as Updateable<QueueColumns>;
  if (attempts >= MAX_ATTEMPTS) {
    queue.log.error(outcome.context, queue.messages.gaveUp);
    counts.failed++;
    await record({ ...changes, attempts, status: 'failed' });
    return;
  }
  const nextAttemptAt = new Date(outcome.at.getTime() + Math.max(1, Math.round(retryDelayMs(attempts) * retryScale))).toISOString();
  queue.log.warn({ ...outcome.context, nextAttemptAt }, queue.messages.retrying);
  counts.retrying++;
  await record({ ...changes, attempts, next_attempt_at: nextAttemptAt });
}
