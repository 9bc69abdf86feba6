import type { Account, AccountExplanation } from '../api/console-schemas';

/** What the account page shows: the account as `/v1` has it, its user's `external_id`, and its state in words (the console's). */
export interface AccountDetail {
  readonly account: Account;
  readonly external_id: string | null;
  readonly explanation: AccountExplanation;
}
