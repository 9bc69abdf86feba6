import { assertAccess, Principal } from '../auth/principal';
import { findCompanyUser, UserFinder } from './company-user';
import type { User } from './user';

/** One user of the caller's company, by our id. */
export class GetUser {
  constructor(private readonly users: UserFinder) {}

  async execute(principal: Principal, userId: string): Promise<User> {
    assertAccess(principal, 'read');
    return findCompanyUser(this.users, principal.company.id, userId);
  }
}
