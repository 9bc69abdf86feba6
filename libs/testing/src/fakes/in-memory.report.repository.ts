import type { NewReport, Page, Report, ReportCreation, ReportDayLimits, ReportOutcome, ReportRepository, ReportValidity, ReportVerification } from '@gig/domain';
import { newestFirst, oldestFirst } from './company-records';
import type { InMemoryStore, StoredReport } from './in-memory.store';

const copy = (bytes: Uint8Array | null) => (bytes ? new Uint8Array(bytes) : null);

/** A report as the port hands it back: never the stored row's PDF or tombstone fields. */
const toReport = ({ pdf: _pdf, validity: _validity, endedAt: _endedAt, ...report }: StoredReport): Report => ({ ...report, data: copy(report.data) });

export class InMemoryReportRepository implements ReportRepository {
  constructor(private readonly store: InMemoryStore) {}

  /** As TypeOrmReportRepository: the worker's day count, then the company's, each only below its cap, then the report. */
  async createWithin(report: NewReport, limits: ReportDayLimits): Promise<ReportCreation> {
    if (this.store.reports.has(report.id)) throw new Error(`duplicate report ${report.id}`);
    const user = this.store.users.get(report.userId);
    if (user?.companyId !== report.companyId) throw new Error(`foreign key violation: no user ${report.userId}`);
    const day = `${report.companyId}|${report.createdAt.toISOString().slice(0, 10)}|`;
    const worker = day + (report.externalId === null ? `u:${report.userId}` : `e:${report.externalId}`);
    const counted = (key: string) => this.store.reportDayCounts.get(key) ?? 0;
    if (counted(worker) >= limits.perWorker) return 'workerLimit';
    if (counted(day) >= limits.perCompany) return 'companyLimit';
    this.store.reportDayCounts.set(worker, counted(worker) + 1);
    this.store.reportDayCounts.set(day, counted(day) + 1);
    this.store.reports.set(report.id, {
      ...report, status: 'generating', statusDetails: null, currency: null, currencyNote: null, data: null, dataSha256: null,
      pdfSha256: null, completedAt: null, pdf: null, validity: 'valid', endedAt: null,
    });
    return 'created';
  }

  async find(companyId: string, reportId: string) {
    const live = this.live(reportId);
    return live?.companyId === companyId && !this.store.blockedUsers.has(live.userId) ? toReport(live) : null;
  }

  async findForGeneration(reportId: string) {
    const live = this.live(reportId);
    return live ? toReport(live) : null;
  }

  async listForUser(companyId: string, userId: string, page: Page) {
    const all = [...this.store.reports.values()]
      .filter((r) => r.validity === 'valid' && r.companyId === companyId && r.userId === userId)
      .sort(newestFirst);
    const start = (page.page - 1) * page.itemsPerPage;
    return { items: all.slice(start, start + page.itemsPerPage).map(toReport), total: all.length };
  }

  async findPdf(companyId: string, reportId: string) {
    const live = this.live(reportId);
    return live?.companyId === companyId ? copy(live.pdf) : null;
  }

  async complete(reportId: string, outcome: ReportOutcome) {
    const live = this.live(reportId);
    if (live?.status !== 'generating') return false;
    const { completedAt, pdf, data, ...rest } = outcome;
    this.store.reports.set(reportId, { ...live, ...rest, data: copy(data), pdf: copy(pdf), completedAt });
    return true;
  }

  async revoke(companyId: string, reportId: string, at: Date) {
    const live = this.live(reportId);
    if (live?.companyId !== companyId) return false;
    this.end(live, 'revoked', at);
    return true;
  }

  async revokeForUser(companyId: string, userId: string, at: Date) {
    const live = [...this.store.reports.values()].filter((r) => r.validity === 'valid' && r.companyId === companyId && r.userId === userId);
    for (const report of live) this.end(report, 'revoked', at);
    return live.length;
  }

  async verify(reportId: string) {
    const report = this.store.reports.get(reportId);
    return report ? this.verification(report) : null;
  }

  async verifyByPdfSha256(pdfSha256: string) {
    const [report] = [...this.store.reports.values()]
      .filter((r) => r.pdfSha256 === pdfSha256)
      .sort(oldestFirst);
    return report ? this.verification(report) : null;
  }

  private live(reportId: string) {
    const report = this.store.reports.get(reportId);
    return report?.validity === 'valid' ? report : null;
  }

  /** Keeps the tombstone: no JSON, no PDF, no external id. */
  private end(report: StoredReport, validity: Exclude<ReportValidity, 'valid'>, at: Date) {
    this.store.reports.set(report.id, { ...report, validity, endedAt: at, data: null, pdf: null, externalId: null });
  }

  private verification(report: StoredReport): ReportVerification {
    const company = this.store.companies.get(report.companyId);
    return {
      reportId: report.id,
      issuerCompanyName: company?.name ?? '',
      issuedAt: report.createdAt,
      window: report.window,
      environment: report.environment,
      status: report.status,
      validity: report.validity,
      dataSha256: report.dataSha256,
      pdfSha256: report.pdfSha256,
    };
  }
}
