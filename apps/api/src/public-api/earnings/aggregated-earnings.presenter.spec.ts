import type { AggregatedEarnings } from '@gig/domain';
import { presentAggregatedEarnings } from './aggregated-earnings.presenter';

describe('presentAggregatedEarnings', () => {
  it('writes the fields of spec 2.3 in snake_case and in its order, amounts untouched', () => {
    const result: AggregatedEarnings = {
      platformsCount: 2,
      platforms: [
        { platform: 'uber', accountId: 'a-1', lastSuccessfulConnection: '2025-03-10' },
        { platform: 'rappi', accountId: 'a-2', lastSuccessfulConnection: '2025-03-09' },
      ],
      earnings: [
        {
          earningDate: '2025-03-01', amount: 6.01, currency: 'usd', countTrips: 5, currencyNote: 'converted_from_multiple',
          details: [
            { platform: 'uber', accountId: 'a-1', amount: 5.01, countTrips: 5 },
            { platform: 'rappi', accountId: 'a-2', amount: 1.01, countTrips: null },
          ],
        },
        { earningDate: '2025-03-02', amount: 300.35, currency: 'mxn', countTrips: null, details: null, currencyNote: null },
      ],
    };
    expect(JSON.stringify(presentAggregatedEarnings(result))).toBe(JSON.stringify({
      platforms_count: 2,
      platforms: [
        { platform: 'uber', account_id: 'a-1', last_successful_connection: '2025-03-10' },
        { platform: 'rappi', account_id: 'a-2', last_successful_connection: '2025-03-09' },
      ],
      earnings: [
        {
          earning_date: '2025-03-01', amount: 6.01, currency: 'usd', count_trips: 5,
          details: [
            { platform: 'uber', account_id: 'a-1', amount: 5.01, count_trips: 5 },
            { platform: 'rappi', account_id: 'a-2', amount: 1.01, count_trips: null },
          ],
          currency_note: 'converted_from_multiple',
        },
        { earning_date: '2025-03-02', amount: 300.35, currency: 'mxn', count_trips: null, details: null, currency_note: null },
      ],
    }));
  });

  it('presents no qualifying account as zero and empty lists', () => {
    expect(presentAggregatedEarnings({ platformsCount: 0, platforms: [], earnings: [] }))
      .toEqual({ platforms_count: 0, platforms: [], earnings: [] });
  });
});
