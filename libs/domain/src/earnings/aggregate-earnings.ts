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

/** Spec 4.1: a user's daily earnings summed across their qualifying platform accounts. */
export class AggregateEarnings {
  constructor(private readonly deps: AggregateEarningsDeps) {}

  async execute(query: AggregateEarningsQuery): Promise<AggregatedEarnings> {
    const found = await this.deps.earnings.findForUser(query.companyId, query.user, query.range);
    if (!found) throw userNotFound(query.user);
    const accounts = found.accounts.filter((account) => rangeContains(query.range, account.lastSuccessfulConnection));
    if (accounts.length === 0) return { platformsCount: 0, platforms: [], earnings: [] };
    const qualifying = new Set(accounts.map((account) => account.id));
    const rows =
      accounts.length === found.accounts.length ? found.rows : found.rows.filter((row) => qualifying.has(row.accountId));
    const rates = await this.ratesFor(rows);
    return sumDailyEarnings({ accounts, rows, details: query.details, rates });
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
