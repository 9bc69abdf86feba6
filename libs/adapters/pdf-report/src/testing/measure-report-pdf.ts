import { PdfkitReportDocumentRenderer } from '../pdfkit.report-document.renderer';
import { SignpdfReportSigner } from '../signpdf.report-signer';
import { createSelfSignedReportCertificate } from '../signing/self-signed.report-certificate';
import { realisticReport } from './report-document.fixture';

/**
 * Times rendering and signing the 3 platforms × N days report (a script, not a test):
 *   TS_NODE_TRANSPILE_ONLY=1 TS_NODE_PROJECT=tsconfig.base.json node -r ts-node/register -r tsconfig-paths/register \
 *     libs/adapters/pdf-report/src/testing/measure-report-pdf.ts [days=730] [runs=15]
 */
async function main(days: number, runs: number): Promise<void> {
  const renderer = new PdfkitReportDocumentRenderer();
  const signer = new SignpdfReportSigner(createSelfSignedReportCertificate('measure'), 'measure');
  const report = realisticReport('es', days);
  const renders: number[] = [];
  const signs: number[] = [];
  let sizes = { unsigned: 0, signed: 0 };
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const pdf = await renderer.render(report);
    const rendered = performance.now();
    const signed = await signer.sign(pdf, { signingTime: new Date(report.issuedAt), reason: 'measure' });
    renders.push(rendered - started);
    signs.push(performance.now() - rendered);
    sizes = { unsigned: pdf.length, signed: signed.length };
  }
  const median = (values: number[]): string => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(0);
  console.log(
    `3 platforms × ${days} days, ${runs} runs: first render ${renders[0].toFixed(0)} ms, median render ${median(renders.slice(1))} ms, ` +
      `median sign ${median(signs)} ms; ${sizes.unsigned} bytes unsigned, ${sizes.signed} signed; insights.json ${report.insightsJson.length} bytes`,
  );
}

void main(Number(process.argv[2] ?? 730), Number(process.argv[3] ?? 15));
