import {
  accountPaths,
  type AccountName,
  type AccountOverview,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from '@tarang/shared/account';
import type { MessageResponse } from '@tarang/shared/auth';
import { requestJson } from '../../lib/api';

// The account page's calls (docs/decisions/047-visitor-account-page.md), with the visitor's session token.
export const loadAccount = (token: string) => requestJson<AccountOverview>(accountPaths.account, { token });
export const saveName = (token: string, body: AccountName) => requestJson<MessageResponse>(accountPaths.name, { method: 'PUT', body, token });
export const changePassword = (token: string, body: ChangePasswordInput) => requestJson<MessageResponse>(accountPaths.password, { body, token });
export const changeEmail = (token: string, body: ChangeEmailInput) => requestJson<MessageResponse>(accountPaths.email, { body, token });
export const confirmEmailChange = (linkToken: string) => requestJson<MessageResponse>(accountPaths.confirmEmail, { body: { token: linkToken } });
export const signOutOthers = (token: string) => requestJson<MessageResponse>(accountPaths.revokeOtherSessions, { method: 'POST', token });
export const deleteAccount = (token: string, body: DeleteAccountInput) => requestJson<MessageResponse>(accountPaths.deleteAccount, { body, token });
