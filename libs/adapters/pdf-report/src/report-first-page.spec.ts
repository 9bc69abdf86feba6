import type { ReportDocument } from '@gig/domain';
import { PAGE } from './layout/report-layout';
import { PdfkitReportDocumentRenderer } from './pdfkit.report-document.renderer';
import { describeWithPoppler, lowestWordPerPage, pageText, poppler } from './testing/poppler';
import { realisticReport, shortHistoryReport, staleHistoryReport } from './testing/report-document.fixture';

const renderer = new PdfkitReportDocumentRenderer();
const FOOTER_TOP = PAGE.height - PAGE.margin;

describeWithPoppler('The report’s first page explains itself (issue 44, part 6)', () => {
  const short = shortHistoryReport('en');
  const long = realisticReport('en');
  const spanish = shortHistoryReport('es');
  const pdfs = new Map<ReportDocument, Uint8Array>();
  const pdfOf = (report: ReportDocument): Uint8Array => pdfs.get(report) as Uint8Array;

  beforeAll(async () => {
    for (const report of [short, long, spanish]) pdfs.set(report, await renderer.render(report));
  }, 120_000);

  it('is a worker with 93 days of history in a 200-day window, whose projection (the 180-day average) is below its 30-day P50', () => {
    const c = short.insights.combined;
    expect([c.activeSpanDays, c.firstWorkedDate, c.weeksCount, c.averageMonthly.d365]).toEqual([93, '2026-08-25', 13, null]);
    expect(c.projectedMonthlyIncome).toBe(c.averageMonthly.d180);
    expect(c.monthlyIncomeP50).toBeGreaterThan((c.projectedMonthlyIncome as number) * 1.5);
  });

  it('puts the issuing company first, as a letterhead', () => {
    expect(pageText(pdfOf(short), 1).trimStart()).toMatch(/^Financiera Ejemplo S\.A\. de C\.V\. Income insights report /);
  });

  it('says under each key figure what it is computed from, and why an average is missing', () => {
    const text = pageText(pdfOf(short), 1);
    const c = short.insights.combined;
    const notes = [
      'Projected monthly income', '20,409.83 MXN', 'the 180-day average, the longest a 200', 'window allows; 87 of its 180 days precede the first worked day',
      '12 × the projected monthly income',
      'Monthly average, last 365 days', '—', 'needs 365 days of history; this worker has 93',
      `P10 35,615.64 · P90 40,679.44 MXN, over 64 30-day spans since the first worked day`,
      'median of 13 complete weeks (Monday to Sunday)',
      '81 worked days in the 93 days since the first worked day',
      `CV ${(c.volatilityCv as number).toFixed(4)} of 13 weekly totals`,
      'per month, the slope of the last 13 weekly totals',
      '2026-08 to 2026-11; 12 months: no · 24 months: no',
    ];
    for (const note of notes) expect(text).toContain(note);
    expect(text).toContain(
      'Why the projection is below the 30-day P50: the 180-day average counts every one of its days, 87 of them before the first worked day ' +
        '(2026-08-25), while P10, P50 and P90 only count 30-day spans from that day on.',
    );
  });

  it('says the same in Spanish', () => {
    const text = pageText(pdfOf(spanish), 1);
    expect(text).toContain('requiere 365 días de historial; este trabajador tiene 93');
    expect(text).toContain('87 de sus 180 días son anteriores al primer día trabajado');
    expect(text).toContain('Por qué la proyección es menor que el P50 de 30 días');
  });

  it('in the default 365-day window, names the 365-day average and how much of it precedes the first worked day', async () => {
    const report = shortHistoryReport('en', 365);
    const c = report.insights.combined;
    expect([c.activeSpanDays, c.averageMonthly.d365 === null, c.projectedMonthlyIncome === c.averageMonthly.d365]).toEqual([93, false, true]);
    const text = pageText(await renderer.render(report), 1);
    expect(text).toContain('the 365-day average, the longest one; 272 of its 365 days precede the first worked day');
    expect(text).toContain('counts all 365 days; this worker has 93 days of history');
    expect(text).toContain('Why the projection is below the 30-day P50: the 365-day average counts every one of its days, 272 of them before the first worked day');
  }, 60_000);

  it('names the 365-day average as the projection’s basis when the history is long enough, and explains no gap that is not there', () => {
    const text = pageText(pdfOf(long), 1);
    expect(text).toContain('the 365-day average, the longest one');
    expect(text).toContain('the earnings of the last 365 days × 30.4375 / 365');
    expect(text).not.toContain('Why the projection');
  });

  it('says when the accounts were last connected before the window’s end, and charts no month after that connection', async () => {
    const report = staleHistoryReport('en');
    expect([report.sources[0].lastConnection, report.insights.combined.firstWorkedDate, report.window]).toEqual(['2026-09-21', '2026-06-21', { start: '2025-11-26', end: '2026-11-25' }]);
    const pdf = await renderer.render(report);
    const text = pageText(pdf, 1);
    expect(text).toContain('The accounts were last connected on 2026-09-21: the 65 days after it, to the window’s end, count as days without earnings.');
    expect(text).toContain('From 2026-06 to 2026-09. The window starts on 2025-11-26; the first worked day is 2026-06-21, so earlier months are left out. ' +
      'The accounts were last connected on 2026-09-21; later months have no data.');
    const layout = poppler('pdftotext', pdf, ['-layout']);
    for (const label of ['Jun 26', 'Jul 26', 'Aug 26', 'Sep 26']) expect(layout).toContain(label);
    for (const label of ['Dec 25', 'May 26', 'Oct 26', 'Nov 26']) expect(layout).not.toContain(label);
    expect(pageText(pdfOf(short), 1)).not.toContain('last connected');
  }, 60_000);

  it('never wraps an id: each account id and the report id stay whole on one line', () => {
    for (const report of [short, long]) {
      const lines = poppler('pdftotext', pdfOf(report), ['-f', '1', '-l', '1', '-layout']).split('\n');
      for (const id of [report.reportId, ...report.sources.map((source) => source.accountId)]) {
        expect([id, lines.some((line) => line.includes(id))]).toEqual([id, true]);
      }
    }
  });

  it('charts the window’s months from the first worked month on, and says where it starts', () => {
    const text = poppler('pdftotext', pdfOf(short), ['-layout']);
    for (const label of ['Aug 26', 'Sep 26', 'Oct 26', 'Nov 26']) expect(text).toContain(label);
    for (const label of ['May 26', 'Jun 26', 'Jul 26']) expect(text).not.toContain(label);
    expect(text.replace(/\s+/g, ' ')).toContain('From 2026-08 to 2026-11. The window starts on 2026-05-10; the first worked day is 2026-08-25, so earlier months are left out.');
    expect(poppler('pdftotext', pdfOf(long), ['-layout']).replace(/\s+/g, ' ')).toContain('From 2024-11 to 2026-11.');
  });

  it('leaves no half-empty page: every page but the last is filled past three quarters of its height', () => {
    for (const report of [short, long]) {
      const lowest = lowestWordPerPage(pdfOf(report), FOOTER_TOP);
      expect(lowest.length).toBeGreaterThanOrEqual(3);
      const filled = lowest.slice(0, -1).map((y, i) => ({ page: i + 1, filled: y > PAGE.height * 0.75, lowest: Math.round(y) }));
      expect(filled).toEqual(filled.map((page) => ({ ...page, filled: true })));
    }
  });
});
