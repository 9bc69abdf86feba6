import { FONT_BOLD, FONT_REGULAR } from '../layout/report-fonts';
import { COLORS, CONTENT_WIDTH, fittingSize, PAGE, paragraph, sectionHeading, SIZES } from '../layout/report-layout';
import { structureOf } from '../layout/report-structure';
import { drawTable } from '../layout/report-table';
import { maskIdentifier } from '../texts/report-format';
import { windowDays } from './key-figures';
import type { ReportContext } from './report-context';

const SANDBOX_INK = '#b3261e';

/** The first lines a committee reads: the issuing company as a letterhead, then what, for whom, over which window, from which accounts. */
export function drawTitleBlock({ doc, report, texts, format }: ReportContext): void {
  const structure = structureOf(doc);
  structure.startSection();
  const top = PAGE.margin - 8;
  structure.tag('P', () => doc.font(FONT_BOLD).fontSize(SIZES.letterhead).fillColor(COLORS.accent)
    .text(report.issuerCompanyName, PAGE.margin, top, { width: CONTENT_WIDTH, height: SIZES.letterhead * 1.3, ellipsis: true }));
  const rule = top + SIZES.letterhead * 1.3 + 4;
  structure.artifact(() => doc.rect(PAGE.margin, rule, CONTENT_WIDTH, 2.5).fillColor(COLORS.accent).fill());
  structure.tag('H1', () => doc.font(FONT_BOLD).fontSize(SIZES.title).fillColor(COLORS.ink).text(texts.title, PAGE.margin, rule + 12, { width: CONTENT_WIDTH }));
  structure.tag('P', () => doc.font(FONT_REGULAR).fontSize(SIZES.body).fillColor(COLORS.muted).text(texts.subtitle, { width: CONTENT_WIDTH }));
  if (report.environment === 'sandbox') {
    doc.moveDown(0.4);
    structure.tag('P', () => doc.font(FONT_BOLD).fontSize(SIZES.body).fillColor(SANDBOX_INK).text(texts.sandboxNotice, { width: CONTENT_WIDTH }));
  }
  doc.moveDown(0.8);

  const currency = report.insights.currency === null
    ? texts.noCurrency
    : report.insights.currencyNote ? `${format.currency} (${texts.convertedFromMultiple})` : `${format.currency}`;
  const fields: [string, string][] = [
    [texts.reportId, report.reportId],
    [texts.worker, maskIdentifier(report.externalId)],
    [texts.issuedAt, format.instant(report.issuedAt)],
    [texts.window, `${report.window.start} → ${report.window.end} (${texts.windowDays(format.integer(windowDays(report.window)))})`],
    [texts.currency, currency],
    [texts.figures.firstWorked, format.date(report.insights.combined.firstWorkedDate)],
  ];
  const gridTop = doc.y;
  const half = CONTENT_WIDTH / 2;
  let bottom = gridTop;
  fields.forEach(([label, value], i) => {
    const x = PAGE.margin + (i % 2) * half;
    const y = gridTop + Math.floor(i / 2) * 30;
    structure.tagAll('P', [
      () => doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.muted).text(label.toUpperCase(), x, y, { width: half - 10 }),
      () => doc.font(FONT_BOLD).fontSize(fittingSize(doc.font(FONT_BOLD), value, half - 10, 10)).fillColor(COLORS.ink)
        .text(value, x, y + 10, { width: half - 10, lineBreak: false, ellipsis: true }),
    ]);
    bottom = Math.max(bottom, y + 30);
  });
  doc.y = bottom;

  sectionHeading(doc, texts.sources);
  if (report.sources.length === 0) {
    paragraph(doc, texts.noSources, SIZES.body, COLORS.muted);
    return;
  }
  const [platform, account, lastConnection, workedDays] = texts.sourceColumns;
  drawTable(
    doc,
    [
      { header: platform, width: 0.16, nowrap: true, rowHeader: true }, { header: account, width: 0.46, nowrap: true },
      { header: lastConnection, width: 0.19 }, { header: workedDays, width: 0.19, align: 'right' },
    ],
    report.sources.map((source) => [source.platform, source.accountId, source.lastConnection, format.integer(source.workedDays)]),
  );
}
