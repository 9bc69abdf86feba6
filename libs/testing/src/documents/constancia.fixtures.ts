import { constanciaPages, type ConstanciaSample, type PdfPage } from '@gig/domain';

export { aConstanciaSample, constanciaBody, constanciaPages, CONSTANCIA_FOOTER, CONSTANCIA_HEADER } from '@gig/domain';
export type { ConstanciaSample, SampleEmployer } from '@gig/domain';

/** The pages as a PDF reader gives them to the domain: the issuer's Helvetica fonts, text on every page. */
export function constanciaPdfPages(sample: ConstanciaSample, bodyLinesPerPage = 16): PdfPage[] {
  return constanciaPages(sample, bodyLinesPerPage).map((lines, index) => ({
    number: index + 1,
    lines,
    fonts: ['Helvetica', 'Helvetica-Bold'],
    imageOnly: false,
  }));
}
