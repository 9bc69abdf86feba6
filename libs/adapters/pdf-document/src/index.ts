export { PdfjsPdfReader } from './pdfjs.pdf-reader';
export { readPdfStructure } from './raw-bytes.pdf-structure';
export type { PdfStructure } from './raw-bytes.pdf-structure';
export { PdfkitSpecimenPdfWriter } from './specimen/pdfkit.specimen-pdf-writer';
