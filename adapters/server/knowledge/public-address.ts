import ipaddr from 'ipaddr.js';

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  carrierGradeNat: 'a carrier-grade NAT address',
  uniqueLocal: 'a unique-local (private) address',
  reserved: 'a reserved address',
  ipv4Mapped: 'an IPv4-mapped address',
  rfc6145: 'an IPv4-translated address',
  rfc6052: 'a NAT64 address',
  '6to4': 'a 6to4 tunnel address',
  teredo: 'a Teredo tunnel address',
};

// IANA hands out global unicast IPv6 only from 2000::/3; everything else is special or unassigned.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];
const TEREDO = ipaddr.parseCIDR('2001::/32') as [ipaddr.IPv6, number];
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16') as [ipaddr.IPv6, number];
const NAT64 = [ipaddr.parseCIDR('64:ff9b::/96'), ipaddr.parseCIDR('64:ff9b:1::/48')] as [ipaddr.IPv6, number][];
const MAPPED = ipaddr.parseCIDR('::ffff:0:0/96') as [ipaddr.IPv6, number];
const TRANSLATED = ipaddr.parseCIDR('::ffff:0:0:0/96') as [ipaddr.IPv6, number];
const COMPATIBLE = ipaddr.parseCIDR('::/96') as [ipaddr.IPv6, number];

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 address an IPv6 address carries, for the forms that route to it: IPv4-compatible ::a.b.c.d,
 * mapped ::ffff:a.b.c.d, translated ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96 and 64:ff9b:1::/48 (last 32 bits),
 * 6to4 2002:AABB:CCDD::, and Teredo 2001:0::/32 (the client address is the inverted last 32 bits).
 */
export function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  if (address.match(TEREDO)) return ipv4From(~p[6]! & 0xffff, ~p[7]! & 0xffff);
  if (address.match(SIX_TO_FOUR)) return ipv4From(p[1]!, p[2]!);
  if (address.match(MAPPED) || address.match(TRANSLATED) || NAT64.some((range) => address.match(range))) return ipv4From(p[6]!, p[7]!);
  // :: and ::1 are IPv6's own unspecified and loopback addresses, not embeddings.
  if (address.match(COMPATIBLE) && address.range() !== 'unspecified' && address.range() !== 'loopback') return ipv4From(p[6]!, p[7]!);
  return null;
}

function describe(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  const range = address.range();
  if (address.toString() === '169.254.169.254') return 'a cloud metadata address';
  return RANGE_NAMES[range] ?? `a reserved (${range}) address`;
}

export interface NonPublicAddress {
  /** The address as ipaddr.js prints it. */
  address: string;
  /** The IPv4 address it carries, when that is what makes it non-public. */
  carried: string | null;
  /** What it is, e.g. "a loopback address". */
  what: string;
}

/**
 * Why an address may not be fetched, or null when it is public unicast. An IPv6 address must be global
 * unicast itself and, when it carries an IPv4 address, that address must be public unicast too.
 */
export function nonPublicAddress(address: string): NonPublicAddress | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return { address, carried: null, what: 'not a valid address' };
  }
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast' ? null : { address: parsed.toString(), carried: null, what: describe(parsed) };
  const v6 = parsed as ipaddr.IPv6;
  const carried = embeddedIPv4(v6);
  if (carried && carried.range() !== 'unicast') return { address: v6.toString(), carried: carried.toString(), what: describe(carried) };
  if (v6.range() !== 'unicast') return { address: v6.toString(), carried: null, what: describe(v6) };
  if (!v6.match(GLOBAL_UNICAST_V6)) return { address: v6.toString(), carried: null, what: RANGE_NAMES.reserved! };
  return null;
}
