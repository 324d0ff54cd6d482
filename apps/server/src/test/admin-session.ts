import { securityPaths } from '@tarang/shared/admin-security';
import type { FastifyInstance } from 'fastify';
import { totpCode } from '../modules/auth/totp';

const TEST_ADMIN_PASSWORD = 'a-long-admin-pass';

export interface SignedInAdmin {
  id: number;
  email: string;
  password: string;
  /** A bearer token of a fully signed-in admin session (every admin call accepts it). */
  token: string;
  /** The enrolled TOTP secret (base32): totpCode(secret, clock.now()) gives the current code. */
  secret: string;
  /** The ten unused recovery codes the enrolment answered. */
  recoveryCodes: string[];
}

async function call(app: FastifyInstance, url: string, token: string | undefined, payload?: object) {
  const res = await app.inject({ method: 'POST', url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/**
 * An administrator made the way the operator makes the first one, then signed in through the real
 * calls: password, enrolment with a code computed from the answered secret at the app's clock time
 * (a manual clock included), confirmation. The one way server tests get an admin token.
 */
export async function signedInAdmin(app: FastifyInstance, email = 'ops@example.com', password = TEST_ADMIN_PASSWORD): Promise<SignedInAdmin> {
  const id = await app.auth.createAdmin(email, password);
  const step = (await call(app, '/api/auth/admin/login', undefined, { email, password })) as { token: string; next: string };
  if (step.next !== 'enrol') throw new Error(`a new admin's login answered next=${step.next}`);
  const { secret } = (await call(app, securityPaths.enrolStart, step.token)) as { secret: string };
  const { recoveryCodes } = (await call(app, securityPaths.enrolConfirm, step.token, { code: totpCode(secret, app.clock.now()) })) as { recoveryCodes: string[] };
  return { id, email, password, token: step.token, secret, recoveryCodes };
}

/**
 * One more signed-in session of the same admin (login, then one of its recovery codes, so no TOTP
 * step is needed twice). Each call uses up a recovery code.
 */
export async function anotherAdminSession(app: FastifyInstance, admin: SignedInAdmin): Promise<string> {
  const code = admin.recoveryCodes.shift();
  if (!code) throw new Error('no recovery code left for another session');
  const step = (await call(app, '/api/auth/admin/login', undefined, { email: admin.email, password: admin.password })) as { token: string };
  await call(app, securityPaths.verifyCode, step.token, { code });
  return step.token;
}
