import { DomainError, isDomainError, ReportDocument, ReportDocumentRenderer } from '@gig/domain';
import type { ReportSigners } from './report-signers';
import { reportSignatureOf } from './signed-report-pdf';

/** Renders the report, then signs it with its environment's certificate and the report's issue time as the signing time. */
export class SignedReportDocumentRenderer implements ReportDocumentRenderer {
  constructor(
    private readonly renderer: ReportDocumentRenderer,
    private readonly signers: ReportSigners,
  ) {}

  async render(report: ReportDocument): Promise<Uint8Array> {
    const pdf = await this.renderer.render(report);
    try {
      return await this.signers[report.environment].sign(pdf, reportSignatureOf(report));
    } catch (error) {
      if (isDomainError(error)) throw error;
      throw new DomainError('unable_to_generate_insights_pdf', `Insights PDF cannot be signed: ${(error as Error).message}`);
    }
  }
}
