import { describe, expect, test } from 'vitest';
import { clientOf, throttleKey, waitAfter } from './throttle';

describe('admin sign-in throttle (docs/decisions/027-admin-security.md)', () => {
  test('five failures are free, then the wait doubles from 1 s to at most 15 minutes', () => {
    expect([0, 1, 4].map(waitAfter)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 14].map(waitAfter)).toEqual([1000, 2000, 4000, 512_000]);
    expect([15, 40, 10_000].map(waitAfter)).toEqual([900_000, 900_000, 900_000]);
  });

  test('a client is an IPv4 address or an IPv6 /64, however the address is written', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientOf('2001:DB8:0:0:ffff:1:2:3')).toBe('2001:0db8:0000:0000::/64');
    expect(clientOf('2001:db8:0:0:1::9%eth0')).toBe('2001:0db8:0000:0000::/64');
    expect(clientOf('2001:db8:0:1::1')).toBe('2001:0db8:0000:0001::/64');
    expect(clientOf('::1')).toBe('0000:0000:0000:0000::/64');
    for (const odd of [null, undefined, '', 'not an address', '999.1.1.1']) expect(clientOf(odd)).toBe('unknown');
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
