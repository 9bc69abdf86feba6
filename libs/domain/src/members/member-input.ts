import { DomainError } from '../errors/domain-error';
import { MEMBER_ROLES, MemberRole } from './member';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
const MAX_EMAIL_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const invalid = (field: string, message: string) => DomainError.badRequest(message, [{ field, message }]);

/** An email address, trimmed and lower-cased; absent is refused as not a text. */
export function readEmail(value: string | undefined): string {
  if (value === undefined) throw invalid('email', 'email must be a string');
  const email = value.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) throw invalid('email', 'email must be an email address');
  return email;
}

export function readRole(value: string): MemberRole {
  if (!isMemberRole(value)) throw invalid('role', `role must be one of ${MEMBER_ROLES.join(', ')}`);
  return value;
}

const isMemberRole = (value: string): value is MemberRole => (MEMBER_ROLES as readonly string[]).includes(value);

/** A new password: 12 to 200 characters, any of them; absent is refused as not a text. */
export function readNewPassword(value: string | undefined): string {
  if (value === undefined) throw invalid('password', 'password must be a string');
  const length = [...value].length;
  if (length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH) {
    throw invalid('password', `password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`);
  }
  return value;
}
