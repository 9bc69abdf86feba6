import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/**
 * Whether a subscription may reach this IP address: only ordinary public unicast addresses, so never
 * loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local, carrier NAT, multicast
 * or reserved ranges. An IPv6 address that carries an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo)
 * is judged by the IPv4 address it carries: `::127.0.0.1` and `64:ff9b::a00:1` are not public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const carried = carriedIPv4(parsed as IPv6);
  if (carried !== null) return carried.every((v4) => v4.range() === 'unicast');
  return parsed.range() === 'unicast';
}

/**
 * The IPv4 addresses an IPv6 address stands for, or null when it carries none. Where the position is not
 * fixed (the local-use NAT64 prefix may be cut at /48, /56, /64 or /96, RFC 6052) every candidate is
 * returned, and all of them must be public.
 */
export function carriedIPv4(address: IPv6): IPv4[] | null {
  const w = address.parts;
  const v4 = (high: number, low: number): IPv4 => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const zeros = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  const last = () => v4(w[6], w[7]);
  if (zeros(0, 5) && w[5] === 0xffff) return [last()]; // ::ffff:a.b.c.d, mapped
  if (zeros(0, 4) && w[4] === 0xffff && w[5] === 0) return [last()]; // ::ffff:0:a.b.c.d, translated (RFC 6145)
  if (zeros(0, 6) && !(w[6] === 0 && w[7] <= 1)) return [last()]; // ::a.b.c.d, compatible (not :: or ::1)
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return [last()]; // 64:ff9b::/96, NAT64
  if (w[0] === 0x64 && w[1] === 0xff9b && w[2] === 0x1) {
    // 64:ff9b:1::/48, local-use NAT64: the IPv4 address at the place of each prefix length (bits 64-71 skipped).
    const byte = (i: number) => (i % 2 === 0 ? w[i / 2] >> 8 : w[(i - 1) / 2] & 0xff);
    const at = (...indexes: number[]) => new ipaddr.IPv4(indexes.map(byte));
    return [at(6, 7, 9, 10), at(7, 9, 10, 11), at(9, 10, 11, 12), last()];
  }
  if (w[0] === 0x2002) return [v4(w[1], w[2])]; // 2002:aabb:ccdd::/48, 6to4
  if (w[0] === 0x2001 && w[1] === 0) return [v4(w[2], w[3]), v4(w[6] ^ 0xffff, w[7] ^ 0xffff)]; // Teredo: server, client
  return null;
}

/** The IP address a URL host names literally (`[::1]` → `::1`), or null for a host name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare)) ? bare : null;
}
