import { FONT_BOLD, FONT_REGULAR } from '../layout/report-fonts';
import { COLORS, CONTENT_WIDTH, ensureSpace, PAGE, paragraph, sectionHeading, SIZES } from '../layout/report-layout';
import { structureOf } from '../layout/report-structure';
import type { ReportContext } from './report-context';

const TERM_WIDTH = 150;

/** Every definition in words, so that anyone holding the daily data can recompute each figure (a tagged list: term, definition). */
export function drawMethodology({ doc, texts }: ReportContext): void {
  sectionHeading(doc, texts.methodology, 120);
  paragraph(doc, texts.methodologyIntro);
  doc.moveDown(0.6);
  const structure = structureOf(doc);
  structure.group('L', (list) => {
    for (const [term, definition] of texts.definitions) {
      doc.font(FONT_REGULAR).fontSize(SIZES.body);
      const height = Math.max(
        doc.heightOfString(definition, { width: CONTENT_WIDTH - TERM_WIDTH }),
        doc.font(FONT_BOLD).heightOfString(term, { width: TERM_WIDTH - 10 }),
      );
      ensureSpace(doc, height + 6);
      const top = doc.y;
      structure.group('LI', (item) => {
        structure.tag('Lbl', () => doc.font(FONT_BOLD).fillColor(COLORS.ink).text(term, PAGE.margin, top, { width: TERM_WIDTH - 10 }), {}, item);
        structure.tag('LBody', () => doc.font(FONT_REGULAR).fillColor(COLORS.ink)
          .text(definition, PAGE.margin + TERM_WIDTH, top, { width: CONTENT_WIDTH - TERM_WIDTH, lineGap: 1 }), {}, item);
      }, list);
      doc.y = top + height + 6;
    }
  });
  doc.x = PAGE.margin;
}
