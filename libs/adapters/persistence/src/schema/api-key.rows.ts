import type { ApiKeyKind, ApiKeyListing } from '@gig/domain';
import { companyRecordFields, instant, nullableInstant, oneOf, rowDecoder, storedAs, text } from './row-decoder';

const KINDS: readonly ApiKeyKind[] = ['private', 'public'];

export const API_KEY_LISTING_COLUMNS = `id::text AS id, company_id::text AS company_id, kind, prefix, key_hash, revoked_at, created_at, last_used_at`;

export const decodeApiKeyListing = rowDecoder<ApiKeyListing>('api_key', {
  ...companyRecordFields,
  kind: oneOf(KINDS),
  prefix: text,
  hash: storedAs('key_hash', text),
  revokedAt: nullableInstant,
  createdAt: instant,
  lastUsedAt: nullableInstant,
});
