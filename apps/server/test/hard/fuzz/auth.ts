import { accountPaths, DELETE_CONFIRM_WORD } from '@tarang/shared/account';
import { adminLoginSchema, adminSignupSchema } from '@tarang/shared/admin';
import { securityPaths } from '@tarang/shared/admin-security';
import { accountMessages, authServerMessages, forgotPasswordSchema, userLoginRequestSchema, userSignupSchema, visitorAccountPaths } from '@tarang/shared/auth';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { ZodType } from 'zod';
import { newToken } from '../../../src/modules/auth/tokens';
import { adminMostly, field, formBody, loginBody, signupBody, tokenValue, validEmail, validPassword } from '../inputs';
import { command, endpoint, get, noQuery, post } from './arbitraries';
import type { RequestSpec } from './target';
import { same, validationModel } from './model';
import { ADMIN, type Target, USER } from './target';

// Signing up, in and out: visitors, and administrators with their invitations and two-factor sign-in.

/** A usable invitation (made in the sign-up target's before hook) for INVITED_EMAIL. */
const INVITATION = newToken();
const INVITED_EMAIL = 'fuzz-invited@example.com';

// docs/decisions/030-newsletter-and-signup-privacy.md: one answer whether or not the address is registered,
// and an account for the address exists afterwards (new, or the one already there, unchanged).
const signupModel = validationModel(userSignupSchema, async (data, res, ctx) => {
  if (res.statusCode !== 200 || !same(res.json(), { message: authServerMessages.signupSuccess }))
    return [`a valid sign-up answered ${res.statusCode} ${res.body.slice(0, 100)}`];
  const row = await ctx.app.database.db
    .selectFrom('users')
    .select(['name', 'email'])
    .where(sql<string>`lower(email)`, '=', String((data as { email: string }).email).toLowerCase())
    .executeTakeFirst();
  return row ? [] : [`no account for ${JSON.stringify((data as { email: string }).email)} after a 200 sign-up`];
});

const loginModel = (schema: ZodType) =>
  validationModel(schema, async (_data, res) => ([200, 401].includes(res.statusCode) ? [] : [`a well-formed login answered ${res.statusCode}`]));

const adminLoginModel = validationModel(adminLoginSchema, async (_data, res) =>
  // 429: an address with repeated failures waits (docs/decisions/027-admin-security.md).
  [200, 401, 429].includes(res.statusCode) ? [] : [`a well-formed login answered ${res.statusCode}`],
);

const adminSignupModel = validationModel(adminSignupSchema, async (_data, res) =>
  [201, 403, 409].includes(res.statusCode) ? [] : [`a well-formed admin sign-up answered ${res.statusCode}`],
);

/** Any password but the shared visitor's: the account targets must not change or delete the account they run as. */
const notTheVisitors = validPassword.filter((p) => p !== USER.password);

