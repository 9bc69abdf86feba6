import type { SpecimenFile, SpecimenPdfWriter } from '@gig/domain';
import { renderConstanciaPdf, withIncrementalUpdate } from './pdfkit.constancia-sample';

/** The sandbox's sample constancias on pdfkit: laid out as the issuer does, then tampered as the specimen says. */
export class PdfkitSpecimenPdfWriter implements SpecimenPdfWriter {
  async write(pages: string[][], file: SpecimenFile): Promise<Uint8Array> {
    const laidOut = file.scannedPageAfter ? [...pages, []] : pages;
    const rendered = await renderConstanciaPdf(laidOut, {
      producer: file.producer, creator: file.creator, fontOnPages: file.fontOnPages,
      imageOnlyPages: file.scannedPageAfter ? [laidOut.length] : undefined,
    });
    return file.editedAfterIssue ? withIncrementalUpdate(rendered) : rendered;
  }
}
