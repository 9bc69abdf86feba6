import type { Account } from '../accounts/account';
import { DomainError } from '../errors/domain-error';
import { Cents, centsToAmount } from '../money/money';
import type { ParsedRate } from '../money/usd-conversion';
import { UsdDaySum } from '../money/usd-day-sum';
import type { UsdRateTable } from '../ports/exchange-rates.port';
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

interface Slot {
  readonly index: number;
  readonly platform: string;
}

type Slots = Map<string, Slot>;

/** A row with the place of its account in the accounts list. */
interface SlottedRow {
  readonly row: DailyEarning;
  readonly slot: Slot;
}

export function distinctCurrencies(rows: readonly DailyEarning[]): string[] {
  const currencies = new Set<string>();
  for (const row of rows) currencies.add(row.currency);
  return [...currencies];
}

export function hasSeveralCurrencies(rows: readonly DailyEarning[]): boolean {
  for (const row of rows) if (row.currency !== rows[0].currency) return true;
  return false;
}

/**
 * Spec 4.1 rules 4 to 9: one entry per day with earnings, ascending. One currency: amounts
 * unchanged. Several: every row converted to USD with its day's rate; each detail rounded,
 * each day summed unrounded and then rounded (2 places, half away from zero).
 * The input is read once, here: reading `input.accounts` again after the loop made V8's optimized code bail
 * out ("wrong map") on every read for the first ~600 reads after a start (`--trace-deopt`, issue 22's note).
 */
export function sumDailyEarnings({ accounts, rows: given, details, rates }: SumInput): AggregatedEarnings {
  const slots: Slots = new Map(accounts.map((account, index) => [account.id, { index, platform: account.platform }]));
  const multiCurrency = hasSeveralCurrencies(given);
  if (multiCurrency && !rates) throw new Error('USD rates are required for several currencies');
  const rows = sortedByDay(given);
  const earnings: EarningEntry[] = [];
  const usdSum = new UsdDaySum();
  for (let start = 0, end = 0; start < rows.length; start = end) {
    while (end < rows.length && rows[end].earningDate === rows[start].earningDate) end++;
    const day = inAccountOrder(rows, start, end, slots);
    earnings.push(multiCurrency ? usdEntry(day, details, rates as UsdRateTable, usdSum) : sameCurrencyEntry(day, details));
  }
  return {
    platformsCount: accounts.length,
    platforms: accounts.map((account) => ({
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

/** The rows of one day, `rows[start..end)`, in the order of the accounts list. */
function inAccountOrder(rows: readonly DailyEarning[], start: number, end: number, slots: Slots): SlottedRow[] {
  const day: SlottedRow[] = [];
  let ordered = true;
  for (let i = start; i < end; i++) {
    const slot = slots.get(rows[i].accountId);
    if (!slot) throw new Error(`Row of account ${rows[i].accountId} outside the qualifying accounts`);
    if (day.length > 0 && day[day.length - 1].slot.index > slot.index) ordered = false;
    day.push({ row: rows[i], slot });
  }
  return ordered ? day : day.sort((a, b) => a.slot.index - b.slot.index);
}

function sumTrips(day: readonly SlottedRow[]): number | null {
  let trips: number | null = null;
  for (const { row } of day) if (row.countTrips !== null) trips = (trips ?? 0) + row.countTrips;
  return trips;
}

function sameCurrencyEntry(day: readonly SlottedRow[], details: boolean): EarningEntry {
  let cents = 0;
  for (const { row } of day) cents += row.amountCents;
  return {
    earningDate: day[0].row.earningDate,
    amount: centsToAmount(cents),
    currency: day[0].row.currency,
    countTrips: sumTrips(day),
    details: details ? day.map((entry) => detail(entry, entry.row.amountCents)) : null,
    currencyNote: null,
  };
}

function usdEntry(day: readonly SlottedRow[], details: boolean, rates: UsdRateTable, sum: UsdDaySum): EarningEntry {
  sum.clear();
  const breakdown: DetailEntry[] = [];
  for (const entry of day) {
    const cents = sum.add(entry.row.amountCents, rateOf(entry.row, rates));
    if (details) breakdown.push(detail(entry, cents));
  }
  return {
    earningDate: day[0].row.earningDate,
    amount: centsToAmount(sum.rounded()),
    currency: 'usd',
    countTrips: sumTrips(day),
    details: details ? breakdown : null,
    currencyNote: CONVERTED_FROM_MULTIPLE,
  };
}

/** Local units per USD as an exact fraction; null for rows already in USD. */
function rateOf(row: DailyEarning, rates: UsdRateTable): ParsedRate | null {
  if (row.currency === 'usd') return null;
  const rate = rates.get(row.currency, row.earningDate);
  if (!rate) throw new DomainError('service_unavailable', `No USD rate for ${row.currency} on ${row.earningDate}.`);
  return rate.exact;
}

function detail({ row, slot }: SlottedRow, cents: Cents): DetailEntry {
  return { platform: slot.platform, accountId: row.accountId, amount: centsToAmount(cents), countTrips: row.countTrips };
}
