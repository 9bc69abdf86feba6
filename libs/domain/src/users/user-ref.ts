import { DomainError } from '../errors/domain-error';
import type { UserRef } from './user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Spec 4.1 rule 1: exactly one of user_id or external_id. */
export function userRefFrom(userId: unknown, externalId: unknown): UserRef {
  const hasUserId = userId !== undefined && userId !== null;
  const hasExternalId = externalId !== undefined && externalId !== null;
  if (hasUserId === hasExternalId) {
    const message = hasUserId
      ? 'Give either user_id or external_id, not both.'
      : 'One of user_id or external_id is required.';
    throw DomainError.badRequest(message, [
      { field: 'user_id', message },
      { field: 'external_id', message },
    ]);
  }
  if (hasUserId) {
    if (!isUuid(userId)) {
      throw DomainError.badRequest('user_id must be a UUID.', [{ field: 'user_id', message: 'must be a UUID' }]);
    }
    return { userId: userId.toLowerCase() };
  }
  if (typeof externalId !== 'string' || externalId.trim() === '' || externalId.length > 255) {
    const message = 'external_id must be a non-empty string of at most 255 characters.';
    throw DomainError.badRequest(message, [{ field: 'external_id', message }]);
  }
  return { externalId };
}
