import type { FastifyInstance } from 'fastify';

/**
 * A visitor account whose address is verified, signed in: test mode's sends wait for a verified address
 * (docs/decisions/046-visitor-verification-and-reset.md). Answers the session token.
 */
export async function verifiedVisitor(app: FastifyInstance, user: { name: string; email: string; password: string }): Promise<string> {
  await app.auth.signupUser(user);
  await app.auth.markEmailVerified(user.email);
  return app.auth.loginUser(user.email, user.password);
}
