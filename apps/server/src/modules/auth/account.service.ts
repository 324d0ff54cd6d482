import { accountPageMessages, accountPaths, type AccountOverview } from '@tarang/shared/account';
import { authServerMessages } from '@tarang/shared/auth';
import { BRAND_NAME } from '@tarang/shared/brand';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { action, composeMail, paragraph, signOff } from '../../mail/compose';
import { enqueueMail, type NewMail } from '../../mail/outbox';
import { AppError } from '../../plugins/errors';
import { InputError } from '../../plugins/validation';
import type { AuditActor } from '../audit/audit.service';
import { createAccountRepository } from './account.repository';
import { type AccountsRepository, createAccountsRepository } from './accounts.repository';
import { hashPassword, verifyPassword } from './password';
import { type ActiveSession, createSessionsRepository, type SessionsRepository } from './sessions.repository';
import { hashToken, looksLikeToken, newToken } from './tokens';
import { createVisitorTokensRepository } from './visitor-tokens.repository';

/**
 * A signed-in visitor's account page (docs/decisions/047-visitor-account-page.md): name, password, e-mail
 * address, sessions and deleting the account. Every change that could lock the owner out asks for the
 * current password; the new address is proved by a single-use link, stored hashed, mailed through the
 * outbox (so the per-address cap applies) and scrubbed from it once sent.
 */

/** An e-mail change link works once, for one hour, like a reset link: both hand the account to a mailbox. */
export const EMAIL_CHANGE_LINK_MS = 60 * 60 * 1000;

/** Who the audit trail names when visitors erase their own account: never their address (docs/decisions/031). */
const ACCOUNT_OWNER_ACTOR: AuditActor = { adminId: null, actor: 'account owner' };

const stamp = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

function emailChangeMail(to: string, link: string): NewMail {
  return {
    kind: 'email-change',
    to,
    subject: `Confirm your new e-mail address for ${BRAND_NAME}`,
    ...composeMail({
      title: 'Confirm your new e-mail address',
      preview: 'Open the link to move your account to this address; it works once, for one hour.',
      reason: `You get this e-mail because someone asked to move a ${BRAND_NAME} account to this address.`,
      blocks: [
        paragraph('Hello,'),
        paragraph(`To use this address for your ${BRAND_NAME} account from now on, confirm it:`),
        action('Use this address', link),
        paragraph('The link works once, for one hour. Until you open it, the account keeps its current address.'),
        paragraph('If you did not ask for this, you can ignore this e-mail: nothing changes.'),
        signOff(),
      ],
    }),
  };
}

/** To the new address when another account already has it: the page's answer is the same either way. */
function emailChangeTakenMail(to: string, publicUrl: string): NewMail {
  return {
    kind: 'email-change-taken',
    to,
    subject: `Someone tried to move a ${BRAND_NAME} account to your e-mail address`,
    ...composeMail({
      title: 'Someone tried to use your address',
      preview: 'Your account is unchanged.',
      reason: `You get this e-mail because this address has an account on the ${BRAND_NAME} website.`,
      blocks: [
        paragraph('Hello,'),
        paragraph(`Someone, perhaps you, asked to move another ${BRAND_NAME} account to this e-mail address.`, 'This address already has an account, so nothing was changed.'),
        paragraph('To use this address, log in to the account it already has:'),
        action('Log in', `${publicUrl}/login`),
        signOff(),
      ],
    }),
  };
}

/** To the current address: its account is being moved, and how to stop it. */
function emailChangeNoticeMail(to: string, newEmail: string, at: Date): NewMail {
  return {
    kind: 'email-change-notice',
    to,
    subject: `A change of e-mail address was asked for on your ${BRAND_NAME} account`,
    ...composeMail({
      title: 'Your e-mail address is being changed',
      preview: 'The change happens only when the link mailed to the new address is opened.',
      reason: `You get this e-mail because this address is the one of your ${BRAND_NAME} account.`,
      blocks: [
        paragraph('Hello,'),
        paragraph(`On ${stamp(at)}, someone signed in to your ${BRAND_NAME} account asked to change its e-mail address to ${newEmail}.`),
        paragraph('The change happens only when the link mailed to that address is opened, within one hour.'),
        paragraph(
          'If this was you, there is nothing to do.',
          'If it was not, log in and change your password at once (that logs out every other session), or use “Forgot password?” on the login form.',
        ),
        signOff(),
      ],
    }),
  };
}

interface AccountDeps {
  db: Kysely<Database>;
  users: AccountsRepository;
  sessions: SessionsRepository;
  now: () => Date;
  /** The privacy module's erasure, the one `person erase` runs (docs/decisions/031-privacy-retention-erasure.md). */
  erasePerson: (email: string, who: AuditActor, ip: string | null) => Promise<unknown>;
  mail?: { publicUrl: string; mailQueued: () => void };
}

