import { FONT_BOLD, FONT_REGULAR } from '../layout/report-fonts';
import { COLORS, CONTENT_WIDTH, PAGE, paragraph, sectionHeading, SIZES } from '../layout/report-layout';
import { structureOf } from '../layout/report-structure';
import { dataEndsEarly, KeyFigure, keyFigures, projectionGap } from './key-figures';
import type { ReportContext } from './report-context';

const COLUMNS = 3;
const GAP = 8;
const PADDING = { x: 9, top: 6 } as const;
const NOTE_TOP = 37;

/** The figures a lender decides on, first and large, each saying what it is computed from. */
export function drawKeyFigures(context: ReportContext): void {
  const { doc, texts } = context;
  const figures = keyFigures(context);
  const width = (CONTENT_WIDTH - GAP * (COLUMNS - 1)) / COLUMNS;
  const rows: KeyFigure[][] = [];
  for (let i = 0; i < figures.length; i += COLUMNS) rows.push(figures.slice(i, i + COLUMNS));
  const heights = rows.map((row) => Math.max(...row.map((figure) => NOTE_TOP + noteHeight(context, figure.note, width) + PADDING.top)));
  sectionHeading(doc, texts.keyFigures, heights.reduce((sum, h) => sum + h + GAP, 12));
  let y = doc.y;
  rows.forEach((row, r) => {
    row.forEach((figure, i) => drawFigure(context, figure, PAGE.margin + i * (width + GAP), y, width, heights[r]));
    y += heights[r] + GAP;
  });
  doc.y = y;
  const explanations = [projectionGap(context), dataEndsEarly(context)].filter((sentence) => sentence !== null);
  if (explanations.length > 0) {
    paragraph(doc, explanations.join(' '), SIZES.small, COLORS.ink);
    doc.moveDown(0.3);
  }
  const { combined } = context.report.insights;
  const shares = Object.entries(combined.platformShares).map(([platform, share]) => `${platform} ${context.format.share(share)}`).join(', ');
  paragraph(
    doc,
    `${shares ? `${texts.figures.platformShares}: ${shares}  ·  ` : ''}${texts.figures.concentrationHhi}: ${context.format.ratio(combined.concentrationHhi)}  ·  ` +
      `${texts.figures.multiPlatformDays}: ${context.format.integer(combined.multiPlatformDays)}`,
    SIZES.small,
    COLORS.muted,
  );
  doc.x = PAGE.margin;
}

function drawFigure({ doc }: ReportContext, figure: KeyFigure, x: number, y: number, width: number, height: number): void {
  const inner = width - PADDING.x - 5;
  const structure = structureOf(doc);
  structure.artifact(() => {
    doc.rect(x, y, width, height).fillColor(COLORS.band).fill();
    doc.rect(x, y, 2.5, height).fillColor(COLORS.accent).fill();
  });
  structure.tagAll('P', [
    () => doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.muted).text(figure.label, x + PADDING.x, y + PADDING.top, { width: inner, lineBreak: false, ellipsis: true }),
    () => doc.font(FONT_BOLD).fontSize(SIZES.figure).fillColor(COLORS.ink).text(figure.value, x + PADDING.x, y + 18, { width: inner, lineBreak: false, ellipsis: true }),
    () => doc.font(FONT_REGULAR).fontSize(SIZES.note).fillColor(COLORS.muted).text(figure.note, x + PADDING.x, y + NOTE_TOP, { width: inner, lineGap: 0.5 }),
  ]);
}

function noteHeight({ doc }: ReportContext, note: string, width: number): number {
  return doc.font(FONT_REGULAR).fontSize(SIZES.note).heightOfString(note, { width: width - PADDING.x - 5, lineGap: 0.5 });
}
