import { COUNTRIES, COUNTRY_CURRENCIES, ERROR_CATALOGUE, LoginMethod, PlatformRegistry } from '@gig/domain';
import { PLATFORM_FAMILIES } from '../families/platform-families';

/** The enum lists of the document, read from the domain and the families the app loads. */
export const PLATFORM_CODES: readonly string[] = PlatformRegistry.of(PLATFORM_FAMILIES).all().map((platform) => platform.code);
export const COUNTRY_CODES: readonly string[] = COUNTRIES;
/** The countries' currencies, and `usd` for a sum across currencies. */
export const CURRENCY_CODES: readonly string[] = [...new Set([...Object.values(COUNTRY_CURRENCIES), 'usd'])];
export const ERROR_CODES: readonly string[] = Object.keys(ERROR_CATALOGUE);
export const LOGIN_METHODS: readonly LoginMethod[] = ['otp', 'password'];
/** An account's `methods` in Palenca's names (its `next_step` enum): a password is `credentials`. */
export const ACCOUNT_METHODS = ['otp', 'credentials'] as const;
export type AccountMethod = (typeof ACCOUNT_METHODS)[number];
