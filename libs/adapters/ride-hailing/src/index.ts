import { httpPlatformFamily } from '@gig/platform-http';
import { RIDE_HAILING_SPEC } from './ride-hailing.family-definition';
import { RIDE_HAILING_PLATFORMS } from './ride-hailing.platforms';

/** The ride-hailing family (uber, didi, cabify, indriver, beat): live through the extraction service at RIDE_HAILING_URL. */
export const rideHailingFamily = httpPlatformFamily(RIDE_HAILING_SPEC, { envVar: 'RIDE_HAILING_URL', platforms: RIDE_HAILING_PLATFORMS });

export { RIDE_HAILING_ERRORS, RIDE_HAILING_PATHS, RIDE_HAILING_SPEC } from './ride-hailing.family-definition';
export { RIDE_HAILING_PLATFORMS } from './ride-hailing.platforms';
