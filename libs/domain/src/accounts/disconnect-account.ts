import { assertAccess, outOfScope, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { AccountRepository } from '../ports/account-repository.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { rightsEvidence } from '../consents/rights-evidence';
import { disconnectedEvent } from '../webhooks/webhook-events';
import type { Account } from './account';
import type { Disconnector } from './account-lifecycle';
import { accountNotFound, findCompanyAccount } from './company-account';

export interface DisconnectAccountDeps {
  readonly accounts: Pick<AccountRepository, 'findById'>;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
}

/**
 * Ends an account's connection (issue 43, the worker's right to revoke consent): the worker with a connect token for
 * their own account, or the company with a private key. The session and refresh go at once and `account.disconnected`
 * is written in the same transaction; the data stays. An account already disconnected answers as it is, with no event.
 */
export class DisconnectAccount {
  constructor(private readonly deps: DisconnectAccountDeps) {}

  async execute(principal: Principal, accountId: string, ipAddress: string): Promise<Account> {
    const by = disconnector(principal);
    const account = await findCompanyAccount(this.deps.accounts, principal.company.id, accountId);
    if (outOfScope(principal, account.userId)) throw accountNotFound();
    return this.deps.unitOfWork.run(async (tx) => {
      const now = this.deps.clock.now();
      const disconnected = await tx.accounts.disconnect(principal.company.id, account.id, by, now);
      if (!disconnected) return findCompanyAccount(tx.accounts, principal.company.id, account.id);
      const user = await tx.users.findByRef(principal.company.id, { userId: account.userId });
      await tx.outbox.record(disconnectedEvent(disconnected, user?.externalId ?? null, now));
      await tx.consentHistory.record(rightsEvidence(principal, account.userId, 'disconnect', account.id, ipAddress, now));
      return disconnected;
    });
  }
}

/** A connect token is the worker; a private key (or a console admin) is the company; a bare public key may not. */
function disconnector(principal: Principal): Disconnector {
  if (principal.connect) {
    assertAccess(principal, 'connect');
    return 'worker';
  }
  if (principal.keyKind !== 'private') throw new DomainError('forbidden_error', 'Only the worker, with a connect token, or a private API key may disconnect an account.');
  assertAccess(principal, 'manage');
  return 'company';
}

