import { DomainError } from '../errors/domain-error';
import type { LoginMethod, Platform } from './platform';

const ALL = ['mx', 'co', 'br', 'cl', 'pe', 'ar'];

/** Every platform the service connects, one row each. */
export const PLATFORMS: readonly Platform[] = [
  { code: 'uber', name: 'Uber', family: 'ride_hailing', protocol: 'gig', countries: ALL, identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 60 },
  { code: 'didi', name: 'DiDi', family: 'ride_hailing', protocol: 'gig', countries: ALL, identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 50 },
  { code: 'cabify', name: 'Cabify', family: 'ride_hailing', protocol: 'gig', countries: ['mx', 'co', 'cl', 'pe', 'ar'], identifierKind: 'email', loginMethods: ['password'], reportsTrips: true, historyDays: 70 },
  { code: 'indriver', name: 'inDrive', family: 'ride_hailing', protocol: 'gig', countries: ALL, identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 20 },
  { code: 'beat', name: 'Beat', family: 'ride_hailing', protocol: 'gig', countries: ['mx', 'co', 'pe'], identifierKind: 'phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 30 },
  { code: 'rappi', name: 'Rappi', family: 'delivery', protocol: 'gig', countries: ALL, identifierKind: 'email_or_phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 50 },
  { code: 'didi_food', name: 'DiDi Food', family: 'delivery', protocol: 'gig', countries: ['mx', 'co', 'br'], identifierKind: 'email_or_phone', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 50 },
  { code: 'uber_eats', name: 'Uber Eats', family: 'delivery', protocol: 'gig', countries: ALL, identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 60 },
  { code: 'cornershop', name: 'Cornershop', family: 'delivery', protocol: 'gig', countries: ['mx', 'co', 'cl', 'pe'], identifierKind: 'email', loginMethods: ['password'], reportsTrips: false, historyDays: 20 },
  { code: 'ifood', name: 'iFood', family: 'delivery', protocol: 'gig', countries: ['br', 'co'], identifierKind: 'email_or_phone', loginMethods: ['otp'], reportsTrips: true, historyDays: 45 },
  { code: 'imss', name: 'IMSS', family: 'social_security', protocol: 'institute', countries: ['mx'], identifierKind: 'curp', loginMethods: [], reportsTrips: false, historyDays: 0 },
  { code: 'issste', name: 'ISSSTE', family: 'public_servant', protocol: 'institute', countries: ['mx'], identifierKind: 'curp', loginMethods: [], reportsTrips: false, historyDays: 0 },
];

const BY_CODE = new Map(PLATFORMS.map((platform) => [platform.code, platform]));

/** The platforms the service connects, looked up by code. */
export class PlatformRegistry {
  private readonly byCode: ReadonlyMap<string, Platform>;

  constructor(private readonly platforms: readonly Platform[]) {
    this.byCode = new Map(platforms.map((platform) => [platform.code, platform]));
  }

  all(): readonly Platform[] {
    return this.platforms;
  }

  find(code: string): Platform | undefined {
    return this.byCode.get(code);
  }

  /** The platform, if the service offers it in that country; otherwise `bad_request` naming the field. */
  offeredIn(code: unknown, country: unknown): Platform {
    const platform = typeof code === 'string' ? this.byCode.get(code) : undefined;
    if (!platform) {
      const message = `platform must be one of ${this.platforms.map((p) => p.code).join(', ')}`;
      throw DomainError.badRequest(message, [{ field: 'platform', message }]);
    }
    assertOfferedIn(platform, country);
    return platform;
  }
}

export function findPlatform(code: string): Platform | undefined {
  return BY_CODE.get(code);
}

/** The platform, if the service offers it in that country; otherwise `bad_request` naming the field. */
export function platformFor(code: unknown, country: unknown): Platform {
  const platform = typeof code === 'string' ? BY_CODE.get(code) : undefined;
  if (!platform) {
    const message = `platform must be one of ${PLATFORMS.map((p) => p.code).join(', ')}`;
    throw DomainError.badRequest(message, [{ field: 'platform', message }]);
  }
  assertOfferedIn(platform, country);
  return platform;
}

/** `bad_request` naming the country field unless the service offers the platform there. */
export function assertOfferedIn(platform: Platform, country: unknown): asserts country is string {
  if (typeof country !== 'string' || !platform.countries.includes(country)) {
    const message = `${platform.code} is offered in ${platform.countries.join(', ')}`;
    throw DomainError.badRequest(message, [{ field: 'country', message }]);
  }
}

/** `unknown_login_type` unless the platform validates with this method. */
export function assertLoginMethod(platform: Platform, method: LoginMethod): void {
  if (!platform.loginMethods.includes(method)) {
    throw new DomainError('unknown_login_type', `${platform.code} does not validate with ${method}.`);
  }
}
