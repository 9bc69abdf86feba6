import type { Platform } from '@gig/domain';

const ALL = ['mx', 'co', 'br', 'cl', 'pe', 'ar'];
const gig = (family: string) => ({ family, protocol: 'gig' as const });
const institute = (family: string) => ({ family, protocol: 'institute' as const, countries: ['mx'], identifierKind: 'curp' as const, loginMethods: [], reportsTrips: false, historyDays: 0 });

/**
 * The standard families' platforms as the sandbox's specs see them. The sandbox simulates whatever
 * platforms the app's registry holds; the family libs own the real rows (it may not import them).
 */
export const SANDBOX_TEST_PLATFORMS: readonly Platform[] = [
  { code: 'uber', name: 'Uber', ...gig('ride_hailing'), countries: ALL, identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 60 },
  { code: 'didi', name: 'DiDi', ...gig('ride_hailing'), countries: ALL, identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 50 },
  { code: 'cabify', name: 'Cabify', ...gig('ride_hailing'), countries: ['mx', 'co', 'cl', 'pe', 'ar'], identifierKind: 'email', loginMethods: ['password'], reportsTrips: true, historyDays: 70 },
  { code: 'indriver', name: 'inDrive', ...gig('ride_hailing'), countries: ALL, identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 20 },
  { code: 'beat', name: 'Beat', ...gig('ride_hailing'), countries: ['mx', 'co', 'pe'], identifierKind: 'phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 30 },
  { code: 'rappi', name: 'Rappi', ...gig('delivery'), countries: ALL, identifierKind: 'email_or_phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 50 },
  { code: 'didi_food', name: 'DiDi Food', ...gig('delivery'), countries: ['mx', 'co', 'br'], identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 50 },
  { code: 'uber_eats', name: 'Uber Eats', ...gig('delivery'), countries: ALL, identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 60 },
  { code: 'cornershop', name: 'Cornershop', ...gig('delivery'), countries: ['mx', 'co', 'cl', 'pe'], identifierKind: 'email', loginMethods: ['password'], reportsTrips: false, historyDays: 20 },
  { code: 'ifood', name: 'iFood', ...gig('delivery'), countries: ['br', 'co'], identifierKind: 'email_or_phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 45 },
  { code: 'imss', name: 'IMSS', ...institute('social_security') },
  { code: 'issste', name: 'ISSSTE', ...institute('public_servant') },
];
