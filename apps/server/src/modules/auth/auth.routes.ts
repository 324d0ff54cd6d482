import { adminLoginSchema, adminMessages, adminSignupSchema } from '@tarang/shared/admin';
import {
  authServerMessages,
  loginResponseSchema,
  messageResponseSchema,
  userLoginRequestSchema,
  userSignupSchema,
  verifyResponseSchema,
} from '@tarang/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { SessionRole } from '../../db/database';
import { bearerToken, requireRole } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { limitFor } from '../../plugins/rate-limit';
import type { AuthService } from './auth.service';

/** Every authentication attempt is logged with its outcome and never with a secret. */
function logAttempt(request: FastifyRequest, action: string, outcome: 'ok' | 'refused', email?: string) {
  const domain = email?.split('@')[1];
  request.log.info({ auth: action, outcome, emailDomain: domain }, `auth ${action} ${outcome}`);
}

async function attempt<T>(request: FastifyRequest, action: string, email: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    logAttempt(request, action, 'ok', email);
    return result;
  } catch (err) {
    logAttempt(request, action, 'refused', email);
    throw err;
  }
}

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Login and logout work alike for visitors (product §7) and administrators (product §12). */
  function sessionRoutes(role: SessionRole, login: { schema: typeof userLoginRequestSchema | typeof adminLoginSchema; message: string }) {
    const logIn = role === 'user' ? auth.loginUser : auth.loginAdmin;
    routes.post(
      `/api/auth/${role}/login`,
      { schema: { body: login.schema, response: { 200: loginResponseSchema } }, ...limitFor(config, 'login') },
      async (request) => {
        const { email, password } = request.body;
        const token = await attempt(request, `${role}-login`, email, () => logIn(email, password));
        return { token, message: login.message };
      },
    );
    routes.post(`/api/auth/${role}/logout`, { schema: { response: { 200: messageResponseSchema } }, preHandler: requireRole(auth, role) }, async (request) => {
      await auth.logout(bearerToken(request)!);
      logAttempt(request, `${role}-logout`, 'ok');
      return { message: authServerMessages.logoutSuccess };
    });
  }

  routes.post(
    '/api/auth/user/signup',
    { schema: { body: userSignupSchema, response: { 200: messageResponseSchema } }, ...limitFor(config, 'signup') },
    async (request) => {
      await attempt(request, 'user-signup', request.body.email, () => auth.signupUser(request.body));
      return { message: authServerMessages.signupSuccess };
    },
  );
  sessionRoutes('user', { schema: userLoginRequestSchema, message: authServerMessages.loginSuccess });
  routes.get(
    '/api/auth/user/verify',
    { schema: { response: { 200: verifyResponseSchema } }, preHandler: requireRole(auth, 'user') },
    async (request, reply) => {
      const name = await auth.displayName(request.session!);
      if (name === undefined) return sendError(reply, 401, authServerMessages.unauthorized);
      return reply.header('cache-control', 'no-store').send({ name });
    },
  );

  routes.post(
    '/api/auth/admin/signup',
    { schema: { body: adminSignupSchema, response: { 201: messageResponseSchema } }, ...limitFor(config, 'signup') },
    async (request, reply) => {
      await attempt(request, 'admin-signup', request.body.email, () => auth.signupAdmin(request.body));
      return reply.code(201).send({ message: adminMessages.created });
    },
  );
  sessionRoutes('admin', { schema: adminLoginSchema, message: adminMessages.loginSuccess });
}
