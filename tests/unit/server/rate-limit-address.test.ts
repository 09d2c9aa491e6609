import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from '../../../adapters/server/http/rate-limit-address.ts';

describe('the address per-address limits count', () => {
  it('is an IPv4 address as is, also when written IPv4-mapped', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 of an IPv6 address, so rotating through one subscriber network does not reset the limits', () => {
    expect(rateLimitAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});
