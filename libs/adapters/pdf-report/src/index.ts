export { PdfkitReportDocumentRenderer } from './pdfkit.report-document.renderer';
export { maskIdentifier } from './texts/report-format';
