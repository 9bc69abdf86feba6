import type { ReportDocument } from '@gig/domain';
import { renderReportPdf } from './pdfkit.report-pdf';
import type { ReportSigners } from './report-signers';
import type { ReportSignature } from './signpdf.report-signer';
import { reportTexts } from './texts/report-texts';

/** The signature a report carries: its issue time as the signing time keeps re-signing byte-identical. */
export function reportSignatureOf(report: ReportDocument): ReportSignature {
  const texts = reportTexts(report.language);
  return {
    signingTime: new Date(report.issuedAt),
    reason: `${report.environment === 'sandbox' ? 'SANDBOX · ' : ''}${texts.title} ${report.reportId}`,
    location: report.verificationUrl,
  };
}

/** A render or signing failure, with the message the `unable_to_generate_insights_pdf` error carries. */
export class ReportPdfFailure extends Error {}

/**
 * The signed PDF/A-3b, domain-free (the render thread runs it): the same steps, and the same failure messages, as
 * `SignedReportDocumentRenderer` over `PdfkitReportDocumentRenderer`.
 */
export async function renderSignedReportPdf(report: ReportDocument, signers: ReportSigners): Promise<Buffer> {
  let pdf: Buffer;
  try {
    pdf = await renderReportPdf(report);
  } catch (error) {
    throw new ReportPdfFailure(`Insights PDF cannot be generated: ${(error as Error).message}`);
  }
  try {
    return await signers[report.environment].sign(pdf, reportSignatureOf(report));
  } catch (error) {
    throw new ReportPdfFailure(`Insights PDF cannot be signed: ${(error as Error).message}`);
  }
}
