import type { UserAccounts } from '@gig/domain';
import { AccountJson, PlatformList, presentAccount } from '../accounts/account.presenter';

/** A user's accounts, oldest first. */
export interface UserAccountsJson {
  readonly user_id: string;
  readonly accounts: AccountJson[];
}

export function presentUserAccounts({ user, accounts }: UserAccounts, platforms: PlatformList): UserAccountsJson {
  return { user_id: user.id, accounts: accounts.map((account) => presentAccount(account, platforms)) };
}
