import type { UserRecord } from '@tarang/shared/admin';
import { type Kysely, sql } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import type { AttributionColumns } from '../leads/attribution';

interface StoredAccount {
  id: number;
  name: string | null;
  email: string;
  passwordHash: string;
}

/** Visitors live in `users`, administrators in `admins`; both are looked up by lower-cased e-mail. */
export function createAccountsRepository(db: Kysely<Database>, table: 'users' | 'admins') {
  return {
    async findByEmail(email: string): Promise<StoredAccount | undefined> {
      const row = await db
        .selectFrom(table)
        .select(['id', 'name', 'email', 'password_hash'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row && { id: row.id, name: row.name, email: row.email, passwordHash: row.password_hash };
    },

    async findById(id: number): Promise<StoredAccount | undefined> {
      const row = await db.selectFrom(table).select(['id', 'name', 'email', 'password_hash']).where('id', '=', id).executeTakeFirst();
      return row && { id: row.id, name: row.name, email: row.email, passwordHash: row.password_hash };
    },

    /** Inserts the account; returns undefined when the e-mail is already registered (unique index). */
    /** `attribution`: where a visitor came from (users only; docs/decisions/032-lead-pipeline-and-attribution.md). */
    async insert(account: { name: string | null; email: string; passwordHash: string }, now: Date, attribution?: AttributionColumns): Promise<UserRecord | undefined> {
      try {
        const row = await db
          .insertInto(table)
          .values({ name: account.name as string, email: account.email, password_hash: account.passwordHash, created_at: now.toISOString(), ...(table === 'users' && attribution ? attribution : {}) })
          .returning(['id', 'name', 'email', 'created_at'])
          .executeTakeFirstOrThrow();
        return { id: row.id, name: row.name ?? '', email: row.email, createdAt: toIsoString(row.created_at) };
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    async updatePassword(id: number, passwordHash: string): Promise<void> {
      await db.updateTable(table).set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** SQLite says SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
}
