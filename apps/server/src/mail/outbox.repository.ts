import { type Insertable, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database, OutboxTable } from '../db/database';

/**
 * The outbox's writes and the per-recipient cap's reads (docs/decisions/007-mail-outbox.md,
 * docs/decisions/030-newsletter-and-signup-privacy.md). Given a transaction, every query runs inside it,
 * so a mail commits with the lead that caused it.
 */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    /**
     * Serialises capped mail to one address until the caller's transaction ends. PostgreSQL: a
     * transaction-scoped advisory lock keyed by the address, so every instance (docs/decisions/009-scale-out.md)
     * waits its turn. SQLite: a write transaction already excludes every other writer of the file.
     */
    async lockRecipient(to: string): Promise<void> {
      if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${`outbox-recipient:${to.toLowerCase()}`}))`.execute(db);
    },

    /** Queues one message; answers its id. */
    async insert(row: Omit<Insertable<OutboxTable>, 'id'>): Promise<number> {
      return (await db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** Messages queued for this address (any case) after `since`, of any kind but those given. */
    async countTo(to: string, since: string, exceptKinds: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where(sql`lower(to_address)`, '=', sql`lower(${to})`)
        .where('created_at', '>', since)
        .where('kind', 'not in', [...exceptKinds])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
