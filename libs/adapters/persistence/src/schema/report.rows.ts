import { CONVERTED_FROM_MULTIPLE, DateRange, Environment, Report, ReportStatus, ReportValidity, ReportVerification } from '@gig/domain';
import {
  companyRecordFields, FieldReader, instant, nullableInstant, nullableOneOf, nullableText, oneOf, rowDecoder, storedAs, text,
} from './row-decoder';

const LANGUAGES = ['es', 'en'] as const;
const STATUSES: readonly ReportStatus[] = ['generating', 'ready', 'failed'];
const VALIDITIES: readonly ReportValidity[] = ['valid', 'revoked', 'expired'];
const ENVIRONMENTS: readonly Environment[] = ['sandbox', 'live'];

/** A live report's columns (`r` is `reports`); never the PDF, which only `findPdf` reads. */
export const REPORT_COLUMNS = `r.id::text AS id, r.company_id::text AS company_id, r.user_id::text AS user_id, r.external_id, r.language,
  r.start_date::text AS start_date, r.end_date::text AS end_date, r.created_at, r.environment, r.status, r.status_details, r.currency, r.currency_note,
  r.data, r.data_sha256, r.pdf_sha256, r.completed_at`;

/** What verification reads: the tombstone's columns and the issuer's name (`c` is `companies`). */
export const VERIFICATION_COLUMNS = `r.id::text AS id, c.name AS issuer_company_name, r.created_at, r.start_date::text AS start_date,
  r.end_date::text AS end_date, r.environment, r.status, r.validity, r.data_sha256, r.pdf_sha256`;

const window: FieldReader<DateRange> = (row) => ({ start: row.date('start_date'), end: row.date('end_date') });

export const decodeReport = rowDecoder<Report>('report', {
  ...companyRecordFields,
  userId: text,
  externalId: nullableText,
  language: oneOf(LANGUAGES),
  window,
  createdAt: instant,
  environment: oneOf(ENVIRONMENTS),
  status: oneOf(STATUSES),
  statusDetails: nullableText,
  currency: nullableText,
  currencyNote: nullableOneOf([CONVERTED_FROM_MULTIPLE]),
  data: (row, column) => row.nullableBytes(column),
  dataSha256: nullableText,
  pdfSha256: nullableText,
  completedAt: nullableInstant,
});

export const decodeVerification = rowDecoder<ReportVerification>('report_verification', {
  reportId: storedAs('id', text),
  issuerCompanyName: text,
  issuedAt: storedAs('created_at', instant),
  window,
  environment: oneOf(ENVIRONMENTS),
  status: oneOf(STATUSES),
  validity: oneOf(VALIDITIES),
  dataSha256: nullableText,
  pdfSha256: nullableText,
});
