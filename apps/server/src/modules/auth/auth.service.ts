import { adminMessages, type AdminSignup } from '@tarang/shared/admin';
import { authServerMessages, type UserSignup } from '@tarang/shared/auth';
import type { Clock } from '../../clock';
import type { SessionRole } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { AccountsRepository } from './accounts.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { ActiveSession, SessionsRepository } from './sessions.repository';
import { hashToken, looksLikeToken, newToken, secretsEqual } from './tokens';

// product §12: visitor tokens live 30 days, admin tokens 12 hours.
const SESSION_TTL_MS: Record<SessionRole, number> = {
  user: 30 * 24 * 60 * 60 * 1000,
  admin: 12 * 60 * 60 * 1000,
};

interface AuthDeps {
  users: AccountsRepository;
  admins: AccountsRepository;
  sessions: SessionsRepository;
  adminSignupCode: string | undefined;
  clock: Clock;
}

export function createAuthService(deps: AuthDeps) {
  const now = () => deps.clock.now();
  const accounts = (role: SessionRole) => (role === 'user' ? deps.users : deps.admins);

  async function issueToken(role: SessionRole, subjectId: number): Promise<string> {
    const { token, hash } = newToken();
    const at = now();
    await deps.sessions.create(hash, role, subjectId, at, new Date(at.getTime() + SESSION_TTL_MS[role]));
    return token;
  }

  /** The same answer and about the same work for an unknown e-mail and a wrong password. */
  async function login(role: SessionRole, email: string, password: string): Promise<string> {
    const account = await accounts(role).findByEmail(email.trim());
    const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
    if (!account || !ok) throw new AppError(401, authServerMessages.invalidCredentials);
    return issueToken(role, account.id);
  }

  return {
    async signupUser(input: UserSignup): Promise<void> {
      const created = await deps.users.insert(
        { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) },
        now(),
      );
      if (!created) throw new AppError(409, authServerMessages.emailTaken);
    },

    loginUser: (email: string, password: string) => login('user', email, password),
    loginAdmin: (email: string, password: string) => login('admin', email, password),

    /** product §12: sign-up only with the configured invitation; closed when none is set. */
    async signupAdmin(input: AdminSignup): Promise<void> {
      if (!deps.adminSignupCode) throw new AppError(403, adminMessages.signupClosed);
      if (!secretsEqual(input.code, deps.adminSignupCode)) throw new AppError(403, adminMessages.inviteInvalid);
      await this.createAdmin(input.email, input.password, input.name?.trim() || null);
    },

    async createAdmin(email: string, password: string, name: string | null = null): Promise<void> {
      const created = await deps.admins.insert({ name, email, passwordHash: await hashPassword(password) }, now());
      if (!created) throw new AppError(409, adminMessages.emailTaken);
    },

    /** The live session behind a bearer token, or undefined (missing, malformed, unknown, expired, revoked). */
    async session(token: string | undefined): Promise<ActiveSession | undefined> {
      if (!token || !looksLikeToken(token)) return undefined;
      return deps.sessions.findActive(hashToken(token), now());
    },

    async displayName(session: ActiveSession): Promise<string | undefined> {
      const account = await accounts(session.role).findById(session.subjectId);
      return account ? (account.name ?? account.email) : undefined;
    },

    async logout(token: string): Promise<void> {
      await deps.sessions.revoke(hashToken(token), now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
