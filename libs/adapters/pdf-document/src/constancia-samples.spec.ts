import { judgeConstancia, readConstancia, type PdfPage } from '@gig/domain';
import { aConstanciaSample, constanciaPages, constanciaPdfPages } from '@gig/testing';
import { readPdfStructure } from './raw-bytes.pdf-structure';
import { renderConstanciaPdf, withIncrementalUpdate, type SampleFileOptions } from './testing';

/**
 * The signals the file itself carries, from generated PDF bytes through the domain's judge. The text layer is the
 * fixture's (the text reader is not wired yet); revisions, Producer/Creator and declared fonts come from the bytes.
 */
async function judgeFile(options: SampleFileOptions, edit?: (pdf: Buffer) => Buffer) {
  const sample = aConstanciaSample();
  const rendered = await renderConstanciaPdf(constanciaPages(sample), options);
  const structure = readPdfStructure(edit ? edit(rendered) : rendered);
  const pages: PdfPage[] = constanciaPdfPages(sample).map((page) => ({ ...page, fonts: structure.fonts }));
  const reading = readConstancia(pages);
  if (reading.kind !== 'read') throw new Error(reading.detail);
  const codes = judgeConstancia(reading.data, {
    fieldPages: reading.fieldPages, uploadedOn: '2026-11-20', lenderCurp: null, lenderNss: null,
    file: structure, pages, duplicateOfAnotherUser: false,
  });
  return { codes: codes.signals.map((signal) => signal.code), score: codes.score };
}

describe('constancia sample files', () => {
  it('a file as the issuer writes it trips nothing', async () => {
    expect(await judgeFile({})).toEqual({ codes: [], score: 0 });
  });

  it.each<[string, SampleFileOptions, ((pdf: Buffer) => Buffer) | undefined, string[], number]>([
    ['an incremental update', {}, (pdf) => withIncrementalUpdate(pdf), ['edited_after_issue'], 60],
    ['a word processor as producer', { producer: 'Microsoft® Word for Microsoft 365', creator: 'Microsoft® Word' }, undefined, ['producer_unexpected'], 25],
    ['a font other than Helvetica', { fontOnPages: { font: 'Times-Roman', pages: [2] } }, undefined, ['fonts_unexpected'], 25],
    ['an online editor saving over it', {}, (pdf) => withIncrementalUpdate(pdf, 'iLovePDF'), ['edited_after_issue', 'producer_unexpected'], 85],
    ['all three', { fontOnPages: { font: 'Courier', pages: [1] } }, (pdf) => withIncrementalUpdate(pdf, 'Adobe Acrobat Pro'),
      ['edited_after_issue', 'producer_unexpected', 'fonts_unexpected'], 100],
  ])('%s trips exactly its signals', async (_what, options, edit, codes, score) => {
    expect(await judgeFile(options, edit)).toEqual({ codes, score });
  });
});
