import { describe, expect, test } from 'vitest';
import { throttleKey, waitAfter } from './throttle';

describe('admin sign-in throttle (docs/decisions/027-admin-security.md)', () => {
  test('five failures are free, then the wait doubles from 1 s to at most 15 minutes', () => {
    expect([0, 1, 4].map(waitAfter)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 14].map(waitAfter)).toEqual([1000, 2000, 4000, 512_000]);
    expect([15, 40, 10_000].map(waitAfter)).toEqual([900_000, 900_000, 900_000]);
  });

  test('the key holds hashes only: of the lower-cased address and of the client', () => {
    const key = throttleKey(' Root@Example.com ', 'code', '2001:db8::7');
    expect(key).toEqual(throttleKey('root@example.com', 'code', '2001:db8::99'));
    expect(key.step).toBe('code');
    expect(key.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(throttleKey('root@example.com', 'code', '203.0.113.7').clientHash).not.toBe(key.clientHash);
  });
});
