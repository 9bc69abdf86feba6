import type { ReportPdf } from '@gig/domain';
import type { Response } from 'express';
import { successEnvelope } from '../../platform/http/envelope';
import { sendJson } from '../../platform/http/send-json';
import { presentReport } from './report.presenter';

/**
 * A report's PDF answer, the same wherever it is asked for (GET /v1/reports/{id}/pdf, the console): the stored
 * bytes as an attachment with `pdf_sha256` as the ETag, or, while the report is still being made, 202 with the
 * report and `retry-after: 1`.
 */
export function sendReportPdf(res: Response, answer: ReportPdf): void {
  if (answer.kind === 'generating') {
    res.setHeader('retry-after', '1');
    sendJson(res, 202, JSON.stringify(successEnvelope(presentReport(answer.report))));
    return;
  }
  const { report, pdf } = answer;
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': pdf.byteLength,
    'content-disposition': `attachment; filename="income-report-${report.id}.pdf"`,
    etag: `"${report.pdfSha256}"`,
    'cache-control': 'private, no-cache',
  });
  res.end(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
