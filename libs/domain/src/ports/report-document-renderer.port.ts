import type { ReportDocument } from '../insights/report-document';

/**
 * Turns a report into the file handed to lenders (a signed PDF/A-3b in production). Fails with
 * `DomainError('unable_to_generate_insights_pdf')`; the caller stores the bytes once and serves them.
 */
export interface ReportDocumentRenderer {
  render(document: ReportDocument): Promise<Uint8Array>;
}
