import { describe, expect, test } from 'vitest';
import { storedValue } from './stored-value';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('a value kept in browser storage', () => {
  test('is saved, read and removed under its own key', () => {
    const storage = memoryStorage();
    const value = storedValue('testApiKey', () => storage);
    expect(value.read()).toBeNull();
    value.save('tk_test_123');
    expect(storage.getItem('testApiKey')).toBe('tk_test_123');
    expect(value.read()).toBe('tk_test_123');
    value.remove();
    expect(value.read()).toBeNull();
  });

  test('blocked storage keeps nothing and finds nothing, without throwing', () => {
    const value = storedValue('userAuthToken', () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => value.save('token')).not.toThrow();
    expect(value.read()).toBeNull();
    expect(() => value.remove()).not.toThrow();
  });
});
