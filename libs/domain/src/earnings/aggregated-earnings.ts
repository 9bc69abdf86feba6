import type { CalendarDate } from '../dates/calendar-date';

/** The result resource of spec section 2.3, field names as the API writes them. */
export interface AggregatedEarnings {
  platforms_count: number;
  platforms: PlatformEntry[];
  earnings: EarningEntry[];
}

export interface PlatformEntry {
  platform: string;
  account_id: string;
  last_successful_connection: CalendarDate;
}

export interface EarningEntry {
  earning_date: CalendarDate;
  amount: number;
  currency: string;
  count_trips: number | null;
  details: DetailEntry[] | null;
  currency_note: 'converted_from_multiple' | null;
}

export interface DetailEntry {
  platform: string;
  account_id: string;
  amount: number;
  count_trips: number | null;
}

export const CONVERTED_FROM_MULTIPLE = 'converted_from_multiple' as const;
