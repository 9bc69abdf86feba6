import type { ReportLanguage } from '@gig/domain';
import type { FigureNotes } from './figure-notes';
import { REPORT_TEXTS_EN } from './report-texts.en';
import { REPORT_TEXTS_ES } from './report-texts.es';

/** Every word the PDF prints, in one language. */
export interface ReportTexts {
  readonly title: string;
  readonly subtitle: string;
  readonly worker: string;
  readonly reportId: string;
  readonly issuedAt: string;
  readonly window: string;
  readonly currency: string;
  readonly convertedFromMultiple: string;
  readonly noCurrency: string;
  readonly sources: string;
  readonly sourceColumns: readonly [platform: string, account: string, lastConnection: string, workedDays: string];
  readonly noSources: string;
  readonly keyFigures: string;
  readonly figures: Readonly<Record<FigureKey, string>>;
  readonly notes: FigureNotes;
  readonly windowDays: (days: string) => string;
  readonly volatilityBands: Readonly<Record<'low' | 'medium' | 'high', string>>;
  readonly trendLabels: Readonly<Record<'increasing' | 'stable' | 'declining', string>>;
  readonly yes: string;
  readonly no: string;
  readonly months: readonly string[];
  readonly monthsUnit: string;
  readonly monthlyChart: string;
  /** Under the chart's heading: which months it shows, and why it starts where it does. */
  readonly chartSpan: (from: string, to: string) => string;
  readonly chartStartsLater: (windowStart: string, firstWorked: string) => string;
  readonly chartEndsEarlier: (lastConnection: string) => string;
  /** The chart's alternative text: its span and each month's total. */
  readonly chartAlt: (months: string) => string;
  readonly monthlyTable: string;
  readonly monthlyColumns: readonly [month: string, total: string, daysWorked: string, daysInWindow: string];
  readonly byPlatform: string;
  readonly figureColumn: string;
  readonly accounts: string;
  readonly formalEmployment: string;
  readonly noFormalEmployment: string;
  readonly currentJobs: string;
  readonly jobColumns: readonly [employer: string, registration: string, start: string, tenure: string, salary: string];
  readonly noCurrentJob: string;
  readonly methodology: string;
  readonly methodologyIntro: string;
  readonly definitions: readonly (readonly [term: string, definition: string])[];
  readonly verification: string;
  readonly verificationText: string;
  readonly verificationUrl: string;
  readonly verificationQrAlt: (url: string) => string;
  readonly dataSha256: string;
  readonly attachmentNote: string;
  readonly page: (n: number, of: number) => string;
  readonly attachmentDescription: string;
  /** Printed across the top of every page of a sandbox report. */
  readonly sandboxBand: string;
  /** Under a sandbox report's title: what the band means. */
  readonly sandboxNotice: string;
}

export type FigureKey =
  | 'projectedMonthlyIncome' | 'projectedAnnualIncome' | 'averageMonthly' | 'monthlyIncomeRange'
  | 'weeklyMedian' | 'daysWorkedPerWeek' | 'volatility' | 'trend' | 'history' | 'total'
  | 'daysWorked' | 'firstWorked' | 'lastWorked' | 'monthlyIncome30' | 'activeDayRatio' | 'averagePerWorkedDay' | 'earningsPerTrip'
  | 'averageMonthly30' | 'averageMonthly90' | 'averageMonthly180' | 'averageMonthly365'
  | 'weeksCount' | 'longestInactiveStreak' | 'inactiveStreaks7d' | 'daysSinceLastWorked'
  | 'platformShares' | 'platformShare' | 'volatilityCv' | 'trendPct' | 'concentrationHhi' | 'multiPlatformDays'
  | 'quotedWeeks' | 'discountedWeeks' | 'reintegratedWeeks' | 'employmentStatus' | 'jobsLast5Years'
  | 'medianTenure' | 'salaryChange5y' | 'daysWithoutJob' | 'daysWithOverlappingJobs';

export function reportTexts(language: ReportLanguage): ReportTexts {
  return language === 'en' ? REPORT_TEXTS_EN : REPORT_TEXTS_ES;
}
