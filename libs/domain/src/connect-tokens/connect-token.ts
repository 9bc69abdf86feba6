import { createHash, randomBytes } from 'node:crypto';

/** A connect token works for 30 minutes: long enough for a worker to finish, short enough to leak harmlessly. */
export const CONNECT_TOKEN_LIFETIME_MS = 30 * 60_000;
export const CONNECT_TOKEN_PREFIX = 'ct_';

/** A token as stored: the SHA-256 of its text, never the text, bound to one user and one widget of a company. */
export interface ConnectToken {
  readonly id: string;
  readonly companyId: string;
  readonly userId: string;
  readonly widgetId: string;
  readonly tokenHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** The private key that issued it (the token ends with the key's revocation), or null when a console member did. */
  readonly apiKeyId: string | null;
  /** The console member that issued it (the token goes with the member), or null when a key did. */
  readonly memberId: string | null;
  /** Set by `POST /v1/connect/tokens/revoke`: the token works no more. */
  readonly revokedAt: Date | null;
}

/** `ct_` and 32 random bytes in base64url (43 characters): 256 bits, so a fast hash is enough. */
export function generateConnectToken(): string {
  return CONNECT_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function hashConnectToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function looksLikeConnectToken(value: string): boolean {
  return value.startsWith(CONNECT_TOKEN_PREFIX);
}
