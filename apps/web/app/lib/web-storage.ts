/**
 * Runs `act` on the browser's localStorage or sessionStorage. Storage can be blocked (private modes, strict
 * settings): then nothing is kept or found, and the answer is null.
 */
export function withStorage<T>(area: 'localStorage' | 'sessionStorage', act: (storage: Storage) => T): T | null {
  try {
    return act(window[area]);
  } catch {
    return null;
  }
}
