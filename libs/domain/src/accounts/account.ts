import type { CalendarDate } from '../dates/calendar-date';

/** A user's connection to one platform. */
export interface Account {
  readonly id: string;
  readonly companyId: string;
  readonly userId: string;
  /** Lowercase platform code, e.g. `uber`. */
  readonly platform: string;
  /** Lowercase country code, e.g. `mx`. */
  readonly country: string;
  /** Login identifier on the platform: e-mail, phone or CURP. */
  readonly identifier: string;
  /** Most recent day the account synced successfully; null until it has. */
  readonly lastSuccessfulConnection: CalendarDate | null;
  readonly createdAt: Date;
}
