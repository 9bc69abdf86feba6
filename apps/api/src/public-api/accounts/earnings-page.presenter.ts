import { AccountEarningsPage, centsToAmount, DailyEarning } from '@gig/domain';
import { Envelope, successEnvelope } from '../../platform/http/envelope';

export interface AccountEarningJson {
  readonly earning_date: string;
  readonly amount: number;
  readonly currency: string;
  readonly count_trips: number | null;
}

/** The `data` of POST /v1/accounts/{account_id}/earnings/search. */
export interface AccountEarningsJson {
  readonly account_id: string;
  readonly earnings: AccountEarningJson[];
}

export interface PaginationJson {
  readonly page: number;
  readonly items_per_page: number;
  readonly total_items: number;
  readonly total_pages: number;
}

/** The envelope with `pagination` beside `data`. */
export type PaginatedEnvelope<T> = Envelope<T> & { readonly pagination: PaginationJson };

export function presentEarningsPage(page: AccountEarningsPage): PaginatedEnvelope<AccountEarningsJson> {
  return {
    ...successEnvelope({ account_id: page.account.id, earnings: page.rows.map(presentEarning) }),
    pagination: { page: page.page, items_per_page: page.itemsPerPage, total_items: page.totalItems, total_pages: page.totalPages },
  };
}

export function presentEarning(row: DailyEarning): AccountEarningJson {
  return { earning_date: row.earningDate, amount: centsToAmount(row.amountCents), currency: row.currency, count_trips: row.countTrips };
}
