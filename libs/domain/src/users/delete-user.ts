import { assertAccess, Principal } from '../auth/principal';
import type { UserRepository } from '../ports/user.repository';
import { userNotFound } from './company-user';
import { isUuid } from './user-ref';

/** Removes a user of the caller's company with all its accounts and their data; returns its id. */
export class DeleteUser {
  constructor(private readonly users: Pick<UserRepository, 'delete'>) {}

  async execute(principal: Principal, userId: string): Promise<string> {
    assertAccess(principal, 'manage');
    const id = isUuid(userId) ? userId.toLowerCase() : null;
    if (id === null || !(await this.users.delete(principal.company.id, id))) throw userNotFound();
    return id;
  }
}
