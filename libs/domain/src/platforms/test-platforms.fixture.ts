import type { Platform } from './platform';
import { PlatformRegistry } from './platform-registry';

/** For the domain's specs: a few platforms shaped like the real families' (which live in the family libs). */
export const TEST_PLATFORMS = {
  uber: { code: 'uber', name: 'Uber', family: 'ride_hailing', protocol: 'gig', countries: ['mx', 'co', 'br', 'cl', 'pe', 'ar'], identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 60 },
  didi: { code: 'didi', name: 'DiDi', family: 'ride_hailing', protocol: 'gig', countries: ['mx', 'co', 'br', 'cl', 'pe', 'ar'], identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 50 },
  rappi: { code: 'rappi', name: 'Rappi', family: 'delivery', protocol: 'gig', countries: ['mx', 'co', 'br', 'cl', 'pe', 'ar'], identifierKind: 'email_or_phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 50 },
  imss: { code: 'imss', name: 'IMSS', family: 'social_security', protocol: 'institute', countries: ['mx'], identifierKind: 'curp', loginMethods: [], reportsTrips: false, historyDays: 0 },
} as const satisfies Readonly<Record<string, Platform>>;

export const testRegistry = (): PlatformRegistry => new PlatformRegistry(Object.values(TEST_PLATFORMS));
