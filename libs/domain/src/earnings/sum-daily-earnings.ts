import type { Account } from '../accounts/account';
import { DomainError } from '../errors/domain-error';
import { centsToAmount } from '../money/money';
import { addCents, CentsFraction, centsToUsd, roundToCents, wholeCents, ZERO_CENTS } from '../money/usd-conversion';
import type { UsdRateTable } from '../ports/exchange-rates';
import { AggregatedEarnings, CONVERTED_FROM_MULTIPLE, DetailEntry, EarningEntry } from './aggregated-earnings';
import type { DailyEarning } from './daily-earning';

export interface SumInput {
  /** Qualifying accounts, in the order `platforms` lists them. */
  readonly accounts: readonly Account[];
  /** Their rows inside the window. */
  readonly rows: readonly DailyEarning[];
  readonly details: boolean;
  /** Needed only when the rows span several currencies. */
  readonly rates?: UsdRateTable;
}

type Slots = Map<string, { index: number; platform: string }>;

export function distinctCurrencies(rows: readonly DailyEarning[]): string[] {
  const currencies = new Set<string>();
  for (const row of rows) currencies.add(row.currency);
  return [...currencies];
}

/**
 * Spec 4.1 rules 4 to 9: one entry per day with earnings, ascending. One currency: amounts
 * unchanged. Several: every row converted to USD with its day's rate; each detail rounded,
 * each day summed unrounded and then rounded (2 places, half away from zero).
 */
export function sumDailyEarnings(input: SumInput): AggregatedEarnings {
  const slots: Slots = new Map(input.accounts.map((account, index) => [account.id, { index, platform: account.platform }]));
  const multiCurrency = distinctCurrencies(input.rows).length > 1;
  if (multiCurrency && !input.rates) throw new Error('USD rates are required for several currencies');
  const rows = sortedByDay(input.rows);
  const earnings: EarningEntry[] = [];
  for (let start = 0, end = 0; start < rows.length; start = end) {
    while (end < rows.length && rows[end].earningDate === rows[start].earningDate) end++;
    const day = rows.slice(start, end);
    if (day.length > 1) day.sort((a, b) => slotOf(slots, a).index - slotOf(slots, b).index);
    earnings.push(multiCurrency ? usdEntry(day, input, slots) : sameCurrencyEntry(day, input, slots));
  }
  return {
    platformsCount: input.accounts.length,
    platforms: input.accounts.map((account) => ({
      platform: account.platform,
      accountId: account.id,
      lastSuccessfulConnection: account.lastSuccessfulConnection ?? '',
    })),
    earnings,
  };
}

/** Repositories already answer by day; sorting is only paid when they did not. */
function sortedByDay(rows: readonly DailyEarning[]): readonly DailyEarning[] {
  for (let i = 1; i < rows.length; i++) {
    if (rows[i - 1].earningDate > rows[i].earningDate) {
      return [...rows].sort((a, b) => (a.earningDate < b.earningDate ? -1 : a.earningDate > b.earningDate ? 1 : 0));
    }
  }
  return rows;
}

function slotOf(slots: Slots, row: DailyEarning): { index: number; platform: string } {
  const slot = slots.get(row.accountId);
  if (!slot) throw new Error(`Row of account ${row.accountId} outside the qualifying accounts`);
  return slot;
}

function sumTrips(day: readonly DailyEarning[]): number | null {
  let trips: number | null = null;
  for (const row of day) if (row.countTrips !== null) trips = (trips ?? 0) + row.countTrips;
  return trips;
}

function sameCurrencyEntry(day: DailyEarning[], input: SumInput, slots: Slots): EarningEntry {
  let cents = 0;
  for (const row of day) cents += row.amountCents;
  return {
    earningDate: day[0].earningDate,
    amount: centsToAmount(cents),
    currency: day[0].currency,
    countTrips: sumTrips(day),
    details: input.details ? day.map((row) => detail(row, centsToAmount(row.amountCents), slots)) : null,
    currencyNote: null,
  };
}

function usdEntry(day: DailyEarning[], input: SumInput, slots: Slots): EarningEntry {
  let total: CentsFraction = ZERO_CENTS;
  const details: DetailEntry[] = [];
  for (const row of day) {
    const usd = toUsd(row, input.rates as UsdRateTable);
    total = addCents(total, usd);
    if (input.details) details.push(detail(row, centsToAmount(roundToCents(usd)), slots));
  }
  return {
    earningDate: day[0].earningDate,
    amount: centsToAmount(roundToCents(total)),
    currency: 'usd',
    countTrips: sumTrips(day),
    details: input.details ? details : null,
    currencyNote: CONVERTED_FROM_MULTIPLE,
  };
}

/** Exact: USD = local amount / (local units per USD), kept as a fraction until rounded. */
function toUsd(row: DailyEarning, rates: UsdRateTable): CentsFraction {
  if (row.currency === 'usd') return wholeCents(row.amountCents);
  const rate = rates.get(row.currency, row.earningDate);
  if (!rate) throw new DomainError('service_unavailable', `No USD rate for ${row.currency} on ${row.earningDate}.`);
  return centsToUsd(row.amountCents, rate.exact);
}

function detail(row: DailyEarning, amount: number, slots: Slots): DetailEntry {
  return { platform: slotOf(slots, row).platform, accountId: row.accountId, amount, countTrips: row.countTrips };
}
