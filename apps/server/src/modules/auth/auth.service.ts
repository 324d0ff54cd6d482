import { adminMessages, type AdminSignup } from '@tarang/shared/admin';
import { type FactorProof, securityMessages } from '@tarang/shared/admin-security';
import { authServerMessages, type UserSignup } from '@tarang/shared/auth';
import { BRAND_NAME } from '@tarang/shared/brand';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, SessionRole, SessionStage } from '../../db/database';
import { action, composeMail, paragraph, signOff } from '../../mail/compose';
import { enqueueMail, type NewMail } from '../../mail/outbox';
import { AppError } from '../../plugins/errors';
import { InputError } from '../../plugins/validation';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { type AdminSecurityRow, createAdminSecurityRepository, type ThrottleKey } from './admin-security.repository';
import { emailKey, THROTTLE_KEEP_MS, throttleKey, waitAfter } from './throttle';
import { type AccountsRepository, createAccountsRepository } from './accounts.repository';
import { queueWebhookEvent } from '../webhooks/webhook-events';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { type ActiveSession, createSessionsRepository, type SessionOrigin, type SessionsRepository } from './sessions.repository';
import { hashToken, looksLikeToken, newToken } from './tokens';
import { createVisitorAccount } from './visitor-account';
import { enrolmentOf, hashSecret, matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeOf, totpDigits } from './totp';
import type { AttributionColumns } from '../leads/attribution';

// product §12: visitor tokens live 30 days. Admin sessions end after ADMIN_SESSION_HOURS, or
// ADMIN_IDLE_MINUTES without a call (docs/decisions/027-admin-security.md).
const USER_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
const USER_AGENT_MAX = 200;

interface AdminSessionLimits {
  idleMinutes: number;
  sessionHours: number;
}

interface AuthDeps {
  db: Kysely<Database>;
  users: AccountsRepository;
  admins: AccountsRepository;
  sessions: SessionsRepository;
  audit: AuditService;
  clock: Clock;
  limits: AdminSessionLimits;
  /**
   * The server's mail and webhook workers, told when something was queued: a visitor sign-up with a
   * registered address e-mails its owner (docs/decisions/030-newsletter-and-signup-privacy.md), a changed
   * second factor e-mails the admin. Absent in the CLI, whose queued mail the server delivers.
   */
  mail?: { publicUrl: string; mailQueued: () => void; webhookQueued?: () => void };
}

/** The e-mail the registered owner of an address gets when someone signs up with it again. */
function signupTakenMail(to: string, publicUrl: string): NewMail {
  return {
    kind: 'signup-taken',
    to,
    subject: `Someone tried to sign up for ${BRAND_NAME} with your e-mail address`,
    ...composeMail({
      title: 'Someone tried to sign up with your address',
      preview: 'Your account and password are unchanged.',
      reason: `You get this e-mail because this address has an account on the ${BRAND_NAME} website.`,
      blocks: [
        paragraph('Hello,'),
        paragraph(`Someone, perhaps you, just tried to create a ${BRAND_NAME} account with this e-mail address.`, 'You already have an account, so nothing was changed and no new account was made.'),
        paragraph('If it was you, log in here:'),
        action('Log in', `${publicUrl}/login`),
        paragraph('If it was not you, you can ignore this e-mail: your account and password are unchanged.'),
        signOff(),
      ],
    }),
  };
}

/** The notice an admin gets whenever their second factor is set up or replaced (docs/decisions/027-admin-security.md). */
function factorChangedMail(to: string, replaced: boolean, at: Date, ip: string | null): NewMail {
  const what = replaced ? 'replaced' : 'set up';
  return {
    kind: 'mfa-changed',
    to,
    subject: `Two-factor sign-in was ${what} on your ${BRAND_NAME} admin account`,
    ...composeMail({
      title: `Two-factor sign-in was ${what}`,
      preview: 'Every other session of your account has been signed out.',
      reason: `You get this e-mail because you are an administrator of the ${BRAND_NAME} website.`,
      blocks: [
        paragraph('Hello,'),
        paragraph(
          `The authenticator app of your ${BRAND_NAME} administrator account was ${what} on ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC${ip ? ` from the address ${ip}` : ''}.`,
          'Every other session of your account has been signed out.',
        ),
        paragraph(
          'If this was you, there is nothing to do.',
          'If it was not, ask another administrator to disable your account at once and reset its two-factor sign-in',
          '(on the Security page, or with `npm run cli -- admin reset-mfa`), then choose a new password.',
        ),
        signOff(),
      ],
    }),
  };
}

