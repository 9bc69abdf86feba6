import nock from 'nock';
import fixture from '../fixtures/currency-api.usd.2025-01-03.json';
import { UpstreamError } from '../http/upstream.error';
import { CURRENCY_API_MIRROR_URL, CURRENCY_API_URL } from '../testing/currency-api.upstream';
import { useOfflineNock } from '../testing/offline-nock';
import { SHORT_TIMEOUT_HTTP, TEST_HTTP } from '../testing/test-http';
import { CurrencyApiRateProvider } from './currency-api.rate-provider';

useOfflineNock();

const provider = new CurrencyApiRateProvider({
  baseUrl: CURRENCY_API_URL,
  mirrorUrl: CURRENCY_API_MIRROR_URL,
  http: TEST_HTTP,
});
const jsdelivr = () => nock('https://cdn.jsdelivr.net');
const snapshotPath = (date: string) => `/npm/@fawazahmed0/currency-api@${date}/v1/currencies/usd.json`;
const mirror = (date: string) => nock(`https://${date}.currency-api.pages.dev`).get('/v1/currencies/usd.json');

describe('CurrencyApiRateProvider', () => {
  it('reads a daily snapshot: lowercase codes, rates as given, other currencies ignored', async () => {
    jsdelivr().get(snapshotPath('2025-01-03')).reply(200, fixture);

    const answer = await provider.observe(['btc', 'cop', 'mxn'], ['2025-01-03']);

    expect(answer.observations).toEqual([
      { provider: 'currency-api', currency: 'btc', observedOn: '2025-01-03', unitsPerUsd: '0.0000102' },
      { provider: 'currency-api', currency: 'cop', observedOn: '2025-01-03', unitsPerUsd: '4346.3' },
      { provider: 'currency-api', currency: 'mxn', observedOn: '2025-01-03', unitsPerUsd: '20.5105' },
    ]);
    expect(answer.coverage).toContainEqual({ currency: 'mxn', from: '2025-01-03', to: '2025-01-03' });
  });

  it('walks back over missing days (404) to the latest snapshot, fetching each day once', async () => {
    const scope = jsdelivr()
      .get(snapshotPath('2025-01-05'))
      .reply(404, 'Not Found')
      .get(snapshotPath('2025-01-04'))
      .reply(404, 'Not Found')
      .get(snapshotPath('2025-01-03'))
      .reply(200, fixture);

    const answer = await provider.observe(['mxn'], ['2025-01-04', '2025-01-05']);

    expect(scope.isDone()).toBe(true);
    expect(answer.observations).toEqual([expect.objectContaining({ observedOn: '2025-01-03', unitsPerUsd: '20.5105' })]);
    expect(answer.coverage).toEqual([{ currency: 'mxn', from: '2025-01-03', to: '2025-01-05' }]);
  });

  it('tries the mirror when jsDelivr fails', async () => {
    jsdelivr().get(snapshotPath('2025-01-03')).times(2).reply(503, 'unavailable');
    mirror('2025-01-03').reply(200, fixture);

    const answer = await provider.observe(['cop'], ['2025-01-03']);

    expect(answer.observations).toEqual([expect.objectContaining({ currency: 'cop', unitsPerUsd: '4346.3' })]);
  });

  it('tries the mirror when jsDelivr answers a malformed snapshot', async () => {
    jsdelivr().get(snapshotPath('2025-01-03')).reply(200, { date: '2025-01-03', usd: { cop: -1 } });
    mirror('2025-01-03').reply(200, fixture);

    const answer = await provider.observe(['cop'], ['2025-01-03']);

    expect(answer.observations).toEqual([expect.objectContaining({ currency: 'cop', unitsPerUsd: '4346.3' })]);
  });

  it('fails with an UpstreamError when both hosts fail', async () => {
    jsdelivr().get(snapshotPath('2025-01-03')).times(2).reply(500, 'down');
    mirror('2025-01-03').times(2).delay(500).reply(200, fixture);
    const impatient = new CurrencyApiRateProvider({ baseUrl: CURRENCY_API_URL, mirrorUrl: CURRENCY_API_MIRROR_URL, http: SHORT_TIMEOUT_HTTP });

    const failing = impatient.observe(['cop'], ['2025-01-03']);

    await expect(failing).rejects.toBeInstanceOf(UpstreamError);
    await expect(failing).rejects.toThrow('2025-01-03: HTTP 500; mirror: timed out after 100 ms');
  });

  it.each([
    ['no usd table', { date: '2025-01-03' }],
    ['a date after the day asked', { ...fixture, date: '2025-01-04' }],
    ['a malformed date', { ...fixture, date: '03/01/2025' }],
    ['a zero rate', { date: '2025-01-03', usd: { cop: 0 } }],
    ['a non-numeric rate', { date: '2025-01-03', usd: { cop: 'n/a' } }],
    ['not an object', ['2025-01-03']],
  ])('rejects a snapshot with %s', async (_case, body) => {
    jsdelivr().get(snapshotPath('2025-01-03')).reply(200, body);
    mirror('2025-01-03').reply(200, body);

    await expect(provider.observe(['cop'], ['2025-01-03'])).rejects.toBeInstanceOf(UpstreamError);
  });

  it('asks nothing about days before the first snapshot (2024-03-02)', async () => {
    const answer = await provider.observe(['mxn'], ['2024-02-20']);

    expect(answer).toEqual({ observations: [], coverage: [{ currency: 'mxn', from: '2024-02-13', to: '2024-02-20' }] });
  });
});
