import { RateEvidence } from './rate-evidence';

const observation = (observedOn: string, unitsPerUsd: string) => ({
  provider: 'frankfurter',
  currency: 'mxn',
  observedOn,
  unitsPerUsd,
});
const covered = (from: string, to: string) => ({ currency: 'mxn', from, to });

describe('RateEvidence', () => {
  it('takes the latest observation on or before the day', () => {
    const evidence = new RateEvidence(
      [observation('2025-01-02', '20.6541'), observation('2025-01-03', '20.5105')],
      [covered('2024-12-27', '2025-01-06')],
    );

    expect(evidence.resolve('mxn', '2025-01-05')).toEqual({
      kind: 'hit',
      rate: { currency: 'mxn', date: '2025-01-05', unitsPerUsd: '20.5105', observedOn: '2025-01-03', provider: 'frankfurter' },
    });
  });

  it('looks back 7 days at most', () => {
    const evidence = new RateEvidence([observation('2025-01-06', '20.4017')], [covered('2025-01-01', '2025-01-31')]);

    expect(evidence.resolve('mxn', '2025-01-13')).toMatchObject({ kind: 'hit' });
    expect(evidence.resolve('mxn', '2025-01-14')).toEqual({ kind: 'absent' });
  });

  it('reports a miss when a day that could hold a newer rate was never asked', () => {
    const evidence = new RateEvidence(
      [observation('2025-01-03', '20.5105')],
      [covered('2024-12-27', '2025-01-03'), covered('2025-01-05', '2025-01-06')],
    );

    expect(evidence.resolve('mxn', '2025-01-06')).toEqual({ kind: 'miss' });
    expect(evidence.resolve('mxn', '2025-01-03')).toMatchObject({ kind: 'hit' });
    expect(evidence.resolve('cop', '2025-01-03')).toEqual({ kind: 'miss' });
  });

  it('lets a later observation of the same day replace an earlier one', () => {
    const evidence = new RateEvidence(
      [observation('2025-01-03', '20.5'), observation('2025-01-03', '20.5105')],
      [covered('2025-01-03', '2025-01-03')],
    );

    expect(evidence.resolve('mxn', '2025-01-03')).toMatchObject({ rate: { unitsPerUsd: '20.5105' } });
  });
});
