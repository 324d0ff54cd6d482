import { z } from './zod';
import { authMessages, emailSchema, PASSWORD_MAX, passwordSchema, USER_PASSWORD_MIN } from './auth';
import { requiredText } from './contact';

/**
 * A signed-in visitor's account page (docs/decisions/047-visitor-account-page.md): its API paths, the
 * page the e-mail change link opens, the forms' rules and the server's sentences.
 */
const ACCOUNT_BASE = '/api/auth/user/account';
export const accountPaths = {
  account: ACCOUNT_BASE,
  name: `${ACCOUNT_BASE}/name`,
  password: `${ACCOUNT_BASE}/password`,
  email: `${ACCOUNT_BASE}/email`,
  confirmEmail: `${ACCOUNT_BASE}/email/confirm`,
  revokeOtherSessions: `${ACCOUNT_BASE}/sessions/revoke-others`,
  deleteAccount: `${ACCOUNT_BASE}/delete`,
  /** The page, which also opens the e-mail change link (`/account?token=…`). */
  page: '/account',
} as const;

export const accountPageMessages = {
  nameSaved: 'Your name is saved.',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'That is not your current password.',
  passwordChanged: 'Your password is changed. Every other session of your account is logged out.',
  sameEmail: 'This is already your e-mail address.',
  // The same answer whether or not another account has the address (docs/decisions/047-visitor-account-page.md).
  emailChangeSent: 'We sent a link to the new address. Your address changes when you open it (it works once, for one hour). Your current address has been told.',
  emailChanged: 'Your e-mail address is changed and verified. Log in with the new address from now on.',
  emailLinkInvalid: 'This e-mail change link is not valid or has expired. Ask for a new one on your account page.',
  emailTakenAtConfirm: 'Another account uses this address now, so your address was not changed.',
  otherSessionsEnded: (count: number) => (count === 1 ? 'One other session is logged out.' : `${count} other sessions are logged out.`),
  deleteConfirmRequired: 'Type DELETE in capital letters to delete your account.',
  accountDeleted: 'Your account and its data are erased. You are logged out.',
} as const;

/** What the delete form asks a visitor to type, so a stray click cannot erase an account. */
export const DELETE_CONFIRM_WORD = 'DELETE';

const currentPassword = z
  .string({ error: accountPageMessages.currentPasswordRequired })
  .min(1, accountPageMessages.currentPasswordRequired)
  .max(PASSWORD_MAX, accountPageMessages.currentPasswordWrong);

export const accountNameSchema = z.object({ name: requiredText(authMessages.nameRequired).max(100, authMessages.nameTooLong) });

export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: passwordSchema(USER_PASSWORD_MIN, authMessages.passwordRequired, authMessages.passwordTooShort),
});

export const changeEmailSchema = z.object({
  newEmail: emailSchema(authMessages.emailRequired, authMessages.emailInvalid),
  currentPassword,
});

export const confirmEmailChangeSchema = z.object({
  token: z.string({ error: accountPageMessages.emailLinkInvalid }).min(1, accountPageMessages.emailLinkInvalid).max(200, accountPageMessages.emailLinkInvalid),
});

export const deleteAccountSchema = z.object({
  currentPassword,
  confirm: z.literal(DELETE_CONFIRM_WORD, { error: accountPageMessages.deleteConfirmRequired }),
});

export const accountSessionSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  browser: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});

export const accountOverviewSchema = z.object({
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  sessions: z.array(accountSessionSchema),
});

export type AccountName = z.output<typeof accountNameSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
export type AccountSession = z.output<typeof accountSessionSchema>;
export type AccountOverview = z.output<typeof accountOverviewSchema>;
