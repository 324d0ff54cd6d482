import { type Insertable, type Kysely, sql } from 'kysely';
import type { AdminInvitationsTable, Database } from '../../db/database';

/**
 * Admin accounts and invitations as admin management reads and changes them
 * (docs/decisions/027-admin-security.md). Given a transaction, every query runs inside it, so a change
 * commits with its sessions' end, its mail and its audit entry.
 */
export function createAdminsRepository(db: Kysely<Database>) {
  return {
    async byId(id: number) {
      return db.selectFrom('admins').select(['id', 'email', 'disabled_at']).where('id', '=', id).executeTakeFirst();
    },

    /** E-mail addresses are matched in any letter case, as at login. */
    async idByEmail(email: string): Promise<number | undefined> {
      const row = await db.selectFrom('admins').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
      return row?.id;
    },

    /**
     * Every admin, oldest first, with the number of their sessions still in use: live (neither revoked
     * nor expired at `at`) and seen since `idleSince`, or, never seen, created since then.
     */
    async listWithActiveSessions(at: string, idleSince: string) {
      return db
        .selectFrom('admins')
        .select((eb) => [
          'admins.id',
          'admins.name',
          'admins.email',
          'admins.created_at',
          'admins.disabled_at',
          'admins.mfa_enrolled_at',
          'admins.totp_secret',
          eb
            .selectFrom('sessions')
            .select((s) => s.fn.countAll<number | string>().as('n'))
            .whereRef('sessions.subject_id', '=', 'admins.id')
            .where('sessions.role', '=', 'admin')
            .where('sessions.revoked_at', 'is', null)
            .where('sessions.expires_at', '>', at)
            .where((w) => w.or([w('sessions.last_seen_at', '>=', idleSince), w.and([w('sessions.last_seen_at', 'is', null), w('sessions.created_at', '>=', idleSince)])]))
            .as('active'),
        ])
        .orderBy('admins.created_at', 'asc')
        .orderBy('admins.id', 'asc')
        .execute();
    },

    async setDisabledAt(id: number, disabledAt: string | null): Promise<void> {
      await db.updateTable('admins').set({ disabled_at: disabledAt }).where('id', '=', id).execute();
    },

    /** Clears the second factor, pending enrolment included, and its recovery codes: two writes, so run it in a transaction. */
    async clearSecondFactor(id: number): Promise<void> {
      await db.updateTable('admins').set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, mfa_enrolled_at: null }).where('id', '=', id).execute();
      await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', id).execute();
    },

    /** The newest `limit` invitations, with the inviting admin's e-mail (null from the CLI or once deleted). */
    async invitations(limit: number) {
      return db
        .selectFrom('admin_invitations')
        .leftJoin('admins', 'admins.id', 'admin_invitations.invited_by')
        .select([
          'admin_invitations.id',
          'admin_invitations.email',
          'admin_invitations.created_at',
          'admin_invitations.expires_at',
          'admin_invitations.used_at',
          'admin_invitations.revoked_at',
          'admins.email as invited_by',
        ])
        .orderBy('admin_invitations.created_at', 'desc')
        .orderBy('admin_invitations.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Stores an invitation (its token's hash only) and answers its id. */
    async insertInvitation(invitation: Omit<Insertable<AdminInvitationsTable>, 'id'>): Promise<number> {
      const row = await db.insertInto('admin_invitations').values(invitation).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async invitation(id: number) {
      return db.selectFrom('admin_invitations').select(['id', 'email', 'used_at']).where('id', '=', id).executeTakeFirst();
    },

    /** Withdraws an invitation still open; one used or already withdrawn is left as it is. */
    async revokeInvitation(id: number, at: string): Promise<void> {
      await db.updateTable('admin_invitations').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).where('used_at', 'is', null).execute();
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
