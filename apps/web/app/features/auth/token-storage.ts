import { withStorage } from '../../lib/web-storage';

/*
 * product §4 "Visitor login state": the visitor token lives in localStorage under 'userAuthToken'.
 * The key is @tarang/shared/auth's USER_TOKEN_KEY, repeated here on purpose: that module
 * builds zod schemas at load, and this file is in every page's initial JavaScript
 * (the token is verified on load). token-storage.test.ts keeps the two equal.
 */
export const USER_TOKEN_KEY = 'userAuthToken';

// A blocked storage keeps nothing: a session then lasts until the page is closed.
export const readToken = (): string | null => withStorage('localStorage', (s) => s.getItem(USER_TOKEN_KEY));
export const saveToken = (token: string): void => void withStorage('localStorage', (s) => s.setItem(USER_TOKEN_KEY, token));
export const removeToken = (): void => void withStorage('localStorage', (s) => s.removeItem(USER_TOKEN_KEY));
