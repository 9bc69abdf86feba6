import { createHash } from 'node:crypto';
import { DomainError, ReportDocument } from '@gig/domain';
import { PdfkitReportDocumentRenderer } from './pdfkit.report-document.renderer';
import { describeWithPoppler, detach, poppler } from './testing/poppler';
import { emptyReport, realisticReport } from './testing/report-document.fixture';

const renderer = new PdfkitReportDocumentRenderer();

async function timedRender(report: ReportDocument): Promise<Uint8Array> {
  const started = performance.now();
  const pdf = await renderer.render(report);
  console.info(`rendered ${report.language}, ${report.insights.combined.monthly.length} months: ${Math.round(performance.now() - started)} ms, ${pdf.length} bytes`);
  return pdf;
}

describe('PdfkitReportDocumentRenderer', () => {
  const es = realisticReport('es');
  const en = realisticReport('en');
  let esPdf: Uint8Array;
  let enPdf: Uint8Array;

  beforeAll(async () => {
    esPdf = await timedRender(es);
    enPdf = await timedRender(en);
  }, 120_000);

  it('gives the same bytes for the same document, and stays under 300 kB for 3 platforms × 730 days', async () => {
    expect(Buffer.from(await timedRender(realisticReport('es'))).equals(Buffer.from(esPdf))).toBe(true);
    expect(esPdf.length).toBeLessThan(300_000);
    expect(enPdf.length).toBeLessThan(300_000);
  }, 60_000);

  it('changes its bytes with the report id (the trailer /ID and the title derive from it)', async () => {
    const other = await renderer.render({ ...es, reportId: 'rep_other' });
    expect(Buffer.from(other).equals(Buffer.from(esPdf))).toBe(false);
  }, 60_000);

  it('fails with unable_to_generate_insights_pdf when the document cannot be drawn', async () => {
    const failure = renderer.render({ ...es, issuedAt: 'not a date' });
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({ code: 'unable_to_generate_insights_pdf' });
  });

  describeWithPoppler('read back by Poppler', () => {
    it('renders a report with no earnings, no source and no formal employment, a dash for each missing figure', async () => {
      const empty = emptyReport('en');
      const text = poppler('pdftotext', await renderer.render(empty), ['-layout']).replace(/\s+/g, ' ');
      expect(text).toContain('No platform account qualifies for this window.');
      expect(text).toContain('The worker has no connected social security account.');
      expect(text).toContain('Projected monthly income Projected annual income Monthly average, last 365 days — — —');
      expect(text).toContain('***'); // an external id of 3 characters is masked whole
      expect(text).not.toContain(' abc ');
    }, 60_000);

    it('shows the masked external id and never the full one, the report id, the key figures and the verification URL', () => {
      const text = poppler('pdftotext', esPdf, ['-layout']).replace(/\s+/g, ' ');
      expect(es.externalId).toBe('cliente-000123456789');
      expect(text).toContain('clie**************89');
      expect(text).not.toContain(es.externalId);
      expect(text).toContain(es.reportId);
      expect(text).toContain(es.verificationUrl);
      expect(text).toContain(es.dataSha256);
      expect(text).toContain('Financiera Ejemplo S.A. de C.V.');
      const { combined } = es.insights;
      expect([combined.projectedMonthlyIncome, combined.projectedAnnualIncome, combined.weeklyMedian]).toEqual([61054.34, 732652.02, 12998.66]);
      expect(text).toContain('Ingreso mensual proyectado Ingreso anual proyectado');
      expect(text).toContain('61,054.34 MXN 732,652.02 MXN');
      expect(text).toContain('12,998.66 MXN');
      expect(text).toContain(`${combined.historyMonths} meses`);
      expect(text).toContain('Metodología');
    });

    it('writes the English report in English', () => {
      const text = poppler('pdftotext', enPdf, ['-layout']).replace(/\s+/g, ' ');
      expect(text).toContain('Income insights report');
      expect(text).toContain('Projected monthly income');
      expect(text).toContain('61,054.34 MXN 732,652.02 MXN');
      expect(text).toContain('Methodology');
      expect(text).not.toContain('Ingreso mensual proyectado');
    });

    it('bands every page of a sandbox report, in its language, and never mentions a sandbox in a live one', async () => {
      const pagesOf = (pdf: Uint8Array) => Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf))?.[1]);
      const pageText = (pdf: Uint8Array, n: number) => poppler('pdftotext', pdf, ['-f', String(n), '-l', String(n), '-layout']).replace(/\s+/g, ' ');
      const bands = { es: 'SANDBOX — datos simulados, sin validez', en: 'SANDBOX — simulated data, not valid for any decision' };
      for (const language of ['es', 'en'] as const) {
        const pdf = await renderer.render({ ...realisticReport(language), environment: 'sandbox' });
        const pages = pagesOf(pdf);
        expect(pages).toBeGreaterThanOrEqual(4);
        for (let n = 1; n <= pages; n++) expect([n, pageText(pdf, n)]).toEqual([n, expect.stringContaining(bands[language])]);
        expect(pageText(pdf, 1)).toContain(language === 'en' ? 'This is a sandbox (test) report' : 'Este es un reporte de sandbox (prueba)');
        expect(poppler('pdfinfo', pdf)).toMatch(/Title:\s+SANDBOX/);
      }
      for (const pdf of [esPdf, enPdf]) {
        expect(poppler('pdftotext', pdf, ['-layout']).toLowerCase()).not.toContain('sandbox');
        expect(poppler('pdfinfo', pdf, ['-meta']).toLowerCase()).not.toContain('sandbox');
      }
    }, 60_000);

    it('carries insights.json, whose bytes hash to data_sha256', () => {
      expect(poppler('pdfdetach', esPdf, ['-list'])).toContain('1: insights.json');
      const attached = detach(esPdf, 1);
      expect(attached.equals(Buffer.from(es.insightsJson))).toBe(true);
      expect(createHash('sha256').update(attached).digest('hex')).toBe(es.dataSha256);
    });

    it('declares PDF/A-3b in its XMP metadata, with every font embedded', () => {
      const metadata = poppler('pdfinfo', esPdf, ['-meta']);
      expect(metadata).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect(metadata).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
      expect(metadata).toContain('<xmp:CreateDate>2026-11-26T10:15:42Z</xmp:CreateDate>');
      const fonts = poppler('pdffonts', esPdf).trim().split('\n').slice(2);
      expect(fonts.length).toBeGreaterThanOrEqual(2);
      for (const font of fonts) expect(font).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes/);
    });

    it('dates the document at its issue time', () => {
      const info = poppler('pdfinfo', esPdf, ['-isodates']);
      expect(info).toMatch(/CreationDate:\s+2026-11-26T10:15:42Z/);
      expect(info).toMatch(/ModDate:\s+2026-11-26T10:15:42Z/);
      expect(info).toMatch(/Pages:\s+[4-7]\n/);
    });
  });
});
