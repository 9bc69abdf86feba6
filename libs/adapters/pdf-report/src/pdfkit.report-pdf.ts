import type { ReportDocument } from '@gig/domain';
import PDFDocument from 'pdfkit';
import { drawPageFooters } from './layout/page-footer';
import { FONT_BOLD, FONT_REGULAR, reportFonts } from './layout/report-fonts';
import { Doc, PAGE } from './layout/report-layout';
import { ReportStructure } from './layout/report-structure';
import { drawSandboxBands } from './layout/sandbox-band';
import type { ReportContext } from './sections/report-context';
import { drawFormalEmployment } from './sections/formal-employment.section';
import { drawKeyFigures } from './sections/key-figures.section';
import { drawMethodology } from './sections/methodology.section';
import { drawMonthlyChart } from './sections/monthly-chart.section';
import { drawMonthlyTable } from './sections/monthly-table.section';
import { drawPlatformTables } from './sections/platform-tables.section';
import { drawTitleBlock } from './sections/title-block.section';
import { drawVerification } from './sections/verification.section';
import { ReportFormat } from './texts/report-format';
import { reportTexts } from './texts/report-texts';

const PRODUCER = 'Gig Earnings API';

/**
 * The report as an unsigned, tagged PDF/A-3b (its structure tree: see `ReportStructure`): DejaVu Sans embedded, sRGB output intent, the report's JSON attached
 * as `insights.json` (AFRelationship Data). Deterministic: every date is `issuedAt` and the trailer /ID is
 * pdfkit's MD5 of the Info dictionary, whose title carries the report id, so the same document gives the same bytes.
 * A sandbox report carries a red band on every page (and says so in its title and footer).
 * Imports nothing from the domain but types: the render thread loads it on its own.
 */
export function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  const issuedAt = new Date(report.issuedAt);
  if (Number.isNaN(issuedAt.getTime())) throw new Error(`issuedAt is not an instant: ${report.issuedAt}`);
  const texts = reportTexts(report.language);
  const sandbox = report.environment === 'sandbox';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin + PAGE.footer, left: PAGE.margin, right: PAGE.margin },
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: report.language === 'en' ? 'en-US' : 'es-MX',
    bufferPages: true,
    displayTitle: true,
    tagged: true,
    info: {
      Title: `${sandbox ? `${texts.sandboxBand} · ` : ''}${texts.title} ${report.reportId}`,
      Creator: PRODUCER,
      Producer: PRODUCER,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const done = collect(doc);
  const fonts = reportFonts();
  doc.registerFont(FONT_REGULAR, fonts.regular);
  doc.registerFont(FONT_BOLD, fonts.bold);
  doc.font(FONT_REGULAR);
  const structure = new ReportStructure(doc);
  const context: ReportContext = {
    doc, report, texts, format: new ReportFormat(report.language, report.insights.currency?.toUpperCase() ?? null),
  };
  drawTitleBlock(context);
  drawKeyFigures(context);
  drawMonthlyChart(context);
  drawMonthlyTable(context);
  drawPlatformTables(context);
  drawFormalEmployment(context);
  drawMethodology(context);
  drawVerification(context);
  structure.end();
  if (sandbox) drawSandboxBands(doc, texts.sandboxBand);
  drawPageFooters(doc, `${sandbox ? 'SANDBOX · ' : ''}${texts.title} · ${texts.reportId}: ${report.reportId}`, texts.page);
  // @types/pdfkit lacks `relationship` (the PDF/A-3 AFRelationship), which pdfkit 0.17 writes.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
    name: 'insights.json',
    type: 'application/json',
    relationship: 'Data',
    description: texts.attachmentDescription,
    creationDate: issuedAt,
    modifiedDate: issuedAt,
  };
  doc.file(Buffer.from(report.insightsJson), attachment);
  doc.appendXML(modifyDate(issuedAt));
  doc.end();
  return done;
}

/** pdfkit writes xmp:CreateDate only; PDF/A wants the Info ModDate mirrored in the XMP too. */
function modifyDate(at: Date): string {
  const iso = `${at.toISOString().split('.')[0]}Z`;
  return `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:ModifyDate>${iso}</xmp:ModifyDate><xmp:MetadataDate>${iso}</xmp:MetadataDate></rdf:Description>`;
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
