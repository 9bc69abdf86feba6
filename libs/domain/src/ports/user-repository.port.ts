import type { User, UserRef } from '../users/user';

export interface UserRepository {
  /** Fails when the company already has a user with that external id. */
  create(user: User): Promise<void>;
  /** Finds a user of this company only; users of other companies, and users blocked by a pending deletion request, are invisible. */
  findByRef(companyId: string, ref: UserRef): Promise<User | null>;
  /** Finds a user of this company even while a pending deletion request blocks them: for the worker's own flows (connect token). */
  findIncludingBlocked(companyId: string, ref: UserRef): Promise<User | null>;
  /**
   * Removes the user with all its accounts and their data; false when there was none. Its reports stay as
   * tombstones for verification; it fails while any of them is live (`ReportRepository.revokeForUser` first).
   */
  delete(companyId: string, userId: string): Promise<boolean>;
}
