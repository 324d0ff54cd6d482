import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';

/** What the sign-in steps read of an admin (docs/decisions/027-admin-security.md). */
export interface AdminSecurityRow {
  id: number;
  email: string;
  disabled_at: Date | string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | string | null;
}

/**
 * An admin's second factor, recovery codes, failed-login count and invitations. Give it a transaction to
 * make its writes part of one (enrolment, sign-up by invitation).
 */
export function createAdminSecurityRepository(db: Kysely<Database>) {
  return {
    find: (id: number) =>
      db
        .selectFrom('admins')
        .select(['id', 'email', 'disabled_at', 'totp_secret', 'totp_pending_secret', 'totp_last_step'])
        .where('id', '=', id)
        .executeTakeFirst() as Promise<AdminSecurityRow | undefined>,

    /** Whether the admin may still be signed in: undefined for an account that is gone. */
    async isEnabled(id: number): Promise<boolean | undefined> {
      const row = await db.selectFrom('admins').select(['disabled_at']).where('id', '=', id).executeTakeFirst();
      return row && row.disabled_at === null;
    },

    /** Failed logins counted against an e-mail's hash (known address or not). */
    loginFailures: (emailHash: string) =>
      db.selectFrom('admin_login_failures').select(['failures', 'last_failure_at']).where('email_hash', '=', emailHash).executeTakeFirst(),

    async countFailure(emailHash: string, at: string): Promise<void> {
      await db
        .insertInto('admin_login_failures')
        .values({ email_hash: emailHash, failures: 1, last_failure_at: at })
        .onConflict((oc) => oc.column('email_hash').doUpdateSet({ failures: sql`admin_login_failures.failures + 1`, last_failure_at: at }))
        .execute();
    },

    async clearFailures(emailHash: string): Promise<void> {
      await db.deleteFrom('admin_login_failures').where('email_hash', '=', emailHash).execute();
    },

    /** Takes a TOTP step as used, only if it is newer than the last one: two requests with one code cannot both pass. */
    async claimTotpStep(adminId: number, step: number): Promise<boolean> {
      const res = await db
        .updateTable('admins')
        .set({ totp_last_step: step })
        .where('id', '=', adminId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Uses an unused recovery code; false when there is none with that hash. */
    async useRecoveryCode(adminId: number, codeHash: string, at: string): Promise<boolean> {
      const res = await db
        .updateTable('admin_recovery_codes')
        .set({ used_at: at })
        .where('admin_id', '=', adminId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async recoveryCodesLeft(adminId: number): Promise<number> {
      const left = await db
        .selectFrom('admin_recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('admin_id', '=', adminId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(left.n);
    },

    async setPendingSecret(adminId: number, secret: string): Promise<void> {
      await db.updateTable('admins').set({ totp_pending_secret: secret }).where('id', '=', adminId).execute();
    },

    /**
     * Makes the pending secret the admin's factor, with a fresh set of recovery codes (the old ones are
     * deleted). `firstOnly`: only while the account has no factor yet, so a first enrolment can never
     * replace one made meanwhile. Answers whether the factor was set.
     */
    async enrol(adminId: number, factor: { secret: string; step: number; codeHashes: string[] }, at: string, firstOnly: boolean): Promise<boolean> {
      let update = db
        .updateTable('admins')
        .set({ totp_secret: factor.secret, totp_pending_secret: null, totp_last_step: factor.step, mfa_enrolled_at: at })
        .where('id', '=', adminId)
        .where('totp_pending_secret', '=', factor.secret);
      if (firstOnly) update = update.where('totp_secret', 'is', null);
      if (Number((await update.executeTakeFirst()).numUpdatedRows) !== 1) return false;
      await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
      await db
        .insertInto('admin_recovery_codes')
        .values(factor.codeHashes.map((code_hash) => ({ admin_id: adminId, code_hash, created_at: at })))
        .execute();
      return true;
    },

    /** A usable invitation (not used, withdrawn or expired at `at`) by its token's hash. */
    usableInvitation: (tokenHash: string, at: string) =>
      db
        .selectFrom('admin_invitations')
        .select(['id', 'email'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst(),

    /** Marks the invitation used, only if it still is usable: false when another sign-up took it first. */
    async claimInvitation(id: number, at: string): Promise<boolean> {
      const claimed = await db
        .updateTable('admin_invitations')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },
  };
}

export type AdminSecurityRepository = ReturnType<typeof createAdminSecurityRepository>;
