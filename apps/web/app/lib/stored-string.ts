/**
 * One string kept in the browser's storage under one key. Storage can be blocked (private modes, strict
 * settings): then nothing is kept or found, and what was meant to be kept lasts only as long as the page.
 */
export function storedString(area: 'localStorage' | 'sessionStorage', key: string) {
  function withStorage<T>(act: (storage: Storage) => T): T | null {
    try {
      return act(window[area]);
    } catch {
      return null;
    }
  }
  return {
    read: (): string | null => withStorage((s) => s.getItem(key)),
    save: (value: string): void => void withStorage((s) => s.setItem(key, value)),
    remove: (): void => void withStorage((s) => s.removeItem(key)),
  };
}
