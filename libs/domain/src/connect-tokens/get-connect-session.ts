import type { Account } from '../accounts/account';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { AccountRepository } from '../ports/account-repository.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { User } from '../users/user';
import { maskedIdentifier } from './masked-identifier';

/** What the widget shows of one account: no data, the identifier masked. */
export type ConnectSessionAccount = Pick<Account, 'id' | 'platform' | 'country' | 'status' | 'source' | 'createdAt' | 'lastSuccessfulConnection'> & {
  readonly identifierMasked: string;
};

export interface ConnectSession {
  readonly user: User;
  readonly widgetId: string;
  readonly expiresAt: Date;
  /** The user's accounts, oldest first: the widget shows them as connected, or to reconnect. */
  readonly accounts: readonly ConnectSessionAccount[];
}

/** What a connect token reaches: its user, its widget and the user's accounts (statuses, when, the identifier masked; no data). */
export class GetConnectSession {
  constructor(private readonly deps: { readonly users: Pick<UserRepository, 'findIncludingBlocked'>; readonly accounts: Pick<AccountRepository, 'listByUser'> }) {}

  async execute(principal: Principal): Promise<ConnectSession> {
    assertAccess(principal, 'connect');
    const scope = principal.connect;
    if (!scope) throw new DomainError('forbidden_error', 'This operation needs a connect token (Authorization: Bearer ct_…), not an API key.');
    // A deleted user takes its tokens with it; one deleted meanwhile leaves a token that no longer works.
    // A worker whose deletion request is pending still sees their accounts and the request.
    const user = await this.deps.users.findIncludingBlocked(principal.company.id, { userId: scope.userId });
    if (!user) throw new DomainError('invalid_api_key', 'The connect token’s user no longer exists.');
    const accounts = await this.deps.accounts.listByUser(principal.company.id, user.id);
    return {
      user, widgetId: scope.widgetId, expiresAt: scope.expiresAt,
      accounts: accounts.map(({ id, platform, country, status, source, createdAt, lastSuccessfulConnection, identifier }) =>
        ({ id, platform, country, status, source, createdAt, lastSuccessfulConnection, identifierMasked: maskedIdentifier(identifier) })),
    };
  }
}
