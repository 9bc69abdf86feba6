import { randomUUID } from 'node:crypto';
import { assertAccess, Principal } from '../auth/principal';
import { calendarDateAt } from '../dates/calendar-date';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { UserRepository } from '../ports/user-repository.port';
import { userNotFound } from '../users/company-user';
import type { NewReport, Report } from './report';
import { dailyReportLimitReached, DEFAULT_MAX_REPORTS_PER_COMPANY_DAY, MAX_REPORTS_PER_USER_DAY, ReportDayLimits } from './report-daily-limit';
import { parseReportRequest, ReportRequestInput } from './report-request';

export interface RequestReportDeps {
  readonly users: Pick<UserRepository, 'findByRef'>;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  /** Wakes an idle job worker. */
  readonly jobQueued: () => void;
  /** Reports a company may be given per UTC day (default 10,000). */
  readonly maxPerCompanyDay?: number;
}

/**
 * Asks for an income insights report: stored `generating` with its `generate_report` job in one
 * transaction (a report is never left without the job that completes it). Per UTC day, at most 20 per
 * worker, counted by the company's `external_id` (or the user when it has none), so that deleting the user
 * and creating it again gives no more, and at most `maxPerCompanyDay` per company.
 */
export class RequestReport {
  constructor(private readonly deps: RequestReportDeps) {}

  async execute(principal: Principal, input: ReportRequestInput): Promise<Report> {
    assertAccess(principal, 'read');
    const now = this.deps.clock.now();
    const request = parseReportRequest(input, calendarDateAt(now));
    const companyId = principal.company.id;
    const user = await this.deps.users.findByRef(companyId, request.user);
    if (!user) throw userNotFound(request.user);
    const report: NewReport = {
      id: randomUUID(), companyId, userId: user.id, externalId: user.externalId, language: request.language, window: request.window, createdAt: now,
      environment: principal.company.environment,
    };
    const limits: ReportDayLimits = { perWorker: MAX_REPORTS_PER_USER_DAY, perCompany: this.deps.maxPerCompanyDay ?? DEFAULT_MAX_REPORTS_PER_COMPANY_DAY };
    await this.deps.unitOfWork.run(async (tx) => {
      const created = await tx.reports.createWithin(report, limits);
      if (created !== 'created') throw dailyReportLimitReached(created, limits, now);
      await tx.jobs.enqueue('generate_report', report.id, now);
    });
    this.deps.jobQueued();
    return {
      ...report, status: 'generating', statusDetails: null, currency: null, currencyNote: null, data: null, dataSha256: null, pdfSha256: null, completedAt: null,
    };
  }
}
