import { CalendarDate, fromEpochDay, toEpochDay, UsdRateEvidence } from '@gig/domain';
import { mergeCoverage } from './coverage';
import { LOOKBACK_DAYS, RateCoverage, RateObservation } from './rate-provider';

export type RateOutcome =
  | { readonly kind: 'hit'; readonly rate: UsdRateEvidence }
  /** Every day of the lookback window was asked and none had a rate. */
  | { readonly kind: 'absent' }
  /** A day that could hold the answer was never asked (or is stale). */
  | { readonly kind: 'miss' };

/** What is known of one provider: its observations and the day ranges it was asked about. */
export class RateEvidence {
  private readonly byDay = new Map<string, RateObservation>();
  private readonly ranges = new Map<string, [number, number][]>();

  /** Later observations replace earlier ones of the same currency and day. */
  constructor(observations: Iterable<RateObservation>, coverage: readonly RateCoverage[]) {
    for (const observation of observations) {
      this.byDay.set(`${observation.currency}:${observation.observedOn}`, observation);
    }
    for (const range of mergeCoverage(coverage)) {
      const list = this.ranges.get(range.currency) ?? [];
      list.push([toEpochDay(range.from), toEpochDay(range.to)]);
      this.ranges.set(range.currency, list);
    }
  }

  /** The latest observation on or before `date`, at most LOOKBACK_DAYS back, walking only asked days. */
  resolve(currency: string, date: CalendarDate): RateOutcome {
    const day = toEpochDay(date);
    for (let back = 0; back <= LOOKBACK_DAYS; back += 1) {
      if (!this.covers(currency, day - back)) return { kind: 'miss' };
      const observation = this.byDay.get(`${currency}:${fromEpochDay(day - back)}`);
      if (observation) return { kind: 'hit', rate: toUsdRateEvidence(observation, date) };
    }
    return { kind: 'absent' };
  }

  private covers(currency: string, day: number): boolean {
    return (this.ranges.get(currency) ?? []).some(([from, to]) => from <= day && day <= to);
  }
}

function toUsdRateEvidence(observation: RateObservation, date: CalendarDate): UsdRateEvidence {
  return {
    currency: observation.currency,
    date,
    unitsPerUsd: observation.unitsPerUsd,
    observedOn: observation.observedOn,
    provider: observation.provider,
  };
}
