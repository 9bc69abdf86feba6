import type { CalendarDate } from '../dates/calendar-date';

/** The result of spec section 2.3: a user's qualifying accounts and their days, summed. */
export interface AggregatedEarnings {
  readonly platformsCount: number;
  readonly platforms: readonly PlatformEntry[];
  readonly earnings: readonly EarningEntry[];
}

export interface PlatformEntry {
  readonly platform: string;
  readonly accountId: string;
  readonly lastSuccessfulConnection: CalendarDate;
}

export interface EarningEntry {
  readonly earningDate: CalendarDate;
  readonly amount: number;
  readonly currency: string;
  readonly countTrips: number | null;
  readonly details: readonly DetailEntry[] | null;
  readonly currencyNote: CurrencyNote | null;
}

export interface DetailEntry {
  readonly platform: string;
  readonly accountId: string;
  readonly amount: number;
  readonly countTrips: number | null;
}

export const CONVERTED_FROM_MULTIPLE = 'converted_from_multiple' as const;
export type CurrencyNote = typeof CONVERTED_FROM_MULTIPLE;
