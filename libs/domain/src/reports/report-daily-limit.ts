import { DomainError } from '../errors/domain-error';

/** Reports one worker (a company's `external_id`, or its user when it has none) may be given per UTC day. */
export const MAX_REPORTS_PER_USER_DAY = 20;

/** Reports one company may be given per UTC day, unless configured (`REPORT_LIMIT_PER_COMPANY_PER_DAY`). */
export const DEFAULT_MAX_REPORTS_PER_COMPANY_DAY = 10_000;

/** The day's caps a report is created within; the day is the report's UTC day. */
export interface ReportDayLimits {
  readonly perWorker: number;
  readonly perCompany: number;
}

/** A report stored, or the first of its day's counts that was already full. */
export type ReportCreation = 'created' | 'workerLimit' | 'companyLimit';

const DAY_MS = 86_400_000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** A report past a day's count: `too_many_requests`, to be tried again at the next UTC midnight. */
export function dailyReportLimitReached(reached: Exclude<ReportCreation, 'created'>, limits: ReportDayLimits, now: Date): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil((startOfUtcDay(now).getTime() + DAY_MS - now.getTime()) / 1000));
  const message = reached === 'workerLimit'
    ? `This user already has ${limits.perWorker} reports today (UTC); ask again after midnight UTC.`
    : `This company already has ${limits.perCompany} reports today (UTC); ask again after midnight UTC.`;
  return new DomainError('too_many_requests', message, null, retryAfterSeconds);
}
