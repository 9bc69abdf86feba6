import { CONVERTED_FROM_MULTIPLE, Report, ReportStatus, ReportValidity, ReportVerification } from '@gig/domain';
import { MalformedRowError, RowReader } from './row-reader';

const LANGUAGES = ['es', 'en'] as const;
const STATUSES: readonly ReportStatus[] = ['generating', 'ready', 'failed'];
const VALIDITIES: readonly ReportValidity[] = ['valid', 'revoked', 'expired'];

/** A live report's columns (`r` is `reports`); never the PDF, which only `findPdf` reads. */
export const REPORT_COLUMNS = `r.id::text AS id, r.company_id::text AS company_id, r.user_id::text AS user_id, r.external_id, r.language,
  r.start_date::text AS start_date, r.end_date::text AS end_date, r.created_at, r.status, r.status_details, r.currency, r.currency_note,
  r.data, r.data_sha256, r.pdf_sha256, r.completed_at`;

/** What verification reads: the tombstone's columns and the issuer's name (`c` is `companies`). */
export const VERIFICATION_COLUMNS = `r.id::text AS id, c.name AS issuer_company_name, r.created_at, r.start_date::text AS start_date,
  r.end_date::text AS end_date, r.status, r.validity, r.data_sha256, r.pdf_sha256`;

export function decodeReport(value: unknown): Report {
  const row = RowReader.of(value, 'report');
  return {
    id: row.text('id'),
    companyId: row.text('company_id'),
    userId: row.text('user_id'),
    externalId: row.nullableText('external_id'),
    language: row.oneOf('language', LANGUAGES),
    window: { start: row.date('start_date'), end: row.date('end_date') },
    createdAt: row.instant('created_at'),
    status: row.oneOf('status', STATUSES),
    statusDetails: row.nullableText('status_details'),
    currency: row.nullableText('currency'),
    currencyNote: row.nullableOneOf('currency_note', [CONVERTED_FROM_MULTIPLE]),
    data: decodeBytes(value, 'data'),
    dataSha256: row.nullableText('data_sha256'),
    pdfSha256: row.nullableText('pdf_sha256'),
    completedAt: row.nullableInstant('completed_at'),
  };
}

export function decodeVerification(value: unknown): ReportVerification {
  const row = RowReader.of(value, 'report_verification');
  return {
    reportId: row.text('id'),
    issuerCompanyName: row.text('issuer_company_name'),
    issuedAt: row.instant('created_at'),
    window: { start: row.date('start_date'), end: row.date('end_date') },
    status: row.oneOf('status', STATUSES),
    validity: row.oneOf('validity', VALIDITIES),
    dataSha256: row.nullableText('data_sha256'),
    pdfSha256: row.nullableText('pdf_sha256'),
  };
}

/** A `bytea` column: a Buffer from node-postgres, a Uint8Array from PGlite; handed on as a plain Uint8Array of its own. */
export function decodeBytes(value: unknown, key: string): Uint8Array | null {
  const bytes = (value as Record<string, unknown>)[key];
  if (bytes === null) return null;
  if (!(bytes instanceof Uint8Array)) throw new MalformedRowError(`report.${key}`, 'bytes');
  return new Uint8Array(bytes);
}
