import { CalendarDate, DomainError, ExchangeRates, ParsedRate, parsedRate, UsdRateRequest } from '@gig/domain';
import { useFreshSubject } from '../hooks/held-between';

/** One rate the scripted upstream publishes: units of `currency` per 1 USD on a publishing day. */
export interface PublishedUsdRate {
  readonly currency: string;
  readonly date: CalendarDate;
  readonly unitsPerUsd: string;
}

/** A fresh adapter plus control over what its (faked) upstream answers. */
export interface ExchangeRatesContractSubject {
  readonly rates: ExchangeRates;
  /** From now on the upstream publishes exactly these observations (publishing days only). */
  publish(observations: readonly PublishedUsdRate[]): void;
  /** From now on every upstream request fails. */
  failUpstream(): void;
  dispose?(): void | Promise<void>;
}

/**
 * Publishing days of late 2024 / early 2025: weekends and the 2025-01-01 holiday are absent;
 * `brl` was last published on 2024-12-20.
 */
export const EXCHANGE_RATES_CONTRACT_RATES: readonly PublishedUsdRate[] = [
  { currency: 'brl', date: '2024-12-20', unitsPerUsd: '6.0712' },
  ...series('mxn', ['20.2365', '20.3012', '20.7862', '20.6541', '20.5105', '20.4017']),
  ...series('cop', ['4405.51', '4387.2', '4409.15', '4389.65', '4346.3', '4320.9']),
];

/** A published decimal as mantissa / scale, digit for digit. */
function exactly(published: string): ParsedRate {
  const [whole, fraction = ''] = published.split('.');
  return parsedRate(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

function series(currency: string, values: string[]): PublishedUsdRate[] {
  const days = ['2024-12-27', '2024-12-30', '2024-12-31', '2025-01-02', '2025-01-03', '2025-01-06'];
  return days.map((date, index) => ({ currency, date, unitsPerUsd: values[index] }));
}

/** The behaviour every `ExchangeRates` adapter owes the domain. */
export function describeExchangeRatesContract(
  name: string,
  makeSubject: () => ExchangeRatesContractSubject | Promise<ExchangeRatesContractSubject>,
): void {
  describe(`${name} (ExchangeRates contract)`, () => {
    const subject = useFreshSubject(async () => {
      const made = await makeSubject();
      made.publish(EXCHANGE_RATES_CONTRACT_RATES);
      return made;
    });

    const ask = (request: UsdRateRequest) => subject().rates.usdRates(request);

    it('gives the rate of a publishing day exactly as published', async () => {
      const table = await ask({ currencies: ['mxn'], dates: ['2025-01-03'] });
      expect(table.get('mxn', '2025-01-03')).toMatchObject({
        currency: 'mxn',
        date: '2025-01-03',
        unitsPerUsd: '20.5105',
        observedOn: '2025-01-03',
      });
      expect(table.get('mxn', '2025-01-03')?.provider).toEqual(expect.any(String));
    });

    it('gives each rate parsed exactly: the published decimal as a fraction, never rounded', async () => {
      const dates = ['2024-12-27', '2024-12-28', '2025-01-01', '2025-01-03', '2025-01-06'];
      const table = await ask({ currencies: ['cop', 'mxn'], dates });
      expect(dates.map((date) => table.get('mxn', date)?.exact)).toEqual(
        ['20.2365', '20.2365', '20.7862', '20.5105', '20.4017'].map(exactly),
      );
      expect(dates.map((date) => table.get('cop', date)?.exact)).toEqual(
        ['4405.51', '4405.51', '4409.15', '4346.3', '4320.9'].map(exactly),
      );
    });

    it('resolves a weekend day to the Friday before', async () => {
      const table = await ask({ currencies: ['mxn'], dates: ['2025-01-04', '2025-01-05'] });
      expect(table.get('mxn', '2025-01-04')).toMatchObject({ unitsPerUsd: '20.5105', observedOn: '2025-01-03' });
      expect(table.get('mxn', '2025-01-05')).toMatchObject({ unitsPerUsd: '20.5105', observedOn: '2025-01-03' });
    });

    it('resolves a holiday to the previous publishing day', async () => {
      const table = await ask({ currencies: ['cop'], dates: ['2025-01-01'] });
      expect(table.get('cop', '2025-01-01')).toMatchObject({ unitsPerUsd: '4409.15', observedOn: '2024-12-31' });
    });

    it('answers several currencies and days in one call, and nothing that was not asked', async () => {
      const dates = ['2024-12-28', '2024-12-30', '2025-01-02', '2025-01-06'];
      const table = await ask({ currencies: ['cop', 'mxn'], dates });
      expect(dates.map((date) => table.get('mxn', date)?.unitsPerUsd)).toEqual(['20.2365', '20.3012', '20.6541', '20.4017']);
      expect(dates.map((date) => table.get('cop', date)?.unitsPerUsd)).toEqual(['4405.51', '4387.2', '4389.65', '4320.9']);
      expect(table.get('mxn', '2025-01-03')).toBeUndefined();
      expect(table.get('brl', '2025-01-02')).toBeUndefined();
    });

    it('looks back at most 7 days', async () => {
      const table = await ask({ currencies: ['mxn'], dates: ['2025-01-13'] });
      expect(table.get('mxn', '2025-01-13')).toMatchObject({ unitsPerUsd: '20.4017', observedOn: '2025-01-06' });
      await expect(ask({ currencies: ['mxn'], dates: ['2025-01-14'] })).rejects.toMatchObject({
        code: 'service_unavailable',
      });
    });

    it('fails as a whole when one currency has no rate within 7 days', async () => {
      const failing = ask({ currencies: ['brl', 'mxn'], dates: ['2025-01-02'] });
      await expect(failing).rejects.toBeInstanceOf(DomainError);
      await expect(failing).rejects.toMatchObject({ code: 'service_unavailable' });
    });

    it('fails with service_unavailable when the upstream is down', async () => {
      subject().failUpstream();
      const failing = ask({ currencies: ['cop', 'mxn'], dates: ['2025-01-02'] });
      await expect(failing).rejects.toBeInstanceOf(DomainError);
      await expect(failing).rejects.toMatchObject({ code: 'service_unavailable' });
    });

    it('answers an empty request without asking the upstream', async () => {
      subject().failUpstream();
      const table = await ask({ currencies: [], dates: [] });
      expect(table.get('mxn', '2025-01-02')).toBeUndefined();
    });
  });
}
