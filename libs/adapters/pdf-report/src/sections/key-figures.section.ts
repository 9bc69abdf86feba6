import { FONT_BOLD, FONT_REGULAR } from '../layout/report-fonts';
import { COLORS, CONTENT_WIDTH, PAGE, sectionHeading, SIZES } from '../layout/report-layout';
import type { ReportContext } from './report-context';

interface Figure {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
}

const COLUMNS = 3;
const GAP = 8;
const BOX_HEIGHT = 52;

/** The figures a lender decides on, first and large: projections, averages, regularity, history. */
export function drawKeyFigures(context: ReportContext): void {
  const { doc, texts } = context;
  const figures = keyFigures(context);
  const rows = Math.ceil(figures.length / COLUMNS);
  sectionHeading(doc, texts.keyFigures, rows * (BOX_HEIGHT + GAP) + 12);
  const width = (CONTENT_WIDTH - GAP * (COLUMNS - 1)) / COLUMNS;
  const top = doc.y;
  figures.forEach((figure, i) => {
    const x = PAGE.margin + (i % COLUMNS) * (width + GAP);
    const y = top + Math.floor(i / COLUMNS) * (BOX_HEIGHT + GAP);
    doc.rect(x, y, width, BOX_HEIGHT).fillColor(COLORS.band).fill();
    doc.rect(x, y, 2.5, BOX_HEIGHT).fillColor(COLORS.accent).fill();
    doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.muted).text(figure.label, x + 9, y + 6, { width: width - 14, lineBreak: false, ellipsis: true });
    doc.font(FONT_BOLD).fontSize(SIZES.figure).fillColor(COLORS.ink).text(figure.value, x + 9, y + 18, { width: width - 14, lineBreak: false, ellipsis: true });
    if (figure.note) {
      doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.muted).text(figure.note, x + 9, y + 37, { width: width - 14, lineBreak: false, ellipsis: true });
    }
  });
  doc.y = top + rows * (BOX_HEIGHT + GAP);
  const { combined } = context.report.insights;
  const shares = Object.entries(combined.platformShares).map(([platform, share]) => `${platform} ${context.format.share(share)}`).join(', ');
  doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.muted).text(
    `${shares ? `${texts.figures.platformShares}: ${shares}  ·  ` : ''}${texts.figures.concentrationHhi}: ${context.format.ratio(combined.concentrationHhi)}  ·  ` +
      `${texts.figures.multiPlatformDays}: ${context.format.integer(combined.multiPlatformDays)}`,
    PAGE.margin, doc.y, { width: CONTENT_WIDTH },
  );
  doc.x = PAGE.margin;
}

function keyFigures({ report, texts, format }: ReportContext): Figure[] {
  const c = report.insights.combined;
  const f = texts.figures;
  const currency = format.currency ?? '';
  return [
    { label: f.projectedMonthlyIncome, value: format.money(c.projectedMonthlyIncome) },
    { label: f.projectedAnnualIncome, value: format.money(c.projectedAnnualIncome) },
    { label: f.averageMonthly, value: format.money(c.averageMonthly.d365), note: `90 d: ${format.money(c.averageMonthly.d90)}` },
    {
      label: f.monthlyIncomeRange,
      value: `${format.money(c.monthlyIncomeP50)}`,
      note: `P10 ${format.decimal(c.monthlyIncomeP10)} · P90 ${format.decimal(c.monthlyIncomeP90)} ${currency}`.trim(),
    },
    { label: f.weeklyMedian, value: format.money(c.weeklyMedian), note: `${f.weeksCount}: ${format.integer(c.weeksCount)}` },
    { label: f.daysWorkedPerWeek, value: format.decimal(c.daysWorkedPerWeek), note: `${f.activeDayRatio}: ${format.ratio(c.activeDayRatio)}` },
    {
      label: f.volatility,
      value: c.volatilityBand ? texts.volatilityBands[c.volatilityBand] : format.text(null),
      note: `CV ${format.ratio(c.volatilityCv)}`,
    },
    { label: f.trend, value: c.trendLabel ? texts.trendLabels[c.trendLabel] : format.text(null), note: format.percent(c.trendMonthlyPct, true) },
    {
      label: f.history,
      value: c.historyMonths === null ? format.text(null) : `${format.integer(c.historyMonths)} ${texts.monthsUnit}`,
      note: `≥ 12: ${c.meets12Months ? texts.yes : texts.no} · ≥ 24: ${c.meets24Months ? texts.yes : texts.no}`,
    },
  ];
}
