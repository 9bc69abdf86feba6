import { createHash } from 'node:crypto';
import { PdfkitReportDocumentRenderer } from './pdfkit.report-document.renderer';
import { createReportSigners } from './report-signers';
import { SignedReportDocumentRenderer } from './signed.report-document.renderer';
import { SignpdfReportSigner } from './signpdf.report-signer';
import { createSelfSignedReportCertificate, REPORT_SANDBOX_SIGNING_COMMON_NAME } from './signing/self-signed.report-certificate';
import { describeWithPoppler, detach, poppler } from './testing/poppler';
import { realisticReport } from './testing/report-document.fixture';

describe('SignpdfReportSigner', () => {
  const report = realisticReport('es');
  let p12: Buffer;
  let signed: Uint8Array;
  let renderer: SignedReportDocumentRenderer;

  beforeAll(async () => {
    p12 = createSelfSignedReportCertificate('correct horse');
    const sandbox = { p12: createSelfSignedReportCertificate('', new Date(), 'sandbox'), passphrase: '' };
    renderer = new SignedReportDocumentRenderer(new PdfkitReportDocumentRenderer(), createReportSigners({ live: { p12, passphrase: 'correct horse' }, sandbox }));
    const started = performance.now();
    signed = await renderer.render(report);
    console.info(`rendered and signed: ${Math.round(performance.now() - started)} ms, ${signed.length} bytes`);
  }, 120_000);

  it('gives the same signed bytes for the same report (no signing-time attribute, RSA PKCS#1 v1.5, /M = issuedAt)', async () => {
    const again = await renderer.render(report);
    expect(Buffer.from(again).equals(Buffer.from(signed))).toBe(true);
    expect(signed.length).toBeLessThan(300_000);
  }, 60_000);

  it('keeps the unsigned file as the first bytes: the signature is an incremental update', async () => {
    const unsigned = await new PdfkitReportDocumentRenderer().render(report);
    const prefix = Buffer.from(signed).subarray(0, unsigned.length - 1);
    expect(prefix.equals(Buffer.from(unsigned).subarray(0, unsigned.length - 1))).toBe(true);
  }, 60_000);

  it('refuses a PKCS#12 whose password is wrong, without echoing it', () => {
    expect(() => new SignpdfReportSigner(p12, 'battery staple')).toThrow(/cannot be read/);
    expect(() => new SignpdfReportSigner(p12, 'battery staple')).not.toThrow(/battery staple/);
  });

  describeWithPoppler('checked by pdfsig', () => {
    it('has a valid PAdES signature that covers the whole document', () => {
      const output = poppler('pdfsig', signed);
      expect(output).toContain('Signature Type: ETSI.CAdES.detached');
      expect(output).toContain('Signer Certificate Common Name: Gig Earnings API report signing');
      expect(output).toContain('Total document signed');
      expect(output).toContain('Signature Validation: Signature is Valid.');
      expect(output).toContain('Signing Time: Nov 26 2026 10:15:42');
    });

    it('signs a sandbox report with the sandbox certificate, whose subject says so, and a live one never with it', async () => {
      const output = poppler('pdfsig', await renderer.render({ ...report, environment: 'sandbox' }));
      expect(output).toContain(`Signer Certificate Common Name: ${REPORT_SANDBOX_SIGNING_COMMON_NAME}`);
      expect(output).toContain('Signer full Distinguished Name: OU="SANDBOX - simulated data, not valid for any decision",CN=Gig Earnings API SANDBOX report signing (test data)');
      expect(output).toContain('Signature Validation: Signature is Valid.');
      expect(output).toContain('Total document signed');
      expect(poppler('pdfsig', signed).toLowerCase()).not.toContain('sandbox');
    }, 60_000);

    it('finds the signature invalid once a signed byte changes', () => {
      const tampered = Buffer.from(signed);
      const at = tampered.indexOf(`/URI (${report.verificationUrl})`); // the QR code's link, in the clear
      expect(at).toBeGreaterThan(0);
      tampered.write('X', at + 10, 'latin1');
      const output = poppler('pdfsig', tampered);
      expect(output).toContain('Signature Validation: Digest Mismatch.');
      expect(output).not.toContain('Signature is Valid.');
    });

    it('still carries insights.json, the PDF/A-3b identification and its structure tree after signing', () => {
      expect(createHash('sha256').update(detach(signed, 1)).digest('hex')).toBe(report.dataSha256);
      const metadata = poppler('pdfinfo', signed, ['-meta']);
      expect(metadata).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect(metadata).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
      expect(poppler('pdfinfo', signed)).toMatch(/Tagged:\s+yes/);
      expect(poppler('pdfinfo', signed, ['-struct'])).toMatch(/^Document\n {2}Sect\n {4}P \(block\)\n {4}H1 \(block\)/);
    });
  });
});
