import { describe, expect, test } from 'vitest';
import { clientOf, networkOf } from './client-address';

describe('who a request comes from (docs/decisions/027-admin-security.md, 029-bot-protection.md)', () => {
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

  test('a network is an IPv4 /24 or an IPv6 /48', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:5:6::1')).toBe('2001:0db8:0005::/48');
    expect(networkOf('2001:db8:5:ffff::1')).toBe(networkOf('2001:db8:5:1::1'));
    expect(networkOf('2001:db8:6::1')).not.toBe(networkOf('2001:db8:5::1'));
    for (const odd of [null, undefined, '', 'not an address']) expect(networkOf(odd)).toBe('unknown');
  });
});
