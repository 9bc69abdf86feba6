import type { ApiKeyListing, ApiKeyRepository } from '../ports/api-key-repository.port';

/** A company's keys, revoked ones included, newest first: prefixes and times, never a key's text. */
export class ListApiKeys {
  constructor(private readonly keys: Pick<ApiKeyRepository, 'listByCompany'>) {}

  execute(companyId: string): Promise<ApiKeyListing[]> {
    return this.keys.listByCompany(companyId);
  }
}
