import type { Account } from '../accounts/account';
import { DomainError } from '../errors/domain-error';
import { usdRateTable } from '../ports/exchange-rates.port';
import type { DailyEarning } from './daily-earning';
import { distinctCurrencies, sumDailyEarnings } from './sum-daily-earnings';

function account(id: string, platform: string, lastSuccessfulConnection = '2025-01-31'): Account {
  return { id, companyId: 'c1', userId: 'u1', platform, country: 'mx', identifier: `${id}@x.test`, lastSuccessfulConnection, refreshEnabled: true, lastRefreshedAt: null, nextRefreshAt: null, source: 'connection', disconnectedBy: null, createdAt: new Date(0),
    status: 'success', statusDetails: null, warning: null, nextStep: null, updatedAt: new Date(0) };
}

function row(accountId: string, earningDate: string, amountCents: number, currency = 'mxn', countTrips: number | null = null): DailyEarning {
  return { accountId, earningDate, amountCents, currency, countTrips };
}

function rates(entries: [currency: string, date: string, unitsPerUsd: string][]) {
  return usdRateTable(entries.map(([currency, date, unitsPerUsd]) => ({ currency, date, unitsPerUsd, observedOn: date, provider: 'test' })));
}

const uber = account('acc-uber', 'uber');
const didi = account('acc-didi', 'didi');
const rappi = account('acc-rappi', 'rappi');

describe('sumDailyEarnings, one currency', () => {
  it('sums cents exactly and keeps the currency', () => {
    const result = sumDailyEarnings({ accounts: [uber, didi], rows: [row(uber.id, '2025-01-01', 10), row(didi.id, '2025-01-01', 20)], details: false });
    expect(result.earnings).toEqual([
      { earningDate: '2025-01-01', amount: 0.3, currency: 'mxn', countTrips: null, details: null, currencyNote: null },
    ]);
  });

  it('does not drift over many small amounts', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(i % 2 ? uber.id : didi.id, '2025-01-01', 10));
    expect(sumDailyEarnings({ accounts: [uber, didi], rows, details: false }).earnings[0].amount).toBe(100);
  });

  it('lists the qualifying accounts as platforms', () => {
    const result = sumDailyEarnings({ accounts: [didi, uber], rows: [], details: false });
    expect(result.platformsCount).toBe(2);
    expect(result.platforms).toEqual([
      { platform: 'didi', accountId: didi.id, lastSuccessfulConnection: '2025-01-31' },
      { platform: 'uber', accountId: uber.id, lastSuccessfulConnection: '2025-01-31' },
    ]);
    expect(result.earnings).toEqual([]);
  });

  it('sums count_trips of reporting platforms only and is null only when none report', () => {
    const result = sumDailyEarnings({
      accounts: [uber, didi, rappi],
      rows: [
        row(uber.id, '2025-01-01', 100, 'mxn', 3), row(didi.id, '2025-01-01', 100, 'mxn', null), row(rappi.id, '2025-01-01', 100, 'mxn', 4),
        row(uber.id, '2025-01-02', 100, 'mxn', null), row(didi.id, '2025-01-02', 100, 'mxn', null),
        row(uber.id, '2025-01-03', 100, 'mxn', 0), row(didi.id, '2025-01-03', 100, 'mxn', null),
      ],
      details: false,
    });
    expect(result.earnings.map((e) => e.countTrips)).toEqual([7, null, 0]);
  });

  it('returns details only when asked, in the order of the accounts list', () => {
    const rows = [row(uber.id, '2025-01-01', 1050, 'mxn', 2), row(rappi.id, '2025-01-01', 5, 'mxn', null), row(didi.id, '2025-01-01', 200, 'mxn', 1)];
    expect(sumDailyEarnings({ accounts: [didi, rappi, uber], rows, details: false }).earnings[0].details).toBeNull();
    const [entry] = sumDailyEarnings({ accounts: [didi, rappi, uber], rows, details: true }).earnings;
    expect(entry.details).toEqual([
      { platform: 'didi', accountId: didi.id, amount: 2, countTrips: 1 },
      { platform: 'rappi', accountId: rappi.id, amount: 0.05, countTrips: null },
      { platform: 'uber', accountId: uber.id, amount: 10.5, countTrips: 2 },
    ]);
    expect(entry.amount).toBe(12.55);
  });

  it('sorts days ascending whatever the row order and leaves out days without rows', () => {
    const rows = [row(uber.id, '2025-02-01', 1), row(didi.id, '2024-12-31', 2), row(uber.id, '2025-01-15', 3), row(didi.id, '2025-02-01', 4)];
    const result = sumDailyEarnings({ accounts: [uber, didi], rows, details: false });
    expect(result.earnings.map((e) => [e.earningDate, e.amount])).toEqual([['2024-12-31', 0.02], ['2025-01-15', 0.03], ['2025-02-01', 0.05]]);
  });
});

