import type { CalendarDate } from '../dates/calendar-date';
import { DateRange, rangeContains } from '../dates/date-range';
import type { EarningsRepository } from '../ports/earnings-repository.port';
import type { ExchangeRates, UsdRateTable } from '../ports/exchange-rates.port';
import { userNotFound } from '../users/company-user';
import type { UserRef } from '../users/user';
import type { AggregatedEarnings } from './aggregated-earnings';
import type { DailyEarning } from './daily-earning';
import { hasSeveralCurrencies, sumDailyEarnings } from './sum-daily-earnings';

export interface AggregateEarningsQuery {
  readonly companyId: string;
  readonly user: UserRef;
  readonly range: DateRange;
  readonly details: boolean;
}

export interface AggregateEarningsDeps {
  readonly earnings: EarningsRepository;
  readonly exchangeRates: ExchangeRates;
}

/**
 * The sum, and how many of the user's accounts rule 4 left out (never synced, or last synced outside the window):
 * not part of the spec's result, so a caller can say why a read came back with fewer platforms, or none.
 */
export interface AggregateEarningsResult extends AggregatedEarnings {
  readonly excludedAccounts: number;
}

/** Spec 4.1: a user's daily earnings summed across their qualifying platform accounts. */
export class AggregateEarnings {
  constructor(private readonly deps: AggregateEarningsDeps) {}

  async execute(query: AggregateEarningsQuery): Promise<AggregateEarningsResult> {
    const found = await this.deps.earnings.findForUser(query.companyId, query.user, query.range);
    if (!found) throw userNotFound(query.user);
    const accounts = found.accounts.filter((account) => rangeContains(query.range, account.lastSuccessfulConnection));
    const excludedAccounts = found.accounts.length - accounts.length;
    if (accounts.length === 0) return { platformsCount: 0, platforms: [], earnings: [], excludedAccounts };
    const qualifying = new Set(accounts.map((account) => account.id));
    const rows = excludedAccounts === 0 ? found.rows : found.rows.filter((row) => qualifying.has(row.accountId));
    const rates = await this.ratesFor(rows);
    return { ...sumDailyEarnings({ accounts, rows, details: query.details, rates }), excludedAccounts };
  }

  private async ratesFor(rows: readonly DailyEarning[]): Promise<UsdRateTable | undefined> {
    if (!hasSeveralCurrencies(rows)) return undefined;
    const currencies = new Set<string>();
    const dates = new Set<CalendarDate>();
    let lastDate: CalendarDate | undefined;
    for (const row of rows) {
      if (row.currency === 'usd') continue;
      currencies.add(row.currency);
      // Rows come by day: a day's other rows need no lookup in the set.
      if (row.earningDate !== lastDate) dates.add((lastDate = row.earningDate));
    }
    return this.deps.exchangeRates.usdRates({ currencies: [...currencies].sort(), dates: [...dates].sort() });
  }
}
