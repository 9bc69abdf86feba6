import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfkitReportDocumentRenderer } from '../pdfkit.report-document.renderer';
import { realisticReport, shortHistoryReport, staleHistoryReport } from './report-document.fixture';

/**
 * Pictures of the sample reports for docs/reports (a script, not a test; needs Poppler's pdftoppm):
 *   TS_NODE_TRANSPILE_ONLY=1 TS_NODE_PROJECT=tsconfig.base.json node -r ts-node/register -r tsconfig-paths/register \
 *     libs/adapters/pdf-report/src/testing/sample-report-pages.ts docs/reports
 * Every page of the 3 platforms × 730 days report ({es,en}-page-N.png, 50 dpi) and the first page of the worker
 * with three months of history ({es,en}-short-history-page-1.png, 100 dpi), and of the demo's case, a worker whose
 * accounts were last connected 65 days before the window's end (en-stale-history-page-1.png, 100 dpi).
 */
async function main(out: string): Promise<void> {
  const renderer = new PdfkitReportDocumentRenderer();
  const scratch = mkdtempSync(join(tmpdir(), 'sample-report-'));
  for (const language of ['es', 'en'] as const) {
    const full = join(scratch, `${language}.pdf`);
    writeFileSync(full, await renderer.render(realisticReport(language)));
    execFileSync('pdftoppm', ['-r', '50', '-png', full, join(out, `${language}-page`)]);
    const short = join(scratch, `${language}-short.pdf`);
    writeFileSync(short, await renderer.render(shortHistoryReport(language)));
    execFileSync('pdftoppm', ['-r', '100', '-png', '-f', '1', '-l', '1', '-singlefile', short, join(out, `${language}-short-history-page-1`)]);
  }
  const stale = join(scratch, 'en-stale.pdf');
  writeFileSync(stale, await renderer.render(staleHistoryReport('en')));
  execFileSync('pdftoppm', ['-r', '100', '-png', '-f', '1', '-l', '1', '-singlefile', stale, join(out, 'en-stale-history-page-1')]);
}

void main(process.argv[2] ?? 'docs/reports');
