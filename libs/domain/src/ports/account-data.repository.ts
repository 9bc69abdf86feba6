import type { AccountEmployment, AccountProfile } from '../accounts/account-data';

/** What a retrieval brings besides earnings; one profile and one employment record per account. */
export interface AccountDataRepository {
  saveProfile(accountId: string, profile: AccountProfile): Promise<void>;
  findProfile(accountId: string): Promise<AccountProfile | null>;
  saveEmployment(accountId: string, employment: AccountEmployment): Promise<void>;
  findEmployment(accountId: string): Promise<AccountEmployment | null>;
}
