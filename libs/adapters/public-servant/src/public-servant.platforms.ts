import type { PlatformRow } from '@gig/domain';

/** The platforms of the public-servant institute, as `GET /v1/platforms` lists them. */
export const PUBLIC_SERVANT_PLATFORMS: readonly PlatformRow[] = [
  { code: 'issste', name: 'ISSSTE', countries: ['mx'], identifierKind: 'curp', loginMethods: [], reportsTrips: false, historyDays: 0 },
];
