import type { ImportedAccount, ImportedUser } from '@gig/domain';

/** What `import` prints: each user of the document with the ids it now has. */
export interface ImportedUsersJson {
  readonly users: readonly ImportedUserJson[];
}

export interface ImportedUserJson {
  readonly external_id: string;
  readonly user_id: string;
  readonly accounts: readonly ImportedAccountJson[];
}

export interface ImportedAccountJson {
  readonly platform: string;
  readonly identifier: string;
  readonly account_id: string;
}

export function presentImportedUsers({ users }: { readonly users: readonly ImportedUser[] }): ImportedUsersJson {
  return { users: users.map(presentUser) };
}

function presentUser(user: ImportedUser): ImportedUserJson {
  return { external_id: user.externalId, user_id: user.userId, accounts: user.accounts.map(presentAccount) };
}

function presentAccount(account: ImportedAccount): ImportedAccountJson {
  return { platform: account.platform, identifier: account.identifier, account_id: account.accountId };
}
