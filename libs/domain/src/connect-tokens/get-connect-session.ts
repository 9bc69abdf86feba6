import type { Account } from '../accounts/account';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { AccountRepository } from '../ports/account-repository.port';
import { findCompanyUser, UserFinder } from '../users/company-user';
import type { User } from '../users/user';

export interface ConnectSession {
  readonly user: User;
  readonly widgetId: string;
  readonly expiresAt: Date;
  /** The user's accounts, oldest first: the widget shows them as connected, or to reconnect. */
  readonly accounts: readonly Pick<Account, 'id' | 'platform' | 'country' | 'status'>[];
}

/** What a connect token reaches: its user, its widget and the user's accounts (statuses only, no data). */
export class GetConnectSession {
  constructor(private readonly deps: { readonly users: UserFinder; readonly accounts: Pick<AccountRepository, 'listByUser'> }) {}

  async execute(principal: Principal): Promise<ConnectSession> {
    assertAccess(principal, 'connect');
    const scope = principal.connect;
    if (!scope) throw new DomainError('forbidden_error', 'This operation needs a connect token (Authorization: Bearer ct_…), not an API key.');
    // A deleted user takes its tokens with it; one deleted meanwhile leaves a token that no longer works.
    const user = await findCompanyUser(this.deps.users, principal.company.id, scope.userId).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'USER_NOT_FOUND' ? new DomainError('invalid_api_key', 'The connect token’s user no longer exists.') : error;
    });
    const accounts = await this.deps.accounts.listByUser(principal.company.id, user.id);
    return {
      user, widgetId: scope.widgetId, expiresAt: scope.expiresAt,
      accounts: accounts.map(({ id, platform, country, status }) => ({ id, platform, country, status })),
    };
  }
}
