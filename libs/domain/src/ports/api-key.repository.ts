import type { ApiKeyRecord } from '../auth/api-key';
import type { Company } from '../companies/company';

export interface ApiKeyRepository {
  create(key: ApiKeyRecord): Promise<void>;
  /** The key with this hash and its company, unless the key is unknown or its revocation time has come. */
  findActiveByHash(hash: string): Promise<{ key: ApiKeyRecord; company: Company } | null>;
  findById(keyId: string): Promise<ApiKeyRecord | null>;
  /** Revokes the key from `at` on (a later time leaves it valid until then); an earlier revocation stands. */
  revoke(keyId: string, at: Date): Promise<void>;
}
