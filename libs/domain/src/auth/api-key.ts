import { createHash, randomInt } from 'node:crypto';
import type { Environment } from '../companies/company';

/** `private` keys are for backends; `public` keys are for the client-side widget. */
export type ApiKeyKind = 'private' | 'public';

export interface ApiKeyRecord {
  readonly id: string;
  readonly companyId: string;
  readonly kind: ApiKeyKind;
  /** First characters of the key, safe to show in logs and listings. */
  readonly prefix: string;
  readonly hash: string;
  readonly revokedAt: Date | null;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const KEY_PREFIX_LENGTH = 16;

/**
 * A new key such as `sk_sandbox_3fQ…` (private) or `pk_live_…` (public), 32 characters after the tag,
 * each drawn uniformly (`randomInt` rejects the bytes a modulo would favour).
 */
export function generateApiKey(kind: ApiKeyKind, environment: Environment): string {
  const body = Array.from({ length: 32 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${kind === 'private' ? 'sk' : 'pk'}_${environment}_${body}`;
}

/** Keys carry 190 random bits, so a fast one-way hash is the right tool; only the hash is stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function apiKeyPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX_LENGTH);
}
