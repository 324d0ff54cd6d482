import {
  type AdminRecord,
  INVITATION_TTL_HOURS,
  type InvitationRecord,
  securityMessages,
  type SessionRecord,
} from '@tarang/shared/admin-security';
import { BRAND_NAME } from '@tarang/shared/brand';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { enqueueMail, type NewMail } from '../../mail/outbox';
import { AppError } from '../../plugins/errors';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { ActiveSession, SessionsRepository } from '../auth/sessions.repository';
import { newToken } from '../auth/tokens';

// Admin management (docs/decisions/027-admin-security.md): sessions, accounts and invitations. The
// dashboard's routes and the operator's CLI both go through here, and every change is audited.

/** The invitation lists are bounded: the newest 200. */
const INVITATIONS_MAX = 200;

interface AdminsDeps {
  db: Kysely<Database>;
  sessions: SessionsRepository;
  audit: AuditService;
  clock: Clock;
  publicUrl: string;
  /** Called after an invitation's mail commits, so the worker sends at once. */
  mailQueued: () => void;
  /** Since when an admin session counts as idle (auth.idleSince). */
  idleSince: () => Date;
}

const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/admin/${token}/Signup`;

function invitationMail(to: string, link: string, invitedBy: string | null, expiresAt: Date): NewMail {
  return {
    kind: 'admin-invitation',
    to,
    subject: `You are invited to administer ${BRAND_NAME}`,
    text: [
      'Hello,',
      '',
      `${invitedBy ?? 'The site operator'} invited you to become an administrator of ${BRAND_NAME}.`,
      'Create your account by opening this link:',
      '',
      link,
      '',
      `The link works once, for this address only, until ${expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (${INVITATION_TTL_HOURS} hours).`,
      'If you did not expect this, ignore this e-mail.',
      '',
      `— ${BRAND_NAME}`,
    ].join('\n'),
  };
}

export function createAdminsService(deps: AdminsDeps) {
  const { db } = deps;
  const now = () => deps.clock.now();

  async function adminById(id: number) {
    const row = await db.selectFrom('admins').select(['id', 'email', 'disabled_at']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, securityMessages.adminNotFound);
    return row;
  }

  return {
    async idByEmail(email: string): Promise<number> {
      const row = await db.selectFrom('admins').select('id').where(sql<string>`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
      if (!row) throw new AppError(404, securityMessages.adminNotFound);
      return row.id;
    },

    async mySessions(session: ActiveSession): Promise<SessionRecord[]> {
      const rows = await deps.sessions.listLiveAdmin(session.subjectId, now(), deps.idleSince());
      return rows.map((r) => ({ ...r, current: r.id === session.id }));
    },

    async revokeOtherSessions(session: ActiveSession, who: AuditActor, ip: string | null): Promise<void> {
      const ended = await deps.sessions.revokeAll('admin', session.subjectId, now(), session.id);
      await deps.audit.record({ who, action: 'sessions.revoke', ip, detail: { admin: who.actor, scope: 'others', ended } });
    },

    async list(me: number | null): Promise<AdminRecord[]> {
      const at = now().toISOString();
      const rows = await db
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
            .where((w) => w.or([w('sessions.last_seen_at', '>=', deps.idleSince().toISOString()), w.and([w('sessions.last_seen_at', 'is', null), w('sessions.created_at', '>=', deps.idleSince().toISOString())])]))
            .as('active'),
        ])
        .orderBy('admins.created_at', 'asc')
        .orderBy('admins.id', 'asc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        createdAt: toIsoString(r.created_at),
        disabled: r.disabled_at !== null,
        mfaEnrolled: r.totp_secret !== null,
        activeSessions: Number(r.active ?? 0),
        you: r.id === me,
      }));
    },

    /** Disabling ends every session of the account at once; an admin cannot disable themselves. */
    async setDisabled(id: number, disabled: boolean, who: AuditActor, ip: string | null): Promise<string> {
      const target = await adminById(id);
      if (disabled && who.adminId === id) {
        await deps.audit.record({ who, action: 'admin.disable', outcome: 'refused', ip, detail: { admin: target.email, reason: 'self' } });
        throw new AppError(400, securityMessages.cannotDisableSelf);
      }
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('admins').set({ disabled_at: disabled ? at.toISOString() : null }).where('id', '=', id).execute();
        const ended = disabled ? await deps.sessions.revokeAll('admin', id, at, undefined, trx) : 0;
        await deps.audit.record({ who, action: disabled ? 'admin.disable' : 'admin.enable', ip, detail: { admin: target.email, ...(disabled ? { ended } : {}) } }, trx);
      });
      return target.email;
    },

    async revokeSessions(id: number, who: AuditActor, ip: string | null): Promise<string> {
      const target = await adminById(id);
      const ended = await deps.sessions.revokeAll('admin', id, now());
      await deps.audit.record({ who, action: 'sessions.revoke', ip, detail: { admin: target.email, scope: 'all', ended } });
      return target.email;
    },

    /** Clears the second factor and its recovery codes and ends the sessions: the next login enrols again. */
    async resetMfa(id: number, who: AuditActor, ip: string | null): Promise<string> {
      const target = await adminById(id);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('admins').set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, mfa_enrolled_at: null }).where('id', '=', id).execute();
        await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', id).execute();
        const ended = await deps.sessions.revokeAll('admin', id, at, undefined, trx);
        await deps.audit.record({ who, action: 'mfa.reset', ip, detail: { admin: target.email, ended } }, trx);
      });
      return target.email;
    },

    async invitations(): Promise<InvitationRecord[]> {
      const at = now().getTime();
      const rows = await db
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
        .limit(INVITATIONS_MAX)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        createdAt: toIsoString(r.created_at),
        expiresAt: toIsoString(r.expires_at),
        invitedBy: r.invited_by ?? null,
        status: r.used_at !== null ? 'used' : r.revoked_at !== null ? 'revoked' : new Date(r.expires_at).getTime() <= at ? 'expired' : 'pending',
      }));
    },

    /**
     * A single-use invitation for `email` (only its token's hash is stored) and its e-mail, committed
     * together. Returns the link, for the CLI to print; the API never answers it.
     */
    async invite(email: string, who: AuditActor, ip: string | null): Promise<{ link: string; expiresAt: Date }> {
      const address = email.trim();
      const { token, hash } = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + INVITATION_TTL_HOURS * 60 * 60 * 1000);
      const link = invitationLink(deps.publicUrl, token);
      await db.transaction().execute(async (trx) => {
        const taken = await trx.selectFrom('admins').select('id').where(sql<string>`lower(email)`, '=', address.toLowerCase()).executeTakeFirst();
        if (taken) throw new AppError(409, securityMessages.alreadyAdmin);
        const row = await trx
          .insertInto('admin_invitations')
          .values({ email: address, token_hash: hash, invited_by: who.adminId, created_at: at.toISOString(), expires_at: expiresAt.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, invitationMail(address, link, who.adminId === null ? null : who.actor, expiresAt), at);
        await deps.audit.record({ who, action: 'invitation.create', ip, detail: { email: address, invitationId: row.id } }, trx);
      });
      deps.mailQueued();
      return { link, expiresAt };
    },

    /**
     * Withdraws an invitation. A used one cannot be withdrawn (409: disable the admin instead); one already
     * withdrawn or expired answers as done, so a repeated click is harmless.
     */
    async revokeInvitation(id: number, who: AuditActor, ip: string | null): Promise<void> {
      const row = await db.selectFrom('admin_invitations').select(['id', 'email', 'used_at']).where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError(404, securityMessages.invitationNotFound);
      if (row.used_at !== null) {
        await deps.audit.record({ who, action: 'invitation.revoke', outcome: 'refused', ip, detail: { email: row.email, invitationId: id, reason: 'used' } });
        throw new AppError(409, securityMessages.invitationInvalid);
      }
      await db.updateTable('admin_invitations').set({ revoked_at: now().toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).where('used_at', 'is', null).execute();
      await deps.audit.record({ who, action: 'invitation.revoke', ip, detail: { email: row.email, invitationId: id } });
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
