import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import { UserFinder, userNotFound } from './company-user';
import type { User } from './user';

/** One user of the caller's company, by the company's own identifier. */
export class FindUserByExternalId {
  constructor(private readonly users: UserFinder) {}

  async execute(principal: Principal, externalId: unknown): Promise<User> {
    assertAccess(principal, 'read');
    if (typeof externalId !== 'string' || externalId === '') {
      throw DomainError.badRequest('The external_id query parameter is required.', [{ field: 'external_id', message: 'is required' }]);
    }
    const user = await this.users.findByRef(principal.company.id, { externalId });
    if (!user) throw userNotFound({ externalId });
    return user;
  }
}
