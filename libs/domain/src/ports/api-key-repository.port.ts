import type { ApiKeyRecord } from '../auth/api-key';
import type { Company } from '../companies/company';

/** A key as a company's key list shows it. */
export type ApiKeyListing = ApiKeyRecord & { readonly createdAt: Date; readonly lastUsedAt: Date | null };

/** An active key and its company; `cached` when a cache answered without reading the store. */
export interface ActiveApiKey {
  readonly key: ApiKeyRecord;
  readonly company: Company;
  readonly cached?: boolean;
}

export interface ApiKeyRepository {
  create(key: ApiKeyRecord): Promise<void>;
  /**
   * Creates the key unless its company already has `max` working keys (not revoked, or revoked after `at`),
   * `replacing` not counted; false when it did not. Within a unit of work, creations for one company take turns.
   */
  createWithinLimit(key: ApiKeyRecord, limit: { readonly max: number; readonly at: Date; readonly replacing?: string }): Promise<boolean>;
  /** The key with this hash and its company, unless the key is unknown or its revocation time has come. */
  findActiveByHash(hash: string): Promise<ActiveApiKey | null>;
  findById(keyId: string): Promise<ApiKeyRecord | null>;
  /** Revokes the key from `at` on (a later time leaves it valid until then); an earlier revocation stands. */
  revoke(keyId: string, at: Date): Promise<void>;
  /** The company's keys, revoked ones included, newest first. */
  listByCompany(companyId: string): Promise<ApiKeyListing[]>;
  /** Records a use at `at`, unless one was recorded less than a minute before (a write per key per minute at most). */
  markUsed(keyId: string, at: Date): Promise<void>;
}
