import type { Report, ReportCurrentJob, ReportFormalEmployment, ReportInsights, ReportSeriesInsights } from '../api/console-schemas';
import { failureMessage, latestReady, projectionBasis, reportFigures, signedPct, tenure } from './report-figures';

/** Only the fields the panel reads; the rest of the schema's are left out. */
const combined = (over: Partial<ReportSeriesInsights> = {}): ReportSeriesInsights => ({
  total: 41234.5,
  days_worked: 280,
  days_worked_per_week: 5.37,
  average_monthly: { d30: 3500, d90: 3412.07, d180: 3300, d365: 3390.12 },
  volatility_cv: 0.1834,
  volatility_band: 'low',
  trend_monthly_pct: 3.2,
  trend_label: 'stable',
  projected_monthly_income: 3390.12,
  history_months: 12,
  meets_12_months: true,
  meets_24_months: false,
  ...over,
}) as ReportSeriesInsights;
const insights = (c: ReportSeriesInsights, formal: Partial<ReportFormalEmployment> | null = null) =>
  ({ combined: c, platforms: [], formal_employment: formal as ReportFormalEmployment | null }) as ReportInsights;

const report = (over: Partial<Report> = {}): Report => ({
  report_id: 'r1',
  environment: 'live',
  status: 'ready',
  status_details: null,
  user_id: 'u1',
  external_id: 'worker-ana',
  language: 'en',
  created_at: '2026-11-26T10:00:00.000Z',
  as_of: '2026-11-26',
  window: { start_date: '2025-11-27', end_date: '2026-11-26' },
  currency: 'mxn',
  currency_note: null,
  data_sha256: 'a'.repeat(64),
  pdf_sha256: 'b'.repeat(64),
  insights: insights(combined()),
  ...over,
});

const valueOf = (r: Report, id: string) => reportFigures(r).find((figure) => figure.id === id)?.value;

describe('reportFigures', () => {
  it('gives the key figures with their currency, in the order an analyst reads them', () => {
    expect(reportFigures(report()).map((f) => [f.label, f.value])).toEqual([
      ['Projected monthly income', '3,390.12 MXN'],
      ['90-day monthly average', '3,412.07 MXN'],
      ['Volatility', 'low (CV 0.1834)'],
      ['Trend', 'stable (+3.20 % a month)'],
      ['Days worked per week', '5.37'],
      ['History', '12 months'],
    ]);
  });

  it('says why a figure is missing rather than showing 0', () => {
    const thin = report({ insights: insights(combined({ volatility_cv: null, volatility_band: null, trend_label: null, trend_monthly_pct: null, average_monthly: { d30: null, d90: null, d180: null, d365: null }, projected_monthly_income: null, days_worked_per_week: null, history_months: 1 })) });
    expect(valueOf(thin, 'volatility')).toBe('Not enough weeks');
    expect(valueOf(thin, 'trend')).toBe('Not enough weeks');
    expect(valueOf(thin, 'projected-monthly-income')).toBe('—');
    expect(valueOf(thin, 'average-90-days')).toBe('—');
    expect(valueOf(thin, 'days-per-week')).toBe('—');
    expect(valueOf(thin, 'history-months')).toBe('1 month');
  });

  it('adds formal employment when the report has it: quoted weeks, current jobs and the longest tenure', () => {
    const jobs = [
      
      { employer: 'A', start_date: '2024-01-01', tenure_days: 1061, monthly_base_salary: 12000 },
      { employer: 'B', start_date: '2020-11-27', tenure_days: 2192, monthly_base_salary: null },
    ] as ReportCurrentJob[];
    const formal = report({ insights: insights(combined(), { quoted_weeks: 1234, current_jobs: jobs }) });
    expect(valueOf(formal, 'quoted-weeks')).toBe('1,234');
    expect(valueOf(formal, 'current-jobs')).toBe('2');
    expect(valueOf(formal, 'longest-tenure')).toBe('2,192 days (6.0 years)');
    const none = report({ insights: insights(combined(), { quoted_weeks: null, current_jobs: [] }) });
    expect(valueOf(none, 'longest-tenure')).toBe('—');
  });

  it('writes a declining trend with a minus sign and a report without insights as nothing', () => {
    expect(valueOf(report({ insights: insights(combined({ trend_label: 'declining', trend_monthly_pct: -12.5 })) }), 'trend')).toBe('declining (−12.50 % a month)');
    expect(reportFigures(report({ status: 'generating', insights: null }))).toEqual([]);
    expect(signedPct(0)).toBe('±0.00 %');
  });
});

describe('latestReady', () => {
  it('is the first ready report of the newest-first list', () => {
    const list = [report({ report_id: 'g', status: 'generating' }), report({ report_id: 'f', status: 'failed' }), report({ report_id: 'r2' }), report({ report_id: 'r1' })];
    expect(latestReady(list)?.report_id).toBe('r2');
    expect(latestReady([report({ status: 'failed' })])).toBeNull();
  });
});

describe('failureMessage and tenure', () => {
  it("gives the catalogue's words with the code, and a general sentence for another code", () => {
    expect(failureMessage('unable_to_generate_insights_pdf')).toBe('Insights PDF cannot be generated. (unable_to_generate_insights_pdf)');
    expect(failureMessage('something_new')).toBe('The report could not be generated. (something_new)');
    expect(failureMessage(null)).toBe('The report could not be generated.');
    expect(tenure(1)).toBe('1 day (0.0 years)');
  });
});

describe('projectionBasis', () => {
  const avg = (d30: number | null, d90: number | null, d180: number | null, d365: number | null) => ({ d30, d90, d180, d365 });
  it('names the longest average the window allows, or the 90-day one when a declining trend lowered the projection', () => {
    expect(projectionBasis(avg(1, 2, 3, 4), 'stable', 4)).toBe('The 365-day average');
    expect(projectionBasis(avg(1, 2, null, null), 'increasing', 2)).toBe('The 90-day average');
    expect(projectionBasis(avg(1, 2, 3, 4), 'declining', 2)).toBe('The 90-day average: the trend is declining');
    expect(projectionBasis(avg(1, 5, 3, 4), 'declining', 4)).toBe('The 365-day average');
    expect(projectionBasis(avg(null, null, null, null), null, null)).toBeUndefined();
  });
});
