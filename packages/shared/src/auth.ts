import { z } from './zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './validation';
import { requiredText } from './contact';

// product §5 "Visitor auth form": shown as toasts, word for word.
export const authMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  nameTooLong: 'Name must be at most 100 characters long',
} as const;

// product §8 "Visitor auth": what the modal shows.
export const authToasts = {
  unexpected: 'Unexpected response from the server.',
  failed: 'An error occurred. Please try again.',
  success: 'Success!',
} as const;

// Sentences the server answers with (the spec leaves them open).
export const authServerMessages = {
  // docs/decisions/030: the same answer for a new and a registered address.
  signupSuccess: 'Thanks for signing up! Log in to continue. If you already had an account, check your e-mail.',
  loginSuccess: 'Welcome back! You are now logged in.',
  logoutSuccess: 'You are logged out.',
  invalidCredentials: 'Invalid email or password.',
  unauthorized: 'Your session has ended. Please log in again.',
  forbidden: 'This needs an administrator account.',
} as const;

/** product §13: visitor passwords 6 to 128 characters. */
export const USER_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** localStorage key of the visitor token (product §4). */
export const USER_TOKEN_KEY = 'userAuthToken';

export const emailSchema = (required: string, invalid: string) =>
  requiredText(required).max(EMAIL_MAX_LENGTH, invalid).regex(EMAIL_PATTERN, invalid);

// Passwords are not trimmed: every character the user typed counts.
export const passwordSchema = (min: number, required: string, tooShort: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(min, tooShort)
    .max(PASSWORD_MAX, authMessages.passwordTooLong);

export const userSignupSchema = z.object({
  name: requiredText(authMessages.nameRequired).max(100, authMessages.nameTooLong),
  email: emailSchema(authMessages.emailRequired, authMessages.emailInvalid),
  password: passwordSchema(USER_PASSWORD_MIN, authMessages.passwordRequired, authMessages.passwordTooShort),
});

export const userLoginSchema = z.object({
  email: emailSchema(authMessages.emailRequired, authMessages.emailInvalid),
  password: passwordSchema(USER_PASSWORD_MIN, authMessages.passwordRequired, authMessages.passwordTooShort),
});

/**
 * What the server checks on login: presence only. Whatever else is wrong, the
 * answer is the one 401 'Invalid email or password.' (no hints for enumeration).
 */
export const userLoginRequestSchema = z.object({
  email: requiredText(authMessages.emailRequired).max(EMAIL_MAX_LENGTH, authMessages.emailInvalid),
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(PASSWORD_MAX, authMessages.passwordTooLong),
});

export type UserSignup = z.output<typeof userSignupSchema>;
export type UserLogin = z.output<typeof userLoginSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export const loginResponseSchema = z.object({ token: z.string(), message: z.string() });
export const verifyResponseSchema = z.object({ name: z.string() });

export type MessageResponse = z.output<typeof messageResponseSchema>;
export type LoginResponse = z.output<typeof loginResponseSchema>;
export type VerifyResponse = z.output<typeof verifyResponseSchema>;

/**
 * E-mail verification and password reset (docs/decisions/046-visitor-verification-and-reset.md): the
 * API paths and the pages the e-mailed links open.
 */
const VISITOR_AUTH_BASE = '/api/auth/user';
export const visitorAccountPaths = {
  verifyEmail: `${VISITOR_AUTH_BASE}/verify-email`,
  resendVerification: `${VISITOR_AUTH_BASE}/verify-email/resend`,
  forgotPassword: `${VISITOR_AUTH_BASE}/forgot-password`,
  resetPassword: `${VISITOR_AUTH_BASE}/reset-password`,
  verifyEmailPage: '/verify-email',
  resetPasswordPage: '/reset-password',
} as const;

export const accountMessages = {
  verified: 'Your e-mail address is verified. Test mode is ready on the Developer page.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'We sent a new verification link to your e-mail address. It works once, for two days.',
  resendTooSoon: 'A verification link was sent a moment ago. Check your e-mail, or try again in a minute.',
  verifyLinkInvalid: 'This verification link is not valid or has expired. Log in and ask for a new one on this page.',
  // The same answer whether or not the address has an account (docs/decisions/046-visitor-verification-and-reset.md).
  resetRequested: 'If an account uses this address, we have sent it a link to choose a new password. The link works once, for one hour.',
  resetLinkInvalid: 'This password reset link is not valid or has expired. Ask for a new one with “Forgot password?”.',
  passwordReset: 'Your password is changed and every other session is logged out. Log in with your new password.',
  tokenRequired: 'The link is incomplete. Open the whole link from the e-mail.',
} as const;

/** A link's token as the pages send it: presence and length only (an unknown token is the one invalid answer). */
const linkToken = z.string({ error: accountMessages.tokenRequired }).min(1, accountMessages.tokenRequired).max(200, accountMessages.tokenRequired);

export const verifyEmailSchema = z.object({ token: linkToken });
export const forgotPasswordSchema = z.object({ email: emailSchema(authMessages.emailRequired, authMessages.emailInvalid) });
export const resetPasswordSchema = z.object({
  token: linkToken,
  password: passwordSchema(USER_PASSWORD_MIN, authMessages.passwordRequired, authMessages.passwordTooShort),
});

export type VerifyEmailInput = z.output<typeof verifyEmailSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
