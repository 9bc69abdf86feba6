import { CalendarDate, isCalendarDate } from '../dates/calendar-date';
import { DomainError, FieldError } from '../errors/domain-error';
import { Cents, isCurrencyCode, parseAmountToCents } from '../money/money';
import type { PlatformRegistry } from '../platforms/platform-registry';

/** The admin import format: users with their accounts and daily earnings. */
export interface ImportDocument {
  readonly users: ImportUser[];
}
export interface ImportUser {
  readonly externalId: string;
  readonly accounts: ImportAccount[];
}
export interface ImportAccount {
  readonly platform: string;
  readonly country: string;
  readonly identifier: string;
  readonly lastSuccessfulConnection: CalendarDate | null;
  readonly earnings: ImportEarning[];
}
export interface ImportEarning {
  readonly earningDate: CalendarDate;
  readonly amountCents: Cents;
  readonly currency: string;
  readonly countTrips: number | null;
}

const CODE = /^[a-z][a-z0-9_]{0,39}$/;
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the whole document and reports every bad field with its path, or returns it typed. */
export function parseImportDocument(input: unknown, platforms: PlatformRegistry): ImportDocument {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const list = (value: unknown, path: string): unknown[] => {
    if (Array.isArray(value)) return value;
    fail(path, 'must be an array');
    return [];
  };
  const text = (value: unknown, path: string, pattern?: RegExp): string => {
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 255 && (!pattern || pattern.test(value))) {
      return value;
    }
    fail(path, pattern ? `must match ${pattern}` : 'must be a non-empty string of at most 255 characters');
    return '';
  };
  const object = (value: unknown, path: string): Json => {
    if (isObject(value)) return value;
    fail(path, 'must be an object');
    return {};
  };

  const root = object(input, '$');
  const seenUsers = new Set<string>();
  const users = list(root.users, 'users').map((rawUser, u): ImportUser => {
    const user = object(rawUser, `users[${u}]`);
    const externalId = text(user.external_id, `users[${u}].external_id`);
    if (externalId && seenUsers.has(externalId)) fail(`users[${u}].external_id`, 'appears twice in the document');
    seenUsers.add(externalId);
    const seenAccounts = new Set<string>();
    const accounts = list(user.accounts ?? [], `users[${u}].accounts`).map((rawAccount, a): ImportAccount => {
      const path = `users[${u}].accounts[${a}]`;
      const account = object(rawAccount, path);
      const platform = text(account.platform, `${path}.platform`, CODE);
      const identifier = text(account.identifier, `${path}.identifier`);
      if (seenAccounts.has(`${platform}\n${identifier}`)) fail(path, 'the same platform and identifier appear twice');
      seenAccounts.add(`${platform}\n${identifier}`);
      const last = account.last_successful_connection ?? null;
      if (last !== null && !isCalendarDate(last)) fail(`${path}.last_successful_connection`, 'must be YYYY-MM-DD or null');
      const seenDays = new Set<string>();
      const earnings = list(account.earnings ?? [], `${path}.earnings`).map((rawEarning, e): ImportEarning => {
        const at = `${path}.earnings[${e}]`;
        const earning = object(rawEarning, at);
        const earningDate = earning.earning_date;
        if (!isCalendarDate(earningDate)) fail(`${at}.earning_date`, 'must be a real date written YYYY-MM-DD');
        else if (seenDays.has(earningDate)) fail(`${at}.earning_date`, 'appears twice for this account');
        seenDays.add(String(earningDate));
        const amountCents = parseAmountToCents(earning.amount);
        if (amountCents === undefined) fail(`${at}.amount`, 'must be a non-negative number with at most 2 decimals');
        const currency = typeof earning.currency === 'string' ? earning.currency.toLowerCase() : undefined;
        if (!isCurrencyCode(currency)) fail(`${at}.currency`, 'must be a three-letter currency code');
        const trips = earning.count_trips ?? null;
        if (trips !== null && !(Number.isSafeInteger(trips) && (trips as number) >= 0)) {
          fail(`${at}.count_trips`, 'must be a non-negative integer or null');
        }
        return {
          earningDate: String(earningDate),
          amountCents: amountCents ?? 0,
          currency: currency ?? '',
          countTrips: trips as number | null,
        };
      });
      const country = text(account.country, `${path}.country`, /^[a-z]{2}$/);
      const known = platforms.find(platform);
      if (platform && !known) fail(`${path}.platform`, `is not a platform of the registry (GET /v1/platforms)`);
      if (known && country && !known.countries.includes(country)) fail(`${path}.country`, `${platform} is offered in ${known.countries.join(', ')}`);
      return { platform, country, identifier, lastSuccessfulConnection: last as CalendarDate | null, earnings };
    });
    return { externalId, accounts };
  });
  if (errors.length > 0) {
    throw DomainError.badRequest(`The import document has ${errors.length} invalid field(s).`, errors);
  }
  return { users };
}
