import { create as createQrCode } from 'qrcode';
import { FONT_BOLD, FONT_REGULAR } from '../layout/report-fonts';
import { COLORS, CONTENT_WIDTH, Doc, ensureSpace, fittingSize, PAGE, sectionHeading, SIZES } from '../layout/report-layout';
import { structureOf } from '../layout/report-structure';
import type { ReportContext } from './report-context';

const QR_SIZE = 96;
const QUIET_ZONE = 4;

/**
 * The verification URL, its QR code and the SHA-256 of the attached JSON, boxed at the end of the report. Read in
 * that order: the text, then the QR code (a Figure whose alternative text names the URL).
 */
export function drawVerification({ doc, report, texts }: ReportContext): void {
  sectionHeading(doc, texts.verification, QR_SIZE + 20);
  ensureSpace(doc, QR_SIZE + 20);
  const structure = structureOf(doc);
  const top = doc.y;
  const width = CONTENT_WIDTH - QR_SIZE - 16;
  structure.tag('P', () => doc.font(FONT_REGULAR).fontSize(SIZES.body).fillColor(COLORS.ink).text(texts.verificationText, PAGE.margin, top, { width, lineGap: 1 }));
  doc.moveDown(0.6);
  label(doc, texts.verificationUrl, width);
  structure.tag('Link', () => doc.font(FONT_BOLD).fontSize(fittingSize(doc.font(FONT_BOLD), report.verificationUrl, width)).fillColor(COLORS.accent)
    .text(report.verificationUrl, PAGE.margin, doc.y, { width, link: report.verificationUrl, lineBreak: false }));
  doc.moveDown(1.5);
  label(doc, texts.dataSha256, width);
  structure.tag('P', () => doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.ink).text(report.dataSha256, PAGE.margin, doc.y, { width }));
  doc.moveDown(0.5);
  structure.tag('P', () => doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.muted).text(texts.attachmentNote, PAGE.margin, doc.y, { width }));
  const bottom = doc.y;
  const x = PAGE.margin + CONTENT_WIDTH - QR_SIZE;
  const bbox = [x, PAGE.height - top - QR_SIZE, x + QR_SIZE, PAGE.height - top];
  structure.tag('Figure', () => drawQrCode(doc, report.verificationUrl, x, top, QR_SIZE), {
    alt: texts.verificationQrAlt(report.verificationUrl), attributes: { O: 'Layout', BBox: bbox },
  });
  doc.y = Math.max(bottom, top + QR_SIZE) + 8;
  doc.x = PAGE.margin;
}

function label(doc: Doc, text: string, width: number): void {
  structureOf(doc).tag('P', () => doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.muted).text(text.toUpperCase(), PAGE.margin, doc.y, { width }));
}

/** The QR code as vector squares: sharp at any zoom, and the same bytes every time. */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QUIET_ZONE);
  const origin = { x: x + QUIET_ZONE * cell, y: y + QUIET_ZONE * cell };
  doc.rect(x, y, size, size).fillColor('#ffffff').fill();
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(origin.x + column * cell, origin.y + row * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}
