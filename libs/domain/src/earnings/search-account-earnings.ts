import type { Account } from '../accounts/account';
import { AccountFinder, findCompanyAccount } from '../accounts/company-account';
import { assertAccess, Principal } from '../auth/principal';
import { parseDateRange } from '../dates/date-range';
import { DomainError } from '../errors/domain-error';
import type { EarningsRepository } from '../ports/earnings-repository.port';
import type { DailyEarning } from './daily-earning';

export const DEFAULT_ITEMS_PER_PAGE = 100;
export const MAX_ITEMS_PER_PAGE = 1000;

export interface SearchAccountEarningsDeps {
  readonly accounts: AccountFinder;
  readonly earnings: Pick<EarningsRepository, 'search'>;
}

export interface SearchAccountEarningsQuery {
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  /** 1-based; the first page when absent. */
  readonly page?: number | null;
  readonly itemsPerPage?: number | null;
}

export interface AccountEarningsPage {
  readonly account: Account;
  /** By day. */
  readonly rows: DailyEarning[];
  readonly page: number;
  readonly itemsPerPage: number;
  readonly totalItems: number;
  readonly totalPages: number;
}

/** One page of the days of an account of the caller's company inside a window. */
export class SearchAccountEarnings {
  constructor(private readonly deps: SearchAccountEarningsDeps) {}

  async execute(principal: Principal, accountId: string, query: SearchAccountEarningsQuery): Promise<AccountEarningsPage> {
    assertAccess(principal, 'read');
    const account = await findCompanyAccount(this.deps.accounts, principal.company.id, accountId);
    const range = parseDateRange(query.startDate, query.endDate);
    const page = query.page ?? 1;
    const itemsPerPage = query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
    if (!isCount(page) || page < 1 || !isCount(itemsPerPage) || itemsPerPage < 1 || itemsPerPage > MAX_ITEMS_PER_PAGE) {
      const message = `options.page must be at least 1 and options.itemsPerPage from 1 to ${MAX_ITEMS_PER_PAGE}`;
      throw DomainError.badRequest(message, [{ field: 'options', message, mentions: ['options.itemsPerPage'] }]);
    }
    const { rows, total } = await this.deps.earnings.search(account.id, range, { page, itemsPerPage });
    return { account, rows, page, itemsPerPage, totalItems: total, totalPages: Math.ceil(total / itemsPerPage) };
  }
}

function isCount(value: number): boolean {
  return Number.isSafeInteger(value);
}
