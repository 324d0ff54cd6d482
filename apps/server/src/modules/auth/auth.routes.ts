import { adminLoginSchema, adminMessages, adminSignupSchema } from '@tarang/shared/admin';
import {
  accountMessages,
  authServerMessages,
  forgotPasswordSchema,
  loginResponseSchema,
  messageResponseSchema,
  userLoginRequestSchema,
  userSignupSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  verifyResponseSchema,
  visitorAccountPaths,
} from '@tarang/shared/auth';
import {
  adminLoginStepSchema,
  enrolmentDoneSchema,
  enrolmentStartSchema,
  factorProofSchema,
  invitationCheckSchema,
  mfaCodeSchema,
  securityMessages,
  securityPaths,
} from '@tarang/shared/admin-security';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { bearerToken, originOf, requireRole } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { limitFor } from '../../plugins/rate-limit';
import type { BotCheck } from '../bots/bot-check';
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

/** A password login: the body's e-mail and password go to `login`, and the attempt is logged (never the password). */
function passwordLogin<T>(request: FastifyRequest & { body: { email: string; password: string } }, action: string, login: (email: string, password: string) => Promise<T>): Promise<T> {
  const { email, password } = request.body;
  return attempt(request, action, email, () => login(email, password));
}

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, config: Config, bots: BotCheck) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Visitors (product §7): one step.
  routes.post(
    '/api/auth/user/signup',
    // A sign-up that fails the bot check is refused: nothing stored, no e-mail (docs/decisions/029-bot-protection.md).
    bots.refusingForm(userSignupSchema, 'signup'),
    async (request) => {
      await attempt(request, 'user-signup', request.body.email, async () => auth.signupUser(request.body, await app.analytics.attribution(request)));
      await app.analytics.goal(request, 'signup');
      return { message: authServerMessages.signupSuccess };
    },
  );
  routes.post(
    '/api/auth/user/login',
    { schema: { body: userLoginRequestSchema, response: { 200: loginResponseSchema } }, ...limitFor(config, 'login') },
    async (request) => {
      const token = await passwordLogin(request, 'user-login', (email, password) => auth.loginUser(email, password, originOf(request)));
      return { token, message: authServerMessages.loginSuccess };
    },
  );
  routes.post('/api/auth/user/logout', { schema: { response: { 200: messageResponseSchema } }, preHandler: requireRole(auth, 'user') }, async (request) => {
    await auth.logout(bearerToken(request)!, request.session!, originOf(request));
    logAttempt(request, 'user-logout', 'ok');
    return { message: authServerMessages.logoutSuccess };
  });
  routes.get(
    '/api/auth/user/verify',
    { schema: { response: { 200: verifyResponseSchema } }, preHandler: requireRole(auth, 'user') },
    async (request, reply) => {
      const name = await auth.displayName(request.session!);
      if (name === undefined) return sendError(reply, 401, authServerMessages.unauthorized);
      return reply.header('cache-control', 'no-store').send({ name });
    },
  );

  // E-mail verification and password reset (docs/decisions/046-visitor-verification-and-reset.md).
  const noStore = { 'cache-control': 'no-store' };
  routes.post(
    visitorAccountPaths.verifyEmail,
    { schema: { body: verifyEmailSchema, response: { 200: messageResponseSchema } }, ...limitFor(config, 'login') },
    async (request, reply) => {
      await attempt(request, 'user-verify-email', undefined, () => auth.verifyEmail(request.body.token));
      return reply.headers(noStore).send({ message: accountMessages.verified });
    },
  );
  routes.post(
    visitorAccountPaths.resendVerification,
    { schema: { response: { 200: messageResponseSchema } }, preHandler: requireRole(auth, 'user'), ...limitFor(config, 'signup') },
    async (request) => {
      const message = await attempt(request, 'user-verify-resend', undefined, () => auth.resendVerification(request.session!.subjectId));
      return { message };
    },
  );
  routes.post(
    visitorAccountPaths.forgotPassword,
    { schema: { body: forgotPasswordSchema, response: { 200: messageResponseSchema } }, ...limitFor(config, 'signup') },
    async (request) => {
      await attempt(request, 'user-forgot-password', request.body.email, () => auth.forgotPassword(request.body.email));
      return { message: accountMessages.resetRequested };
    },
  );
  routes.post(
    visitorAccountPaths.resetPassword,
    { schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } }, ...limitFor(config, 'login') },
    async (request, reply) => {
      await attempt(request, 'user-reset-password', undefined, () => auth.resetPassword(request.body.token, request.body.password));
      return reply.headers(noStore).send({ message: accountMessages.passwordReset });
    },
  );

  // Administrators (docs/decisions/027-admin-security.md): invitation, password, then a code or an enrolment.
  routes.post(
    '/api/auth/admin/signup',
    { schema: { body: adminSignupSchema, response: { 201: messageResponseSchema } }, ...limitFor(config, 'signup') },
    async (request, reply) => {
      await attempt(request, 'admin-signup', request.body.email, () => auth.signupAdmin(request.body, originOf(request)));
      return reply.code(201).send({ message: adminMessages.created });
    },
  );
  routes.get(
    securityPaths.invitation,
    { schema: { params: z.object({ token: z.string().max(200) }), response: { 200: invitationCheckSchema } }, ...limitFor(config, 'signup') },
    async (request, reply) => {
      const invitation = await auth.invitation(request.params.token);
      reply.header('cache-control', 'no-store');
      if (!invitation) return sendError(reply, 404, securityMessages.invitationInvalid);
      return { email: invitation.email };
    },
  );
  routes.post(
    '/api/auth/admin/login',
    { schema: { body: adminLoginSchema, response: { 200: adminLoginStepSchema } }, ...limitFor(config, 'login') },
    async (request) => {
      const { token, next } = await passwordLogin(request, 'admin-login', (email, password) => auth.loginAdmin(email, password, originOf(request)));
      return { token, next, message: next === 'code' ? securityMessages.codeStep : securityMessages.enrolStep };
    },
  );
  routes.post(
    securityPaths.verifyCode,
    {
      schema: { body: mfaCodeSchema, response: { 200: messageResponseSchema } },
      preHandler: requireRole(auth, 'admin', ['password', 'full']),
      ...limitFor(config, 'login'),
    },
    async (request) => {
      // A session already signed in (a code form sent twice) is told so, not refused: a refusal would
      // make the dashboard drop the token it just earned.
      if (request.session!.stage === 'full') return { message: adminMessages.loginSuccess };
      await attempt(request, 'admin-mfa-verify', undefined, () => auth.verifyCode(request.session!, request.body.code, originOf(request)));
      return { message: adminMessages.loginSuccess };
    },
  );
  routes.post(
    securityPaths.enrolStart,
    {
      // A first enrolment sends no body; replacing a factor sends the password and a current code. The
      // session is checked before the body, so a session that may not enrol learns nothing about it.
      schema: { body: factorProofSchema.partial().optional(), response: { 200: enrolmentStartSchema } },
      preValidation: requireRole(auth, 'admin', ['enrol', 'full']),
      ...limitFor(config, 'login'),
    },
    async (request, reply) => {
      const start = await attempt(request, 'admin-mfa-enrol-start', undefined, () => auth.enrolStart(request.session!, request.body, originOf(request)));
      return reply.header('cache-control', 'no-store').send(start);
    },
  );
  routes.post(
    securityPaths.enrolConfirm,
    {
      schema: { body: mfaCodeSchema, response: { 200: enrolmentDoneSchema } },
      preHandler: requireRole(auth, 'admin', ['enrol', 'full']),
      ...limitFor(config, 'login'),
    },
    async (request, reply) => {
      const recoveryCodes = await attempt(request, 'admin-mfa-enrol', undefined, () => auth.enrolConfirm(request.session!, request.body.code, originOf(request)));
      return reply.header('cache-control', 'no-store').send({ message: securityMessages.enrolled, recoveryCodes });
    },
  );
  routes.post(
    '/api/auth/admin/logout',
    { schema: { response: { 200: messageResponseSchema } }, preHandler: requireRole(auth, 'admin', ['password', 'enrol', 'full']) },
    async (request) => {
      await auth.logout(bearerToken(request)!, request.session!, originOf(request));
      logAttempt(request, 'admin-logout', 'ok');
      return { message: authServerMessages.logoutSuccess };
    },
  );
}
