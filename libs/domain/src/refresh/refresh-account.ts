import { findCompanyAccount } from '../accounts/company-account';
import { Account, refuseDocumentFedRefresh } from '../accounts/account';
import { accountStatus, canStartRefresh, hasConnected, isDisconnected, needsReconnect, transition } from '../accounts/account-lifecycle';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import { checkLoginLimits } from '../limits/login-limits';
import type { AccountRepository } from '../ports/account-repository.port';
import type { Clock } from '../ports/clock.port';
import type { LoginLimitStore } from '../ports/login-limit-store.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';

export interface RefreshAccountDeps {
  readonly accounts: Pick<AccountRepository, 'findById'>;
  readonly loginLimits: Pick<LoginLimitStore, 'find'>;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  /** Wakes an idle job worker. */
  readonly jobQueued?: () => void;
}

/**
 * `POST /v1/accounts/{id}/refresh`: the account's data again now, in the background (it turns
 * `syncing`). Never connected: `entity_not_found`; a refresh or login under way: `login_in_process`;
 * the session gone: `reauthentication_required`; within 12 hours of the last successful login or
 * refresh, or while spec 8 pauses the identifier: that limit's code.
 */
export class RefreshAccount {
  constructor(private readonly deps: RefreshAccountDeps) {}

  async execute(principal: Principal, accountId: string): Promise<Account> {
    assertAccess(principal, 'read');
    const { clock } = this.deps;
    const account = await findCompanyAccount(this.deps.accounts, principal.company.id, accountId);
    refuseDocumentFedRefresh(account);
    if (!hasConnected(account)) {
      throw new DomainError('entity_not_found', 'This account has never connected successfully: there is nothing to refresh. Connect it first.');
    }
    if (isDisconnected(account.status)) throw new DomainError('reauthentication_required', 'This account was disconnected: its session is deleted and it is no longer refreshed.');
    if (needsReconnect(account.status)) throw new DomainError('reauthentication_required', 'The platform session has ended: connect the account again (POST /v1/accounts).');
    if (!canStartRefresh(account.status)) throw new DomainError('login_in_process', 'A login or refresh of this account is under way.');
    checkLoginLimits(await this.deps.loginLimits.find(account.companyId, account.platform, account.identifier), clock.now());
    const now = clock.now();
    const started = await this.deps.unitOfWork.run(async (tx) => !(await tx.refreshes.isRefreshing(account.id)) && tx.refreshes.startOnDemand(account.id, now));
    if (!started) throw new DomainError('login_in_process', 'A refresh of this account is already under way.');
    this.deps.jobQueued?.();
    return { ...account, status: transition(account.status, accountStatus.syncing, 'refresh_on_demand'), statusDetails: null, updatedAt: now };
  }
}
