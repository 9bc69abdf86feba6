import type { PlatformInsights, SeriesInsights } from '@gig/domain';
import { CONTENT_WIDTH, sectionHeading } from '../layout/report-layout';
import { drawTable, TableColumn } from '../layout/report-table';
import type { ReportContext } from './report-context';

/** Platforms side by side, up to this many per table. */
const PER_TABLE = 3;
const FIGURE_WIDTH = 0.37;

/** Every figure of every platform's series, one column per platform, so that they read side by side. */
export function drawPlatformTables(context: ReportContext): void {
  const { doc, report, texts, format } = context;
  const { combined, platforms } = report.insights;
  if (platforms.length === 0) return;
  sectionHeading(doc, texts.byPlatform, 80);
  for (let i = 0; i < platforms.length; i += PER_TABLE) {
    const group = platforms.slice(i, i + PER_TABLE);
    if (i > 0) doc.moveDown(0.8);
    const share = FIGURE_WIDTH + (group.length * (1 - FIGURE_WIDTH)) / PER_TABLE;
    const columns: TableColumn[] = [
      { header: texts.figureColumn, width: FIGURE_WIDTH / share, rowHeader: true },
      ...group.map((platform) => ({ header: platform.platform, width: (1 - FIGURE_WIDTH) / PER_TABLE / share, align: 'right' as const, nowrap: true })),
    ];
    const shares = [texts.figures.platformShare, ...group.map((platform) => format.share(combined.platformShares[platform.platform] ?? null))];
    const series = group.map((platform: PlatformInsights) => seriesRows(platform, context));
    const rows = series[0].map(([label], row) => [label, ...series.map((values) => values[row][1])]);
    drawTable(doc, columns, [shares, ...rows], { width: CONTENT_WIDTH * share });
  }
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
