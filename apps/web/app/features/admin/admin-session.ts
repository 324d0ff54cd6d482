import { ADMIN_TOKEN_KEY } from '@tarang/shared/admin-token';
import { redirect } from 'react-router';
import { loginPathFrom } from './lead-link';

// product §6: the admin token is kept in local storage (under ADMIN_TOKEN_KEY, beside the
// visitor's userAuthToken, so the two sessions never mix).

function readAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage blocked: nothing is stored either.
  }
}

/**
 * The clientLoader of every signed-in admin page (product §12): without a stored admin session the page
 * goes to /admin/login before anything renders, carrying a lead the dashboard's `search` named
 * (lead-link.ts); a token the server refuses is handled on its first 401 or 403.
 */
export function requireAdminToken(search = ''): { token: string } {
  const token = readAdminToken();
  if (!token) throw redirect(loginPathFrom(search));
  return { token };
}
