import { account, aggregated, row, window } from './insights.fixture';
import { seriesOfAggregate } from './insights-series';
import { platformConcentration } from './platform-concentration';
import { totalCentsOf } from './worked-days-summary';

const uber = account('acc-uber', 'uber');
const didi = account('acc-didi', 'didi');
const rappi = account('acc-rappi', 'rappi');
const march = window('2025-03-01', '2025-03-31');

function concentrationOf(read: ReturnType<typeof aggregated>) {
  const { combined, platforms } = seriesOfAggregate(read, march);
  return platformConcentration(platforms, totalCentsOf(combined), read, march);
}

describe('platform concentration', () => {
  it('computes the HHI over the unrounded shares', () => {
    // totals 1, 4, 1 cents of 6: shares 1/6, 4/6, 1/6 → 0.1667, 0.6667, 0.1667
    // HHI = (1 + 16 + 1) / 36 = 0.5 exactly (the rounded shares would give 0.50006667 → 0.5001)
    const read = aggregated([uber, didi, rappi], [row(didi.id, '2025-03-01', 1), row(rappi.id, '2025-03-02', 4), row(uber.id, '2025-03-02', 1)]);
    expect(concentrationOf(read)).toEqual({ platformShares: { didi: 0.1667, rappi: 0.6667, uber: 0.1667 }, concentrationHhi: 0.5, multiPlatformDays: 1 });
  });

  it('counts the days naming two or more platforms, not two accounts of one platform', () => {
    const uber2 = account('acc-uber-2', 'uber');
    const read = aggregated(
      [uber, uber2, didi],
      [row(uber.id, '2025-03-01', 100), row(uber2.id, '2025-03-01', 100), row(uber.id, '2025-03-02', 100), row(didi.id, '2025-03-02', 100)],
    );
    // uber 300 of 400 = 0.75, didi 0.25; HHI 0.5625 + 0.0625 = 0.625; only Mar 2 names two platforms
    expect(concentrationOf(read)).toEqual({ platformShares: { didi: 0.25, uber: 0.75 }, concentrationHhi: 0.625, multiPlatformDays: 1 });
  });

  it('has null shares and index when the combined total is 0', () => {
    expect(concentrationOf(aggregated([uber, didi], [row(uber.id, '2025-03-01', 0)]))).toEqual({
      platformShares: { didi: null, uber: null },
      concentrationHhi: null,
      multiPlatformDays: 0,
    });
    expect(concentrationOf(aggregated([], []))).toEqual({ platformShares: {}, concentrationHhi: null, multiPlatformDays: 0 });
  });
});
