import { DomainError } from '../errors/domain-error';
import { MEMBER_ROLES, MemberRole } from './member';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
const MAX_EMAIL_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const invalid = (field: string, message: string) => DomainError.badRequest(message, [{ field, message }]);

/** An email address, trimmed and lower-cased. */
export function readEmail(value: unknown): string {
  if (typeof value !== 'string') throw invalid('email', 'email must be a string');
  const email = value.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) throw invalid('email', 'email must be an email address');
  return email;
}

export function readRole(value: unknown): MemberRole {
  if (!MEMBER_ROLES.includes(value as MemberRole)) throw invalid('role', `role must be one of ${MEMBER_ROLES.join(', ')}`);
  return value as MemberRole;
}

/** A new password: 12 to 200 characters, any of them. */
export function readNewPassword(value: unknown): string {
  if (typeof value !== 'string') throw invalid('password', 'password must be a string');
  const length = [...value].length;
  if (length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH) {
    throw invalid('password', `password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`);
  }
  return value;
}
