import { accountMessages, visitorAccountPaths } from '@tarang/shared/auth';
import { BRAND_NAME } from '@tarang/shared/brand';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { action, composeMail, paragraph, signOff } from '../../mail/compose';
import { enqueueMail, type NewMail } from '../../mail/outbox';
import { AppError } from '../../plugins/errors';
import { type AccountsRepository, createAccountsRepository } from './accounts.repository';
import { hashPassword } from './password';
import { createSessionsRepository } from './sessions.repository';
import { hashToken, looksLikeToken, newToken } from './tokens';
import { createVisitorTokensRepository } from './visitor-tokens.repository';

/**
 * A visitor account's e-mail verification and password reset
 * (docs/decisions/046-visitor-verification-and-reset.md): single-use links whose tokens are stored
 * hashed, mailed through the outbox (so the per-address cap applies) and scrubbed from it once sent.
 */

/** A verification link works for two days; a reset link for one hour. */
export const VERIFY_LINK_MS = 48 * 60 * 60 * 1000;
export const RESET_LINK_MS = 60 * 60 * 1000;
/** A new verification link at most once a minute per account, besides the mail cap. */
export const RESEND_WAIT_MS = 60 * 1000;

function verifyEmailMail(to: string, link: string): NewMail {
  return {
    kind: 'verify-email',
    to,
    subject: `Verify your e-mail address for ${BRAND_NAME}`,
    ...composeMail({
      title: 'Verify your e-mail address',
      preview: 'Open the link to verify your address; it works once, for two days.',
      reason: `You get this e-mail because this address was used to create a ${BRAND_NAME} account.`,
      blocks: [
        paragraph('Hello,'),
        paragraph(`To finish setting up your ${BRAND_NAME} account and use test mode on the Developer page, verify your e-mail address:`),
        action('Verify my address', link),
        paragraph('The link works once, for two days.', 'If you did not create an account, you can ignore this e-mail.'),
        signOff(),
      ],
    }),
  };
}

function passwordResetMail(to: string, link: string): NewMail {
  return {
    kind: 'password-reset',
    to,
    subject: `Choose a new password for ${BRAND_NAME}`,
    ...composeMail({
      title: 'Choose a new password',
      preview: 'Open the link to choose a new password; it works once, for one hour.',
      reason: `You get this e-mail because someone asked to reset the password of the ${BRAND_NAME} account with this address.`,
      blocks: [
        paragraph('Hello,'),
        paragraph(`Someone, perhaps you, asked to reset the password of your ${BRAND_NAME} account. To choose a new one, open this link:`),
        action('Choose a new password', link),
        paragraph('The link works once, for one hour. Choosing a new password logs out every session of your account.'),
        paragraph('If you did not ask for this, you can ignore this e-mail: your password is unchanged.'),
        signOff(),
      ],
    }),
  };
}

interface VisitorAccountDeps {
  db: Kysely<Database>;
  users: AccountsRepository;
  now: () => Date;
  mail?: { publicUrl: string; mailQueued: () => void };
}

const link = (publicUrl: string, page: string, token: string) => `${publicUrl}${page}?token=${token}`;

export function createVisitorAccount(deps: VisitorAccountDeps) {
  const { db, now } = deps;
  const tokens = createVisitorTokensRepository(db);

  /** Makes a verification link for the account and queues its mail (in `trx` when given); true when queued. */
  async function queueVerification(into: Kysely<Database> | Transaction<Database>, user: { id: number; email: string }, at: Date): Promise<boolean> {
    const mail = deps.mail;
    if (!mail) return false;
    const { token, hash } = newToken();
    await createVisitorTokensRepository(into).create(user.id, 'verify-email', hash, at, new Date(at.getTime() + VERIFY_LINK_MS));
    return (await enqueueMail(into, verifyEmailMail(user.email, link(mail.publicUrl, visitorAccountPaths.verifyEmailPage, token)), at)) !== undefined;
  }

  return {
    queueVerification,

    isEmailVerified: (userId: number) => tokens.isVerified(userId),

    /** For tests and the operator: marks the address of the account with this e-mail verified, without a link. */
    async markEmailVerified(email: string): Promise<void> {
      const user = await deps.users.findByEmail(email);
      if (user) await tokens.markVerified(user.id, now());
    },

    async verifyEmail(token: string): Promise<void> {
      const userId = looksLikeToken(token) ? await tokens.use('verify-email', hashToken(token), now()) : undefined;
      if (userId === undefined) throw new AppError(400, accountMessages.verifyLinkInvalid);
      await tokens.markVerified(userId, now());
    },

    /** A signed-in visitor asks for a new link: refused while a link is a minute old, and within the mail cap. */
    async resendVerification(userId: number): Promise<string> {
      if (await tokens.isVerified(userId)) return accountMessages.alreadyVerified;
      const at = now();
      const last = await tokens.lastCreated(userId, 'verify-email');
      if (last && at.getTime() - last.getTime() < RESEND_WAIT_MS) throw new AppError(429, accountMessages.resendTooSoon);
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError(401, accountMessages.verifyLinkInvalid);
      const queued = await db.transaction().execute((trx) => queueVerification(trx, user, at));
      if (queued) deps.mail?.mailQueued();
      return accountMessages.verificationSent;
    },

    /** The same answer, whether or not the address has an account; a reset link is mailed only to an owner. */
    async forgotPassword(email: string): Promise<void> {
      const mail = deps.mail;
      const user = await deps.users.findByEmail(email.trim());
      if (!user || !mail) return;
      const at = now();
      const { token, hash } = newToken();
      const queued = await db.transaction().execute(async (trx) => {
        await createVisitorTokensRepository(trx).create(user.id, 'password-reset', hash, at, new Date(at.getTime() + RESET_LINK_MS));
        return enqueueMail(trx, passwordResetMail(user.email, link(mail.publicUrl, visitorAccountPaths.resetPasswordPage, token)), at);
      });
      if (queued !== undefined) mail.mailQueued();
    },

    /**
     * Sets the new password with a live reset link, once. Every session of the account ends and its other
     * reset links stop working; opening a link mailed to the address proves it, so it counts as verified.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      if (!looksLikeToken(token)) throw new AppError(400, accountMessages.resetLinkInvalid);
      const passwordHash = await hashPassword(password);
      const at = now();
      const done = await db.transaction().execute(async (trx) => {
        const repo = createVisitorTokensRepository(trx);
        const userId = await repo.use('password-reset', hashToken(token), at);
        if (userId === undefined) return false;
        await createAccountsRepository(trx, 'users').updatePassword(userId, passwordHash);
        await createSessionsRepository(trx).revokeAll('user', userId, at);
        await repo.useAll(userId, 'password-reset', at);
        await repo.markVerified(userId, at);
        return true;
      });
      if (!done) throw new AppError(400, accountMessages.resetLinkInvalid);
    },
  };
}
