import { assertAccess, Principal } from '../auth/principal';
import { DomainError, FieldError } from '../errors/domain-error';
import { DIRECTORY_PAGE_SIZES, pageOf, PageQuery } from '../paging/page-query';
import type { AccountDirectory, AccountFilter, DirectoryAccount } from '../ports/account-directory.port';
import type { PlatformRegistry } from '../platforms/platform-registry';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS } from './account-lifecycle';

/** The filter as a client gave it: each field absent or a string to check. */
export interface AccountFilterQuery {
  readonly platform?: string;
  readonly status?: string;
  readonly warning?: string;
}

export interface CompanyAccountsPage {
  readonly items: DirectoryAccount[];
  readonly total: number;
  readonly page: number;
  readonly itemsPerPage: number;
}

/** The filter, or `bad_request` naming each field that is not a known platform, status or warning. */
export function accountFilterOf(query: AccountFilterQuery, platforms: Pick<PlatformRegistry, 'find'>): AccountFilter {
  const errors: FieldError[] = [];
  const known = <T extends string>(field: keyof AccountFilterQuery, isKnown: (value: string) => boolean, expected: string): T | undefined => {
    const value = query[field];
    if (value === undefined) return undefined;
    if (isKnown(value)) return value as T;
    errors.push({ field, message: `${field} must be ${expected}` });
    return undefined;
  };
  const filter: AccountFilter = {
    platform: known('platform', (code) => platforms.find(code) !== undefined, 'the code of a platform of GET /v1/platforms'),
    status: known('status', (s) => (ACCOUNT_STATUSES as readonly string[]).includes(s), `one of ${ACCOUNT_STATUSES.join(', ')}`),
    warning: known('warning', (w) => (ACCOUNT_WARNINGS as readonly string[]).includes(w), `one of ${ACCOUNT_WARNINGS.join(', ')}`),
  };
  if (errors.length > 0) throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as AccountFilter;
}

/** The company's accounts, newest first, filtered by platform, status and warning (every field given must match). */
export class ListCompanyAccounts {
  constructor(private readonly deps: { directory: Pick<AccountDirectory, 'list'>; platforms: Pick<PlatformRegistry, 'find'> }) {}

  async execute(principal: Principal, filter: AccountFilterQuery, query: PageQuery = {}): Promise<CompanyAccountsPage> {
    assertAccess(principal, 'read');
    const checked = accountFilterOf(filter, this.deps.platforms);
    const { page, itemsPerPage } = pageOf(query, DIRECTORY_PAGE_SIZES);
    const { items, total } = await this.deps.directory.list(principal.company.id, checked, { page, itemsPerPage });
    return { items, total, page, itemsPerPage };
  }
}
