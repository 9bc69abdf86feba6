import type { Account } from '../accounts/account';
import type { CalendarDate } from '../dates/calendar-date';

export interface AccountRepository {
  create(account: Account): Promise<void>;
  findById(companyId: string, accountId: string): Promise<Account | null>;
  /** The user's accounts, oldest first. */
  listByUser(companyId: string, userId: string): Promise<Account[]>;
  findByLogin(userId: string, platform: string, identifier: string): Promise<Account | null>;
  setLastSuccessfulConnection(accountId: string, date: CalendarDate | null): Promise<void>;
}
