import type { PdfReading } from '../documents/pdf-reading';

/**
 * Reads an uploaded PDF: each page's text lines in reading order with the fonts they are set in, and what the file
 * says about how it was made (revisions, Producer, Creator). A file that is not a PDF, or is encrypted, is
 * `unreadable` with its reason; never throws for a bad file.
 */
export interface PdfReader {
  read(bytes: Uint8Array): Promise<PdfReading>;
}
