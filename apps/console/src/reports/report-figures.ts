import type { Report, ReportAverageMonthly, ReportStatus } from '../api/console-schemas';
import { formatMoney } from '../ui/format';

/** One line of the report panel: a label a screen reader reads before its value, and a stable test id. */
export interface ReportFigure {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  /** What the value rests on, when a reader could misread it (e.g. which average the projection takes). */
  readonly hint?: string;
}

const decimal2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DASH = '—';

/** The reports come newest first (the API's order): the first ready one is the latest. */
export const latestReady = (reports: readonly Report[]): Report | null => reports.find((report) => report.status === 'ready' && report.insights) ?? null;

const money = (amount: number | null, currency: string | null): string => (amount === null ? DASH : currency ? formatMoney(amount, currency) : decimal2.format(amount));

/** "+3.21 % a month", with the sign spelled by the character, never by color. */
export const signedPct = (pct: number): string => `${pct > 0 ? '+' : pct < 0 ? '−' : '±'}${decimal2.format(Math.abs(pct))} %`;

function volatility(band: string | null, cv: number | null): string {
  if (band === null || cv === null) return 'Not enough weeks';
  return `${band} (CV ${cv.toFixed(4)})`;
}

function trend(label: string | null, pct: number | null): string {
  if (label === null || pct === null) return 'Not enough weeks';
  return `${label} (${signedPct(pct)} a month)`;
}

const months = (n: number | null): string => (n === null ? DASH : `${integer.format(n)} ${n === 1 ? 'month' : 'months'}`);

/** Tenure in days and years, e.g. "1,461 days (4.0 years)". */
export const tenure = (days: number): string => `${integer.format(days)} ${days === 1 ? 'day' : 'days'} (${(days / 365.25).toFixed(1)} years)`;

/**
 * Which average the projection took (the reference: the first of d365, d180, d90, d30 the window allows; with a
 * declining trend, the 90-day average when lower).
 */
export function projectionBasis(average: ReportAverageMonthly, trendLabel: string | null, projected: number | null): string | undefined {
  if (projected === null) return undefined;
  const longest = ([['d365', 365], ['d180', 180], ['d90', 90], ['d30', 30]] as const).find(([key]) => average[key] !== null);
  if (!longest) return undefined;
  const lowered = trendLabel === 'declining' && average.d90 !== null && average.d90 < (average[longest[0]] as number);
  return lowered ? 'The 90-day average: the trend is declining' : `The ${longest[1]}-day average`;
}

/** The key figures of a ready report, in the order a credit analyst reads them. */
export function reportFigures(report: Report): ReportFigure[] {
  const insights = report.insights;
  if (!insights) return [];
  const c = insights.combined;
  const figures: ReportFigure[] = [
    {
      id: 'projected-monthly-income',
      label: 'Projected monthly income',
      value: money(c.projected_monthly_income, report.currency),
      hint: projectionBasis(c.average_monthly, c.trend_label, c.projected_monthly_income),
    },
    { id: 'average-90-days', label: '90-day monthly average', value: money(c.average_monthly.d90, report.currency) },
    { id: 'volatility', label: 'Volatility', value: volatility(c.volatility_band, c.volatility_cv) },
    { id: 'trend', label: 'Trend', value: trend(c.trend_label, c.trend_monthly_pct) },
    { id: 'days-per-week', label: 'Days worked per week', value: c.days_worked_per_week === null ? DASH : decimal2.format(c.days_worked_per_week) },
    { id: 'history-months', label: 'History', value: months(c.history_months) },
  ];
  const formal = insights.formal_employment;
  if (formal) {
    const longest = formal.current_jobs.reduce<number | null>((max, job) => (max === null || job.tenure_days > max ? job.tenure_days : max), null);
    figures.push(
      { id: 'quoted-weeks', label: 'Quoted weeks (formal employment)', value: formal.quoted_weeks === null ? DASH : integer.format(formal.quoted_weeks) },
      { id: 'current-jobs', label: 'Current formal jobs', value: integer.format(formal.current_jobs.length) },
      { id: 'longest-tenure', label: 'Longest current tenure', value: longest === null ? DASH : tenure(longest) },
    );
  }
  return figures;
}

/** The catalogue's words for the failures a report can end with (`status_details`); another code is shown as it is. */
const FAILURES: Record<string, string> = {
  unable_to_generate_insights_pdf: 'Insights PDF cannot be generated.',
};

export const failureMessage = (code: string | null): string => (code ? `${FAILURES[code] ?? 'The report could not be generated.'} (${code})` : 'The report could not be generated.');

export const STATUS_WORDS: Record<ReportStatus, string> = { generating: 'Generating', ready: 'Ready', failed: 'Failed' };

export const LANGUAGE_WORDS: Record<Report['language'], string> = { es: 'Spanish', en: 'English' };

/** Where the console downloads a report's PDF (the session's cookie, same bytes as /v1) and where anyone checks it. */
export const pdfPath = (reportId: string): string => `/console/v1/reports/${encodeURIComponent(reportId)}/pdf`;
export const verifyPath = (reportId: string): string => `/verify/${encodeURIComponent(reportId)}`;
