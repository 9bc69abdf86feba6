import { FONT_REGULAR } from './report-fonts';
import { COLORS, CONTENT_WIDTH, Doc, PAGE, SIZES } from './report-layout';
import { structureOf } from './report-structure';

/** On every buffered page: the report id and verification URL on the left, "page n of N" on the right (pagination artifacts). */
export function drawPageFooters(doc: Doc, left: string, page: (n: number, of: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 8;
    structureOf(doc).artifact(() => {
      doc.moveTo(PAGE.margin, y - 5).lineTo(PAGE.margin + CONTENT_WIDTH, y - 5).lineWidth(0.4).strokeColor(COLORS.rule).stroke();
      doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.muted);
      doc.text(left, PAGE.margin, y, { width: CONTENT_WIDTH * 0.8, lineBreak: false });
      doc.text(page(i - start + 1, count), PAGE.margin + CONTENT_WIDTH * 0.8, y, { width: CONTENT_WIDTH * 0.2, align: 'right', lineBreak: false });
    }, 'Pagination');
    doc.page.margins.bottom = bottomMargin;
  }
}
