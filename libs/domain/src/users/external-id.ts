import { DomainError, FieldError } from '../errors/domain-error';

export const MAX_EXTERNAL_ID_LENGTH = 255;

/** A company's own identifier of a user: non-blank, at most 255 characters, kept as given. */
export type ExternalId = string & { readonly __externalId: true };

const MESSAGE = `externalId must be a non-empty string of at most ${MAX_EXTERNAL_ID_LENGTH} characters.`;

/** The problem with `value` as an external id, or null when it is one. */
export function externalIdProblem(value: string): FieldError | null {
  return value.trim() === '' || value.length > MAX_EXTERNAL_ID_LENGTH ? { field: 'externalId', message: MESSAGE } : null;
}

export function isExternalId(value: string): value is ExternalId {
  return externalIdProblem(value) === null;
}

/** `value` as an external id; `bad_request` naming `externalId` when it is not one. */
export function externalIdOf(value: string): ExternalId {
  if (isExternalId(value)) return value;
  throw DomainError.badRequest(MESSAGE, [{ field: 'externalId', message: MESSAGE }]);
}
