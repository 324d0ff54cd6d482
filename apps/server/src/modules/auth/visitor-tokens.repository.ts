import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, VisitorTokenPurpose } from '../../db/database';

/** A token neither used nor expired at `at`. */
const liveTokenAt = (at: string) => (eb: ExpressionBuilder<Database, 'visitor_tokens'>) => eb.and([eb('used_at', 'is', null), eb('expires_at', '>', at)]);

/**
 * A visitor's single-use link tokens and the verified mark of their address
 * (docs/decisions/046-visitor-verification-and-reset.md). Tokens are stored as their SHA-256 only.
 */
export function createVisitorTokensRepository(db: Kysely<Database>) {
  /** Marks a live token of this purpose used: unknown, expired or used ones match no row. */
  const useLiveToken = (purpose: VisitorTokenPurpose, tokenHash: string, now: Date) => {
    const at = now.toISOString();
    return db.updateTable('visitor_tokens').set({ used_at: at }).where('token_hash', '=', tokenHash).where('purpose', '=', purpose).where(liveTokenAt(at));
  };

  return {
    /** `newEmail`: the address an 'email-change' link moves the account to (docs/decisions/047-visitor-account-page.md). */
    async create(userId: number, purpose: VisitorTokenPurpose, tokenHash: string, now: Date, expiresAt: Date, newEmail: string | null = null): Promise<void> {
      await db
        .insertInto('visitor_tokens')
        .values({ user_id: userId, purpose, token_hash: tokenHash, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), new_email: newEmail })
        .execute();
    },

    /**
     * Uses a live token of this purpose once: answers its account, or undefined when it is unknown,
     * expired or used. The update is the check, so two requests with one token cannot both pass.
     */
    async use(purpose: VisitorTokenPurpose, tokenHash: string, now: Date): Promise<number | undefined> {
      const row = await useLiveToken(purpose, tokenHash, now).returning('user_id').executeTakeFirst();
      return row?.user_id;
    },

    /** Uses a live 'email-change' link once, like `use`: its account and the address it moves the account to. */
    async useEmailChange(tokenHash: string, now: Date): Promise<{ userId: number; newEmail: string } | undefined> {
      const row = await useLiveToken('email-change', tokenHash, now).returning(['user_id', 'new_email']).executeTakeFirst();
      return row && row.new_email !== null ? { userId: row.user_id, newEmail: row.new_email } : undefined;
    },

    /** Ends the account's other live links of this purpose (a reset makes older reset links worthless). */
    async useAll(userId: number, purpose: VisitorTokenPurpose, now: Date): Promise<void> {
      await db.updateTable('visitor_tokens').set({ used_at: now.toISOString() }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    },

    /** When the account's newest link of this purpose was made, if any. */
    async lastCreated(userId: number, purpose: VisitorTokenPurpose): Promise<Date | undefined> {
      const row = await db
        .selectFrom('visitor_tokens')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? new Date(row.created_at) : undefined;
    },

    async isVerified(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
      return row !== undefined && row.email_verified_at !== null;
    },

    /** Marks the address verified (once: a later link keeps the first time). */
    async markVerified(userId: number, now: Date): Promise<void> {
      await db.updateTable('users').set({ email_verified_at: now.toISOString() }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
    },
  };
}
