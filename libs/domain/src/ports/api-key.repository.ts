import type { ApiKeyRecord } from '../auth/api-key';
import type { Company } from '../companies/company';

export interface ApiKeyRepository {
  create(key: ApiKeyRecord): Promise<void>;
  /** The key with this hash and its company, unless the key is revoked or unknown. */
  findActiveByHash(hash: string): Promise<{ key: ApiKeyRecord; company: Company } | null>;
}
