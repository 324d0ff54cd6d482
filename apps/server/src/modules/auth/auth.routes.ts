import { adminLoginSchema, adminMessages, adminSignupSchema, type AdminSignup } from '@tarang/shared/admin';
import {
  authServerMessages,
  userLoginRequestSchema,
  userSignupSchema,
  type LoginResponse,
  type MessageResponse,
  type UserSignup,
  type VerifyResponse,
} from '@tarang/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { bearerToken, requireRole } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { limitFor } from '../../plugins/rate-limit';
import type { AuthService } from './auth.service';

type Credentials = { email: string; password: string };

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
  // Visitors (spec 7).
  app.post<{ Body: UserSignup }>(
    '/api/auth/user/signup',
    { schema: { body: userSignupSchema }, ...limitFor(config, 'signup') },
    async (request): Promise<MessageResponse> => {
      await attempt(request, 'user-signup', request.body.email, () => auth.signupUser(request.body));
      return { message: authServerMessages.signupSuccess };
    },
  );

  app.post<{ Body: Credentials }>(
    '/api/auth/user/login',
    { schema: { body: userLoginRequestSchema }, ...limitFor(config, 'login') },
    async (request): Promise<LoginResponse> => {
      const token = await attempt(request, 'user-login', request.body.email, () => auth.loginUser(request.body.email, request.body.password));
      return { token, message: authServerMessages.loginSuccess };
    },
  );

  app.get('/api/auth/user/verify', { preHandler: requireRole(auth, 'user') }, async (request, reply): Promise<VerifyResponse | void> => {
    const name = await auth.displayName(request.session!);
    if (name === undefined) return sendError(reply, 401, authServerMessages.unauthorized);
    reply.header('cache-control', 'no-store');
    return { name };
  });

  app.post('/api/auth/user/logout', { preHandler: requireRole(auth, 'user') }, async (request): Promise<MessageResponse> => {
    await auth.logout(bearerToken(request)!);
    logAttempt(request, 'user-logout', 'ok');
    return { message: authServerMessages.logoutSuccess };
  });

  // Administrators (decisions.md "Security").
  app.post<{ Body: AdminSignup }>(
    '/api/auth/admin/signup',
    { schema: { body: adminSignupSchema }, ...limitFor(config, 'signup') },
    async (request, reply): Promise<MessageResponse> => {
      await attempt(request, 'admin-signup', request.body.email, () => auth.signupAdmin(request.body));
      reply.code(201);
      return { message: adminMessages.created };
    },
  );

  app.post<{ Body: Credentials }>(
    '/api/auth/admin/login',
    { schema: { body: adminLoginSchema }, ...limitFor(config, 'login') },
    async (request): Promise<LoginResponse> => {
      const token = await attempt(request, 'admin-login', request.body.email, () => auth.loginAdmin(request.body.email, request.body.password));
      return { token, message: adminMessages.loginSuccess };
    },
  );

  app.post('/api/auth/admin/logout', { preHandler: requireRole(auth, 'admin') }, async (request): Promise<MessageResponse> => {
    await auth.logout(bearerToken(request)!);
    logAttempt(request, 'admin-logout', 'ok');
    return { message: authServerMessages.logoutSuccess };
  });
}