export const authTargets: Target[] = [
  {
    ...endpoint('POST', '/api/auth/user/signup'),
    requests: post('/api/auth/user/signup', signupBody),
    allowed: [200, 400, 413, 415],
    writes: true,
    argon2: true,
    model: signupModel,
  },
  {
    ...endpoint('POST', '/api/auth/user/login'),
    requests: post('/api/auth/user/login', fc.oneof(loginBody, fc.constant({ email: USER.email, password: USER.password }))),
    allowed: [200, 400, 401, 413, 415],
    writes: true,
    argon2: true,
    model: loginModel(userLoginRequestSchema),
  },
  { ...endpoint('GET', '/api/auth/user/verify'), requests: get('/api/auth/user/verify', noQuery), allowed: [200, 401, 403] },
  { ...command('POST', '/api/auth/user/logout', [200, 400, 401, 403, 413, 415]), consumesToken: true },
  // docs/decisions/046-visitor-verification-and-reset.md: no fuzzed token is ever a live one, so the
  // shared visitor's sessions survive the reset target.
  {
    ...endpoint('POST', '/api/auth/user/verify-email'),
    requests: post(visitorAccountPaths.verifyEmail, fc.record({ token: field(tokenValue) }, { requiredKeys: [] })),
    allowed: [400, 413, 415],
  },
  command('POST', visitorAccountPaths.resendVerification, [200, 400, 401, 403, 413, 415, 429]),
  {
    ...endpoint('POST', '/api/auth/user/forgot-password'),
    requests: post(visitorAccountPaths.forgotPassword, fc.oneof(formBody({ email: validEmail }), fc.constant({ email: USER.email }))),
    allowed: [200, 400, 413, 415],
    writes: true,
    // The same answer for every well-formed address, registered or not.
    model: validationModel(forgotPasswordSchema, async (_data, res) =>
      res.statusCode === 200 && same(res.json(), { message: accountMessages.resetRequested }) ? [] : [`a valid request answered ${res.statusCode} ${res.body.slice(0, 100)}`],
    ),
  },
  {
    ...endpoint('POST', '/api/auth/user/reset-password'),
    requests: post(visitorAccountPaths.resetPassword, formBody({ token: tokenValue, password: validPassword })),
    allowed: [400, 413, 415],
    argon2: true,
  },
  // The account page (docs/decisions/047-visitor-account-page.md). The fuzzed current password is never the
  // shared visitor's, so the account keeps its password and address and is never deleted.
  { ...endpoint('GET', '/api/auth/user/account'), requests: get(accountPaths.account, noQuery), allowed: [200, 401, 403] },
  {
    ...endpoint('PUT', '/api/auth/user/account/name'),
    requests: post(accountPaths.name, formBody({ name: fc.string({ maxLength: 110 }) })).map((spec): RequestSpec => ({ ...spec, method: 'PUT' })),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    ...endpoint('POST', '/api/auth/user/account/password'),
    requests: post(accountPaths.password, formBody({ currentPassword: notTheVisitors, newPassword: validPassword })),
    allowed: [400, 401, 403, 413, 415],
    argon2: true,
  },
  {
    ...endpoint('POST', '/api/auth/user/account/email'),
    requests: post(accountPaths.email, formBody({ newEmail: validEmail, currentPassword: notTheVisitors })),
    allowed: [400, 401, 403, 413, 415],
    argon2: true,
  },
  {
    ...endpoint('POST', '/api/auth/user/account/email/confirm'),
    requests: post(accountPaths.confirmEmail, fc.record({ token: field(tokenValue) }, { requiredKeys: [] })),
    allowed: [400, 413, 415],
  },
  command('POST', accountPaths.revokeOtherSessions, [200, 400, 401, 403, 413, 415]),
  {
    ...endpoint('POST', '/api/auth/user/account/delete'),
    requests: post(accountPaths.deleteAccount, formBody({ currentPassword: notTheVisitors, confirm: fc.constantFrom(DELETE_CONFIRM_WORD, 'delete', '') })),
    allowed: [400, 401, 403, 413, 415],
    argon2: true,
  },
  {
    ...endpoint('POST', '/api/auth/admin/signup'),
    requests: post(
      '/api/auth/admin/signup',
      formBody({
        code: fc.oneof(fc.constant(INVITATION.token), tokenValue),
        email: fc.oneof(fc.constant(INVITED_EMAIL), validEmail),
        password: validPassword,
        name: fc.string({ maxLength: 110 }),
      }),
    ),
    allowed: [201, 400, 403, 409, 413, 415],
    writes: true,
    argon2: true,
    model: adminSignupModel,
    before: async (ctx) => {
      const at = new Date();
      await ctx.app.database.db
        .insertInto('admin_invitations')
        .values({ email: INVITED_EMAIL, token_hash: INVITATION.hash, invited_by: null, created_at: at.toISOString(), expires_at: new Date(at.getTime() + 3_600_000).toISOString() })
        .execute();
    },
  },
  {
    ...endpoint('GET', '/api/auth/admin/invitations/:token'),
    requests: get(
      fc.oneof(fc.constant(INVITATION.token), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string({ maxLength: 60 }).map(encodeURIComponent), fc.constantFrom('%', '%00', '..%2F..', 'x'.repeat(300))).map((t) => `/api/auth/admin/invitations/${t}`),
      noQuery,
    ),
    allowed: [200, 400, 404, 414],
  },
  {
    ...endpoint('POST', '/api/auth/admin/mfa/verify'),
    requests: post(securityPaths.verifyCode, fc.record({ code: field(fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[a-z0-9]{5}-[a-z0-9]{5}$/))) }, { requiredKeys: [] })),
    allowed: [200, 400, 401, 403, 413, 415, 429],
    writes: true,
  },
  command('POST', securityPaths.enrolStart, [200, 400, 401, 403, 413, 415], adminMostly),
  {
    ...endpoint('POST', '/api/auth/admin/mfa/enrol/confirm'),
    requests: post(securityPaths.enrolConfirm, fc.record({ code: field(fc.stringMatching(/^\d{6}$/)) }, { requiredKeys: [] }), adminMostly),
    allowed: [200, 400, 401, 403, 413, 415],
    writes: true,
  },
  {
    ...endpoint('POST', '/api/auth/admin/login'),
    requests: post('/api/auth/admin/login', fc.oneof(loginBody, fc.constant(ADMIN))),
    allowed: [200, 400, 401, 413, 415, 429],
    writes: true,
    argon2: true,
    model: adminLoginModel,
  },
  { ...command('POST', '/api/auth/admin/logout', [200, 400, 401, 403, 413, 415], adminMostly), consumesToken: true },
];
