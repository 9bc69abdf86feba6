import type { RetrievedData, RetrievedEarning } from '../ports/platform-connector.port';
import { checkRetrievedData } from './check-retrieved-data';

const good: RetrievedEarning = { earningDate: '2025-03-01', amountCents: 12_345, currency: 'mxn', countTrips: 7 };
const data = (earnings: RetrievedEarning[]): RetrievedData => ({ earnings, profile: null, employment: null, warning: null });

describe('checkRetrievedData', () => {
  it('accepts well-formed rows, trips optional', () => {
    expect(() => checkRetrievedData(data([good, { ...good, earningDate: '2025-03-02', countTrips: null }]))).not.toThrow();
  });

  it.each([
    ['an impossible date', { earningDate: '2025-02-30' }],
    ['a negative amount', { amountCents: -1 }],
    ['a fractional amount of cents', { amountCents: 1.5 }],
    ['an upper-case currency', { currency: 'MXN' }],
    ['a fractional trip count', { countTrips: 2.5 }],
    ['a negative trip count', { countTrips: -1 }],
  ])('rejects the whole retrieval for %s with schema_parse_error', (_case, change) => {
    expect(() => checkRetrievedData(data([good, { ...good, earningDate: '2025-03-02', ...change }]))).toThrow(
      expect.objectContaining({ code: 'schema_parse_error' }),
    );
  });

  it('rejects a day given twice', () => {
    expect(() => checkRetrievedData(data([good, good]))).toThrow(expect.objectContaining({ code: 'schema_parse_error' }));
  });
});
