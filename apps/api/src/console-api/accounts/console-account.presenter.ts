import type { AccountExplanation, DirectoryAccount } from '@gig/domain';
import { AccountJson, PlatformList, presentAccount } from '../../public-api/accounts/account.presenter';

/** A row of the accounts listing: the public account json and the user's external_id. */
export type DirectoryAccountJson = AccountJson & { readonly external_id: string | null };

/** The account's state in sentences (`explainAccount`), for a person reading the console. */
export interface AccountExplanationJson {
  readonly status: string;
  readonly status_details: string | null;
  readonly warning: string | null;
}

export function presentDirectoryAccount(entry: DirectoryAccount, platforms: PlatformList): DirectoryAccountJson {
  return { ...presentAccount(entry.account, platforms), external_id: entry.externalId };
}

export function presentAccountExplanation(explanation: AccountExplanation): AccountExplanationJson {
  return { status: explanation.status, status_details: explanation.statusDetails, warning: explanation.warning };
}
