import type { ApiKeyListing, ApiKeyRecord, ApiKeyRepository } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

/** `created_at` is the time of the insert, as the table's default; `order` breaks ties between keys of one millisecond. */
export class InMemoryApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly store: InMemoryStore) {}
  async create(key: ApiKeyRecord) {
    if ([...this.store.apiKeys.values()].some((k) => k.hash === key.hash)) throw new Error('duplicate key hash');
    this.store.apiKeys.set(key.id, key);
    this.store.apiKeyUses.set(key.id, { createdAt: new Date(), order: this.store.apiKeyUses.size, lastUsedAt: null });
  }
  async createWithinLimit(key: ApiKeyRecord, limit: { max: number; at: Date; replacing?: string }) {
    const working = [...this.store.apiKeys.values()].filter((k) => k.companyId === key.companyId && k.id !== limit.replacing && (k.revokedAt === null || k.revokedAt > limit.at));
    if (working.length >= limit.max) return false;
    await this.create(key);
    return true;
  }
  async findActiveByHash(hash: string) {
    const now = new Date();
    const key = [...this.store.apiKeys.values()].find((k) => k.hash === hash && (k.revokedAt === null || k.revokedAt > now));
    const company = key && this.store.companies.get(key.companyId);
    return key && company ? { key, company } : null;
  }
  async findById(keyId: string) {
    return this.store.apiKeys.get(keyId) ?? null;
  }
  async revoke(keyId: string, at: Date) {
    const key = this.store.apiKeys.get(keyId);
    if (key && (key.revokedAt === null || key.revokedAt > at)) this.store.apiKeys.set(keyId, { ...key, revokedAt: at });
  }
  async listByCompany(companyId: string): Promise<ApiKeyListing[]> {
    const listed = [...this.store.apiKeys.values()].filter((k) => k.companyId === companyId).map((key) => ({ key, use: this.store.apiKeyUses.get(key.id) }));
    return listed
      .sort((a, b) => (b.use?.createdAt.getTime() ?? 0) - (a.use?.createdAt.getTime() ?? 0) || (b.use?.order ?? 0) - (a.use?.order ?? 0))
      .map(({ key, use }) => ({ ...key, createdAt: use?.createdAt ?? new Date(0), lastUsedAt: use?.lastUsedAt ?? null }));
  }
  async markUsed(keyId: string, at: Date) {
    const use = this.store.apiKeyUses.get(keyId);
    if (use && (use.lastUsedAt === null || use.lastUsedAt.getTime() < at.getTime() - 60_000)) this.store.apiKeyUses.set(keyId, { ...use, lastUsedAt: at });
  }
}
