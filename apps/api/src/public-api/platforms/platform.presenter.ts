import { COUNTRY_CURRENCIES, Platform } from '@gig/domain';

/** One entry of GET /v1/platforms. */
export interface PlatformJson {
  readonly code: string;
  readonly name: string;
  readonly family: string;
  readonly countries: readonly string[];
  /** Currency by country. */
  readonly currencies: Readonly<Record<string, string>>;
  readonly identifier_kind: Platform['identifierKind'];
  readonly login_methods: ('otp_code' | 'password')[];
  readonly reports_trips: boolean;
  readonly history_days: number;
}

export function presentPlatform(platform: Platform): PlatformJson {
  return {
    code: platform.code,
    name: platform.name,
    family: platform.family,
    countries: platform.countries,
    currencies: Object.fromEntries(platform.countries.map((country) => [country, COUNTRY_CURRENCIES[country]])),
    identifier_kind: platform.identifierKind,
    login_methods: platform.loginMethods.map((method) => (method === 'otp' ? 'otp_code' : 'password')),
    reports_trips: platform.reportsTrips,
    history_days: platform.historyDays,
  };
}
