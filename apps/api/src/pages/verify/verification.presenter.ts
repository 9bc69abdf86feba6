import type { Environment, FileVerification, ReportStatus, ReportValidity, ReportVerification } from '@gig/domain';

/** What a program shows beside a sandbox report, in both languages of the reports. */
export const SANDBOX_VERIFICATION_NOTICE = 'SANDBOX — simulated data, not valid for any decision / SANDBOX — datos simulados, sin validez';

export interface ReportVerificationJson {
  readonly report_id: string;
  readonly issuer_company: string;
  readonly issued_at: string;
  readonly window: { readonly start_date: string; readonly end_date: string };
  readonly environment: Environment;
  /** For a sandbox report, the warning to show whoever relies on it; null for a live one. */
  readonly notice: string | null;
  readonly status: ReportStatus;
  readonly validity: ReportValidity;
  readonly data_sha256: string | null;
  readonly pdf_sha256: string | null;
}

export interface FileVerificationJson {
  readonly issued: boolean;
  readonly sha256: string;
  readonly report: ReportVerificationJson | null;
}

export function presentVerification(verification: ReportVerification): ReportVerificationJson {
  return {
    report_id: verification.reportId,
    issuer_company: verification.issuerCompanyName,
    issued_at: verification.issuedAt.toISOString(),
    window: { start_date: verification.window.start, end_date: verification.window.end },
    environment: verification.environment,
    notice: verification.environment === 'sandbox' ? SANDBOX_VERIFICATION_NOTICE : null,
    status: verification.status,
    validity: verification.validity,
    data_sha256: verification.dataSha256,
    pdf_sha256: verification.pdfSha256,
  };
}

export function presentFileVerification({ sha256, report }: FileVerification): FileVerificationJson {
  return { issued: report !== null, sha256, report: report && presentVerification(report) };
}
