import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, LoginStep } from '../../db/database';

/** What the sign-in steps read of an admin (docs/decisions/027-admin-security.md). */
export interface AdminSecurityRow {
  id: number;
  email: string;
  disabled_at: Date | string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | string | null;
}

/** Whose failures a sign-in try counts on: an account (by its address's hash), a step and a client (by its hash). */
export interface ThrottleKey {
  emailHash: string;
  step: LoginStep;
  clientHash: string;
}

/** An invitation still usable at `at`: not used, not withdrawn, not expired (docs/decisions/027-admin-security.md). */
const usableInvitationAt = (at: string) => (eb: ExpressionBuilder<Database, 'admin_invitations'>) =>
  eb.and([eb('used_at', 'is', null), eb('revoked_at', 'is', null), eb('expires_at', '>', at)]);

/** One throttle row, to read, change or delete. */
function throttleRow(db: Kysely<Database>, key: ThrottleKey) {
  return {
    selectFrom: db.selectFrom('admin_login_failures').where('email_hash', '=', key.emailHash).where('step', '=', key.step).where('client_hash', '=', key.clientHash),
    updateTable: db.updateTable('admin_login_failures').where('email_hash', '=', key.emailHash).where('step', '=', key.step).where('client_hash', '=', key.clientHash),
    deleteFrom: db.deleteFrom('admin_login_failures').where('email_hash', '=', key.emailHash).where('step', '=', key.step).where('client_hash', '=', key.clientHash),
  };
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

    /**
     * Takes one try of a sign-in step for a client, counted as a failure before the slow check so that
     * parallel tries cannot pass the count together; false while the client must still wait (nothing is
     * counted then). The count is compared and set: a try that lost a race to another reads again.
     * `waitAfter(n)` is the wait after n failures; a row `keepMs` past its last failure starts again.
     */
    async takeTry(key: ThrottleKey, at: Date, waitAfter: (failures: number) => number, keepMs: number): Promise<boolean> {
      const byKey = throttleRow(db, key);
      for (let round = 0; round < 10; round++) {
        const row = await byKey.selectFrom.select(['failures', 'next_try_at', 'expires_at']).executeTakeFirst();
        const live = row !== undefined && at.getTime() < new Date(row.expires_at).getTime();
        // Under the threshold there is no wait, even for a try whose clock reading came just before the last failure's.
        if (live && waitAfter(Number(row.failures)) > 0 && at.getTime() < new Date(row.next_try_at).getTime()) return false;
        const failures = live ? Number(row.failures) + 1 : 1;
        const values = {
          failures,
          last_failure_at: at.toISOString(),
          next_try_at: new Date(at.getTime() + waitAfter(failures)).toISOString(),
          expires_at: new Date(at.getTime() + keepMs).toISOString(),
        };
        if (row === undefined) {
          const res = await db
            .insertInto('admin_login_failures')
            .values({ email_hash: key.emailHash, step: key.step, client_hash: key.clientHash, ...values })
            .onConflict((oc) => oc.columns(['email_hash', 'step', 'client_hash']).doNothing())
            .executeTakeFirst();
          if (Number(res.numInsertedOrUpdatedRows) === 1) return true;
        } else {
          const res = await byKey.updateTable.set(values).where('failures', '=', row.failures).executeTakeFirst();
          if (Number(res.numUpdatedRows) === 1) return true;
        }
      }
      // Ten races lost in a row: the client is trying in parallel; it waits like one that failed.
      return false;
    },

    /** A step passed: the try taken for it was no failure, and the client's earlier failures on it are forgiven. */
    async forgive(key: ThrottleKey): Promise<void> {
      await throttleRow(db, key).deleteFrom.execute();
    },

    /** Every client's failures on an account, of both steps (the operator's `admin unlock`): how many rows went. */
    async unlock(emailHash: string): Promise<number> {
      const res = await db.deleteFrom('admin_login_failures').where('email_hash', '=', emailHash).executeTakeFirst();
      return Number(res.numDeletedRows);
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
        .where(usableInvitationAt(at))
        .executeTakeFirst(),

    /** Marks the invitation used, only if it still is usable: false when another sign-up took it first. */
    async claimInvitation(id: number, at: string): Promise<boolean> {
      const claimed = await db
        .updateTable('admin_invitations')
        .set({ used_at: at })
        .where('id', '=', id)
        .where(usableInvitationAt(at))
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },
  };
}
