import { randomUUID } from 'node:crypto';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock';
import type { ConnectTokenStore } from '../ports/connect-token.store';
import type { UserRepository } from '../ports/user.repository';
import type { WidgetFinder } from '../widgets/company-widget';
import { userNotFound } from '../users/company-user';
import { isUuid, userRefFrom } from '../users/user-ref';
import { CONNECT_TOKEN_LIFETIME_MS, ConnectToken, generateConnectToken, hashConnectToken } from './connect-token';

export interface IssueConnectTokenInput {
  readonly userId?: unknown;
  readonly externalId?: unknown;
  readonly widgetId?: unknown;
}

export interface IssuedConnectToken {
  /** The token's text, shown once: only its hash is kept. */
  readonly connectToken: string;
  readonly record: ConnectToken;
}

export interface IssueConnectTokenDeps {
  readonly users: Pick<UserRepository, 'findByRef'>;
  readonly widgets: WidgetFinder;
  readonly connectTokens: Pick<ConnectTokenStore, 'create'>;
  readonly clock: Clock;
}

/**
 * A lender's backend asks for a short-lived token that lets its widget act for one existing user
 * (a returning worker), as Plaid's link_token does; a private key only, since it reaches an existing user.
 */
export class IssueConnectToken {
  constructor(private readonly deps: IssueConnectTokenDeps) {}

  async execute(principal: Principal, input: IssueConnectTokenInput): Promise<IssuedConnectToken> {
    assertAccess(principal, 'manage');
    const ref = userRefFrom(input.userId, input.externalId);
    if (input.widgetId === undefined || input.widgetId === null) {
      throw DomainError.badRequest('widget_id is required.', [{ field: 'widget_id', message: 'widget_id is required' }]);
    }
    const companyId = principal.company.id;
    const widget = isUuid(input.widgetId) ? await this.deps.widgets.find(companyId, input.widgetId.toLowerCase()) : null;
    if (!widget) {
      const message = 'widget_id must be the id of one of your company’s widgets.';
      throw DomainError.badRequest(message, [{ field: 'widget_id', message }]);
    }
    const user = await this.deps.users.findByRef(companyId, ref);
    if (!user) throw userNotFound(ref);
    const now = this.deps.clock.now();
    const connectToken = generateConnectToken();
    const record: ConnectToken = {
      id: randomUUID(), companyId, userId: user.id, widgetId: widget.id, tokenHash: hashConnectToken(connectToken),
      createdAt: now, expiresAt: new Date(now.getTime() + CONNECT_TOKEN_LIFETIME_MS),
    };
    await this.deps.connectTokens.create(record);
    return { connectToken, record };
  }
}
