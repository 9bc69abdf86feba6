import { randomUUID } from 'node:crypto';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { ConnectTokenStore } from '../ports/connect-token-store.port';
import type { UserRepository } from '../ports/user-repository.port';
import { WidgetFinder, widgetNamed } from '../widgets/company-widget';
import { userNotFound } from '../users/company-user';
import { userRefFrom } from '../users/user-ref';
import { CONNECT_TOKEN_LIFETIME_MS, ConnectToken, generateConnectToken, hashConnectToken } from './connect-token';

/** Who the token acts for (exactly one of `userId` and `externalId`) and through which widget (required). */
export interface IssueConnectTokenInput {
  readonly userId?: string | null;
  readonly externalId?: string | null;
  readonly widgetId?: string | null;
}

export interface IssuedConnectToken {
  /** The token's text, shown once: only its hash is kept. */
  readonly connectToken: string;
  readonly record: ConnectToken;
}

export interface IssueConnectTokenDeps {
  readonly users: Pick<UserRepository, 'findIncludingBlocked'>;
  readonly widgets: WidgetFinder;
  readonly connectTokens: Pick<ConnectTokenStore, 'create'>;
  readonly clock: Clock;
}

/**
 * A lender's backend asks for a short-lived token that lets its widget act for one existing user
 * (a returning worker), as Plaid's link tokens do; a private key only, since it reaches an existing user.
 * The token remembers who issued it: it ends with that key's revocation (or that member's removal).
 */
export class IssueConnectToken {
  constructor(private readonly deps: IssueConnectTokenDeps) {}

  async execute(principal: Principal, input: IssueConnectTokenInput): Promise<IssuedConnectToken> {
    assertAccess(principal, 'manage');
    const ref = userRefFrom(input.userId, input.externalId);
    if (input.widgetId === undefined || input.widgetId === null) {
      throw DomainError.badRequest('widgetId is required.', [{ field: 'widgetId', message: 'widgetId is required' }]);
    }
    const companyId = principal.company.id;
    const widget = await widgetNamed(this.deps.widgets, companyId, input.widgetId);
    const user = await this.deps.users.findIncludingBlocked(companyId, ref);
    if (!user) throw userNotFound(ref);
    const now = this.deps.clock.now();
    const connectToken = generateConnectToken();
    const record: ConnectToken = {
      id: randomUUID(), companyId, userId: user.id, widgetId: widget.id, tokenHash: hashConnectToken(connectToken),
      createdAt: now, expiresAt: new Date(now.getTime() + CONNECT_TOKEN_LIFETIME_MS),
      apiKeyId: principal.memberId === undefined ? principal.keyId : null, memberId: principal.memberId ?? null, revokedAt: null,
    };
    await this.deps.connectTokens.create(record);
    return { connectToken, record };
  }
}
