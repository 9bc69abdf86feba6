import forge from 'node-forge';
import { readPkcs12 } from './pkcs12-identity';
import { createSelfSignedReportCertificate, REPORT_SANDBOX_SIGNING_COMMON_NAME, REPORT_SIGNING_COMMON_NAME } from './self-signed.report-certificate';

describe('createSelfSignedReportCertificate', () => {
  it('makes an RSA 2048 certificate for ten years, for signatures only, with its key in a PKCS#12', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const { certificate, chain } = readPkcs12(createSelfSignedReportCertificate('pw', now), 'pw');
    expect(chain).toHaveLength(1);
    expect(certificate.subject.getField('CN').value).toBe(REPORT_SIGNING_COMMON_NAME);
    expect(certificate.issuer.getField('CN').value).toBe(REPORT_SIGNING_COMMON_NAME);
    expect((certificate.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(certificate.validity.notBefore.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(certificate.validity.notAfter.toISOString()).toBe('2036-11-26T10:00:00.000Z');
    expect(certificate.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true, keyCertSign: false });
    expect(certificate.verify(certificate)).toBe(true);
  });

  it('names a sandbox certificate one in its subject (common name and unit); a live one never mentions a sandbox', () => {
    const { certificate } = readPkcs12(createSelfSignedReportCertificate('', new Date(), 'sandbox'), '');
    expect(certificate.subject.getField('CN').value).toBe(REPORT_SANDBOX_SIGNING_COMMON_NAME);
    expect(certificate.subject.getField('CN').value).toMatch(/SANDBOX/);
    expect(certificate.subject.getField('OU').value).toBe('SANDBOX - simulated data, not valid for any decision');
    expect(certificate.issuer.getField('CN').value).toBe(REPORT_SANDBOX_SIGNING_COMMON_NAME);
    const live = readPkcs12(createSelfSignedReportCertificate(''), '').certificate;
    expect(JSON.stringify(live.subject.attributes.map((a) => a.value)).toLowerCase()).not.toContain('sandbox');
  });

  it('gives each certificate its own serial number and key', () => {
    const a = readPkcs12(createSelfSignedReportCertificate(''), '');
    const b = readPkcs12(createSelfSignedReportCertificate(''), '');
    expect(a.certificate.serialNumber).not.toBe(b.certificate.serialNumber);
    expect(a.privateKeyPem).not.toBe(b.privateKeyPem);
  });
});
