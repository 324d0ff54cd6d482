import { storedValue } from './stored-value';

/*
 * The visitor's test key (docs/decisions/034-test-mode.md) is shown once; the Developer page keeps it in
 * this tab's sessionStorage so Try it on /api can prefill it. The server keeps only its hash. Gone when
 * the tab closes; storage that is blocked simply keeps nothing.
 */
const TEST_KEY_STORAGE = 'testApiKey';

const testKey = storedValue(TEST_KEY_STORAGE, () => window.sessionStorage);

export const readTestKey = testKey.read;
export const saveTestKey = testKey.save;
export const forgetTestKey = testKey.remove;
