import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd:12::/64'],
    ['2001:0DB8:ABCD:0012:ffff:1:2:3', '2001:db8:abcd:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    [undefined, 'unknown'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });

  it('gives every address of one IPv6 /64 the same key, and another /64 a different one', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe(clientAddressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
  });
});
