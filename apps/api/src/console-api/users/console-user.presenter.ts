import type { DirectoryUser, UserAccounts } from '@gig/domain';
import { AccountJson, PlatformList, presentAccount } from '../../public-api/accounts/account.presenter';
import { presentUser, UserJson } from '../../public-api/users/user.presenter';

/** A row of the users listing. */
export interface UserRowJson {
  readonly user_id: string;
  readonly external_id: string | null;
  readonly created_at: string;
  readonly accounts_count: number;
}

export interface UserDetailJson {
  readonly user: UserJson;
  readonly accounts: AccountJson[];
}

export function presentUserRow(row: DirectoryUser): UserRowJson {
  const { user_id, external_id, created_at } = presentUser(row.user);
  return { user_id, external_id, created_at, accounts_count: row.accountsCount };
}

export function presentUserDetail({ user, accounts }: UserAccounts, platforms: PlatformList): UserDetailJson {
  return { user: presentUser(user), accounts: accounts.map((account) => presentAccount(account, platforms)) };
}
