import type { PlatformConnector, PlatformFamily } from '@gig/domain';
import { HttpPlatformConnector, PlatformConnectorOptions } from '@gig/platform-http';
import { RIDE_HAILING_SPEC } from './ride-hailing.family-spec';

export const RIDE_HAILING_FAMILY = 'ride_hailing' satisfies PlatformFamily;

/** The live connector of every ride-hailing platform (uber, didi, cabify, indriver, beat). Throws on a bad base URL. */
export function createRideHailingConnector(options: PlatformConnectorOptions): PlatformConnector {
  return new HttpPlatformConnector(RIDE_HAILING_SPEC, options);
}

export { RIDE_HAILING_ERRORS, RIDE_HAILING_PATHS, RIDE_HAILING_SPEC } from './ride-hailing.family-spec';
