import ipaddr from 'ipaddr.js';

/**
 * The address that per-address limits count: IPv4 as is (also when written IPv4-mapped), IPv6 by its /64,
 * because one subscriber usually gets a whole /64 and could otherwise switch addresses at every attempt.
 */
export function rateLimitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
