import { withStorage } from './web-storage';

/*
 * The visitor's test key (docs/decisions/034-test-mode.md) is shown once; the Developer page keeps it in
 * this tab's sessionStorage so Try it on /api can prefill it. The server keeps only its hash. Gone when
 * the tab closes; storage that is blocked simply keeps nothing.
 */
const TEST_KEY_STORAGE = 'testApiKey';

export const readTestKey = (): string | null => withStorage('sessionStorage', (s) => s.getItem(TEST_KEY_STORAGE));
export const saveTestKey = (key: string): void => void withStorage('sessionStorage', (s) => s.setItem(TEST_KEY_STORAGE, key));
export const forgetTestKey = (): void => void withStorage('sessionStorage', (s) => s.removeItem(TEST_KEY_STORAGE));
