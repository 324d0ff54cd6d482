import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { isPostgres } from '../../db/migrations/dialect';
import type { PersonMatch } from './data-map';

// The registry (data-map.ts) names tables and columns at run time, so the queries that walk it are untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Untyped = Kysely<any>;
type Row = Record<string, unknown>;

/** How the registry's matches find one person: their address and what it leads to. */
export interface PersonKeys {
  email: string;
  /** SHA-256 hex of the lower-cased address (emailKey), for tables that keep only that. */
  emailSha256: string;
  userId: number | undefined;
  adminId: number | undefined;
}

/** Rows are deleted this many keys at a time, so one statement's parameters stay within every database's limit. */
const BATCH = 500;

/** A LIKE pattern for text containing the address in any letter case, its wildcards taken literally. */
const likePattern = (email: string) => `%${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A person's data, retention and the suppression list (docs/decisions/031-privacy-retention-erasure.md).
 * Given a transaction, every query runs inside it: an erasure's deletes, rewrites and suppression commit
 * together.
 */
export function createPrivacyRepository(db: Kysely<Database>) {
  const anyDb = db as unknown as Untyped;

  return {
    /** The visitor and admin accounts of the address (any letter case). */
    async accountsOf(email: string) {
      const lower = email.toLowerCase();
      const user = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', lower).executeTakeFirst();
      const admin = await db.selectFrom('admins').select(['id', 'disabled_at']).where(sql`lower(email)`, '=', lower).executeTakeFirst();
      return { user, admin };
    },

    /**
     * The rows of `table` one registry match finds for the person. A mention is found by LIKE, which also
     * finds longer addresses containing this one: the caller keeps only whole ones. A match by an account
     * the person does not have finds nothing.
     */
    async rowsMatching(table: string, match: PersonMatch, person: PersonKeys): Promise<Row[]> {
      const lower = person.email.toLowerCase();
      let query = anyDb.selectFrom(table).selectAll();
      if ('email' in match) query = query.where(sql`lower(${sql.ref(match.email)})`, '=', lower);
      else if ('emailSha256' in match) query = query.where(match.emailSha256, '=', person.emailSha256);
      else if ('mentions' in match) {
        query = query.where((eb) => eb.or(match.mentions.map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', sql`${likePattern(person.email)} escape '\\'`))));
      } else if ('leadOf' in match) {
        const { table: leadTableColumn, id } = match.leadOf;
        const leadIds = (leadTable: 'contact_requests' | 'demo_requests') => anyDb.selectFrom(leadTable).select('id').where(sql`lower(email)`, '=', lower);
        query = query.where((eb) =>
          eb.or([
            eb.and([eb(leadTableColumn, '=', 'contacts'), eb(id, 'in', leadIds('contact_requests'))]),
            eb.and([eb(leadTableColumn, '=', 'demos'), eb(id, 'in', leadIds('demo_requests'))]),
          ]),
        );
      } else {
        const accountId = 'userId' in match ? person.userId : person.adminId;
        if (accountId === undefined) return [];
        query = query.where('userId' in match ? match.userId : match.adminId, '=', accountId);
        for (const [column, value] of Object.entries(match.where ?? {})) query = query.where(column, '=', value);
      }
      return (await query.execute()) as Row[];
    },

    /** Deletes the rows whose key is in `keys`, a batch at a time. */
    async deleteKeys(table: string, key: string, keys: unknown[]): Promise<void> {
      for (let i = 0; i < keys.length; i += BATCH) await anyDb.deleteFrom(table).where(key, 'in', keys.slice(i, i + BATCH)).execute();
    },

    /**
     * After an erasure, what the deleted and rewritten rows held leaves the files: SQLite has overwritten
     * freed pages (secure_delete) and here copies the write-ahead log into the database and empties it;
     * PostgreSQL rewrites each table (VACUUM FULL, which holds the table for the moment it takes), so no
     * dead row version keeps the old text.
     */
    async compact(tables: string[]): Promise<void> {
      if (isPostgres(db)) {
        for (const table of tables) await sql`vacuum full ${sql.table(table)}`.execute(db);
      } else {
        await sql`pragma wal_checkpoint(truncate)`.execute(db);
      }
    },

    /** Names to the database a spelling of an address this transaction's erasure takes out of the audit trail (migration 017). */
    async allowErasure(term: string): Promise<void> {
      await db.insertInto('audit_erasure_terms').values({ term }).onConflict((oc) => oc.doNothing()).execute();
    },

    /** The erasure is done: no term stays to allow another rewrite. */
    async clearErasureTerms(): Promise<void> {
      await db.deleteFrom('audit_erasure_terms').execute();
    },

    async updateRow(table: string, key: string, keyValue: unknown, patch: Row): Promise<void> {
      await anyDb.updateTable(table).set(patch).where(key, '=', keyValue).execute();
    },

    /** The keys of the rows whose `column` is before `before`, limited to `only`'s values when given. */
    async keysBefore(table: string, key: string, column: string, before: string, only?: { column: string; in: string[] }): Promise<unknown[]> {
      let query = anyDb.selectFrom(table).select(key).where(column, '<', before);
      if (only) query = query.where(only.column, 'in', only.in);
      return (await query.execute()).map((r: Row) => r[key]);
    },

    /**
     * Takes the daily retention lease at `at` when there is none or the last was taken at or before `due`:
     * one conditional write each, atomic on both databases, so one instance wins (docs/decisions/009-scale-out.md).
     */
    async claimRetentionLease(at: string, due: string): Promise<boolean> {
      const inserted = await db
        .insertInto('privacy_state')
        .values({ name: 'retention_lease', value: at, updated_at: at })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
      const updated = await db
        .updateTable('privacy_state')
        .set({ value: at, updated_at: at })
        .where('name', '=', 'retention_lease')
        .where('value', '<=', due)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** The suppression list's HMAC key, or undefined before the first erasure made one. */
    async suppressionKey(): Promise<string | undefined> {
      return (await db.selectFrom('privacy_state').select('value').where('name', '=', 'hmac_key').executeTakeFirst())?.value;
    },

    /** Stores a new key unless one is stored already (another instance may have won the race). */
    async offerSuppressionKey(value: string, at: string): Promise<void> {
      await db.insertInto('privacy_state').values({ name: 'hmac_key', value, updated_at: at }).onConflict((oc) => oc.doNothing()).execute();
    },

    async isSuppressed(hash: string): Promise<boolean> {
      return (await db.selectFrom('suppressions').select('hash').where('hash', '=', hash).executeTakeFirst()) !== undefined;
    },

    async addSuppression(hash: string, at: string): Promise<void> {
      await db.insertInto('suppressions').values({ hash, created_at: at }).onConflict((oc) => oc.doNothing()).execute();
    },

    /** False when the hash was not on the list. */
    async removeSuppression(hash: string): Promise<boolean> {
      const result = await db.deleteFrom('suppressions').where('hash', '=', hash).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
