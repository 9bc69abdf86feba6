import type { ConnectToken, ConnectTokenStore } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryConnectTokenStore implements ConnectTokenStore {
  constructor(private readonly store: InMemoryStore) {}

  async create(token: ConnectToken) {
    const user = this.store.users.get(token.userId);
    const widget = this.store.widgets.get(token.widgetId);
    if (user?.companyId !== token.companyId || widget?.companyId !== token.companyId) throw new Error('foreign key violation: the token’s user and widget must be its company’s');
    const key = token.apiKeyId === null ? null : this.store.apiKeys.get(token.apiKeyId);
    const member = token.memberId === null ? null : this.store.members.get(token.memberId);
    if (key === undefined || member === undefined || (key && key.companyId !== token.companyId) || (member && member.companyId !== token.companyId)) {
      throw new Error('foreign key violation: the token’s issuer must be its company’s');
    }
    if (this.store.connectTokens.has(token.tokenHash)) throw new Error('unique violation: connect_tokens.token_hash');
    this.store.connectTokens.set(token.tokenHash, token);
  }

  /** A token whose issuing member was removed is gone with it, as by the foreign key. */
  async findByHash(tokenHash: string) {
    const token = this.store.connectTokens.get(tokenHash);
    const company = token && this.store.companies.get(token.companyId);
    if (!token || !company || (token.memberId !== null && !this.store.members.has(token.memberId))) return null;
    const issuerRevokedAt = token.apiKeyId === null ? null : (this.store.apiKeys.get(token.apiKeyId)?.revokedAt ?? null);
    return { token, company, issuerRevokedAt };
  }

  async revoke(companyId: string, tokenHash: string, at: Date) {
    const token = this.store.connectTokens.get(tokenHash);
    if (token?.companyId === companyId && token.revokedAt === null) this.store.connectTokens.set(tokenHash, { ...token, revokedAt: at });
  }
}
