import { freshCoverage, mergeCoverage } from './coverage';

const fetched = (from: string, to: string, fetchedAt: string) => ({
  provider: 'frankfurter',
  currency: 'mxn',
  from,
  to,
  fetchedAt: new Date(fetchedAt),
});

describe('mergeCoverage', () => {
  it('joins overlapping and adjacent ranges of a currency', () => {
    expect(
      mergeCoverage([
        { currency: 'mxn', from: '2025-01-05', to: '2025-01-09' },
        { currency: 'cop', from: '2025-01-01', to: '2025-01-02' },
        { currency: 'mxn', from: '2025-01-01', to: '2025-01-04' },
        { currency: 'mxn', from: '2025-01-03', to: '2025-01-06' },
        { currency: 'mxn', from: '2025-01-11', to: '2025-01-12' },
      ]),
    ).toEqual([
      { currency: 'cop', from: '2025-01-01', to: '2025-01-02' },
      { currency: 'mxn', from: '2025-01-01', to: '2025-01-09' },
      { currency: 'mxn', from: '2025-01-11', to: '2025-01-12' },
    ]);
  });
});

describe('freshCoverage', () => {
  it('keeps all of a fetch made today', () => {
    expect(freshCoverage([fetched('2025-02-01', '2025-03-01', '2025-03-01T01:00:00Z')], '2025-03-01')).toEqual([
      { currency: 'mxn', from: '2025-02-01', to: '2025-03-01' },
    ]);
  });

  it('keeps of an older fetch only the days more than 30 days older than the fetch', () => {
    const log = [fetched('2025-01-01', '2025-03-01', '2025-03-01T23:00:00Z')];

    expect(freshCoverage(log, '2025-03-02')).toEqual([{ currency: 'mxn', from: '2025-01-01', to: '2025-01-29' }]);
    expect(freshCoverage(log, '2026-01-01')).toEqual([{ currency: 'mxn', from: '2025-01-01', to: '2025-01-29' }]);
  });

  it('drops an older fetch of recent days entirely', () => {
    expect(freshCoverage([fetched('2025-02-20', '2025-03-01', '2025-03-01T12:00:00Z')], '2025-03-02')).toEqual([]);
  });
});
