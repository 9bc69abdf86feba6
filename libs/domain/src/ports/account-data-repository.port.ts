import type { AccountEmployment, AccountProfile } from '../accounts/account-data';

export type DataChange = 'created' | 'updated' | 'unchanged';

/** What a retrieval brings besides earnings; one profile and one employment record per account. */
export interface AccountDataRepository {
  /** True when the stored profile is new or differs from the one kept. */
  saveProfile(accountId: string, profile: AccountProfile): Promise<boolean>;
  findProfile(accountId: string): Promise<AccountProfile | null>;
  /** Whether the record is new, differs from the one kept, or is the same. */
  saveEmployment(accountId: string, employment: AccountEmployment): Promise<DataChange>;
  findEmployment(accountId: string): Promise<AccountEmployment | null>;
}
