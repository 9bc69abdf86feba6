import { FONT_BOLD } from './report-fonts';
import { CONTENT_WIDTH, Doc, PAGE } from './report-layout';
import { structureOf } from './report-structure';

const BAND = { top: 14, height: 24, fill: '#b3261e', text: '#ffffff', size: 10.5 } as const;

/**
 * On every buffered page, above the content: a red band no reader of a sandbox report can miss (a pagination artifact:
 * the notice under the title says the same in the document's structure).
 */
export function drawSandboxBands(doc: Doc, text: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const topMargin = doc.page.margins.top;
    doc.page.margins.top = 0;
    structureOf(doc).artifact(() => {
      doc.rect(PAGE.margin, BAND.top, CONTENT_WIDTH, BAND.height).fillColor(BAND.fill).fill();
      doc.font(FONT_BOLD).fontSize(BAND.size).fillColor(BAND.text)
        .text(text, PAGE.margin, BAND.top + (BAND.height - BAND.size) / 2 - 1, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    }, 'Pagination');
    doc.page.margins.top = topMargin;
  }
}
