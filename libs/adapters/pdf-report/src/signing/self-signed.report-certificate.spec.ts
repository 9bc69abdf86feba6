import forge from 'node-forge';
import { readPkcs12 } from './pkcs12-identity';
import { createSelfSignedReportCertificate, REPORT_SIGNING_COMMON_NAME } from './self-signed.report-certificate';

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

  it('gives each certificate its own serial number and key', () => {
    const a = readPkcs12(createSelfSignedReportCertificate(''), '');
    const b = readPkcs12(createSelfSignedReportCertificate(''), '');
    expect(a.certificate.serialNumber).not.toBe(b.certificate.serialNumber);
    expect(a.privateKeyPem).not.toBe(b.privateKeyPem);
  });
});
