import { storedValue } from '../../lib/stored-value';

/*
 * product §4 "Visitor login state": the visitor token lives in localStorage under 'userAuthToken'.
 * The key is @tarang/shared/auth's USER_TOKEN_KEY, repeated here on purpose: that module
 * builds zod schemas at load, and this file is in every page's initial JavaScript
 * (the token is verified on load). token-storage.test.ts keeps the two equal.
 */
export const USER_TOKEN_KEY = 'userAuthToken';

// A blocked storage keeps nothing, and a session lasts until the page is closed.
const userToken = storedValue(USER_TOKEN_KEY, () => window.localStorage);

export const readToken = userToken.read;
export const saveToken = userToken.save;
export const removeToken = userToken.remove;
