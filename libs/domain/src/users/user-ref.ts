import { DomainError, FieldError } from '../errors/domain-error';
import { externalIdProblem } from './external-id';
import type { UserRef } from './user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

type Given = string | null | undefined;
const given = (value: Given): value is string => value !== undefined && value !== null;

/** The one problem of a user reference, with the message it is refused with alone. Spec 4.1 rule 1: exactly one of userId or externalId. */
function refProblem(userId: Given, externalId: Given): { message: string; errors: FieldError[] } | null {
  if (given(userId) === given(externalId)) {
    const message = given(userId) ? 'Give either userId or externalId, not both.' : 'One of userId or externalId is required.';
    return { message, errors: [{ field: 'userId', message }, { field: 'externalId', message }] };
  }
  if (given(userId)) return isUuid(userId) ? null : { message: 'userId must be a UUID.', errors: [{ field: 'userId', message: 'must be a UUID' }] };
  const problem = externalIdProblem(externalId as string);
  return problem && { message: problem.message, errors: [problem] };
}

/** The field errors of a user reference; none when it names exactly one well-formed identifier. */
export function userRefProblems(userId: Given, externalId: Given): FieldError[] {
  return refProblem(userId, externalId)?.errors ?? [];
}

/** The reference to the user named by exactly one of `userId` (lowercased) and `externalId`; `bad_request` otherwise. */
export function userRefOf(userId: Given, externalId: Given): UserRef {
  const problem = refProblem(userId, externalId);
  if (problem) throw DomainError.badRequest(problem.message, problem.errors);
  return given(userId) ? { userId: userId.toLowerCase() } : { externalId: externalId as string };
}

/** The name connect tokens and reports call {@link userRefOf} by. */
export const userRefFrom = userRefOf;
