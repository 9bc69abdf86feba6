import { assertAccess, outOfScope, Principal } from '../auth/principal';
import type { Account } from './account';
import { AccountFinder, accountNotFound, findCompanyAccount } from './company-account';

/** How a connection is going, for the widget page (any key); the caller shows only its status fields. */
export class GetConnectionStatus {
  constructor(private readonly accounts: AccountFinder) {}

  async execute(principal: Principal, accountId: string): Promise<Pick<Account, 'id' | 'userId' | 'platform' | 'status' | 'statusDetails' | 'warning' | 'nextStep'>> {
    assertAccess(principal, 'connect');
    const { id, userId, platform, status, statusDetails, warning, nextStep } = await findCompanyAccount(this.accounts, principal.company.id, accountId);
    if (outOfScope(principal, userId)) throw accountNotFound();
    return { id, userId, platform, status, statusDetails, warning, nextStep };
  }
}
