// The address that sign-in and signup throttling count by (decision 0003): IPv4 as it is, IPv6 by its /64.
import { describe, expect, it } from 'vitest';

import { throttleAddress } from '../src/modules/auth/address';

describe('throttleAddress', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd', '2001:db8:0:1::/64'],
    ['2001:DB8:0:1:FFFF::', '2001:db8:0:1::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, expected) => {
    expect(throttleAddress(ip)).toBe(expected);
  });

  it('keeps two /64s apart and anything that is not an address as it came', () => {
    expect(throttleAddress('2001:db8:0:1::1')).not.toBe(throttleAddress('2001:db8:0:2::1'));
    expect(throttleAddress('unknown')).toBe('unknown');
  });
});
