import { assertAccess, Principal } from '../auth/principal';
import { addDays, CalendarDate, isCalendarDate } from '../dates/calendar-date';
import { DomainError } from '../errors/domain-error';
import type { AccountDirectory, DailyConnections } from '../ports/account-directory.port';
import type { AccountStatus, AccountWarning } from './account-lifecycle';

export interface AccountsSummary {
  readonly total: number;
  readonly byStatus: Partial<Record<AccountStatus, number>>;
  readonly byWarning: Partial<Record<AccountWarning, number>>;
  /** The `days` days ending `today`, oldest first, zeros included. */
  readonly connectionsPerDay: DailyConnections[];
}

export const MAX_SUMMARY_DAYS = 366;

/** The console's overview of a company's accounts: counts by status and warning, and connections per UTC day. */
export class SummarizeAccounts {
  constructor(private readonly directory: Pick<AccountDirectory, 'countByStatus' | 'countByWarning' | 'connectionsPerDay'>) {}

  async execute(principal: Principal, today: CalendarDate, days = 30): Promise<AccountsSummary> {
    assertAccess(principal, 'read');
    if (!isCalendarDate(today)) throw DomainError.badRequest('today must be a date YYYY-MM-DD.', [{ field: 'today', message: 'must be a date YYYY-MM-DD' }]);
    if (!Number.isSafeInteger(days) || days < 1 || days > MAX_SUMMARY_DAYS) {
      throw DomainError.badRequest(`days must be a whole number from 1 to ${MAX_SUMMARY_DAYS}.`, [{ field: 'days', message: `must be from 1 to ${MAX_SUMMARY_DAYS}` }]);
    }
    const companyId = principal.company.id;
    const byStatus = await this.directory.countByStatus(companyId);
    const byWarning = await this.directory.countByWarning(companyId);
    const connectionsPerDay = await this.directory.connectionsPerDay(companyId, addDays(today, 1 - days), today);
    const total = Object.values(byStatus).reduce((sum: number, count) => sum + (count ?? 0), 0);
    return { total, byStatus, byWarning, connectionsPerDay };
  }
}
