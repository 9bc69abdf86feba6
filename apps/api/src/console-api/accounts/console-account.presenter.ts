import type { Account, AccountExplanation, DirectoryAccount } from '@gig/domain';
import { AccountJson, PlatformList, presentAccount } from '../../public-api/accounts/account.presenter';

/** A row of the accounts listing: the public account json and the user's external_id. */
export type DirectoryAccountJson = AccountJson & { readonly external_id: string | null };

export interface AccountDetailJson {
  readonly account: AccountJson;
  readonly external_id: string | null;
  readonly explanation: { readonly status: string; readonly status_details: string | null; readonly warning: string | null };
  readonly refresh: Pick<AccountJson, 'refresh_enabled' | 'last_refreshed_at' | 'next_refresh_at'>;
}

export function presentDirectoryAccount(entry: DirectoryAccount, platforms: PlatformList): DirectoryAccountJson {
  return { ...presentAccount(entry.account, platforms), external_id: entry.externalId };
}

export function presentAccountDetail(account: Account, externalId: string | null, explanation: AccountExplanation, platforms: PlatformList): AccountDetailJson {
  const json = presentAccount(account, platforms);
  return {
    account: json,
    external_id: externalId,
    explanation: { status: explanation.status, status_details: explanation.statusDetails, warning: explanation.warning },
    refresh: { refresh_enabled: json.refresh_enabled, last_refreshed_at: json.last_refreshed_at, next_refresh_at: json.next_refresh_at },
  };
}
