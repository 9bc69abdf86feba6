/** The line under each key figure saying what it is computed from; numbers come in already written. */
export interface FigureNotes {
  /** The projection is the longest average the window allows. */
  readonly projectionLongest: (days: number, windowDays: number) => string;
  /** The projection is the 90-day average because the trend declines and it is lower. */
  readonly projectionDeclining: (longest: number) => string;
  readonly daysBeforeHistory: (before: number, days: number) => string;
  readonly needsWindow: (days: number, windowDays: number) => string;
  readonly needsHistory: (days: number, history: number) => string;
  readonly annual: string;
  readonly averageAllDays: (days: number) => string;
  readonly averageShortHistory: (days: number, history: number) => string;
  readonly percentiles: (p10: string, p90: string, spans: string) => string;
  readonly weeklyMedian: (weeks: string) => string;
  readonly noWeek: string;
  readonly daysPerWeek: (worked: string, span: string) => string;
  readonly volatility: (cv: string, weeks: string) => string;
  readonly needsWeeks: (needed: number, weeks: number) => string;
  readonly flatWeeks: string;
  readonly trend: (pct: string, weeks: string) => string;
  readonly history: (first: string, last: string, meets12: string, meets24: string) => string;
  readonly noWorkedDay: string;
  /** Under the figures, when the projection's average reaches back before the first worked day. */
  readonly gap: (days: number, before: number, first: string) => string;
  /** Under the figures, when the accounts were last connected before the window's end. */
  readonly afterLastConnection: (date: string, days: number) => string;
}
