import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: a session cookie, a CSRF token or a set-password token. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry 256 random bits, so a fast one-way hash is enough; only the hash is stored. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of two secrets of any length (their digests are compared). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
