// Generated from platform-families.json by @gig/workspace-plugin (platform-adapter, platform-families): edit the JSON.
import type { PlatformFamilyDescriptor } from '@gig/domain';
import { rideHailingFamily } from '@gig/ride-hailing';
import { deliveryFamily } from '@gig/delivery';
import { socialSecurityFamily } from '@gig/social-security';
import { publicServantFamily } from '@gig/public-servant';

/** The platform families the app loads, in the order of platform-families.json. */
export const PLATFORM_FAMILIES: readonly PlatformFamilyDescriptor[] = [
  rideHailingFamily,
  deliveryFamily,
  socialSecurityFamily,
  publicServantFamily,
];
