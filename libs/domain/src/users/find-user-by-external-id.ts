import { assertAccess, Principal } from '../auth/principal';
import { UserFinder, userNotFound } from './company-user';
import type { User } from './user';

/** One user of the caller's company, by the company's own identifier. */
export class FindUserByExternalId {
  constructor(private readonly users: UserFinder) {}

  async execute(principal: Principal, externalId: string): Promise<User> {
    assertAccess(principal, 'read');
    const user = await this.users.findByRef(principal.company.id, { externalId });
    if (!user) throw userNotFound({ externalId });
    return user;
  }
}
