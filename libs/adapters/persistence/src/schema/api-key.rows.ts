import type { ApiKeyKind, ApiKeyListing } from '@gig/domain';
import { RowReader } from './row-reader';

const KINDS: readonly ApiKeyKind[] = ['private', 'public'];

export const API_KEY_LISTING_COLUMNS = `id::text AS id, company_id::text AS company_id, kind, prefix, key_hash, revoked_at, created_at, last_used_at`;

export function decodeApiKeyListing(value: unknown): ApiKeyListing {
  const row = RowReader.of(value, 'api_key');
  return {
    id: row.text('id'),
    companyId: row.text('company_id'),
    kind: row.oneOf('kind', KINDS),
    prefix: row.text('prefix'),
    hash: row.text('key_hash'),
    revokedAt: row.nullableInstant('revoked_at'),
    createdAt: row.instant('created_at'),
    lastUsedAt: row.nullableInstant('last_used_at'),
  };
}
