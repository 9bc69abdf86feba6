import type { Account } from '../accounts/account';
import { addDays, CalendarDate } from '../dates/calendar-date';
import type { DateRange } from '../dates/date-range';
import type { AggregatedEarnings } from '../earnings/aggregated-earnings';
import type { DailyEarning } from '../earnings/daily-earning';
import { sumDailyEarnings } from '../earnings/sum-daily-earnings';
import { usdRateTable } from '../ports/exchange-rates.port';
import type { InsightsSeries } from './insights-series';

/** Test data for the insights specs. */

export function window(start: CalendarDate, end: CalendarDate): DateRange {
  return { start, end };
}

/** A series from [date, cents, trips?] tuples (ascending). */
export function series(range: DateRange, days: [CalendarDate, number, (number | null)?][]): InsightsSeries {
  return { window: range, days: days.map(([date, cents, trips]) => ({ date, cents, trips: trips ?? null })) };
}

/** Consecutive worked days from `start`, the i-th earning `amounts[i]` cents. */
export function dailySeries(range: DateRange, start: CalendarDate, amounts: number[]): InsightsSeries {
  return series(range, amounts.map((cents, i) => [addDays(start, i), cents] as [CalendarDate, number]));
}

export function account(id: string, platform: string, lastSuccessfulConnection = '2025-12-31'): Account {
  return {
    id, companyId: 'c1', userId: 'u1', platform, country: 'mx', identifier: `${id}@x.test`, lastSuccessfulConnection,
    refreshEnabled: true, lastRefreshedAt: null, nextRefreshAt: null, source: 'connection', disconnectedBy: null, createdAt: new Date(0),
    status: 'success', statusDetails: null, warning: null, nextStep: null, updatedAt: new Date(0),
  };
}

export function row(accountId: string, earningDate: CalendarDate, amountCents: number, currency = 'mxn', countTrips: number | null = null): DailyEarning {
  return { accountId, earningDate, amountCents, currency, countTrips };
}

/** The aggregated read with details, through the real summing of spec 4.1. */
export function aggregated(
  accounts: Account[],
  rows: DailyEarning[],
  rates: [currency: string, date: CalendarDate, unitsPerUsd: string][] = [],
): AggregatedEarnings {
  const table = usdRateTable(rates.map(([currency, date, unitsPerUsd]) => ({ currency, date, unitsPerUsd, observedOn: date, provider: 'test' })));
  return sumDailyEarnings({ accounts, rows, details: true, rates: rates.length > 0 ? table : undefined });
}
