import { DomainError } from '../errors/domain-error';
import type { UserRepository } from '../ports/user-repository.port';
import type { User, UserRef } from './user';
import { isUuid } from './user-ref';

export type UserFinder = Pick<UserRepository, 'findByRef'>;

/** USER_NOT_FOUND, naming the identifier the client gave when it gave one in the body or query. */
export function userNotFound(ref?: UserRef): DomainError {
  if (ref === undefined) return new DomainError('USER_NOT_FOUND', 'No user with that id in your company.');
  const [field, value] = 'externalId' in ref ? ['externalId', ref.externalId] : ['userId', ref.userId];
  return new DomainError('USER_NOT_FOUND', `No user with ${field} '${value}' in your company.`, null, null, [field]);
}

/** The company's user with that id; another company's user is as absent as a missing one. */
export async function findCompanyUser(users: UserFinder, companyId: string, userId: string): Promise<User> {
  const user = isUuid(userId) ? await users.findByRef(companyId, { userId: userId.toLowerCase() }) : null;
  if (!user) throw userNotFound();
  return user;
}
