import type { ApiKeyListing, CompanyKeyRotation, IssuedApiKey } from '@gig/domain';

/** A key as the console lists it: never its text, which only creation and rotation show once. */
export interface ApiKeyListingJson {
  readonly key_id: string;
  readonly kind: 'private' | 'public';
  readonly prefix: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
  readonly revoked_at: string | null;
}

export interface CreatedApiKeyJson {
  readonly key_id: string;
  readonly kind: 'private' | 'public';
  readonly prefix: string;
  readonly created_at: string;
  readonly api_key: string;
}

export interface RotatedApiKeyJson {
  readonly api_key: string;
  readonly key: ApiKeyListingJson;
  readonly replaced: ApiKeyListingJson;
}

export function presentApiKeyListing(key: ApiKeyListing): ApiKeyListingJson {
  return {
    key_id: key.id,
    kind: key.kind,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

export function presentCreatedApiKey(created: { issued: IssuedApiKey; key: ApiKeyListing }): CreatedApiKeyJson {
  const { key_id, kind, prefix, created_at } = presentApiKeyListing(created.key);
  return { key_id, kind, prefix, created_at, api_key: created.issued.key };
}

export function presentRotatedApiKey(rotated: CompanyKeyRotation): RotatedApiKeyJson {
  return { api_key: rotated.issued.key, key: presentApiKeyListing(rotated.key), replaced: presentApiKeyListing(rotated.replaced) };
}
