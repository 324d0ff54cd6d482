import type { LoginResponse, MessageResponse, VerifyResponse } from '@tarang/shared/auth';
import { requestJson } from '../../lib/api';

// The visitor auth calls (product §7; logout: product §12).
export const signUp = (body: { name: string; email: string; password: string }) =>
  requestJson<MessageResponse>('/api/auth/user/signup', { body });

export const logIn = (body: { email: string; password: string }) => requestJson<LoginResponse>('/api/auth/user/login', { body });

export const verifyToken = (token: string, signal?: AbortSignal) =>
  requestJson<VerifyResponse>('/api/auth/user/verify', { token, ...(signal ? { signal } : {}) });

export const logOut = (token: string) => requestJson<MessageResponse>('/api/auth/user/logout', { method: 'POST', token });
