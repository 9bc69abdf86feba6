import type { SeriesInsights } from '@gig/domain';
import { FONT_REGULAR } from '../layout/report-fonts';
import { COLORS, PAGE, sectionHeading, SIZES } from '../layout/report-layout';
import { drawPairs } from '../layout/report-table';
import type { ReportContext } from './report-context';

/** One table per platform with every figure of its series. */
export function drawPlatformTables(context: ReportContext): void {
  const { doc, report, texts, format } = context;
  const { combined, platforms } = report.insights;
  platforms.forEach((platform) => {
    sectionHeading(doc, `${texts.platform}: ${platform.platform}`, 230);
    doc.font(FONT_REGULAR).fontSize(SIZES.small).fillColor(COLORS.muted)
      .text(`${texts.accounts}: ${platform.accountIds.join(', ')}`, PAGE.margin, doc.y);
    doc.moveDown(0.4);
    const rows: [string, string][] = [
      [texts.figures.platformShare, format.share(combined.platformShares[platform.platform] ?? null)],
      ...seriesRows(platform, context),
    ];
    drawPairs(doc, rows);
  });
}

export function seriesRows(series: SeriesInsights, { texts, format }: ReportContext): [string, string][] {
  const f = texts.figures;
  return [
    [f.total, format.money(series.total)],
    [f.daysWorked, format.integer(series.daysWorked)],
    [f.firstWorked, format.date(series.firstWorkedDate)],
    [f.lastWorked, format.date(series.lastWorkedDate)],
    [f.activeDayRatio, format.ratio(series.activeDayRatio)],
    [f.daysWorkedPerWeek, format.decimal(series.daysWorkedPerWeek)],
    [f.averagePerWorkedDay, format.money(series.averagePerWorkedDay)],
    [f.earningsPerTrip, format.money(series.earningsPerTrip)],
    [f.averageMonthly30, format.money(series.averageMonthly.d30)],
    [f.averageMonthly90, format.money(series.averageMonthly.d90)],
    [f.averageMonthly180, format.money(series.averageMonthly.d180)],
    [f.averageMonthly365, format.money(series.averageMonthly.d365)],
    [f.weeksCount, format.integer(series.weeksCount)],
    [f.weeklyMedian, format.money(series.weeklyMedian)],
    [f.volatility, series.volatilityBand ? texts.volatilityBands[series.volatilityBand] : format.text(null)],
    [f.volatilityCv, format.ratio(series.volatilityCv)],
    [f.trend, series.trendLabel ? texts.trendLabels[series.trendLabel] : format.text(null)],
    [f.trendPct, format.percent(series.trendMonthlyPct, true)],
    [`${f.monthlyIncome30} P10`, format.money(series.monthlyIncomeP10)],
    [`${f.monthlyIncome30} P50`, format.money(series.monthlyIncomeP50)],
    [`${f.monthlyIncome30} P90`, format.money(series.monthlyIncomeP90)],
    [f.projectedMonthlyIncome, format.money(series.projectedMonthlyIncome)],
    [f.projectedAnnualIncome, format.money(series.projectedAnnualIncome)],
    [f.longestInactiveStreak, format.integer(series.longestInactiveStreakDays)],
    [f.inactiveStreaks7d, format.integer(series.inactiveStreaks7d)],
    [f.daysSinceLastWorked, format.integer(series.daysSinceLastWorked)],
    [f.history, series.historyMonths === null ? format.text(null) : `${format.integer(series.historyMonths)} ${texts.monthsUnit}`],
  ];
}
