import type { Company } from '../companies/company';
import type { Member } from './member';

/** A session lasts 12 hours from sign-in, however active. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** A set-password link works for 72 hours, once. */
export const PASSWORD_TOKEN_LIFETIME_MS = 72 * 60 * 60_000;

/** A session as stored: the hash of its cookie token, never the token. */
export interface MemberSession {
  readonly tokenHash: string;
  readonly memberId: string;
  readonly csrfToken: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** A signed-in member, as the console's requests see it. */
export interface ConsoleSession {
  readonly member: Member;
  readonly company: Company;
  readonly csrfToken: string;
  readonly expiresAt: Date;
}
