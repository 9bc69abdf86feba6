import { DomainError, ReportDocument, ReportDocumentRenderer } from '@gig/domain';
import { reportFonts } from './layout/report-fonts';
import { renderReportPdf } from './pdfkit.report-pdf';

/** The unsigned PDF/A-3b (see `renderReportPdf`), on the calling thread. */
export class PdfkitReportDocumentRenderer implements ReportDocumentRenderer {
  constructor() {
    reportFonts(); // read and unpack the fonts at start-up rather than in the first report
  }

  async render(report: ReportDocument): Promise<Uint8Array> {
    try {
      return await renderReportPdf(report);
    } catch (error) {
      throw new DomainError('unable_to_generate_insights_pdf', `Insights PDF cannot be generated: ${(error as Error).message}`);
    }
  }
}
