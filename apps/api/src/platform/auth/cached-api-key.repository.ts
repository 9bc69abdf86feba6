import type { ActiveApiKey, ApiKeyListing, ApiKeyRecord, ApiKeyRepository, Clock } from '@gig/domain';

type Found = ActiveApiKey;

/**
 * Remembers valid keys for a few seconds, so that a read costs one database round trip less.
 * Revoking a key or changing a company's permissions takes effect within `ttlMs` (at once in this
 * process for a key it is told to `forget`). Unknown keys are never remembered: each attempt is checked
 * against the database. An answer from memory says so (`cached`).
 */
export class CachedApiKeyRepository implements ApiKeyRepository {
  private readonly entries = new Map<string, { found: Found; until: number }>();

  constructor(
    private readonly inner: ApiKeyRepository,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  create(key: ApiKeyRecord): Promise<void> {
    return this.inner.create(key);
  }

  createWithinLimit(key: ApiKeyRecord, limit: { max: number; at: Date; replacing?: string }): Promise<boolean> {
    return this.inner.createWithinLimit(key, limit);
  }

  findById(keyId: string): Promise<ApiKeyRecord | null> {
    return this.inner.findById(keyId);
  }

  revoke(keyId: string, at: Date): Promise<void> {
    return this.inner.revoke(keyId, at);
  }

  listByCompany(companyId: string): Promise<ApiKeyListing[]> {
    return this.inner.listByCompany(companyId);
  }

  markUsed(keyId: string, at: Date): Promise<void> {
    return this.inner.markUsed(keyId, at);
  }

  /** Drops the key, so that its next use is checked against the database. */
  forget(keyId: string): void {
    for (const [hash, entry] of this.entries) if (entry.found.key.id === keyId) this.entries.delete(hash);
  }

  async findActiveByHash(hash: string): Promise<Found | null> {
    const now = this.clock.now().getTime();
    const cached = this.entries.get(hash);
    const expired = (cached?.found.key.revokedAt?.getTime() ?? Infinity) <= now;
    if (cached && cached.until > now && !expired) return cached.found;
    const found = await this.inner.findActiveByHash(hash);
    this.entries.delete(hash);
    if (found && this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(hash, { found: { ...found, cached: true }, until: now + this.ttlMs });
    }
    return found;
  }
}
