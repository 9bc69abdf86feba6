import ipaddr from 'ipaddr.js';
import type { Env } from './env-readers';

/**
 * The proxies in front of the service, as Express's `trust proxy` takes them: how many hops (`1` behind one load
 * balancer), or their addresses and CIDRs; `false`: none, the socket's address is the client's. Either way the client
 * address is the last `X-Forwarded-For` entry no trusted proxy wrote, never one the client chose.
 */
export type TrustedProxies = false | number | readonly string[];

/** proxy-addr's names for address ranges, which Express accepts beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;
const WHAT_TO_WRITE = 'the number of proxies in front of the service (1 behind one load balancer) or their addresses or CIDRs, comma-separated (e.g. 10.0.0.5,10.0.1.0/24)';

/** `TRUST_PROXY`: unset, `false` or `0`; a hop count; or a list of proxy addresses. `true` is refused: it would believe any address a client writes. */
export function trustedProxies(env: Env, problems: string[]): TrustedProxies {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  const lower = raw.toLowerCase();
  if (['', 'false', 'no', 'off', '0'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) {
    problems.push(`TRUST_PROXY=${raw} would take the left-most X-Forwarded-For entry, which the client writes: set ${WHAT_TO_WRITE}`);
    return false;
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= MAX_HOPS) return hops;
    problems.push(`TRUST_PROXY must be a hop count from 0 to ${MAX_HOPS}, or proxy addresses (got "${raw}")`);
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  problems.push(`TRUST_PROXY must be ${WHAT_TO_WRITE} (not an address or CIDR: ${bad.map((entry) => `"${entry}"`).join(', ')})`);
  return false;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry.toLowerCase())) return true;
  return entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
}
