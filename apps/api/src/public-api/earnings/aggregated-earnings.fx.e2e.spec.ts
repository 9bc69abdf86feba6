import type { ExchangeRates } from '@gig/domain';
import { createExchangeRates, parseFxConfig } from '@gig/fx';
import nock from 'nock';
import request from 'supertest';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

const FX_ENV = {
  FX_FRANKFURTER_URL: 'https://frankfurter.test',
  FX_CURRENCY_API_URL: 'https://currency-api.test/npm/@fawazahmed0/currency-api',
  FX_CURRENCY_API_MIRROR_URL: 'https://{date}.mirror.test/v1/currencies/usd.json',
  FX_RETRY_DELAY_MS: '0',
  FX_TIMEOUT_MS: '1000',
};

/** Banxico/BanRep-style USD rates: publishing days only (no weekend, no 1 January). */
const PUBLISHED: Record<string, Record<string, number>> = {
  '2024-12-27': { MXN: 20.6, COP: 4410 },
  '2024-12-30': { MXN: 20.55, COP: 4405 },
  '2024-12-31': { MXN: 20.53, COP: 4403 },
  '2025-01-02': { MXN: 20.52, COP: 4402 },
  '2025-01-03': { MXN: 20.5105, COP: 4400 },
  '2025-01-06': { MXN: 20.4, COP: 4380 },
};

const day = (earning_date: string, amount: number, currency: string, count_trips: number | null = null) => ({ earning_date, amount, currency, count_trips });
const DOCUMENT = {
  users: [{ external_id: 'fx-worker', accounts: [
    { platform: 'uber', country: 'mx', identifier: 'ana@example.com', last_successful_connection: '2025-01-06',
      earnings: [day('2025-01-03', 200, 'mxn', 10), day('2025-01-05', 150.5, 'mxn', 6), day('2025-01-06', 100.1, 'mxn', 4)] },
    { platform: 'rappi', country: 'co', identifier: 'ana@example.com', last_successful_connection: '2025-01-06',
      earnings: [day('2025-01-04', 44000, 'cop'), day('2025-01-06', 8782, 'cop')] },
  ] }],
};
const BODY = { external_id: 'fx-worker', start_date: '2025-01-03', end_date: '2025-01-06', options: { details: true } };

onEveryDatabase((name, postgresUrl) => {
  describe(`Multi-currency aggregation through the real FX adapters on ${name}`, () => {
    let h: ApiHarness;
    let key: string;
    let frankfurterCalls: string[];
    let frankfurterDown: boolean;
    let fallbackCalls: number;
    let current: ExchangeRates;
    let fresh: () => void;

    beforeAll(async () => {
      nock.disableNetConnect();
      nock.enableNetConnect(/127\.0\.0\.1|localhost/);
      const config = parseFxConfig(FX_ENV);
      // A fresh adapter per test: it also keeps final days in memory, which must not leak between tests.
      h = await openApiHarness({
        postgresUrl,
        exchangeRatesFor: (db, clock) => {
          fresh = () => (current = createExchangeRates({ config, store: db.usdRates, clock }));
          return { usdRates: (request) => current.usdRates(request) };
        },
      });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      fresh();
      nock.cleanAll();
      frankfurterCalls = [];
      frankfurterDown = false;
      fallbackCalls = 0;
      nock('https://frankfurter.test').persist().get('/v2/rates').query(true).reply((uri) => {
        frankfurterCalls.push(uri);
        if (frankfurterDown) return [502, 'Bad Gateway'];
        const query = new URL(uri, 'https://frankfurter.test').searchParams;
        const quotes = String(query.get('quotes')).split(',');
        const rows = Object.entries(PUBLISHED)
          .filter(([date]) => date >= String(query.get('from')) && date <= String(query.get('to')))
          .flatMap(([date, rates]) => [{ date, base: 'USD', quote: 'USD', rate: 1 },
            ...quotes.map((quote) => ({ date, base: 'USD', quote, rate: rates[quote] }))]);
        return [200, rows];
      });
      for (const host of ['https://currency-api.test', /mirror\.test/]) {
        nock(host).persist().get(/.*/).reply(() => (fallbackCalls++, [503, 'unavailable']));
      }
      const company = await h.createCompany();
      key = company.private_key;
      await h.importUsers(company.company_id, DOCUMENT);
    }, RESET_BUDGET_MS);
    afterAll(async () => {
      nock.cleanAll();
      nock.enableNetConnect();
      await h.close();
    }, CLOSE_BUDGET_MS);

    const post = () => request(h.app.getHttpServer()).post('/v1/users/earnings/aggregated').set('X-Api-Key', key).send(BODY);

    it('converts each day with its own rate, weekends with Friday’s, in one provider request', async () => {
      const res = await post().expect(200);
      const days = res.body.data.earnings.map((e: { earning_date: string; amount: number; details: { amount: number }[] }) =>
        [e.earning_date, e.amount, e.details.map((d) => d.amount)]);
      expect(days).toEqual([
        ['2025-01-03', 9.75, [9.75]], // 200 MXN / 20.5105
        ['2025-01-04', 10, [10]], // Saturday: 44,000 COP / 4,400 (Friday)
        ['2025-01-05', 7.34, [7.34]], // Sunday: 150.50 MXN / 20.5105 (Friday) = 7.3377
        ['2025-01-06', 6.91, [4.91, 2.01]], // 100.10 / 20.4 = 4.9069 and 8,782 / 4,380 = 2.0050; sum 6.9119
      ]);
      expect(res.body.data.earnings.every((e: { currency: string; currency_note: string }) =>
        e.currency === 'usd' && e.currency_note === 'converted_from_multiple')).toBe(true);
      expect(frankfurterCalls).toHaveLength(1);
      expect(new URL(frankfurterCalls[0], 'https://x').searchParams.get('from')).toBe('2024-12-27');
    });

    it('asks no provider for an identical second request', async () => {
      const first = await post().expect(200);
      const calls = frankfurterCalls.length;
      const second = await post().expect(200);
      expect(second.body).toEqual(first.body);
      expect(frankfurterCalls.length - calls).toBe(0);
      expect(fallbackCalls).toBe(0);
    });

    it('answers 503 service_unavailable in the envelope when every provider is down', async () => {
      frankfurterDown = true;
      const res = await post().expect(503);
      expect(res.body).toEqual({ success: false, data: null, error: { code: 'service_unavailable', message: expect.any(String), errors: null } });
      expect(frankfurterCalls.length).toBeGreaterThan(0);
      expect(fallbackCalls).toBeGreaterThan(0);
    });
  });
});
