import type { Account } from '../accounts/account';
import { DomainError } from '../errors/domain-error';
import { centsToAmount, centsToDecimal, Decimal, DecimalValue, roundToAmount } from '../money/money';
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

export function distinctCurrencies(rows: readonly DailyEarning[]): string[] {
  return [...new Set(rows.map((row) => row.currency))];
}

/**
 * Spec 4.1 rules 4 to 9: one entry per day with earnings, ascending. One currency: amounts
 * unchanged. Several: every row converted to USD with its day's rate; each detail rounded,
 * each day summed unrounded and then rounded (2 places, half away from zero).
 */
export function sumDailyEarnings(input: SumInput): AggregatedEarnings {
  const slots: AccountSlots = new Map(input.accounts.map((account, index) => [account.id, { index, platform: account.platform }]));
  const multiCurrency = distinctCurrencies(input.rows).length > 1;
  if (multiCurrency && !input.rates) throw new Error('USD rates are required for several currencies');
  const days = groupByDay(input.rows);
  const earnings: EarningEntry[] = [];
  for (const [date, rows] of days) {
    if (rows.length > 1) rows.sort((a, b) => slotOf(slots, a).index - slotOf(slots, b).index);
    earnings.push(multiCurrency ? usdEntry(date, rows, input, slots) : sameCurrencyEntry(date, rows, input, slots));
  }
  return {
    platforms_count: input.accounts.length,
    platforms: input.accounts.map((account) => ({
      platform: account.platform,
      account_id: account.id,
      last_successful_connection: account.lastSuccessfulConnection ?? '',
    })),
    earnings,
  };
}

type AccountSlots = Map<string, { index: number; platform: string }>;

function slotOf(slots: AccountSlots, row: DailyEarning): { index: number; platform: string } {
  const slot = slots.get(row.accountId);
  if (!slot) throw new Error(`Row of account ${row.accountId} outside the qualifying accounts`);
  return slot;
}

function groupByDay(rows: readonly DailyEarning[]): [string, DailyEarning[]][] {
  const days = new Map<string, DailyEarning[]>();
  for (const row of rows) {
    const day = days.get(row.earningDate);
    if (day) day.push(row);
    else days.set(row.earningDate, [row]);
  }
  return [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function sumTrips(rows: readonly DailyEarning[]): number | null {
  let trips: number | null = null;
  for (const row of rows) if (row.countTrips !== null) trips = (trips ?? 0) + row.countTrips;
  return trips;
}

function sameCurrencyEntry(date: string, rows: DailyEarning[], input: SumInput, slots: AccountSlots): EarningEntry {
  let cents = 0;
  for (const row of rows) cents += row.amountCents;
  return {
    earning_date: date,
    amount: centsToAmount(cents),
    currency: rows[0].currency,
    count_trips: sumTrips(rows),
    details: input.details ? rows.map((row) => detail(row, centsToAmount(row.amountCents), slots)) : null,
    currency_note: null,
  };
}

function usdEntry(date: string, rows: DailyEarning[], input: SumInput, slots: AccountSlots): EarningEntry {
  let total: DecimalValue = new Decimal(0);
  const details: DetailEntry[] = [];
  for (const row of rows) {
    const usd = toUsd(row, input.rates as UsdRateTable);
    total = total.plus(usd);
    if (input.details) details.push(detail(row, roundToAmount(usd), slots));
  }
  return {
    earning_date: date,
    amount: roundToAmount(total),
    currency: 'usd',
    count_trips: sumTrips(rows),
    details: input.details ? details : null,
    currency_note: CONVERTED_FROM_MULTIPLE,
  };
}

function toUsd(row: DailyEarning, rates: UsdRateTable): DecimalValue {
  const amount = centsToDecimal(row.amountCents);
  if (row.currency === 'usd') return amount;
  const rate = rates.get(row.currency, row.earningDate);
  if (!rate) {
    throw new DomainError('service_unavailable', `No USD rate for ${row.currency} on ${row.earningDate}.`);
  }
  return amount.div(rate.unitsPerUsd);
}

function detail(row: DailyEarning, amount: number, slots: AccountSlots): DetailEntry {
  return { platform: slotOf(slots, row).platform, account_id: row.accountId, amount, count_trips: row.countTrips };
}
