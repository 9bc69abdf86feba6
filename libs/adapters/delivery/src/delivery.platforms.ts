import { COUNTRIES, PlatformRow } from '@gig/domain';

/** The platforms of the delivery family, as `GET /v1/platforms` lists them. */
export const DELIVERY_PLATFORMS: readonly PlatformRow[] = [
  { code: 'rappi', name: 'Rappi', countries: COUNTRIES, identifierKind: 'email_or_phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 50 },
  { code: 'didi_food', name: 'DiDi Food', countries: ['mx', 'co', 'br'], identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 50 },
  { code: 'uber_eats', name: 'Uber Eats', countries: COUNTRIES, identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 60 },
  { code: 'cornershop', name: 'Cornershop', countries: ['mx', 'co', 'cl', 'pe'], identifierKind: 'email', loginMethods: ['password'], reportsTrips: false, historyDays: 20 },
  { code: 'ifood', name: 'iFood', countries: ['br', 'co'], identifierKind: 'email_or_phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 45 },
];
