import { FONT_BOLD, FONT_REGULAR } from './report-fonts';
import { structureOf } from './report-structure';

export type Doc = PDFKit.PDFDocument;

/** A4 in points, with the margins every section keeps to. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48, footer: 28 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const COLORS = {
  ink: '#1a1f2b',
  muted: '#5b6472',
  rule: '#c9ced6',
  band: '#f1f3f6',
  accent: '#1f4e79',
  bar: '#2e75b6',
} as const;

export const SIZES = { letterhead: 15, title: 18, heading: 12.5, body: 9, small: 7.5, note: 7, figure: 13 } as const;

/** Starts a new page when fewer than `height` points are left above the bottom margin. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > PAGE.height - PAGE.margin - PAGE.footer) doc.addPage();
}

/** A section (tagged Sect) and its title (H2) with a rule under it; keeps `following` points free for what comes after. */
export function sectionHeading(doc: Doc, text: string, following = 60): void {
  ensureSpace(doc, 30 + following);
  const structure = structureOf(doc);
  structure.startSection();
  doc.moveDown(0.6);
  structure.tag('H2', () => doc.font(FONT_BOLD).fontSize(SIZES.heading).fillColor(COLORS.accent).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH }));
  const y = doc.y + 2;
  structure.artifact(() => doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.8).strokeColor(COLORS.accent).stroke());
  doc.y = y + 8;
  doc.font(FONT_REGULAR).fontSize(SIZES.body).fillColor(COLORS.ink);
}

/** A paragraph (tagged P) across the content width. */
export function paragraph(doc: Doc, text: string, size: number = SIZES.body, color: string = COLORS.ink): void {
  structureOf(doc).tag('P', () => doc.font(FONT_REGULAR).fontSize(size).fillColor(color).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 1.5 }));
}

/** `size`, or smaller down to 5.5 points, so that `text` (an id, a URL) stays whole on one line. */
export function fittingSize(doc: Doc, text: string, width: number, size: number = SIZES.body): number {
  let fitting = size;
  while (fitting > 5.5 && doc.fontSize(fitting).widthOfString(text) > width) fitting -= 0.5;
  return fitting;
}
