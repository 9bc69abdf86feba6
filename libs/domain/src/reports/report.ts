import type { Environment } from '../companies/company';
import type { DateRange } from '../dates/date-range';
import type { CurrencyNote } from '../earnings/aggregated-earnings';
import type { ReportLanguage } from '../insights/report-document';

/** `generating` until the job writes its outcome once; `failed` keeps the JSON when only the PDF failed. */
export type ReportStatus = 'generating' | 'ready' | 'failed';

/** What verification says of an issued report: still held, deleted by its company (or with its user), or past retention. */
export type ReportValidity = 'valid' | 'revoked' | 'expired';

/** An income insights report: an immutable snapshot once its status leaves `generating`. */
export interface Report {
  readonly id: string;
  readonly companyId: string;
  readonly userId: string;
  readonly externalId: string | null;
  readonly language: ReportLanguage;
  readonly window: DateRange;
  readonly createdAt: Date;
  /** The issuing company's environment when asked for: a `sandbox` report is made from simulated data and says so everywhere. */
  readonly environment: Environment;
  readonly status: ReportStatus;
  /** Null while generating and when ready; the catalogue code of the failure otherwise. */
  readonly statusDetails: string | null;
  /** Copied from the aggregated read once computed; null while generating or when it had no day. */
  readonly currency: string | null;
  readonly currencyNote: CurrencyNote | null;
  /** The exact bytes of the report's JSON (`insights.json`), null while generating. */
  readonly data: Uint8Array | null;
  /** SHA-256 of `data`, lowercase hex. */
  readonly dataSha256: string | null;
  /** SHA-256 of the PDF's exact bytes, null until it is made (and when it could not be). */
  readonly pdfSha256: string | null;
  readonly completedAt: Date | null;
}

/** A report as it is asked for: stored `generating`, with nothing computed yet. */
export type NewReport = Pick<Report, 'id' | 'companyId' | 'userId' | 'externalId' | 'language' | 'window' | 'createdAt' | 'environment'>;

/** What generation writes, once. `pdf` is null when it could not be made (status `failed`). */
export interface ReportOutcome {
  readonly status: Exclude<ReportStatus, 'generating'>;
  readonly statusDetails: string | null;
  readonly currency: string | null;
  readonly currencyNote: CurrencyNote | null;
  readonly data: Uint8Array;
  readonly dataSha256: string;
  readonly pdf: Uint8Array | null;
  readonly pdfSha256: string | null;
  readonly completedAt: Date;
}

/** What anyone holding the PDF may learn of it: no personal data. */
export interface ReportVerification {
  readonly reportId: string;
  readonly issuerCompanyName: string;
  readonly issuedAt: Date;
  readonly window: DateRange;
  /** `sandbox`: a test report from simulated data, which verification says is valid for no decision. */
  readonly environment: Environment;
  readonly status: ReportStatus;
  readonly validity: ReportValidity;
  readonly dataSha256: string | null;
  readonly pdfSha256: string | null;
}
