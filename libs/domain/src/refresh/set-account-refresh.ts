import { accountNotFound, findCompanyAccount } from '../accounts/company-account';
import { Account, refuseDocumentFedRefresh } from '../accounts/account';
import { refreshesOnCadence } from '../accounts/account-lifecycle';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { AccountRepository } from '../ports/account-repository.port';
import type { Clock } from '../ports/clock.port';
import type { PlatformRegistry } from '../platforms/platform-registry';
import { nextRefreshAt, RefreshPolicy } from './refresh-policy';

export interface SetAccountRefreshDeps {
  readonly accounts: Pick<AccountRepository, 'findById' | 'setRefreshEnabled'>;
  readonly platforms: PlatformRegistry;
  readonly clock: Clock;
  readonly refresh: RefreshPolicy;
}

/** Ongoing refresh off, or on again (the next one planned for a connected account); null (not said) is refused. */
export class SetAccountRefresh {
  constructor(private readonly deps: SetAccountRefreshDeps) {}

  async execute(principal: Principal, accountId: string, enabled: boolean | null): Promise<Account> {
    assertAccess(principal, 'read');
    if (enabled === null) throw DomainError.badRequest('refreshEnabled must be true or false.', [{ field: 'refreshEnabled', message: 'must be true or false' }]);
    const account = await findCompanyAccount(this.deps.accounts, principal.company.id, accountId);
    if (enabled) refuseDocumentFedRefresh(account);
    const platform = this.deps.platforms.find(account.platform);
    const keepsPlan = account.refreshEnabled && account.nextRefreshAt !== null;
    const next = !enabled || !platform || !refreshesOnCadence(account.status) ? null : keepsPlan ? account.nextRefreshAt : nextRefreshAt(this.deps.refresh, platform, this.deps.clock.now());
    const updated = await this.deps.accounts.setRefreshEnabled(principal.company.id, account.id, enabled, next);
    if (!updated) throw accountNotFound();
    return updated;
  }
}
