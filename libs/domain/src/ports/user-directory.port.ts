import type { User } from '../users/user';
import type { Page } from './earnings-repository.port';

export interface DirectoryUser {
  readonly user: User;
  readonly accountsCount: number;
}

/** A company's users, for the console's search. */
export interface UserDirectory {
  /**
   * `''`: every user, newest first; a UUID: the user with that id; anything else: the users whose
   * external id starts with it (case-sensitive), by external id. With the count of every match.
   */
  search(companyId: string, query: string, page: Page): Promise<{ items: DirectoryUser[]; total: number }>;
}
