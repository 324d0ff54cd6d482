/*
 * product §4 "Visitor login state": the visitor token lives in localStorage under 'userAuthToken'.
 * The key is @tarang/shared/auth's USER_TOKEN_KEY, repeated here on purpose: that module
 * builds zod schemas at load, and this file is in every page's initial JavaScript
 * (the token is verified on load). token-storage.test.ts keeps the two equal.
 */
export const USER_TOKEN_KEY = 'userAuthToken';

// Storage can be blocked (private modes, strict settings): then nothing is kept or found, and a
// session lasts until the page is closed.
function withStorage<T>(act: (storage: Storage) => T): T | null {
  try {
    return act(window.localStorage);
  } catch {
    return null;
  }
}

export const readToken = (): string | null => withStorage((s) => s.getItem(USER_TOKEN_KEY));
export const saveToken = (token: string): void => void withStorage((s) => s.setItem(USER_TOKEN_KEY, token));
export const removeToken = (): void => void withStorage((s) => s.removeItem(USER_TOKEN_KEY));
