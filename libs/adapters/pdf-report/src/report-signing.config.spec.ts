import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadReportSigningKey, loadReportSigningKeys, REPORT_SANDBOX_SIGNING_P12_FILE, REPORT_SIGNING_P12_FILE } from './report-signing.config';
import { readPkcs12 } from './signing/pkcs12-identity';
import { createSelfSignedReportCertificate } from './signing/self-signed.report-certificate';

const freshDir = (): string => mkdtempSync(join(tmpdir(), 'report-signing-'));

describe('loadReportSigningKey', () => {
  it('creates a self-signed PKCS#12 (mode 0600) in the data directory on first use, then reads the same one', () => {
    const dataDir = join(freshDir(), 'data');
    const first = loadReportSigningKey({}, dataDir);
    const file = join(dataDir, REPORT_SIGNING_P12_FILE);
    expect(first.source).toBe('generated');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.p12.equals(readFileSync(file))).toBe(true);
    expect(loadReportSigningKey({}, dataDir).p12.equals(first.p12)).toBe(true);
    expect(() => readPkcs12(first.p12, '')).not.toThrow();
  }, 60_000);

  it('encrypts the generated file with REPORT_SIGNING_P12_PASSWORD when it is set', () => {
    const key = loadReportSigningKey({ REPORT_SIGNING_P12_PASSWORD: 's3cret' }, freshDir());
    expect(key.passphrase).toBe('s3cret');
    expect(() => readPkcs12(key.p12, 's3cret')).not.toThrow();
    expect(() => readPkcs12(key.p12, '')).toThrow(/cannot be read/);
  }, 60_000);

  describe('with REPORT_SIGNING_P12', () => {
    const p12 = createSelfSignedReportCertificate('pw');

    it('reads a file path', () => {
      const file = join(freshDir(), 'signing.p12');
      writeFileSync(file, p12);
      const key = loadReportSigningKey({ REPORT_SIGNING_P12: file, REPORT_SIGNING_P12_PASSWORD: 'pw' }, freshDir());
      expect(key).toEqual({ p12, passphrase: 'pw', source: 'configured' });
    });

    it('reads the file in base64, and writes nothing in the data directory', () => {
      const dataDir = freshDir();
      const key = loadReportSigningKey({ REPORT_SIGNING_P12: p12.toString('base64'), REPORT_SIGNING_P12_PASSWORD: 'pw' }, dataDir);
      expect(key.p12.equals(p12)).toBe(true);
      expect(() => statSync(join(dataDir, REPORT_SIGNING_P12_FILE))).toThrow();
    });

    it('stops with a clear message for a wrong password or a value that is neither a path nor base64', () => {
      expect(() => loadReportSigningKey({ REPORT_SIGNING_P12: p12.toString('base64'), REPORT_SIGNING_P12_PASSWORD: 'nope' }, freshDir()))
        .toThrow(/PKCS#12 cannot be read/);
      expect(() => loadReportSigningKey({ REPORT_SIGNING_P12: '/no/such/file.p12' }, freshDir())).toThrow(/path of a PKCS#12 file or the file in base64/);
    });
  });

  describe('for sandbox reports (loadReportSigningKeys)', () => {
    const subjectOf = (p12: Buffer, passphrase = '') => readPkcs12(p12, passphrase).certificate.subject.getField('CN').value as string;

    it('makes a second self-signed certificate beside the live one, whose subject names it a sandbox certificate', () => {
      const dataDir = freshDir();
      const keys = loadReportSigningKeys({}, dataDir);
      expect([keys.live.source, keys.sandbox.source]).toEqual(['generated', 'generated']);
      expect(keys.sandbox.p12.equals(readFileSync(join(dataDir, REPORT_SANDBOX_SIGNING_P12_FILE)))).toBe(true);
      expect(statSync(join(dataDir, REPORT_SANDBOX_SIGNING_P12_FILE)).mode & 0o777).toBe(0o600);
      expect(keys.live.p12.equals(keys.sandbox.p12)).toBe(false);
      expect(subjectOf(keys.sandbox.p12)).toMatch(/SANDBOX/);
      expect(subjectOf(keys.live.p12)).not.toMatch(/sandbox/i);
      expect(loadReportSigningKeys({}, dataDir).sandbox.p12.equals(keys.sandbox.p12)).toBe(true);
    }, 60_000);

    it('reads REPORT_SANDBOX_SIGNING_P12 with REPORT_SANDBOX_SIGNING_P12_PASSWORD, leaving the live key to its own variables', () => {
      const sandbox = createSelfSignedReportCertificate('sb', new Date(), 'sandbox');
      const keys = loadReportSigningKeys({ REPORT_SANDBOX_SIGNING_P12: sandbox.toString('base64'), REPORT_SANDBOX_SIGNING_P12_PASSWORD: 'sb' }, freshDir());
      expect(keys.sandbox).toEqual({ p12: sandbox, passphrase: 'sb', source: 'configured' });
      expect(keys.live.source).toBe('generated');
    }, 60_000);

    it('stops the start when the sandbox certificate does not say sandbox, or the live one does', () => {
      const live = createSelfSignedReportCertificate('');
      const sandbox = createSelfSignedReportCertificate('', new Date(), 'sandbox');
      expect(() => loadReportSigningKeys({ REPORT_SANDBOX_SIGNING_P12: live.toString('base64') }, freshDir()))
        .toThrow(/REPORT_SANDBOX_SIGNING_P12's certificate must name itself a sandbox certificate.*CN=Gig Earnings API report signing/);
      expect(() => loadReportSigningKeys({ REPORT_SIGNING_P12: sandbox.toString('base64') }, freshDir()))
        .toThrow(/REPORT_SIGNING_P12's certificate names a sandbox/);
      expect(() => loadReportSigningKeys({ REPORT_SANDBOX_SIGNING_P12: '/no/such/file.p12' }, freshDir())).toThrow(/REPORT_SANDBOX_SIGNING_P12 must be the path/);
    }, 60_000);
  });
});
