/** A platform family's name, e.g. `ride_hailing`: families are plug-ins (see PlatformFamilyDescriptor). */
export type PlatformFamily = string;
/** What a worker logs in with on the platform. */
export type IdentifierKind = 'email' | 'phone' | 'email_or_phone' | 'curp';
/** What the validate step takes: a password or a one-time code. */
export type LoginMethod = 'password' | 'otp';

/** How a platform's data is had: a gig platform's worker login, or an institute's CURP lookup. */
export type PlatformProtocol = 'gig' | 'institute';

export interface Platform {
  /** Lowercase code used in the API, e.g. `uber`. */
  readonly code: string;
  readonly name: string;
  readonly family: PlatformFamily;
  readonly protocol: PlatformProtocol;
  /** Lowercase country codes where the service connects it. */
  readonly countries: readonly string[];
  readonly identifierKind: IdentifierKind;
  /** Accepted validation methods, the first being the one the next step proposes; none: no validation step. */
  readonly loginMethods: readonly LoginMethod[];
  readonly reportsTrips: boolean;
  /** Days of earnings history the platform gives (0: it gives no earnings). */
  readonly historyDays: number;
  /** How often its connected accounts are refreshed, when not the service's `REFRESH_INTERVAL`. */
  readonly refreshIntervalMs?: number;
}

/** The currency a worker is paid in, by country. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  mx: 'mxn',
  co: 'cop',
  br: 'brl',
  cl: 'clp',
  pe: 'pen',
  ar: 'ars',
};

/** Every country the service serves. */
export const COUNTRIES: readonly string[] = Object.keys(COUNTRY_CURRENCIES);

export function currencyOf(country: string): string {
  const currency = COUNTRY_CURRENCIES[country];
  if (!currency) throw new Error(`No currency known for country ${country}`);
  return currency;
}