describe('sumDailyEarnings, several currencies', () => {
  const inUsd = (rows: DailyEarning[], rateEntries: Parameters<typeof rates>[0], details = false) =>
    sumDailyEarnings({ accounts: [uber, didi], rows, details, rates: rates(rateEntries) }).earnings;

  it('converts every entry to usd with the note, leaving usd rows unconverted', () => {
    const earnings = inUsd(
      [row(uber.id, '2025-01-01', 1000, 'usd', 2), row(didi.id, '2025-01-01', 17042, 'mxn', 3), row(didi.id, '2025-01-02', 2050, 'mxn', null)],
      [['mxn', '2025-01-01', '17.042'], ['mxn', '2025-01-02', '20.5']],
      true,
    );
    expect(earnings).toEqual([
      {
        earningDate: '2025-01-01', amount: 20, currency: 'usd', countTrips: 5, currencyNote: 'converted_from_multiple',
        details: [
          { platform: 'uber', accountId: uber.id, amount: 10, countTrips: 2 },
          { platform: 'didi', accountId: didi.id, amount: 10, countTrips: 3 },
        ],
      },
      {
        earningDate: '2025-01-02', amount: 1, currency: 'usd', countTrips: null, currencyNote: 'converted_from_multiple',
        details: [{ platform: 'didi', accountId: didi.id, amount: 1, countTrips: null }],
      },
    ]);
  });

  it('converts a day that has only usd rows too, marking it converted', () => {
    const earnings = inUsd([row(uber.id, '2025-01-01', 1234, 'usd'), row(didi.id, '2025-01-02', 1000, 'mxn')], [['mxn', '2025-01-02', '20']]);
    expect(earnings.map((e) => [e.amount, e.currency, e.currencyNote])).toEqual([
      [12.34, 'usd', 'converted_from_multiple'],
      [0.5, 'usd', 'converted_from_multiple'],
    ]);
  });

  it('rounds each detail but sums the day unrounded before rounding it', () => {
    // 2.01 MXN / 2 = 1.005 USD and 2.01 EUR / 2 = 1.005 USD: details 1.01 + 1.01, day 2.01 (not 2.02)
    const [entry] = inUsd([row(uber.id, '2025-01-01', 201, 'mxn'), row(didi.id, '2025-01-01', 201, 'eur')], [['mxn', '2025-01-01', '2'], ['eur', '2025-01-01', '2']], true);
    expect(entry.details?.map((d) => d.amount)).toEqual([1.01, 1.01]);
    expect(entry.amount).toBe(2.01);
  });

  it('rounds a day total half away from zero', () => {
    // 1 USD + 0.25 MXN / 2 = 1.125 USD → 1.13
    expect(inUsd([row(uber.id, '2025-01-01', 100, 'usd'), row(didi.id, '2025-01-01', 25, 'mxn')], [['mxn', '2025-01-01', '2']])[0].amount).toBe(1.13);
  });

  it('fails with service_unavailable when a needed rate is missing', () => {
    const sum = () => inUsd([row(uber.id, '2025-01-01', 100, 'usd'), row(didi.id, '2025-01-02', 100, 'mxn')], [['mxn', '2025-01-01', '17']]);
    expect(sum).toThrow(DomainError);
    expect(sum).toThrow(expect.objectContaining({ code: 'service_unavailable' }));
  });
});

describe('distinctCurrencies', () => {
  it('lists each currency once', () => {
    expect(distinctCurrencies([row('a', '2025-01-01', 1, 'mxn'), row('b', '2025-01-01', 1, 'usd'), row('a', '2025-01-02', 1, 'mxn')])).toEqual(['mxn', 'usd']);
    expect(distinctCurrencies([])).toEqual([]);
  });
});
