import type { Page } from './earnings-repository.port';
import type { NewReport, Report, ReportOutcome, ReportVerification } from '../reports/report';
import type { ReportCreation, ReportDayLimits } from '../reports/report-daily-limit';

/**
 * A company's income insights reports. A revoked (deleted) or expired report keeps only a tombstone
 * for verification (company, issue time, window, hashes): to every other method it is as absent as
 * a missing one, like another company's report.
 */
export interface ReportRepository {
  /**
   * Stores a `generating` report and counts it for its UTC day, unless its worker (the company's external id,
   * else the user) already has `perWorker` reports that day, or its company `perCompany`. Counts outlive the
   * reports and their users: revoked, expired and deleted ones still count. Concurrent calls, from any process,
   * never get past a cap. Fails when the user is not one of the report's company.
   */
  createWithin(report: NewReport, limits: ReportDayLimits): Promise<ReportCreation>;
  find(companyId: string, reportId: string): Promise<Report | null>;
  /** Any company's live report, for the job that generates it. */
  findForGeneration(reportId: string): Promise<Report | null>;
  /** The user's live reports, newest first (then by id). */
  listForUser(companyId: string, userId: string, page: Page): Promise<{ items: Report[]; total: number }>;
  /** The stored PDF of a live report, or null when it has none. */
  findPdf(companyId: string, reportId: string): Promise<Uint8Array | null>;
  /** Writes the outcome if the report is still `generating` (false otherwise: another run wrote it first). */
  complete(reportId: string, outcome: ReportOutcome): Promise<boolean>;
  /** Revokes a live report: its JSON, PDF and personal fields are dropped; false when there was none. */
  revoke(companyId: string, reportId: string, at: Date): Promise<boolean>;
  /** Revokes every live report of a user (before the user is deleted); how many. */
  revokeForUser(companyId: string, userId: string, at: Date): Promise<number>;
  verify(reportId: string): Promise<ReportVerification | null>;
  /** The report whose PDF has this SHA-256 (lowercase hex), revoked and expired ones included; the earliest should two share it. */
  verifyByPdfSha256(pdfSha256: string): Promise<ReportVerification | null>;
}
