import { isPublicAddress } from '@gig/domain';
import { lookup as dnsLookup, LookupAddress, LookupAllOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';

/** A `dns.lookup`-shaped resolver (node's, or a test's). */
export type Resolver = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

export class RefusedAddressError extends Error {}

/**
 * A `lookup` for http.request that resolves every address of the host and refuses the connection when
 * any is not public. The socket then connects to the address checked here, so a second resolution
 * (DNS rebinding) cannot swap in an inside address.
 */
export function publicAddressLookup(resolve: Resolver = dnsLookup as Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family as LookupAllOptions['family'] }, (error, addresses) => {
      if (error || addresses.length === 0) return callback(error ?? new RefusedAddressError(`could not resolve ${hostname}`), '', 4);
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      if (refused) return callback(new RefusedAddressError(`address ${refused.address} is not public`), '', 4);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Plain resolution through the given resolver, for hosts that may be anywhere. */
export function anyAddressLookup(resolve: Resolver = dnsLookup as Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family as LookupAllOptions['family'] }, (error, addresses) => {
      if (error || addresses.length === 0) return callback(error ?? new Error(`could not resolve ${hostname}`), '', 4);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
