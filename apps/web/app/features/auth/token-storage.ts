import { storedString } from '../../lib/stored-string';

/*
 * product §4 "Visitor login state": the visitor token lives in localStorage under 'userAuthToken'.
 * The key is @tarang/shared/auth's USER_TOKEN_KEY, repeated here on purpose: that module
 * builds zod schemas at load, and this file is in every page's initial JavaScript
 * (the token is verified on load). token-storage.test.ts keeps the two equal.
 */
export const USER_TOKEN_KEY = 'userAuthToken';

export const { read: readToken, save: saveToken, remove: removeToken } = storedString('localStorage', USER_TOKEN_KEY);
