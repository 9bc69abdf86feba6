import nock from 'nock';
import fixture from '../fixtures/frankfurter.rates.2024-12-20.2025-01-06.json';
import { UpstreamError } from '../http/upstream.error';
import { FRANKFURTER_URL } from '../testing/frankfurter.upstream';
import { useOfflineNock } from '../testing/offline-nock';
import { SHORT_TIMEOUT_HTTP, TEST_HTTP } from '../testing/test-http';
import { FrankfurterRateProvider } from './frankfurter.rate-provider';

useOfflineNock();

const provider = new FrankfurterRateProvider({ baseUrl: FRANKFURTER_URL, http: TEST_HTTP });
const impatient = new FrankfurterRateProvider({ baseUrl: FRANKFURTER_URL, http: SHORT_TIMEOUT_HTTP });
const RANGE = { from: '2024-12-20', to: '2025-01-06', base: 'USD', quotes: 'COP,MXN' };
const rangeRequest = () => nock(FRANKFURTER_URL).get('/v2/rates').query(RANGE);

describe('FrankfurterRateProvider', () => {
  it('reads a range answer: every publishing day, the identity row ignored, rates as given', async () => {
    rangeRequest().reply(200, fixture);

    const answer = await provider.observe(['cop', 'mxn'], ['2024-12-27', '2025-01-06']);

    expect(answer.observations).toHaveLength(18);
    expect(answer.observations).toContainEqual({
      provider: 'frankfurter',
      currency: 'mxn',
      observedOn: '2025-01-03',
      unitsPerUsd: '20.5105',
    });
    expect(answer.observations).toContainEqual(expect.objectContaining({ currency: 'cop', unitsPerUsd: '4387.2' }));
    expect(answer.observations.map((row) => row.observedOn)).not.toContain('2024-12-25');
    expect(answer.coverage).toEqual([
      { currency: 'cop', from: '2024-12-20', to: '2025-01-06' },
      { currency: 'mxn', from: '2024-12-20', to: '2025-01-06' },
    ]);
  });

  it('asks one request per chunk of at most 366 requested days plus the 7-day lookback', async () => {
    const scope = nock(FRANKFURTER_URL)
      .get('/v2/rates')
      .query({ from: '2022-12-25', to: '2024-01-01', base: 'USD', quotes: 'MXN' })
      .reply(200, [])
      .get('/v2/rates')
      .query({ from: '2023-12-26', to: '2024-02-01', base: 'USD', quotes: 'MXN' })
      .reply(200, []);

    await provider.observe(['mxn'], ['2024-02-01', '2023-01-01', '2024-01-02', '2024-01-01']);

    expect(scope.isDone()).toBe(true);
  });

  it('retries once after an HTTP 500', async () => {
    rangeRequest().reply(500, 'down').get('/v2/rates').query(RANGE).reply(200, fixture);

    const answer = await provider.observe(['cop', 'mxn'], ['2024-12-27', '2025-01-06']);

    expect(answer.observations.length).toBeGreaterThan(0);
  });

  it.each([
    ['HTTP 500 twice', () => rangeRequest().times(2).reply(500, 'down'), /HTTP 500/, provider],
    ['a timeout twice', () => rangeRequest().times(2).delay(500).reply(200, fixture), /timed out/, impatient],
    ['an HTTP 400', () => rangeRequest().reply(400, { message: 'bad quote' }), /HTTP 400/, provider],
    ['malformed JSON', () => rangeRequest().reply(200, '<html>'), /malformed JSON/, provider],
  ])('fails with an UpstreamError on %s', async (_case, script, message, subject) => {
    script();

    const failing = subject.observe(['cop', 'mxn'], ['2024-12-27', '2025-01-06']);

    await expect(failing).rejects.toBeInstanceOf(UpstreamError);
    await expect(failing).rejects.toThrow(message);
  });

  const row = { date: '2024-12-27', base: 'USD', quote: 'MXN', rate: 20.2365 };
  it.each([
    ['not an array', { rates: [row] }],
    ['a zero rate', [{ ...row, rate: 0 }]],
    ['a negative rate', [{ ...row, rate: -20.2 }]],
    ['a rate as text', [{ ...row, rate: '20.2365' }]],
    ['a missing rate', [{ ...row, rate: null }]],
    ['a currency not asked', [{ ...row, quote: 'BRL' }]],
    ['a lowercase quote', [{ ...row, quote: 'mxn' }]],
    ['another base', [{ ...row, base: 'EUR' }]],
    ['a malformed date', [{ ...row, date: '2024-12-32' }]],
    ['a date outside the range', [{ ...row, date: '2025-01-07' }]],
    ['conflicting rows', [row, { ...row, rate: 20.3 }]],
  ])('rejects an answer with %s', async (_case, body) => {
    rangeRequest().reply(200, body);

    await expect(provider.observe(['cop', 'mxn'], ['2024-12-27', '2025-01-06'])).rejects.toBeInstanceOf(UpstreamError);
  });

  it('asks nothing for an empty request', async () => {
    expect(await provider.observe([], ['2024-12-27'])).toEqual({ observations: [], coverage: [] });
  });
});
