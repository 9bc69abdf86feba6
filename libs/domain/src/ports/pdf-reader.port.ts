import type { PdfReading } from '../documents/pdf-reading';

/**
 * Reads an uploaded PDF: each page's text lines in reading order with the fonts they are set in, and what the file
 * says about how it was made (revisions, Producer, Creator). A file that is not a PDF, or is encrypted, is
 * `unreadable` with its reason; never throws for a bad file.
 */
export interface PdfReader {
  /** `handOver`: the caller needs the bytes no more; the reader may take their memory rather than copy them (emptying the caller's array). */
  read(bytes: Uint8Array, options?: PdfReadOptions): Promise<PdfReading>;
}

export interface PdfReadOptions {
  readonly handOver?: boolean;
}
