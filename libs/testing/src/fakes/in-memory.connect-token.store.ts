import type { ConnectToken, ConnectTokenStore } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryConnectTokenStore implements ConnectTokenStore {
  constructor(private readonly store: InMemoryStore) {}

  async create(token: ConnectToken) {
    const user = this.store.users.get(token.userId);
    const widget = this.store.widgets.get(token.widgetId);
    if (user?.companyId !== token.companyId || widget?.companyId !== token.companyId) throw new Error('foreign key violation: the token’s user and widget must be its company’s');
    if (this.store.connectTokens.has(token.tokenHash)) throw new Error('unique violation: connect_tokens.token_hash');
    this.store.connectTokens.set(token.tokenHash, token);
  }

  async findByHash(tokenHash: string) {
    const token = this.store.connectTokens.get(tokenHash);
    const company = token && this.store.companies.get(token.companyId);
    return token && company ? { token, company } : null;
  }
}
