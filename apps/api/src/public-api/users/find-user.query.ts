import { DomainError } from '@gig/domain';

/** `GET /v1/users?external_id=`: one non-empty value, else `bad_request` naming the parameter. */
export function externalIdQuery(value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw DomainError.badRequest('The external_id query parameter is required.', [{ field: 'external_id', message: 'is required' }]);
  }
  return value;
}
