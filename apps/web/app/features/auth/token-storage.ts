/*
 * spec 4: the visitor token lives in localStorage under 'userAuthToken'.
 * The key is @tarang/shared/auth's USER_TOKEN_KEY, repeated here on purpose: that module
 * builds zod schemas at load, and this file is in every page's initial JavaScript
 * (the token is verified on load). token-storage.test.ts keeps the two equal.
 */
export const USER_TOKEN_KEY = 'userAuthToken';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(USER_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  try {
    window.localStorage.setItem(USER_TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts until the page is closed.
  }
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(USER_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
