import type { Doc } from '../layout/report-layout';
import { emptyReport, realisticReport, shortHistoryReport } from '../testing/report-document.fixture';
import { ReportFormat } from '../texts/report-format';
import { reportTexts } from '../texts/report-texts';
import { keyFigures, lastConnectionBeforeEnd, projectionBasis, projectionGap } from './key-figures';
import type { ReportContext } from './report-context';

function contextOf(report: ReturnType<typeof realisticReport>): ReportContext {
  return { doc: {} as Doc, report, texts: reportTexts(report.language), format: new ReportFormat(report.language, report.insights.currency?.toUpperCase() ?? null) };
}

describe('keyFigures: what each figure of page 1 is computed from', () => {
  it('replays the projection rule: the longest average, or the 90-day one when the trend declines and it is lower', () => {
    const averages = { d30: 50, d90: 80, d180: 100, d365: null };
    expect(projectionBasis(averages, 'stable')).toEqual({ days: 180, declining: false, longest: 180 });
    expect(projectionBasis(averages, 'declining')).toEqual({ days: 90, declining: true, longest: 180 });
    expect(projectionBasis({ ...averages, d90: 120 }, 'declining')).toEqual({ days: 180, declining: false, longest: 180 });
    expect(projectionBasis({ d30: 10, d90: null, d180: null, d365: null }, 'declining')).toEqual({ days: 30, declining: false, longest: 30 });
    expect(projectionBasis({ d30: null, d90: null, d180: null, d365: null }, null)).toBeNull();
  });

  it('says so when the trend made the projection take the 90-day average', () => {
    const report = shortHistoryReport('en');
    const declining = { ...report, insights: { ...report.insights, combined: { ...report.insights.combined, trendLabel: 'declining' as const } } };
    const c = declining.insights.combined;
    expect((c.averageMonthly.d90 as number) > (c.averageMonthly.d180 as number)).toBe(true); // here the 90-day one is higher: no swap
    expect(keyFigures(contextOf(declining))[0].note).toBe('the 180-day average, the longest a 200-day window allows; 87 of its 180 days precede the first worked day');
    const lower = { ...declining, insights: { ...declining.insights, combined: { ...c, averageMonthly: { ...c.averageMonthly, d90: 1 } } } };
    expect(keyFigures(contextOf(lower))[0].note).toBe('the 90-day average: the trend declines and it is below the 180-day one');
  });

  it('says what a report with no earnings in a 29-day window lacks, figure by figure', () => {
    const notes = keyFigures(contextOf(emptyReport('en'))).map((figure) => [figure.label, figure.value, figure.note]);
    expect(notes).toEqual([
      ['Projected monthly income', '—', 'needs a window of 30 days; this one has 29'],
      ['Projected annual income', '—', 'needs a window of 30 days; this one has 29'],
      ['Monthly average, last 365 days', '—', 'needs a window of 365 days; this one has 29'],
      ['30-day income P10 / P50 / P90', '—', 'needs a window of 30 days; this one has 29'],
      ['Weekly median', '—', 'no complete week since the first worked day'],
      ['Days worked per week', '—', 'no worked day in the window'],
      ['Volatility (weekly CV)', '—', 'no worked day in the window'],
      ['Trend (per month)', '—', 'no worked day in the window'],
      ['Income history', '—', 'no worked day in the window'],
    ]);
    expect(projectionGap(contextOf(emptyReport('en')))).toBeNull();
  });

  it('says how many complete weeks volatility and trend need when the worker has fewer', () => {
    const report = shortHistoryReport('es');
    const c = report.insights.combined;
    const figures = keyFigures(contextOf({ ...report, insights: { ...report.insights, combined: { ...c, weeksCount: 3, volatilityCv: null, volatilityBand: null, trendMonthlyPct: null, trendLabel: null } } }));
    expect(figures[6].note).toBe('requiere 4 semanas completas; este trabajador tiene 3');
    expect(figures[7].note).toBe('requiere 8 semanas completas; este trabajador tiene 3');
  });

  it('names a last connection only when it comes a week or more before the window’s end (a day or two is the usual lag)', () => {
    const report = realisticReport('en');
    const connected = (lastConnection: string) => ({ ...report, sources: report.sources.map((source) => ({ ...source, lastConnection })) });
    expect(report.window.end).toBe('2026-11-25');
    expect(lastConnectionBeforeEnd({ report: connected('2026-11-19') })).toBeNull();
    expect(lastConnectionBeforeEnd({ report: connected('2026-11-18') })).toBe('2026-11-18');
    expect(lastConnectionBeforeEnd({ report: { ...connected('2026-10-01'), sources: [...connected('2026-10-01').sources, { ...report.sources[0], lastConnection: '2026-11-24' }] } })).toBeNull();
    expect(lastConnectionBeforeEnd({ report: { ...report, sources: [] } })).toBeNull();
  });
});
