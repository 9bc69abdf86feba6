import type { Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { ConnectTokenStore } from '../ports/connect-token-store.port';
import { hashConnectToken } from './connect-token';

/**
 * Resolves `Authorization: Bearer ct_…` to a principal of the token's company that the widget's operations
 * accept, scoped to the token's user and widget. It acts as a public key does (no private reads, the caller's
 * address for consent). An unknown token, a revoked one (itself, or the key that issued it), and one past its
 * 30 minutes are all invalid_api_key (401), each with its own message. The store is read on every call: a
 * revocation holds at once in every process.
 */
export class AuthenticateConnectToken {
  constructor(private readonly tokens: Pick<ConnectTokenStore, 'findByHash'>, private readonly clock: Clock) {}

  async execute(rawToken: string): Promise<Principal> {
    const text = rawToken.trim();
    const found = text ? await this.tokens.findByHash(hashConnectToken(text)) : null;
    if (!found) throw new DomainError('invalid_api_key', 'The connect token is invalid.');
    const { token, company, issuerRevokedAt } = found;
    const now = this.clock.now();
    if (token.revokedAt !== null && token.revokedAt <= now) throw new DomainError('invalid_api_key', 'The connect token has been revoked: ask the lender’s backend for a new one.');
    if (issuerRevokedAt !== null && issuerRevokedAt <= now) {
      throw new DomainError('invalid_api_key', 'The connect token has ended with the API key that issued it: ask the lender’s backend for a new one.');
    }
    if (token.expiresAt <= now) {
      throw new DomainError('invalid_api_key', 'The connect token has expired (they last 30 minutes): ask the lender’s backend for a new one.');
    }
    return {
      company, keyId: `connect-token:${token.id}`, keyKind: 'public',
      connect: { tokenId: token.id, userId: token.userId, widgetId: token.widgetId, expiresAt: token.expiresAt },
    };
  }
}
