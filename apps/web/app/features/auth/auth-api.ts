import type { LoginResponse, MessageResponse, VerifyResponse } from '@tarang/shared/auth';
import { requestJson } from '../../lib/api';

// The visitor auth calls (product §7; logout: product §12).
export const signUp = (body: { name: string; email: string; password: string }) =>
  requestJson<MessageResponse>('/api/auth/user/signup', { body });

export const logIn = (body: { email: string; password: string }) => requestJson<LoginResponse>('/api/auth/user/login', { body });

export const verifyToken = (token: string, signal?: AbortSignal) =>
  requestJson<VerifyResponse>('/api/auth/user/verify', { token, ...(signal ? { signal } : {}) });

export const logOut = (token: string) => requestJson<MessageResponse>('/api/auth/user/logout', { method: 'POST', token });

// E-mail verification and password reset (docs/decisions/046-visitor-verification-and-reset.md).
const accountPath = {
  verifyEmail: '/api/auth/user/verify-email',
  resendVerification: '/api/auth/user/verify-email/resend',
  forgotPassword: '/api/auth/user/forgot-password',
  resetPassword: '/api/auth/user/reset-password',
} as const;

export const verifyEmail = (token: string) => requestJson<MessageResponse>(accountPath.verifyEmail, { body: { token } });
export const resendVerification = (token: string) => requestJson<MessageResponse>(accountPath.resendVerification, { method: 'POST', token });
export const forgotPassword = (body: { email: string }) => requestJson<MessageResponse>(accountPath.forgotPassword, { body });
export const resetPassword = (body: { token: string; password: string }) => requestJson<MessageResponse>(accountPath.resetPassword, { body });
