import {
  accountNameSchema,
  accountOverviewSchema,
  accountPageMessages,
  accountPaths,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
} from '@tarang/shared/account';
import { authServerMessages, messageResponseSchema } from '@tarang/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { requireRole } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { limitFor } from '../../plugins/rate-limit';
import type { AccountService } from './account.service';
import type { AuthService } from './auth.service';

/** Every change is logged with its outcome, never with a password or an address. */
async function logged<T>(request: FastifyRequest, action: string, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    request.log.info({ auth: action, outcome: 'ok' }, `auth ${action} ok`);
    return result;
  } catch (err) {
    request.log.info({ auth: action, outcome: 'refused' }, `auth ${action} refused`);
    throw err;
  }
}

/** The visitor's account page (docs/decisions/047-visitor-account-page.md): every call but the e-mailed link's needs the visitor's session. */
export function registerAccountRoutes(app: FastifyInstance, account: AccountService, auth: AuthService, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The session is checked before the body, so a caller without one learns nothing about the forms' rules.
  const visitor = requireRole(auth, 'user');
  const noStore = { 'cache-control': 'no-store' };
  // Calls that check the current password spend an argon2 hash: they share the login limit.
  const passwordLimit = limitFor(config, 'login');

  routes.get(accountPaths.account, { schema: { response: { 200: accountOverviewSchema } }, preValidation: visitor }, async (request, reply) => {
    const overview = await account.overview(request.session!);
    if (!overview) return sendError(reply, 401, authServerMessages.unauthorized);
    return reply.headers(noStore).send(overview);
  });
  routes.put(accountPaths.name, { schema: { body: accountNameSchema, response: { 200: messageResponseSchema } }, preValidation: visitor }, async (request) => {
    await logged(request, 'user-account-name', () => account.setName(request.session!, request.body.name));
    return { message: accountPageMessages.nameSaved };
  });
  routes.post(
    accountPaths.password,
    { schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } }, preValidation: visitor, ...passwordLimit },
    async (request) => {
      await logged(request, 'user-account-password', () => account.changePassword(request.session!, request.body.currentPassword, request.body.newPassword));
      return { message: accountPageMessages.passwordChanged };
    },
  );
  routes.post(
    accountPaths.email,
    { schema: { body: changeEmailSchema, response: { 200: messageResponseSchema } }, preValidation: visitor, ...passwordLimit },
    async (request) => {
      await logged(request, 'user-account-email', () => account.requestEmailChange(request.session!, request.body.newEmail, request.body.currentPassword));
      return { message: accountPageMessages.emailChangeSent };
    },
  );
  routes.post(
    accountPaths.confirmEmail,
    { schema: { body: confirmEmailChangeSchema, response: { 200: messageResponseSchema } }, ...passwordLimit },
    async (request, reply) => {
      await logged(request, 'user-account-email-confirm', () => account.confirmEmailChange(request.body.token));
      return reply.headers(noStore).send({ message: accountPageMessages.emailChanged });
    },
  );
  routes.post(accountPaths.revokeOtherSessions, { schema: { response: { 200: messageResponseSchema } }, preValidation: visitor }, async (request) => {
    const ended = await logged(request, 'user-account-revoke-others', () => account.revokeOtherSessions(request.session!));
    return { message: accountPageMessages.otherSessionsEnded(ended) };
  });
  routes.post(
    accountPaths.deleteAccount,
    { schema: { body: deleteAccountSchema, response: { 200: messageResponseSchema } }, preValidation: visitor, ...passwordLimit },
    async (request) => {
      await logged(request, 'user-account-delete', () => account.deleteAccount(request.session!, request.body.currentPassword));
      return { message: accountPageMessages.accountDeleted };
    },
  );
}
