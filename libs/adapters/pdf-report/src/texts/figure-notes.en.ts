import type { FigureNotes } from './figure-notes';

export const FIGURE_NOTES_EN: FigureNotes = {
  projectionLongest: (days, windowDays) => days === 365
    ? 'the 365-day average, the longest one'
    : `the ${days}-day average, the longest a ${windowDays}-day window allows`,
  projectionDeclining: (longest) => `the 90-day average: the trend declines and it is below the ${longest}-day one`,
  daysBeforeHistory: (before, days) => `${before} of its ${days} days precede the first worked day`,
  needsWindow: (days, windowDays) => `needs a window of ${days} days; this one has ${windowDays}`,
  needsHistory: (days, history) => `needs ${days} days of history; this worker has ${history}`,
  annual: '12 × the projected monthly income',
  averageAllDays: (days) => `the earnings of the last ${days} days × 30.4375 / ${days}`,
  averageShortHistory: (days, history) => `counts all ${days} days; this worker has ${history} days of history`,
  percentiles: (p10, p90, spans) => `P10 ${p10} · P90 ${p90}, over ${spans} 30-day spans since the first worked day`,
  weeklyMedian: (weeks) => `median of ${weeks} complete weeks (Monday to Sunday)`,
  noWeek: 'no complete week since the first worked day',
  daysPerWeek: (worked, span) => `${worked} worked days in the ${span} since the first worked day`,
  volatility: (cv, weeks) => `CV ${cv} of ${weeks} weekly totals`,
  needsWeeks: (needed, weeks) => `needs ${needed} complete weeks; this worker has ${weeks}`,
  flatWeeks: 'every weekly total is 0',
  trend: (pct, weeks) => `${pct} per month, the slope of the last ${weeks} weekly totals`,
  history: (first, last, meets12, meets24) => `${first} to ${last}; 12 months: ${meets12} · 24 months: ${meets24}`,
  noWorkedDay: 'no worked day in the window',
  gap: (days, before, first) =>
    `Why the projection is below the 30-day P50: the ${days}-day average counts every one of its days, ${before} of them ` +
    `before the first worked day (${first}), while P10, P50 and P90 only count 30-day spans from that day on.`,
  afterLastConnection: (date, days) =>
    `The accounts were last connected on ${date}: the ${days} days after it, to the window’s end, count as days without earnings.`,
};