export function createAccountService(deps: AccountDeps) {
  const { db, now } = deps;
  const repo = createAccountRepository(db);

  /** The account behind the session, with its current password proved; a wrong one is a form error. */
  async function proveOwner(userId: number, currentPassword: string) {
    const account = await deps.users.findById(userId);
    if (!account) throw new AppError(401, authServerMessages.unauthorized);
    if (!(await verifyPassword(account.passwordHash, currentPassword))) {
      throw new InputError({ currentPassword: accountPageMessages.currentPasswordWrong }, accountPageMessages.currentPasswordWrong);
    }
    return account;
  }

  return {
    async overview(session: ActiveSession): Promise<AccountOverview | undefined> {
      const profile = await repo.profile(session.subjectId);
      if (!profile) return undefined;
      const sessions = await deps.sessions.listLive('user', session.subjectId, now());
      return {
        ...profile,
        sessions: sessions.map((s) => ({ id: s.id, createdAt: s.createdAt, browser: s.userAgent, ip: s.ip, current: s.id === session.id })),
      };
    },

    async setName(session: ActiveSession, name: string): Promise<void> {
      await repo.setName(session.subjectId, name);
    },

    /** A new password needs the current one; every other session of the account ends with the change. */
    async changePassword(session: ActiveSession, currentPassword: string, newPassword: string): Promise<void> {
      await proveOwner(session.subjectId, currentPassword);
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await createAccountsRepository(trx, 'users').updatePassword(session.subjectId, passwordHash);
        await createSessionsRepository(trx).revokeAll('user', session.subjectId, at, session.id);
      });
    },

    /**
     * Mails a link to the new address and a notice to the current one. When another account has the new
     * address, its owner is told instead of getting a link, and the answer is the same, so the form cannot
     * be used to learn who is registered (docs/decisions/030-newsletter-and-signup-privacy.md).
     */
    async requestEmailChange(session: ActiveSession, newEmail: string, currentPassword: string): Promise<void> {
      const account = await proveOwner(session.subjectId, currentPassword);
      const email = newEmail.trim();
      if (email.toLowerCase() === account.email.toLowerCase()) throw new InputError({ newEmail: accountPageMessages.sameEmail }, accountPageMessages.sameEmail);
      const mail = deps.mail;
      if (!mail) return;
      const at = now();
      const taken = await repo.emailTakenByOther(email, account.id);
      const queued = await db.transaction().execute(async (trx) => {
        let sent: number | undefined;
        if (taken) sent = await enqueueMail(trx, emailChangeTakenMail(email, mail.publicUrl), at);
        else {
          const { token, hash } = newToken();
          sent = await enqueueMail(trx, emailChangeMail(email, `${mail.publicUrl}${accountPaths.page}?token=${token}`), at);
          // A link over the mail cap is never made, so it cannot spend the link already mailed. One live
          // change at a time: a newer link makes the older one worthless.
          if (sent !== undefined) {
            const tokens = createVisitorTokensRepository(trx);
            await tokens.useAll(account.id, 'email-change', at);
            await tokens.create(account.id, 'email-change', hash, at, new Date(at.getTime() + EMAIL_CHANGE_LINK_MS), email);
          }
        }
        const noticed = await enqueueMail(trx, emailChangeNoticeMail(account.email, email, at), at);
        return sent !== undefined || noticed !== undefined;
      });
      if (queued) mail.mailQueued();
    },

    /**
     * Opening the link moves the account to the new address, once, and marks it verified. The account's
     * other change and reset links stop working: they were mailed before the move.
     */
    async confirmEmailChange(token: string): Promise<void> {
      if (!looksLikeToken(token)) throw new AppError(400, accountPageMessages.emailLinkInvalid);
      const at = now();
      const outcome = await db.transaction().execute(async (trx) => {
        const tokens = createVisitorTokensRepository(trx);
        const change = await tokens.useEmailChange(hashToken(token), at);
        if (!change) return 'invalid' as const;
        const accounts = createAccountRepository(trx);
        // Looked up first: on PostgreSQL a refused update would abort the transaction.
        if (await accounts.emailTakenByOther(change.newEmail, change.userId)) return 'taken' as const;
        await accounts.setEmail(change.userId, change.newEmail, at);
        await tokens.useAll(change.userId, 'email-change', at);
        await tokens.useAll(change.userId, 'password-reset', at);
        return 'changed' as const;
      });
      if (outcome === 'invalid') throw new AppError(400, accountPageMessages.emailLinkInvalid);
      // The link's holder owns the new mailbox, so saying the address is taken tells them nothing new.
      if (outcome === 'taken') throw new AppError(409, accountPageMessages.emailTakenAtConfirm);
    },

    /** Ends every session of the account but this one; answers how many ended. */
    revokeOtherSessions: (session: ActiveSession) => deps.sessions.revokeAll('user', session.subjectId, now(), session.id),

    /**
     * Erases the account and everything held about its address, as `person erase` does, with the current
     * password as proof; its sessions are erased with it, so the visitor is signed out everywhere.
     */
    async deleteAccount(session: ActiveSession, currentPassword: string): Promise<void> {
      const account = await proveOwner(session.subjectId, currentPassword);
      // No IP: the trail's entry must not keep what the erasure just removed.
      await deps.erasePerson(account.email, ACCOUNT_OWNER_ACTOR, null);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
