import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import { DIRECTORY_PAGE_SIZES, pageOf, PageQuery } from '../paging/page-query';
import type { DirectoryUser, UserDirectory } from '../ports/user-directory.port';

export const MAX_USER_QUERY_LENGTH = 255;

export interface UsersPage {
  readonly items: DirectoryUser[];
  readonly total: number;
  readonly page: number;
  readonly itemsPerPage: number;
}

/** `bad_request` for a search that is not a text of at most {@link MAX_USER_QUERY_LENGTH} characters. */
export function userQueryRefused(): DomainError {
  const message = `query must be a text of at most ${MAX_USER_QUERY_LENGTH} characters.`;
  return DomainError.badRequest(message, [{ field: 'query', message }]);
}

/**
 * The company's users matching a search: nothing (or blanks) lists them all, newest first; a UUID finds
 * that user; any other text finds the users whose external id starts with it (case-sensitive).
 */
export class SearchUsers {
  constructor(private readonly users: UserDirectory) {}

  async execute(principal: Principal, query = '', pageQuery: PageQuery = {}): Promise<UsersPage> {
    assertAccess(principal, 'read');
    if (query.length > MAX_USER_QUERY_LENGTH) throw userQueryRefused();
    const { page, itemsPerPage } = pageOf(pageQuery, DIRECTORY_PAGE_SIZES);
    const { items, total } = await this.users.search(principal.company.id, query.trim(), { page, itemsPerPage });
    return { items, total, page, itemsPerPage };
  }
}
