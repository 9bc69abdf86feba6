import type { AggregatedEarnings, CurrencyNote, DetailEntry, EarningEntry, PlatformEntry } from '@gig/domain';
import { SnakeCased, snakeCased } from '../../platform/http/snake-cased';

/** The `data` of POST /v1/users/earnings/aggregated (spec 2.3). */
export interface AggregatedEarningsJson {
  readonly platforms_count: number;
  readonly platforms: PlatformEntryJson[];
  readonly earnings: EarningEntryJson[];
}

export type PlatformEntryJson = SnakeCased<PlatformEntry>;

export interface EarningEntryJson {
  readonly earning_date: string;
  readonly amount: number;
  readonly currency: string;
  readonly count_trips: number | null;
  readonly details: DetailEntryJson[] | null;
  readonly currency_note: CurrencyNote | null;
}

export type DetailEntryJson = SnakeCased<DetailEntry>;

const presentPlatform = snakeCased<PlatformEntry>()(['platform', 'accountId', 'lastSuccessfulConnection']);

/** The hot path of the service: one pass over the result, no intermediate copies. */
export function presentAggregatedEarnings(result: AggregatedEarnings): AggregatedEarningsJson {
  return {
    platforms_count: result.platformsCount,
    platforms: result.platforms.map(presentPlatform),
    earnings: result.earnings.map(presentDay),
  };
}

function presentDay(entry: EarningEntry): EarningEntryJson {
  return {
    earning_date: entry.earningDate,
    amount: entry.amount,
    currency: entry.currency,
    count_trips: entry.countTrips,
    details: entry.details === null ? null : entry.details.map(presentDetail),
    currency_note: entry.currencyNote,
  };
}

/** Spelled out rather than `snakeCased`: one per platform and day, the hot path's innermost loop. */
function presentDetail(entry: DetailEntry): DetailEntryJson {
  return { platform: entry.platform, account_id: entry.accountId, amount: entry.amount, count_trips: entry.countTrips };
}
