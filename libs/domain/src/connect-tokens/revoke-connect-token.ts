import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { ConnectTokenStore } from '../ports/connect-token-store.port';
import { hashConnectToken, looksLikeConnectToken } from './connect-token';

/**
 * Ends a connect token of the caller's company at once (a private key only). Idempotent and silent: a token
 * already revoked, expired, unknown or another company's is left as it is, and the answer is the same, so
 * nothing is learnt of tokens that are not the caller's.
 */
export class RevokeConnectToken {
  constructor(private readonly deps: { readonly connectTokens: Pick<ConnectTokenStore, 'revoke'>; readonly clock: Clock }) {}

  async execute(principal: Principal, connectToken: string | null | undefined): Promise<void> {
    assertAccess(principal, 'manage');
    if (typeof connectToken !== 'string' || !looksLikeConnectToken(connectToken.trim())) {
      const message = 'connectToken must be a connect token (ct_…)';
      throw DomainError.badRequest(`${message}.`, [{ field: 'connectToken', message }]);
    }
    await this.deps.connectTokens.revoke(principal.company.id, hashConnectToken(connectToken.trim()), this.deps.clock.now());
  }
}
