import ipaddr from 'ipaddr.js';

/**
 * Whether a live subscription may reach this IP address: only ordinary public unicast addresses, so
 * never loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local, carrier NAT,
 * multicast or reserved ranges. An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) counts as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The IP address a URL host names literally (`[::1]` → `::1`), or null for a host name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare)) ? bare : null;
}
