import { COUNTRIES, PlatformRow } from '@gig/domain';

/** The platforms of the ride-hailing family, as `GET /v1/platforms` lists them. */
export const RIDE_HAILING_PLATFORMS: readonly PlatformRow[] = [
  { code: 'uber', name: 'Uber', countries: COUNTRIES, identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 60 },
  { code: 'didi', name: 'DiDi', countries: COUNTRIES, identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 50 },
  { code: 'cabify', name: 'Cabify', countries: ['mx', 'co', 'cl', 'pe', 'ar'], identifierKind: 'email', loginMethods: ['password'], reportsTrips: true, historyDays: 70 },
  { code: 'indriver', name: 'inDrive', countries: COUNTRIES, identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 20 },
  { code: 'beat', name: 'Beat', countries: ['mx', 'co', 'pe'], identifierKind: 'phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 30 },
];
