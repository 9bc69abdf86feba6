import { assertAccess, Principal } from '../auth/principal';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { UserRepository } from '../ports/user-repository.port';
import { userEvent } from '../webhooks/webhook-events';
import { findCompanyUser, userNotFound } from './company-user';

export interface DeleteUserDeps {
  readonly users: Pick<UserRepository, 'findByRef'>;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
}

/**
 * Removes a user of the caller's company with all its accounts, their data and its reports, announcing it
 * (`user.deleted`) in the same transaction; returns its id.
 */
export class DeleteUser {
  constructor(private readonly deps: DeleteUserDeps) {}

  async execute(principal: Principal, userId: string): Promise<string> {
    assertAccess(principal, 'manage');
    const user = await findCompanyUser(this.deps.users, principal.company.id, userId);
    await this.deps.unitOfWork.run(async (tx) => {
      const now = this.deps.clock.now();
      // Its reports go first: their verification says `revoked`, and no PDF names a user who is gone.
      await tx.reports.revokeForUser(principal.company.id, user.id, now);
      if (!(await tx.users.delete(principal.company.id, user.id))) throw userNotFound();
      await tx.outbox.record(userEvent('user.deleted', user, now));
    });
    return user.id;
  }
}
