import type { PdfFileFacts, PdfPage } from './pdf-reading';
import { riskSignal, type RiskSignal } from './document-risk';

const ISSUER_SOFTWARE = /jasperreports|itext/i;
const HELVETICA = /^([A-Z]{6}\+)?Helvetica([-,].*)?$/i;

export interface FileContext {
  readonly file: PdfFileFacts;
  readonly pages: PdfPage[];
  /** True when the same bytes were already uploaded for another user of the company. */
  readonly duplicateOfAnotherUser: boolean;
}

/** The signals the file itself trips: revisions, producing software, fonts, pages without text, reuse. */
export function fileSignals(context: FileContext): RiskSignal[] {
  const { file, pages } = context;
  const signals: RiskSignal[] = [];
  if (file.revisions > 1) {
    signals.push(riskSignal('edited_after_issue', { field: 'file', page: null }, '1 revision', `${file.revisions} revisions`));
  }
  const software = [file.producer, file.creator].filter((value): value is string => value !== null && value.trim() !== '');
  if (software.length === 0 || software.some((value) => !ISSUER_SOFTWARE.test(value))) {
    const found = `Producer: ${file.producer ?? 'none'}; Creator: ${file.creator ?? 'none'}`;
    signals.push(riskSignal('producer_unexpected', { field: 'metadata', page: null }, 'JasperReports / iText', found));
  }
  const fontPage = pages.find((page) => page.fonts.some((font) => !HELVETICA.test(font)));
  if (fontPage) {
    const found = fontPage.fonts.filter((font) => !HELVETICA.test(font)).join(', ');
    signals.push(riskSignal('fonts_unexpected', { field: 'fonts', page: fontPage.number }, 'Helvetica family', found));
  }
  const imagePage = pages.find((page) => page.imageOnly);
  if (imagePage) signals.push(riskSignal('no_text_layer', { field: 'page', page: imagePage.number }, 'a text layer', 'an image only'));
  if (context.duplicateOfAnotherUser) {
    signals.push(riskSignal('duplicate_file', { field: 'file', page: null }, 'a file not uploaded for another user', 'the same SHA-256 for another user of the company'));
  }
  return signals;
}
