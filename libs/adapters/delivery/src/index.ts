import type { PlatformConnector, PlatformFamily } from '@gig/domain';
import { HttpPlatformConnector, PlatformConnectorOptions } from '@gig/platform-http';
import { DELIVERY_SPEC } from './delivery.family-spec';

export const DELIVERY_FAMILY = 'delivery' satisfies PlatformFamily;

/** The live connector of every delivery platform (rappi, didi_food, uber_eats, cornershop, ifood). Throws on a bad base URL. */
export function createDeliveryConnector(options: PlatformConnectorOptions): PlatformConnector {
  return new HttpPlatformConnector(DELIVERY_SPEC, options);
}

export { DELIVERY_ERRORS, DELIVERY_PATHS, DELIVERY_SPEC } from './delivery.family-spec';
