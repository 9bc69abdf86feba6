import type { SpecimenFile } from '../documents/sandbox-constancias';

/** Lays a specimen constancia's pages out as a PDF, as the issuer writes one or tampered as `file` says. */
export interface SpecimenPdfWriter {
  write(pages: string[][], file: SpecimenFile): Promise<Uint8Array>;
}