/** The audit trail's actor for a sign-in with an address no admin has. */
const UNKNOWN_ADDRESS_ACTOR = 'unknown address';

/** Where a request came from: audited, and shown to an admin with their sessions. */
type RequestOrigin = SessionOrigin;

export { emailKey } from './throttle';

export function createAuthService(deps: AuthDeps) {
  const { db } = deps;
  const security = createAdminSecurityRepository(db);
  const now = () => deps.clock.now();
  const accounts = (role: SessionRole) => (role === 'user' ? deps.users : deps.admins);
  const idleMs = deps.limits.idleMinutes * 60 * 1000;
  const adminSessionMs = deps.limits.sessionHours * 60 * 60 * 1000;
  const visitorAccount = createVisitorAccount({ db, users: deps.users, now, mail: deps.mail });

  async function issueToken(role: SessionRole, subjectId: number, stage: SessionStage = 'full', origin?: RequestOrigin): Promise<string> {
    const { token, hash } = newToken();
    const at = now();
    const ttl = role === 'user' ? USER_SESSION_MS : adminSessionMs;
    await deps.sessions.create(hash, role, subjectId, at, new Date(at.getTime() + ttl), {
      stage,
      ip: origin?.ip ?? null,
      userAgent: origin?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    return token;
  }

  const adminRow = security.find;

  /**
   * Takes a try of a sign-in step for the client, counted as a failed one until the step passes (then
   * forgiven); a client still waiting after its own failures is refused. Keyed by the typed address's
   * hash, so an unknown address behaves like a known one (docs/decisions/027-admin-security.md).
   */
  const takeTry = (key: ThrottleKey) => security.takeTry(key, now(), waitAfter, THROTTLE_KEEP_MS);

  /** `origin`: where the login came from, shown to the visitor with their sessions (docs/decisions/047-visitor-account-page.md). */
  async function visitorLogin(email: string, password: string, origin?: RequestOrigin): Promise<string> {
    const account = await deps.users.findByEmail(email.trim());
    const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
    if (!account || !ok) throw new AppError(401, authServerMessages.invalidCredentials);
    return issueToken('user', account.id, 'full', origin);
  }

  /** Marks the session signed in and forgives this client's failures on both steps. */
  async function signedIn(session: ActiveSession, admin: AdminSecurityRow, origin: RequestOrigin) {
    await deps.sessions.setStage(session.id, 'full');
    await security.forgive(throttleKey(admin.email, 'code', origin.ip));
    await security.forgive(throttleKey(admin.email, 'password', origin.ip));
  }

  const who = (admin: { id: number; email: string }): AuditActor => ({ adminId: admin.id, actor: admin.email });

  /** Uses a current TOTP code or an unused recovery code of the admin's, once: which it was, or undefined. */
  async function useCode(admin: AdminSecurityRow, code: string): Promise<{ method: 'totp' } | { method: 'recovery-code'; left: number } | undefined> {
    const digits = totpDigits(code);
    if (digits && admin.totp_secret) {
      const last = admin.totp_last_step === null ? null : Number(admin.totp_last_step);
      const step = matchingStep(admin.totp_secret, digits, now(), last);
      if (step !== undefined && (await security.claimTotpStep(admin.id, step))) return { method: 'totp' };
    }
    const recovery = recoveryCodeOf(code);
    if (recovery && (await security.useRecoveryCode(admin.id, hashSecret(recovery), now().toISOString()))) {
      return { method: 'recovery-code', left: await security.recoveryCodesLeft(admin.id) };
    }
    return undefined;
  }

  /**
   * Replacing a factor: the password and a current code (or a recovery code) prove the owner asks, not
   * whoever holds a signed-in token. A failure counts towards the account's wait like a failed login.
   */
  async function proveOwner(admin: AdminSecurityRow, proof: Partial<FactorProof> | undefined, origin: RequestOrigin): Promise<void> {
    if (!proof?.password || !proof.code) {
      const missing = { ...(proof?.password ? {} : { password: securityMessages.passwordRequired }), ...(proof?.code ? {} : { code: securityMessages.codeRequired }) };
      throw new InputError(missing, Object.values(missing)[0]!);
    }
    const key = throttleKey(admin.email, 'code', origin.ip);
    if (!(await takeTry(key))) {
      await deps.audit.record({ who: who(admin), action: 'mfa.enrol', outcome: 'refused', ip: origin.ip, detail: { reason: 'throttled' } });
      throw new AppError(429, securityMessages.tooManyFailures);
    }
    const account = await deps.admins.findById(admin.id);
    const passwordOk = account !== undefined && (await verifyPassword(account.passwordHash, proof.password));
    if (passwordOk && (await useCode(admin, proof.code))) {
      await security.forgive(key);
      return;
    }
    await deps.audit.record({ who: who(admin), action: 'mfa.enrol', outcome: 'refused', ip: origin.ip, detail: { reason: passwordOk ? 'wrong-code' : 'wrong-password' } });
    if (!passwordOk) throw new InputError({ password: securityMessages.passwordWrong }, securityMessages.passwordWrong);
    throw new InputError({ code: securityMessages.codeInvalid }, securityMessages.codeInvalid);
  }

  /** A session that has only the password may enrol while the account has no factor; once it has one, it must log in with a code. */
  async function refuseLateEnrolment(session: ActiveSession, admin: AdminSecurityRow, origin: RequestOrigin): Promise<void> {
    if (session.stage === 'full' || admin.totp_secret === null) return;
    await deps.audit.record({ who: who(admin), action: 'mfa.enrol', outcome: 'refused', ip: origin.ip, detail: { reason: 'factor-exists' } });
    throw new AppError(403, securityMessages.factorExists);
  }

  return {
    ...visitorAccount,

    /**
     * The same answer whether or not the address is registered, so sign-up cannot be used to learn who
     * has an account (decision 030); the password is hashed either way, so both cost about the same.
     * A registered owner is told by e-mail instead (through the outbox, so its per-address cap applies).
     */
    async signupUser(input: UserSignup, attribution?: AttributionColumns): Promise<void> {
      const at = now();
      const passwordHash = await hashPassword(input.password);
      // The account and its 'user.signed_up' webhook event commit together (docs/decisions/033-webhooks.md).
      // A taken address ends the transaction with nothing written (on PostgreSQL the failed insert aborts it).
      const created = await db.transaction().execute(async (trx) => {
        const user = await createAccountsRepository(trx, 'users').insert({ name: input.name, email: input.email, passwordHash }, at, attribution);
        if (!user) return undefined;
        await queueWebhookEvent(trx, 'user.signed_up', { id: user.id, name: user.name, email: user.email, createdAt: user.createdAt }, at);
        // The verification link commits with the account (docs/decisions/046-visitor-verification-and-reset.md).
        return { mailed: await visitorAccount.queueVerification(trx, user, at) };
      });
      if (created) {
        deps.mail?.webhookQueued?.();
        if (created.mailed) deps.mail?.mailQueued();
        return;
      }
      const owner = await deps.users.findByEmail(input.email);
      const mail = deps.mail;
      if (owner && mail && (await enqueueMail(db, signupTakenMail(owner.email, mail.publicUrl), at)) !== undefined) mail.mailQueued();
    },

    loginUser: visitorLogin,

    /**
     * The password step. The same answer and about the same work for an unknown e-mail, a wrong password
     * and a disabled account; a client waiting after its own failures on the account is answered 429
     * before any check, while the owner elsewhere still signs in.
     */
    async loginAdmin(email: string, password: string, origin: RequestOrigin): Promise<{ token: string; next: 'code' | 'enrol' }> {
      const typed = email.trim().slice(0, 254);
      const key = throttleKey(typed, 'password', origin.ip);
      const found = await deps.admins.findByEmail(typed);
      // What was typed for an address nobody has may be a password typed in the wrong box: the trail keeps
      // only the start of its hash, enough to see the same text tried again (decision 027).
      const actor: AuditActor = found ? who(found) : { adminId: null, actor: UNKNOWN_ADDRESS_ACTOR };
      const typedAs = found ? {} : { typedHash: key.emailHash.slice(0, 12) };
      if (!(await takeTry(key))) {
        await deps.audit.record({ who: actor, action: 'login', outcome: 'refused', ip: origin.ip, detail: { reason: 'throttled', ...typedAs } });
        throw new AppError(429, securityMessages.tooManyFailures);
      }
      const ok = found ? await verifyPassword(found.passwordHash, password) : await verifyAgainstDummy(password);
      const admin = found && (await adminRow(found.id));
      if (!admin || !ok || admin.disabled_at !== null) {
        const reason = !admin ? 'unknown-account' : !ok ? 'wrong-password' : 'disabled';
        await deps.audit.record({ who: actor, action: 'login', outcome: 'refused', ip: origin.ip, detail: { reason, ...typedAs } });
        throw new AppError(401, authServerMessages.invalidCredentials);
      }
      await security.forgive(key);
      const next = admin.totp_secret ? 'code' : 'enrol';
      const token = await issueToken('admin', admin.id, next === 'code' ? 'password' : 'enrol', origin);
      await deps.audit.record({ who: who(admin), action: 'login', ip: origin.ip, detail: { next } });
      return { token, next };
    },

    /** The second step: a TOTP code or an unused recovery code turns a 'password' session into a signed-in one. */
    async verifyCode(session: ActiveSession, code: string, origin: RequestOrigin): Promise<void> {
      const admin = (await adminRow(session.subjectId))!;
      if (!(await takeTry(throttleKey(admin.email, 'code', origin.ip)))) {
        await deps.audit.record({ who: who(admin), action: 'mfa.verify', outcome: 'refused', ip: origin.ip, detail: { reason: 'throttled' } });
        throw new AppError(429, securityMessages.tooManyFailures);
      }
      const used = await useCode(admin, code);
      if (used) {
        await signedIn(session, admin, origin);
        if (used.method === 'totp') await deps.audit.record({ who: who(admin), action: 'mfa.verify', ip: origin.ip, detail: { method: 'totp' } });
        else await deps.audit.record({ who: who(admin), action: 'mfa.recovery-code', ip: origin.ip, detail: { left: used.left } });
        return;
      }
      await deps.audit.record({ who: who(admin), action: 'mfa.verify', outcome: 'refused', ip: origin.ip, detail: { reason: 'wrong-code' } });
      throw new AppError(401, securityMessages.codeInvalid);
    },

    /**
     * A new secret to enrol, kept pending until a code from it is confirmed: a first enrolment while the
     * account has no factor, or a signed-in admin replacing theirs with their password and a current code.
     */
    async enrolStart(session: ActiveSession, proof: Partial<FactorProof> | undefined, origin: RequestOrigin) {
      const admin = (await adminRow(session.subjectId))!;
      await refuseLateEnrolment(session, admin, origin);
      if (admin.totp_secret !== null) await proveOwner(admin, proof, origin);
      const secret = newTotpSecret();
      await security.setPendingSecret(admin.id, secret);
      return enrolmentOf(secret, admin.email);
    },

    /**
     * A code from the pending secret makes it the admin's secret, replaces the recovery codes and signs
     * the session in; every other session of the account ends and the admin is e-mailed. A wrong code is a
     * form error (400 with fields.code) and leaves the session as it was.
     */
    async enrolConfirm(session: ActiveSession, code: string, origin: RequestOrigin): Promise<string[]> {
      const admin = (await adminRow(session.subjectId))!;
      await refuseLateEnrolment(session, admin, origin);
      const digits = totpDigits(code);
      const step = digits && admin.totp_pending_secret ? matchingStep(admin.totp_pending_secret, digits, now(), null) : undefined;
      const secret = admin.totp_pending_secret;
      if (step === undefined || !secret) {
        await deps.audit.record({ who: who(admin), action: 'mfa.enrol', outcome: 'refused', ip: origin.ip, detail: { reason: 'wrong-code' } });
        throw new InputError({ code: securityMessages.codeInvalid }, securityMessages.codeInvalid);
      }
      const codes = newRecoveryCodes();
      const at = now();
      const replaced = admin.totp_secret !== null;
      const enrolled = await db.transaction().execute(async (trx) => {
        // The pending secret must still be this one, and a first enrolment must still be the first.
        if (!(await createAdminSecurityRepository(trx).enrol(admin.id, { secret, step, codeHashes: codes.map(hashSecret) }, at.toISOString(), !replaced))) return false;
        await createSessionsRepository(trx).setStage(session.id, 'full');
        const ended = await deps.sessions.revokeAll('admin', admin.id, at, session.id, trx);
        await deps.audit.record({ who: who(admin), action: 'mfa.enrol', ip: origin.ip, detail: { replaced, otherSessionsEnded: ended } }, trx);
        await enqueueMail(trx, factorChangedMail(admin.email, replaced, at, origin.ip), at);
        return true;
      });
      if (!enrolled) {
        await refuseLateEnrolment(session, (await adminRow(admin.id))!, origin);
        throw new InputError({ code: securityMessages.codeInvalid }, securityMessages.codeInvalid);
      }
      deps.mail?.mailQueued();
      return codes;
    },

    /**
     * The operator's `admin unlock`: every client's failed tries on the account are forgotten, so whoever
     * was waiting may try again at once. Audited with how many clients were waiting.
     */
    async unlockAdmin(email: string, by: AuditActor, ip: string | null): Promise<number> {
      const cleared = await security.unlock(emailKey(email));
      await deps.audit.record({ who: by, action: 'admin.unlock', ip, detail: { admin: email, cleared } });
      return cleared;
    },

    /** The invited address for a usable invitation token, or undefined (unknown, used, expired, withdrawn). */
    async invitation(token: string): Promise<{ id: number; email: string } | undefined> {
      if (!looksLikeToken(token)) return undefined;
      return security.usableInvitation(hashToken(token), now().toISOString());
    },

    /**
     * Sign-up with an invitation: single use (the invitation is marked used and the admin inserted in
     * one transaction, guarded by used_at still being null), bound to the invited address.
     */
    async signupAdmin(input: AdminSignup, origin: RequestOrigin): Promise<void> {
      const invitation = await this.invitation(input.code);
      const email = input.email.trim();
      if (!invitation) throw new AppError(403, securityMessages.invitationInvalid);
      if (invitation.email.toLowerCase() !== email.toLowerCase()) throw new AppError(403, securityMessages.invitationEmailMismatch);
      const passwordHash = await hashPassword(input.password);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await createAdminSecurityRepository(trx).claimInvitation(invitation.id, at))) throw new AppError(403, securityMessages.invitationInvalid);
        const admins = createAccountsRepository(trx, 'admins');
        // Looked up first: on PostgreSQL a refused insert would abort the transaction.
        if (await admins.findByEmail(email)) throw new AppError(409, adminMessages.emailTaken);
        const row = await admins.insert({ name: input.name?.trim() || null, email, passwordHash }, new Date(at));
        if (!row) throw new AppError(409, adminMessages.emailTaken);
        await deps.audit.record({ who: { adminId: row.id, actor: email }, action: 'invitation.accept', ip: origin.ip, detail: { invitationId: invitation.id } }, trx);
      });
    },

    /** The operator's way in (CLI) and the tests': an admin with no second factor yet (enrols at first login). */
    async createAdmin(email: string, password: string, name: string | null = null): Promise<number> {
      const created = await deps.admins.insert({ name, email, passwordHash: await hashPassword(password) }, now());
      if (!created) throw new AppError(409, adminMessages.emailTaken);
      return created.id;
    },

    /**
     * The live session behind a bearer token, or undefined (missing, malformed, unknown, expired, revoked;
     * for admins also: account gone or disabled, idle too long).
     */
    async session(token: string | undefined): Promise<ActiveSession | undefined> {
      if (!token || !looksLikeToken(token)) return undefined;
      const at = now();
      const session = await deps.sessions.findActive(hashToken(token), at);
      if (!session || session.role !== 'admin') return session;
      if (!(await security.isEnabled(session.subjectId))) return undefined;
      const seen = new Date(session.lastSeenAt ?? session.createdAt).getTime();
      if (at.getTime() - seen > idleMs) return undefined;
      if (at.getTime() - new Date(session.createdAt).getTime() >= adminSessionMs) return undefined;
      // Every call moves the idle limit, so it counts from the last call (decision 027); admin calls are few.
      await deps.sessions.touch(session.id, at);
      return session;
    },

    /** Since when an admin session counts as idle (the sessions list leaves older ones out). */
    idleSince: () => new Date(now().getTime() - idleMs),

    async displayName(session: ActiveSession): Promise<string | undefined> {
      const account = await accounts(session.role).findById(session.subjectId);
      return account ? (account.name ?? account.email) : undefined;
    },

    async logout(token: string, session: ActiveSession, origin: RequestOrigin): Promise<void> {
      await deps.sessions.revoke(hashToken(token), now());
      if (session.role === 'admin') {
        const admin = await deps.admins.findById(session.subjectId);
        if (admin) await deps.audit.record({ who: who(admin), action: 'logout', ip: origin.ip });
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
