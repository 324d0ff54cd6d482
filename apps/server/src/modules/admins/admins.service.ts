import {
  type AdminRecord,
  INVITATION_TTL_HOURS,
  type InvitationRecord,
  securityMessages,
  type SessionRecord,
} from '@tarang/shared/admin-security';
import { BRAND_NAME } from '@tarang/shared/brand';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { action, composeMail, paragraph, signOff } from '../../mail/compose';
import { enqueueMail, type NewMail } from '../../mail/outbox';
import { AppError, foundOr } from '../../plugins/errors';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { ActiveSession, SessionsRepository } from '../auth/sessions.repository';
import { newToken } from '../auth/tokens';
import { createAdminsRepository } from './admins.repository';

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
    ...composeMail({
      title: `You are invited to administer ${BRAND_NAME}`,
      preview: `The link works once, for ${INVITATION_TTL_HOURS} hours.`,
      reason: `You get this e-mail because an administrator of the ${BRAND_NAME} website entered this address.`,
      blocks: [
        paragraph('Hello,'),
        paragraph(`${invitedBy ?? 'The site operator'} invited you to become an administrator of ${BRAND_NAME}.`, 'Create your account by opening this link:'),
        action('Create my account', link),
        paragraph(`The link works once, for this address only, until ${expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (${INVITATION_TTL_HOURS} hours).`, 'If you did not expect this, ignore this e-mail.'),
        signOff(),
      ],
    }),
  };
}

export function createAdminsService(deps: AdminsDeps) {
  const { db } = deps;
  const repo = createAdminsRepository(db);
  const now = () => deps.clock.now();

  const adminById = async (id: number) => foundOr(await repo.byId(id), 404, securityMessages.adminNotFound);

  return {
    async idByEmail(email: string): Promise<number> {
      const id = await repo.idByEmail(email.trim());
      if (id === undefined) throw new AppError(404, securityMessages.adminNotFound);
      return id;
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
      const rows = await repo.listWithActiveSessions(now().toISOString(), deps.idleSince().toISOString());
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
        await createAdminsRepository(trx).setDisabledAt(id, disabled ? at.toISOString() : null);
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
        await createAdminsRepository(trx).clearSecondFactor(id);
        const ended = await deps.sessions.revokeAll('admin', id, at, undefined, trx);
        await deps.audit.record({ who, action: 'mfa.reset', ip, detail: { admin: target.email, ended } }, trx);
      });
      return target.email;
    },

    async invitations(): Promise<InvitationRecord[]> {
      const at = now().getTime();
      const rows = await repo.invitations(INVITATIONS_MAX);
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
        const admins = createAdminsRepository(trx);
        if ((await admins.idByEmail(address)) !== undefined) throw new AppError(409, securityMessages.alreadyAdmin);
        const invitationId = await admins.insertInvitation({ email: address, token_hash: hash, invited_by: who.adminId, created_at: at.toISOString(), expires_at: expiresAt.toISOString() });
        await enqueueMail(trx, invitationMail(address, link, who.adminId === null ? null : who.actor, expiresAt), at);
        await deps.audit.record({ who, action: 'invitation.create', ip, detail: { email: address, invitationId } }, trx);
      });
      deps.mailQueued();
      return { link, expiresAt };
    },

    /**
     * Withdraws an invitation. A used one cannot be withdrawn (409: disable the admin instead); one already
     * withdrawn or expired answers as done, so a repeated click is harmless.
     */
    async revokeInvitation(id: number, who: AuditActor, ip: string | null): Promise<void> {
      const row = foundOr(await repo.invitation(id), 404, securityMessages.invitationNotFound);
      if (row.used_at !== null) {
        await deps.audit.record({ who, action: 'invitation.revoke', outcome: 'refused', ip, detail: { email: row.email, invitationId: id, reason: 'used' } });
        throw new AppError(409, securityMessages.invitationInvalid);
      }
      await repo.revokeInvitation(id, now().toISOString());
      await deps.audit.record({ who, action: 'invitation.revoke', ip, detail: { email: row.email, invitationId: id } });
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
