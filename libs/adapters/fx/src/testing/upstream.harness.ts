import type { PublishedUsdRate } from '@gig/testing';

/** A nock-backed fake upstream scripted by the specs. */
export interface UpstreamHarness {
  publish(rates: readonly PublishedUsdRate[]): void;
  /** Every later request answers HTTP 500. */
  failUpstream(): void;
  /** Paths (with query) of the requests received, in order. */
  readonly requests: string[];
}

export interface ScriptState {
  published: readonly PublishedUsdRate[];
  down: boolean;
}

export function scriptedHarness(state: ScriptState, requests: string[]): UpstreamHarness {
  return {
    publish: (rates) => {
      state.published = rates;
    },
    failUpstream: () => {
      state.down = true;
    },
    requests,
  };
}

/** Weekdays from `from` to `to` with a rate per currency: `base + index / 1000`, as JSON would carry it. */
export function weekdayRates(currencies: Record<string, number>, from: string, to: string): PublishedUsdRate[] {
  const rates: PublishedUsdRate[] = [];
  for (let day = Date.parse(from), index = 0; day <= Date.parse(to); day += 86_400_000, index += 1) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = new Date(day).toISOString().slice(0, 10);
    for (const [currency, base] of Object.entries(currencies)) {
      rates.push({ currency, date, unitsPerUsd: String(Math.round((base + index / 1000) * 10_000) / 10_000) });
    }
  }
  return rates;
}
