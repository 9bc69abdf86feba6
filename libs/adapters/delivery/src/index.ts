import { httpPlatformFamily } from '@gig/platform-http';
import { DELIVERY_SPEC } from './delivery.family-definition';
import { DELIVERY_PLATFORMS } from './delivery.platforms';

/** The delivery family (rappi, didi_food, uber_eats, cornershop, ifood): live through the extraction service at DELIVERY_URL. */
export const deliveryFamily = httpPlatformFamily(DELIVERY_SPEC, { envVar: 'DELIVERY_URL', platforms: DELIVERY_PLATFORMS });

export { DELIVERY_ERRORS, DELIVERY_PATHS, DELIVERY_SPEC } from './delivery.family-definition';
export { DELIVERY_PLATFORMS } from './delivery.platforms';
