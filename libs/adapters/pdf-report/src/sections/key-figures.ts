import type { AverageMonthly, CombinedInsights } from '@gig/domain';
import type { ReportContext } from './report-context';

export interface KeyFigure {
  readonly label: string;
  readonly value: string;
  /** What the figure is computed from, in a line. */
  readonly note: string;
}

const AVERAGES = [365, 180, 90, 30] as const;
const MIN_WEEKS = { volatility: 4, trend: 8 } as const;

/** Which monthly average the projection took (the income-insights rule, replayed on the rounded averages). */
export function projectionBasis(averages: AverageMonthly, trendLabel: CombinedInsights['trendLabel']): { days: number; declining: boolean; longest: number } | null {
  const longest = AVERAGES.find((days) => averageOf(averages, days) !== null);
  if (longest === undefined) return null;
  const d90 = averages.d90;
  const declining = trendLabel === 'declining' && d90 !== null && d90 < (averageOf(averages, longest) as number);
  return { days: declining ? 90 : longest, declining, longest };
}

export function windowDays(window: { start: string; end: string }): number {
  return Math.round((Date.parse(window.end) - Date.parse(window.start)) / 86_400_000) + 1;
}

/** The nine figures of page 1, each with the line that says what it comes from. */
export function keyFigures({ report, texts, format }: ReportContext): KeyFigure[] {
  const c = report.insights.combined;
  const f = texts.figures;
  const n = texts.notes;
  const span = c.activeSpanDays;
  const days = windowDays(report.window);
  const basis = projectionBasis(c.averageMonthly, c.trendLabel);
  const needsDays = (needed: number): string => (span === null || span >= days ? n.needsWindow(needed, days) : n.needsHistory(needed, span));
  const needsWeeks = (needed: number): string => (span === null ? n.noWorkedDay : n.needsWeeks(needed, c.weeksCount));
  const projectionNote = (): string => {
    if (basis === null) return n.needsWindow(30, days);
    const from = basis.declining ? n.projectionDeclining(basis.longest) : n.projectionLongest(basis.days, days);
    const before = span === null ? 0 : basis.days - span;
    return before > 0 ? `${from}; ${n.daysBeforeHistory(before, basis.days)}` : from;
  };
  const d365 = c.averageMonthly.d365;
  return [
    { label: f.projectedMonthlyIncome, value: format.money(c.projectedMonthlyIncome), note: projectionNote() },
    { label: f.projectedAnnualIncome, value: format.money(c.projectedAnnualIncome), note: basis === null ? n.needsWindow(30, days) : n.annual },
    {
      label: f.averageMonthly,
      value: format.money(d365),
      note: d365 === null ? needsDays(365) : span !== null && span < 365 ? n.averageShortHistory(365, span) : n.averageAllDays(365),
    },
    {
      label: f.monthlyIncomeRange,
      value: format.money(c.monthlyIncomeP50),
      note: c.monthlyIncomeP50 === null || span === null
        ? needsDays(30)
        : n.percentiles(format.decimal(c.monthlyIncomeP10), format.money(c.monthlyIncomeP90), format.integer(span - 29)),
    },
    { label: f.weeklyMedian, value: format.money(c.weeklyMedian), note: c.weeklyMedian === null ? n.noWeek : n.weeklyMedian(format.integer(c.weeksCount)) },
    {
      label: f.daysWorkedPerWeek,
      value: format.decimal(c.daysWorkedPerWeek),
      note: span === null ? n.noWorkedDay : n.daysPerWeek(format.integer(c.daysWorked), texts.windowDays(format.integer(span))),
    },
    {
      label: f.volatility,
      value: c.volatilityBand ? texts.volatilityBands[c.volatilityBand] : format.text(null),
      note: c.volatilityCv !== null
        ? n.volatility(format.ratio(c.volatilityCv), format.integer(c.weeksCount))
        : c.weeksCount >= MIN_WEEKS.volatility ? n.flatWeeks : needsWeeks(MIN_WEEKS.volatility),
    },
    {
      label: f.trend,
      value: c.trendLabel ? texts.trendLabels[c.trendLabel] : format.text(null),
      note: c.trendMonthlyPct !== null
        ? n.trend(format.percent(c.trendMonthlyPct, true), format.integer(Math.min(26, c.weeksCount)))
        : c.weeksCount >= MIN_WEEKS.trend ? n.flatWeeks : needsWeeks(MIN_WEEKS.trend),
    },
    {
      label: f.history,
      value: c.historyMonths === null ? format.text(null) : `${format.integer(c.historyMonths)} ${texts.monthsUnit}`,
      note: c.firstWorkedDate === null || c.lastWorkedDate === null
        ? n.noWorkedDay
        : n.history(c.firstWorkedDate.slice(0, 7), c.lastWorkedDate.slice(0, 7), c.meets12Months ? texts.yes : texts.no, c.meets24Months ? texts.yes : texts.no),
    },
  ];
}

/** The sentence under the figures when the projection's average reaches back before the first worked day. */
export function projectionGap({ report, texts }: ReportContext): string | null {
  const c = report.insights.combined;
  const basis = projectionBasis(c.averageMonthly, c.trendLabel);
  if (basis === null || c.activeSpanDays === null || c.firstWorkedDate === null || c.monthlyIncomeP50 === null) return null;
  const before = basis.days - c.activeSpanDays;
  return before > 0 ? texts.notes.gap(basis.days, before, c.firstWorkedDate) : null;
}

/** A last connection this many days or more before the window's end is worth a word: a day or two is the usual lag. */
const STALE_DAYS = 7;

/** The latest of the sources' last connections, when it comes a week or more before the window's end (later days have no data). */
export function lastConnectionBeforeEnd({ report }: Pick<ReportContext, 'report'>): string | null {
  const latest = report.sources.map((source) => source.lastConnection).sort().at(-1);
  return latest !== undefined && windowDays({ start: latest, end: report.window.end }) - 1 >= STALE_DAYS ? latest : null;
}

/** The sentence under the figures when the accounts were last connected before the window's end. */
export function dataEndsEarly(context: ReportContext): string | null {
  const latest = lastConnectionBeforeEnd(context);
  return latest === null ? null : context.texts.notes.afterLastConnection(latest, windowDays({ start: latest, end: context.report.window.end }) - 1);
}

function averageOf(averages: AverageMonthly, days: number): number | null {
  return averages[`d${days}` as keyof AverageMonthly];
}
