export { PdfkitReportDocumentRenderer } from './pdfkit.report-document.renderer';
export { SignedReportDocumentRenderer } from './signed.report-document.renderer';
export { SignpdfReportSigner } from './signpdf.report-signer';
export type { ReportSignature } from './signpdf.report-signer';
export { loadReportSigningKey, REPORT_SIGNING_P12_FILE } from './report-signing.config';
export type { ReportSigningKey } from './report-signing.config';
export { createSelfSignedReportCertificate, REPORT_SIGNING_COMMON_NAME } from './signing/self-signed.report-certificate';
export { maskIdentifier } from './texts/report-format';
