import { createHash } from 'node:crypto';
import type { RetrievalOutcome } from '../accounts/retrieve-account-data';
import type { AggregateEarnings } from '../earnings/aggregate-earnings';
import { isDomainError } from '../errors/domain-error';
import { computeIncomeInsights } from '../insights/compute-income-insights';
import type { Job } from '../jobs/job';
import type { Clock } from '../ports/clock.port';
import type { CompanyRepository } from '../ports/company-repository.port';
import type { JobLease } from '../ports/job-queue.port';
import type { ReportDataEncoder, ReportSnapshot } from '../ports/report-data-encoder.port';
import type { ReportDocumentRenderer } from '../ports/report-document-renderer.port';
import type { ReportRepository } from '../ports/report-repository.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { UserRepository } from '../ports/user-repository.port';
import { sandboxReportPdfFails } from '../sandbox/sandbox-reports';
import type { User } from '../users/user';
import { reportEvent } from '../webhooks/webhook-events';
import type { Report, ReportOutcome } from './report';
import { reportInstitutes, ReportInstitutesDeps } from './report-institutes';
import { reportSources } from './report-sources';

export interface GenerateReportDeps extends ReportInstitutesDeps {
  readonly reports: Pick<ReportRepository, 'findForGeneration'>;
  readonly users: Pick<UserRepository, 'findByRef'>;
  readonly companies: Pick<CompanyRepository, 'findById'>;
  /** The aggregated read itself: a report's figures have no second path to the data. */
  readonly aggregateEarnings: Pick<AggregateEarnings, 'execute'>;
  readonly encoder: ReportDataEncoder;
  readonly renderer: ReportDocumentRenderer;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  /** `{PUBLIC_URL}/verify/{report_id}` */
  readonly verificationUrl: (reportId: string) => string;
  /** Told of each report this run completed, with the time its two phases took (logs, metrics, the bench). */
  readonly observe?: (generation: ReportGeneration) => void;
}

/** One completed report: the figures and their JSON (`figuresMs`), then the signed PDF (`pdfMs`, 0 when none). */
export interface ReportGeneration {
  readonly reportId: string;
  readonly status: Exclude<Report['status'], 'generating'>;
  readonly figuresMs: number;
  readonly pdfMs: number;
  readonly pdfBytes: number;
}

/** Tries of a report whose exchange rates cannot be had yet, and the wait between them. */
const RATE_RETRIES = 5;
const RATE_RETRY_MS = 30_000;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The `generate_report` job: computes the figures, encodes the JSON, renders the PDF and writes the
 * outcome once with its `report.*` event. A rerun (a crash, a lease taken over) computes the same
 * snapshot again and writes nothing when another run already completed it; a report deleted meanwhile
 * (alone or with its user) is not completed either.
 */
export class GenerateReport {
  constructor(private readonly deps: GenerateReportDeps) {}

  async execute(job: Job, lease: JobLease): Promise<RetrievalOutcome> {
    const report = await this.deps.reports.findForGeneration(job.subjectId);
    if (report?.status !== 'generating') return {};
    const [company, user] = await Promise.all([
      this.deps.companies.findById(report.companyId),
      this.deps.users.findByRef(report.companyId, { userId: report.userId }),
    ]);
    if (!company || !user) return {};
    const started = performance.now();
    let snapshot: ReportSnapshot;
    try {
      snapshot = await this.snapshotOf(report, company.name);
    } catch (error) {
      if (isDomainError(error) && error.code === 'USER_NOT_FOUND') return {};
      if (isDomainError(error) && error.code === 'service_unavailable' && job.attempts < RATE_RETRIES) {
        return { retryAt: new Date(this.deps.clock.now().getTime() + RATE_RETRY_MS * job.attempts) };
      }
      throw error;
    }
    const { outcome, figuresMs, pdfMs } = await this.outcomeOf(report, user, snapshot, started);
    const completed = await this.deps.unitOfWork.run(async (tx) => {
      if (!(await lease.renew(tx.jobs))) return false;
      if (!(await tx.reports.complete(report.id, outcome))) return false;
      await tx.outbox.record(reportEvent({ ...report, status: outcome.status, statusDetails: outcome.statusDetails }, outcome.completedAt));
      return true;
    });
    if (completed) this.deps.observe?.({ reportId: report.id, status: outcome.status, figuresMs, pdfMs, pdfBytes: outcome.pdf?.byteLength ?? 0 });
    return {};
  }

  private async snapshotOf(report: Report, issuerCompanyName: string): Promise<ReportSnapshot> {
    const [aggregated, institutes] = await Promise.all([
      this.deps.aggregateEarnings.execute({ companyId: report.companyId, user: { userId: report.userId }, range: report.window, details: true }),
      reportInstitutes(this.deps, report.companyId, report.userId),
    ]);
    const insights = computeIncomeInsights({ window: report.window, aggregated, institutes });
    return {
      reportId: report.id, issuerCompanyName, environment: report.environment, createdAt: report.createdAt, language: report.language, window: report.window,
      sources: reportSources(aggregated), insights,
    };
  }

  /** The JSON always; the PDF unless it cannot be made (then `failed`, the JSON kept). */
  private async outcomeOf(report: Report, user: User, snapshot: ReportSnapshot, started: number): Promise<{ outcome: ReportOutcome; figuresMs: number; pdfMs: number }> {
    const data = this.deps.encoder.encode(snapshot);
    const dataSha256 = sha256(data);
    const figuresMs = performance.now() - started;
    const pdf = sandboxReportPdfFails(user) ? null : await this.render(report, snapshot, data, dataSha256);
    const pdfMs = pdf ? performance.now() - started - figuresMs : 0;
    const { currency, currencyNote } = snapshot.insights;
    const completedAt = this.deps.clock.now();
    const outcome: ReportOutcome = pdf
      ? { status: 'ready', statusDetails: null, currency, currencyNote, data, dataSha256, pdf, pdfSha256: sha256(pdf), completedAt }
      : { status: 'failed', statusDetails: 'unable_to_generate_insights_pdf', currency, currencyNote, data, dataSha256, pdf: null, pdfSha256: null, completedAt };
    return { outcome, figuresMs, pdfMs };
  }

  private async render(report: Report, snapshot: ReportSnapshot, data: Uint8Array, dataSha256: string): Promise<Uint8Array | null> {
    try {
      return await this.deps.renderer.render({
        reportId: report.id,
        issuerCompanyName: snapshot.issuerCompanyName,
        environment: report.environment,
        language: report.language,
        issuedAt: report.createdAt.toISOString(),
        window: report.window,
        externalId: report.externalId ?? report.userId,
        sources: snapshot.sources,
        insights: snapshot.insights,
        verificationUrl: this.deps.verificationUrl(report.id),
        insightsJson: data,
        dataSha256,
      });
    } catch {
      // Any failure of the renderer is this report's `unable_to_generate_insights_pdf`; its JSON stands.
      return null;
    }
  }
}
