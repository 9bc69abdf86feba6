import { ERROR_CATALOGUE, isErrorCode } from '../errors/error-catalogue';
import type { Account } from './account';
import { AccountStatus, accountStatus, AccountWarning } from './account-lifecycle';

/** An account's state in sentences, for a person reading the console. */
export interface AccountExplanation {
  readonly status: string;
  /** The catalogue's message for the code of the last failure; null when there was none. */
  readonly statusDetails: string | null;
  readonly warning: string | null;
}

const STATUS_TEXT: Record<AccountStatus, string> = {
  pending: 'The connection has started and waits for the worker to send the next login step.',
  syncing: 'The platform accepted the login; the worker\'s data is being retrieved.',
  success: 'The account is connected and its data has been retrieved.',
  incomplete: 'The last login step failed in a way the worker can fix (for example a wrong code or password); the worker must try again.',
  error: 'The connection failed for a technical reason; the worker must connect the account again.',
  requires_auth: 'The platform session has ended (expired, or the credentials changed): the worker must connect the account again to resume refreshes.',
  disconnected: 'The worker or the company ended this connection: its platform session is deleted and it is no longer refreshed; the data already read stays until the account or the user is deleted.',
};

const WARNING_TEXT: Record<AccountWarning, string> = {
  banned: 'The platform has banned or deactivated this worker\'s account: no new earnings can be read from it until the platform lifts the ban, and reconnecting does not help.',
  not_registered: 'The worker is not registered on this platform: there is no account to read earnings from.',
  curp_not_in_platform: 'The worker\'s CURP is not registered on this institute\'s platform; for public-servant institutes, human resources must verify the registration.',
  zero_quoted_weeks: 'The worker has no contribution weeks recorded at the institute: there is no employment history to report.',
  rider_account: 'The account is a passenger (rider) account, not a driver\'s: it has no earnings to report.',
  needs_auth: 'The platform asks the worker to authenticate again before more data can be read: the worker must reconnect the account.',
};

/**
 * A login that went through on an account the platform then reported a problem with: the status sentence
 * must not say "connected and retrieved" beside a warning that says the opposite.
 */
const SUCCESS_WITH_WARNING = 'The platform accepted the worker\'s login, but reported a problem with the account (see the warning below).';

export function explainAccount(account: Pick<Account, 'status' | 'statusDetails' | 'warning'>): AccountExplanation {
  const details = account.statusDetails;
  return {
    status: account.status === accountStatus.success && account.warning !== null ? SUCCESS_WITH_WARNING : STATUS_TEXT[account.status],
    statusDetails: details === null ? null : isErrorCode(details) ? ERROR_CATALOGUE[details].message : details,
    warning: account.warning === null ? null : WARNING_TEXT[account.warning],
  };
}
