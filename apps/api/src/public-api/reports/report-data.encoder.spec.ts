import { computeIncomeInsights, ReportSnapshot } from '@gig/domain';
import { createHash } from 'node:crypto';
import { JsonReportDataEncoder } from './report-data.encoder';

const window = { start: '2025-01-01', end: '2025-03-31' };
const detail = (platform: string, accountId: string, amount: number) => ({ platform, accountId, amount, countTrips: 3 });
const snapshot: ReportSnapshot = {
  reportId: '275a58ee-1e21-4614-a31a-c9b8c84f496c',
  issuerCompanyName: 'Financiera Ejemplo',
  environment: 'sandbox',
  createdAt: new Date('2025-04-01T09:30:00.000Z'),
  language: 'es',
  window,
  sources: [{ platform: 'uber', accountId: 'acc-uber', lastConnection: '2025-03-30', workedDays: 2 }],
  insights: computeIncomeInsights({
    window,
    aggregated: {
      platformsCount: 2,
      platforms: [{ platform: 'uber', accountId: 'acc-uber', lastSuccessfulConnection: '2025-03-30' }, { platform: 'didi', accountId: 'acc-didi', lastSuccessfulConnection: '2025-03-30' }],
      earnings: [
        { earningDate: '2025-02-03', amount: 150.5, currency: 'mxn', countTrips: 6, currencyNote: null, details: [detail('uber', 'acc-uber', 100.5), detail('didi', 'acc-didi', 50)] },
        { earningDate: '2025-03-03', amount: 80, currency: 'mxn', countTrips: 3, currencyNote: null, details: [detail('uber', 'acc-uber', 80)] },
      ],
    },
    institutes: [{
      accountId: 'acc-imss',
      employment: {
        employmentInfo: { quotedWeeks: 300, discountedWeeks: 2, reintegratedWeeks: 0, status: 'employed' },
        employmentHistory: [{ employer: 'ACME SA', employerRegistration: 'Y12', startDate: '2024-01-01', endDate: null, jobTitle: null, federalEntity: null, baseSalary: 500 }],
      },
    }],
  }),
};

const SERIES = [
  'total', 'days_worked', 'first_worked_date', 'last_worked_date', 'active_span_days', 'active_day_ratio', 'days_worked_per_week',
  'average_per_worked_day', 'earnings_per_trip', 'monthly', 'average_monthly', 'weeks_count', 'weekly_median', 'volatility_cv', 'volatility_band',
  'trend_monthly_pct', 'trend_label', 'monthly_income_p10', 'monthly_income_p50', 'monthly_income_p90', 'projected_monthly_income',
  'projected_annual_income', 'longest_inactive_streak_days', 'inactive_streaks_7d', 'days_since_last_worked', 'history_months', 'meets_12_months', 'meets_24_months',
];

describe('JsonReportDataEncoder', () => {
  const encoded = new JsonReportDataEncoder().encode(snapshot);
  const json = JSON.parse(Buffer.from(encoded).toString('utf8'));

  it('writes the same bytes for the same snapshot: compact UTF-8 JSON whose keys are in the reference’s order', () => {
    expect(createHash('sha256').update(new JsonReportDataEncoder().encode(snapshot)).digest('hex')).toBe(createHash('sha256').update(encoded).digest('hex'));
    expect(Buffer.from(encoded).toString('utf8')).toBe(JSON.stringify(json));
    expect(Object.keys(json)).toEqual(['report_id', 'issuer_company', 'environment', 'created_at', 'as_of', 'window', 'language', 'currency', 'currency_note', 'sources', 'insights']);
    expect(json).toMatchObject({
      report_id: snapshot.reportId, issuer_company: 'Financiera Ejemplo', environment: 'sandbox', created_at: '2025-04-01T09:30:00.000Z', as_of: '2025-03-31',
      window: { start_date: '2025-01-01', end_date: '2025-03-31' }, language: 'es', currency: 'mxn', currency_note: null,
      sources: [{ platform: 'uber', account_id: 'acc-uber', last_connection: '2025-03-30', worked_days: 2 }],
    });
  });

  it('says which environment made the report: live for a live company', () => {
    const live = JSON.parse(Buffer.from(new JsonReportDataEncoder().encode({ ...snapshot, environment: 'live' })).toString('utf8'));
    expect(live.environment).toBe('live');
  });

  it('names every figure of the reference tables, in their order', () => {
    const { combined, platforms, formal_employment: formal } = json.insights;
    expect(Object.keys(json.insights)).toEqual(['combined', 'platforms', 'formal_employment']);
    expect(Object.keys(combined)).toEqual([...SERIES, 'platform_shares', 'concentration_hhi', 'multi_platform_days']);
    expect(combined).toMatchObject({ total: 230.5, days_worked: 2, platform_shares: { didi: 0.2169, uber: 0.7831 }, multi_platform_days: 1 });
    expect(Object.keys(combined.monthly[0])).toEqual(['month', 'total', 'days_worked', 'days_in_window']);
    expect(Object.keys(combined.average_monthly)).toEqual(['d30', 'd90', 'd180', 'd365']);
    expect(platforms.map((p: { platform: string }) => p.platform)).toEqual(['didi', 'uber']);
    expect(Object.keys(platforms[0])).toEqual(['platform', 'account_ids', ...SERIES]);
    expect(Object.keys(formal)).toEqual([
      'account_ids', 'quoted_weeks', 'discounted_weeks', 'reintegrated_weeks', 'status', 'current_jobs', 'jobs_last_5_years',
      'median_tenure_days_last_3_jobs', 'salary_change_pct_5y', 'days_without_job_last_2_years', 'days_with_overlapping_jobs_last_2_years',
    ]);
    expect(formal.current_jobs).toEqual([{ employer: 'ACME SA', employer_registration: 'Y12', start_date: '2024-01-01', tenure_days: 456, monthly_base_salary: 15200 }]);
  });
});
