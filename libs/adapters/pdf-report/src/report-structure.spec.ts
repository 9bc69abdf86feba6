import { PdfkitReportDocumentRenderer } from './pdfkit.report-document.renderer';
import { describeWithPoppler, poppler } from './testing/poppler';
import { emptyReport, realisticReport } from './testing/report-document.fixture';

const renderer = new PdfkitReportDocumentRenderer();

/** `pdfinfo -struct-text`'s tree as `indent type "text"` lines, attributes dropped. */
function structureLines(tree: string): string[] {
  return tree.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('/'));
}

describeWithPoppler('The tagged report (issue 44, part 6: PDF/UA-1 structure)', () => {
  const report = realisticReport('en');
  let pdf: Uint8Array;
  let tree: string;

  beforeAll(async () => {
    pdf = await renderer.render(report);
    tree = poppler('pdfinfo', pdf, ['-struct-text']);
  }, 60_000);

  it('is tagged, in the report’s language, with its title displayed', () => {
    expect(poppler('pdfinfo', pdf)).toMatch(/Tagged:\s+yes/);
    const bytes = Buffer.from(pdf).toString('latin1');
    expect(bytes).toContain('/Lang (en-US)');
    expect(bytes).toMatch(/\/DisplayDocTitle true/);
    expect(bytes).toMatch(/\/Marked true/);
  });

  it('reads in order: the letterhead, the title (H1), then one section per H2, as the page shows them', () => {
    const lines = structureLines(tree);
    expect(lines.slice(0, 6)).toEqual(['Document', '  Sect', '    P (block)', '      "Financiera Ejemplo S.A. de C.V."', '    H1 (block)', '      "Income insights report"']);
    const headings = lines.flatMap((line, i) => (line.trim().startsWith('H2') ? [lines[i + 1].trim()] : []));
    expect(headings).toEqual([
      '"Sources"', '"Key figures (all platforms combined)"', '"Earnings per month (MXN)"', '"Monthly totals"', '"By platform"',
      '"Formal employment (IMSS / ISSSTE)"', '"Methodology"', '"Verification"',
    ]);
    expect(lines.filter((line) => line.trim().startsWith('H3'))).toHaveLength(1);
  });

  it('tags tables with header cells: the column headers with Column scope, each row’s label with Row scope', () => {
    expect(tree.match(/ Table \(block\)/g)?.length).toBe(5); // sources, months, platforms, employment figures, current jobs
    expect(tree).toMatch(/TH:\n\s+\/Scope \/Column\n\s+"Account"/);
    expect(tree).toMatch(/TH:\n\s+\/Scope \/Row\n\s+"2025-01"\n\s+TD\n\s+"52,231.46 MXN"/);
    expect(tree).toMatch(/TH:\n\s+\/Scope \/Row\n\s+"Total earned"\n\s+TD\n\s+"334,352.31 MXN"\n\s+TD\n\s+"152,913.48 MXN"\n\s+TD\n\s+"882,679.42 MXN"/);
  });

  it('gives the chart and the QR code alternative text, and the chart every month’s total', () => {
    const bytes = Buffer.from(pdf).toString('latin1');
    const chart = /\/Alt \((Bar chart of the earnings per month: [^)]*)\)/.exec(bytes)?.[1] ?? '';
    expect(chart.split('; ')).toHaveLength(report.insights.combined.monthly.length);
    expect(chart).toContain('2024-11: 10,283.28 MXN; 2024-12: 52,605.77 MXN;');
    expect(bytes).toContain(`/Alt (QR code of the verification address, ${report.verificationUrl})`);
    expect(poppler('pdfinfo', pdf, ['-struct']).match(/Figure:\n\s+\/BBox \[/g)).toHaveLength(2);
  });

  it('lists the methodology as terms and definitions', () => {
    expect(tree).toMatch(/ L \(block\)\n\s+LI \(block\)\n\s+Lbl \(block\)\n\s+"Total, days worked"\n\s+LBody \(block\)\n\s+"The sum of the amounts/);
  });

  it('keeps the page decoration out of the structure: the footer’s page numbers are not in it', () => {
    expect(poppler('pdftotext', pdf)).toContain('Page 1 of');
    expect(tree).not.toContain('Page 1 of');
  });

  it('tags a report with no earnings, no source and no employment too', async () => {
    const empty = await renderer.render(emptyReport('es'));
    expect(poppler('pdfinfo', empty)).toMatch(/Tagged:\s+yes/);
    expect(poppler('pdfinfo', empty, ['-struct-text'])).toContain('"Ninguna cuenta de plataforma corresponde a este periodo."');
  }, 60_000);
});
