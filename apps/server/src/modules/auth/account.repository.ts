import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';

/** A signed-in visitor's own account, as the account page reads and changes it (docs/decisions/047-visitor-account-page.md). */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    async profile(userId: number): Promise<{ name: string; email: string; emailVerified: boolean } | undefined> {
      const row = await db.selectFrom('users').select(['name', 'email', 'email_verified_at']).where('id', '=', userId).executeTakeFirst();
      return row && { name: row.name, email: row.email, emailVerified: row.email_verified_at !== null };
    },

    async setName(userId: number, name: string): Promise<void> {
      await db.updateTable('users').set({ name }).where('id', '=', userId).execute();
    },

    /** Whether an account other than `userId` has the address (any letter case). */
    async emailTakenByOther(email: string, userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).where('id', '<>', userId).executeTakeFirst();
      return row !== undefined;
    },

    /** Moves the account to an address its owner proved by opening the link mailed there: verified as of `now`. */
    async setEmail(userId: number, email: string, now: Date): Promise<void> {
      await db.updateTable('users').set({ email, email_verified_at: now.toISOString() }).where('id', '=', userId).execute();
    },
  };
}
