/*
 * The visitor's test key (docs/decisions/034-test-mode.md) is shown once; the Developer page keeps it in
 * this tab's sessionStorage so Try it on /api can prefill it. The server keeps only its hash. Gone when
 * the tab closes; storage that is blocked simply keeps nothing.
 */
const TEST_KEY_STORAGE = 'testApiKey';

function withSession<T>(act: (storage: Storage) => T): T | null {
  try {
    return act(window.sessionStorage);
  } catch {
    return null;
  }
}

export const readTestKey = (): string | null => withSession((s) => s.getItem(TEST_KEY_STORAGE));
export const saveTestKey = (key: string): void => void withSession((s) => s.setItem(TEST_KEY_STORAGE, key));
export const forgetTestKey = (): void => void withSession((s) => s.removeItem(TEST_KEY_STORAGE));
