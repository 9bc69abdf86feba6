import { DomainError, isDomainError, ReportDocument, ReportDocumentRenderer } from '@gig/domain';
import type { SignpdfReportSigner } from './signpdf.report-signer';
import { reportSignatureOf } from './signed-report-pdf';

/** Renders the report, then signs it with the report's issue time as the signing time. */
export class SignedReportDocumentRenderer implements ReportDocumentRenderer {
  constructor(
    private readonly renderer: ReportDocumentRenderer,
    private readonly signer: SignpdfReportSigner,
  ) {}

  async render(report: ReportDocument): Promise<Uint8Array> {
    const pdf = await this.renderer.render(report);
    try {
      return await this.signer.sign(pdf, reportSignatureOf(report));
    } catch (error) {
      if (isDomainError(error)) throw error;
      throw new DomainError('unable_to_generate_insights_pdf', `Insights PDF cannot be signed: ${(error as Error).message}`);
    }
  }
}
