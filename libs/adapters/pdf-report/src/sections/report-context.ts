import type { ReportDocument } from '@gig/domain';
import type { Doc } from '../layout/report-layout';
import type { ReportFormat } from '../texts/report-format';
import type { ReportTexts } from '../texts/report-texts';

/** What every section draws with. */
export interface ReportContext {
  readonly doc: Doc;
  readonly report: ReportDocument;
  readonly texts: ReportTexts;
  readonly format: ReportFormat;
}
