import type { FastifyInstance } from 'fastify';

export const TEST_ADMIN_PASSWORD = 'a-long-admin-pass';

export interface SignedInAdmin {
  email: string;
  password: string;
  /** A bearer token of a fully signed-in admin session (every admin call accepts it). */
  token: string;
}

/**
 * An administrator made the way the operator makes the first one, then signed in through the real
 * login calls: the one way server tests get an admin token.
 */
export async function signedInAdmin(app: FastifyInstance, email = 'ops@example.com', password = TEST_ADMIN_PASSWORD): Promise<SignedInAdmin> {
  await app.auth.createAdmin(email, password);
  const res = await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`admin login answered ${res.statusCode}: ${res.body}`);
  return { email, password, token: (res.json() as { token: string }).token };
}
