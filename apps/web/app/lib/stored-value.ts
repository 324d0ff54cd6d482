/**
 * One string kept in the browser's storage under `key`. Storage can be blocked (private modes, strict
 * settings): reading `window.localStorage` or `window.sessionStorage` then throws, and nothing is kept or found.
 */
export function storedValue(key: string, storage: () => Storage) {
  const withStorage = <T>(act: (s: Storage) => T): T | null => {
    try {
      return act(storage());
    } catch {
      return null;
    }
  };
  return {
    read: (): string | null => withStorage((s) => s.getItem(key)),
    save: (value: string): void => void withStorage((s) => s.setItem(key, value)),
    remove: (): void => void withStorage((s) => s.removeItem(key)),
  };
}
