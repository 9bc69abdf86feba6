import type { CalendarDate } from '../dates/calendar-date';
import { DomainError } from '../errors/domain-error';
import type { LoginMethod } from '../platforms/platform';
import type { AccountStatus, AccountWarning, Disconnector } from './account-lifecycle';

/** Where an account's data comes from: a login to the platform, or a document the worker already holds (an IMSS constancia). */
export type AccountSource = 'connection' | 'document';
export const ACCOUNT_SOURCES: readonly AccountSource[] = ['connection', 'document'];

const NO_REFRESH = 'This account is fed by uploaded documents: it has no platform session to refresh; upload a newer document instead.';

/** A document-fed account is never refreshed: refused as `bad_request` naming the account. */
export function refuseDocumentFedRefresh(account: Pick<Account, 'source'>): void {
  if (account.source === 'document') throw DomainError.badRequest(NO_REFRESH, [{ field: 'accountId', message: NO_REFRESH }]);
}

/** A user's connection to one platform. */
export interface Account {
  readonly id: string;
  readonly companyId: string;
  readonly userId: string;
  /** Lowercase platform code, e.g. `uber`. */
  readonly platform: string;
  /** Lowercase country code, e.g. `mx`. */
  readonly country: string;
  /** Login identifier on the platform: e-mail, phone or CURP. */
  readonly identifier: string;
  readonly status: AccountStatus;
  /** Code of the last failure (a catalogue code), or null. */
  readonly statusDetails: string | null;
  readonly warning: AccountWarning | null;
  /** What the user must send to the validate step next, while `pending` or `incomplete`. */
  readonly nextStep: LoginMethod | null;
  /** Most recent day the account synced successfully; null until it has. */
  readonly lastSuccessfulConnection: CalendarDate | null;
  /** Whether its data is refreshed on the cadence (a client may turn it off). */
  readonly refreshEnabled: boolean;
  /** When a refresh last brought its data up to date; null until one has. */
  readonly lastRefreshedAt: Date | null;
  /** When the scheduler refreshes it next; null while none is planned (not connected, refresh off, requires_auth). */
  readonly nextRefreshAt: Date | null;
  /** `document`: fed by uploaded documents only (never logged in to, never refreshed). */
  readonly source: AccountSource;
  /** Who ended the connection, once `disconnected`; null before. */
  readonly disconnectedBy: Disconnector | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The fields a login step changes. */
export type AccountState = Pick<Account, 'status' | 'statusDetails' | 'warning' | 'nextStep'> &
  Partial<Pick<Account, 'lastSuccessfulConnection'>>;
