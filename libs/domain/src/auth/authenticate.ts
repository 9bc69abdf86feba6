import { DomainError } from '../errors/domain-error';
import type { ApiKeyRepository } from '../ports/api-key-repository.port';
import type { Clock } from '../ports/clock.port';
import { hashApiKey } from './api-key';
import type { Principal } from './principal';

/** Resolves the `X-Api-Key` header to a principal, or fails with missing_api_key or invalid_api_key. */
export class AuthenticateApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Records the key's use (its `lastUsedAt`) only when the key was read from the store, not from a
   * cache: at most once per cache period per process. The write is not awaited and its failure is
   * ignored, so that neither its time nor an error reaches the caller's request.
   */
  async execute(rawKey: string | undefined): Promise<Principal> {
    const key = rawKey?.trim();
    if (!key) throw new DomainError('missing_api_key', 'The X-Api-Key header is missing.');
    const found = await this.keys.findActiveByHash(hashApiKey(key));
    if (!found) throw new DomainError('invalid_api_key', 'The API key is invalid or revoked.');
    if (!found.cached) Promise.resolve().then(() => this.keys.markUsed(found.key.id, this.clock.now())).catch(() => undefined);
    return { company: found.company, keyId: found.key.id, keyKind: found.key.kind };
  }
}
