import { CalendarDate, isCalendarDate } from '../dates/calendar-date';
import { DomainError, FieldError } from '../errors/domain-error';
import { Cents, isCurrencyCode, parseAmountToCents } from '../money/money';
import type { PlatformRegistry } from '../platforms/platform-registry';

/** The admin import format, checked: users with their accounts and daily earnings. */
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

/**
 * The document as read from its file, before its values are checked. A value of the wrong type is
 * absent (`undefined`), refused like a missing one; `malformed` lists what could not be read at all
 * (a part that is not an object or a list), by its path.
 */
export interface ImportDocumentDraft {
  readonly users: readonly ImportUserDraft[];
  readonly malformed?: readonly FieldError[];
}
export interface ImportUserDraft {
  readonly externalId?: string;
  readonly accounts: readonly ImportAccountDraft[];
}
export interface ImportAccountDraft {
  readonly platform?: string;
  readonly country?: string;
  readonly identifier?: string;
  /** Null: never synced. */
  readonly lastSuccessfulConnection?: string | null;
  readonly earnings: readonly ImportEarningDraft[];
}
export interface ImportEarningDraft {
  readonly earningDate?: string;
  readonly amount?: number | string;
  readonly currency?: string;
  readonly countTrips?: number | null;
}

const CODE = /^[a-z][a-z0-9_]{0,39}$/;
const COUNTRY = /^[a-z]{2}$/;

/** Checks every value of the document and reports every bad one with its path (the draft's own findings first), or returns it typed. */
export function checkImportDocument(draft: ImportDocumentDraft, platforms: PlatformRegistry): ImportDocument {
  const errors: FieldError[] = [...(draft.malformed ?? [])];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const text = (value: string | undefined, path: string, pattern?: RegExp): string => {
    if (value !== undefined && value.trim() !== '' && value.length <= 255 && (!pattern || pattern.test(value))) return value;
    fail(path, pattern ? `must match ${pattern}` : 'must be a non-empty string of at most 255 characters');
    return '';
  };
  const seenUsers = new Set<string>();
  const users = draft.users.map((user, u): ImportUser => {
    const externalId = text(user.externalId, `users[${u}].externalId`);
    if (externalId && seenUsers.has(externalId)) fail(`users[${u}].externalId`, 'appears twice in the document');
    seenUsers.add(externalId);
    const seenAccounts = new Set<string>();
    const accounts = user.accounts.map((account, a): ImportAccount => {
      const path = `users[${u}].accounts[${a}]`;
      const platform = text(account.platform, `${path}.platform`, CODE);
      const identifier = text(account.identifier, `${path}.identifier`);
      if (seenAccounts.has(`${platform}\n${identifier}`)) fail(path, 'the same platform and identifier appear twice');
      seenAccounts.add(`${platform}\n${identifier}`);
      const last = account.lastSuccessfulConnection === undefined ? undefined : account.lastSuccessfulConnection ?? null;
      if (last === undefined || (last !== null && !isCalendarDate(last))) fail(`${path}.lastSuccessfulConnection`, 'must be YYYY-MM-DD or null');
      const earnings = checkEarnings(account.earnings, path, fail);
      const country = text(account.country, `${path}.country`, COUNTRY);
      const known = platforms.find(platform);
      if (platform && !known) fail(`${path}.platform`, `is not a platform of the registry (GET /v1/platforms)`);
      if (known && country && !known.countries.includes(country)) fail(`${path}.country`, `${platform} is offered in ${known.countries.join(', ')}`);
      return { platform, country, identifier, lastSuccessfulConnection: (last ?? null) as CalendarDate | null, earnings };
    });
    return { externalId, accounts };
  });
  if (errors.length > 0) throw DomainError.badRequest(`The import document has ${errors.length} invalid field(s).`, errors);
  return { users };
}

function checkEarnings(earnings: readonly ImportEarningDraft[], path: string, fail: (field: string, message: string) => void): ImportEarning[] {
  const seenDays = new Set<string>();
  return earnings.map((earning, e): ImportEarning => {
    const at = `${path}.earnings[${e}]`;
    const earningDate = earning.earningDate;
    if (!isCalendarDate(earningDate)) fail(`${at}.earningDate`, 'must be a real date written YYYY-MM-DD');
    else if (seenDays.has(earningDate)) fail(`${at}.earningDate`, 'appears twice for this account');
    seenDays.add(String(earningDate));
    const amountCents = earning.amount === undefined ? undefined : parseAmountToCents(earning.amount);
    if (amountCents === undefined) fail(`${at}.amount`, 'must be a non-negative number with at most 2 decimals');
    const currency = earning.currency?.toLowerCase();
    if (!isCurrencyCode(currency)) fail(`${at}.currency`, 'must be a three-letter currency code');
    const trips = earning.countTrips === undefined ? undefined : earning.countTrips ?? null;
    if (trips === undefined || (trips !== null && !(Number.isSafeInteger(trips) && trips >= 0))) fail(`${at}.countTrips`, 'must be a non-negative integer or null');
    return { earningDate: String(earningDate), amountCents: amountCents ?? 0, currency: currency ?? '', countTrips: trips ?? null };
  });
}
