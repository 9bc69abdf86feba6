import type { PlatformRow } from '@gig/domain';

/** The platforms of the social-security institute, as `GET /v1/platforms` lists them. */
export const SOCIAL_SECURITY_PLATFORMS: readonly PlatformRow[] = [
  { code: 'imss', name: 'IMSS', countries: ['mx'], identifierKind: 'curp', loginMethods: [], reportsTrips: false, historyDays: 0 },
];
