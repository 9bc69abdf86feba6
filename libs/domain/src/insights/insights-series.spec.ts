import { CONVERTED_FROM_MULTIPLE } from '../earnings/aggregated-earnings';
import { account, aggregated, row, window } from './insights.fixture';
import { centsByDay, seriesOfAggregate, workedByDay } from './insights-series';

const uber = account('acc-uber', 'uber');
const uber2 = account('acc-uber-2', 'uber');
const didi = account('acc-didi', 'didi');
const rappi = account('acc-rappi', 'rappi');
const march = window('2025-03-01', '2025-03-10');

describe('seriesOfAggregate', () => {
  it('takes the combined days from the aggregated amounts and trips, and one series per platform code', () => {
    const read = aggregated(
      [uber, didi, uber2, rappi],
      [
        row(uber.id, '2025-03-02', 1000, 'mxn', 3),
        row(uber2.id, '2025-03-02', 250, 'mxn', null),
        row(didi.id, '2025-03-02', 5, 'mxn', 1),
        row(uber2.id, '2025-03-04', 700, 'mxn', null),
      ],
    );
    const { combined, platforms } = seriesOfAggregate(read, march);
    // 03-02: 1000 + 250 + 5 = 1255 cents, trips 3 + 1 = 4; 03-04: 700, no trips
    expect(combined.days).toEqual([
      { date: '2025-03-02', cents: 1255, trips: 4 },
      { date: '2025-03-04', cents: 700, trips: null },
    ]);
    // ordered by code; uber sums its two accounts (1000 + 250, trips 3); rappi has no day
    expect(platforms.map((p) => [p.platform, p.accountIds, p.series.days])).toEqual([
      ['didi', [didi.id], [{ date: '2025-03-02', cents: 5, trips: 1 }]],
      ['rappi', [rappi.id], []],
      ['uber', [uber.id, uber2.id], [{ date: '2025-03-02', cents: 1250, trips: 3 }, { date: '2025-03-04', cents: 700, trips: null }]],
    ]);
  });

  it('keeps the converted amounts of several currencies: days and details are already in USD', () => {
    // 03-02: 1700 mxn at 17 per USD = 100 US cents, plus 50 US cents = 150
    const read = aggregated([uber, didi], [row(uber.id, '2025-03-02', 1700, 'mxn'), row(didi.id, '2025-03-02', 50, 'usd')], [['mxn', '2025-03-02', '17']]);
    expect(read.earnings[0].currencyNote).toBe(CONVERTED_FROM_MULTIPLE);
    const { combined, platforms } = seriesOfAggregate(read, march);
    expect(combined.days).toEqual([{ date: '2025-03-02', cents: 150, trips: null }]);
    expect(platforms.map((p) => p.series.days[0].cents)).toEqual([50, 100]); // didi, uber
  });

  it('ignores days outside the window and refuses a read without details', () => {
    const read = aggregated([uber], [row(uber.id, '2025-02-28', 1), row(uber.id, '2025-03-01', 2)]);
    expect(seriesOfAggregate(read, march).combined.days.map((d) => d.date)).toEqual(['2025-03-01']);
    const withoutDetails = { ...read, earnings: read.earnings.map((e) => ({ ...e, details: null })) };
    expect(() => seriesOfAggregate(withoutDetails, march)).toThrow(/details/);
  });

  it('lays a series out day by day over the window', () => {
    const read = aggregated([uber], [row(uber.id, '2025-03-02', 7), row(uber.id, '2025-03-10', 0)]);
    const { combined } = seriesOfAggregate(read, march);
    expect(centsByDay(combined)).toEqual([0, 7, 0, 0, 0, 0, 0, 0, 0, 0]);
    // a day with 0 reported is still worked
    expect(workedByDay(combined)).toEqual([false, true, false, false, false, false, false, false, false, true]);
  });
});
