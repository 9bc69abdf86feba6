import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPkcs12 } from './signing/pkcs12-identity';
import { createSelfSignedReportCertificate } from './signing/self-signed.report-certificate';

export const REPORT_SIGNING_P12_FILE = 'report-signing.p12';
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

export interface ReportSigningKey {
  readonly p12: Buffer;
  readonly passphrase: string;
  /** `configured`: REPORT_SIGNING_P12; `generated`: the self-signed file in the data directory. */
  readonly source: 'configured' | 'generated';
}

/**
 * The PKCS#12 that signs report PDFs: `REPORT_SIGNING_P12` (a file path, or the file in base64) with
 * `REPORT_SIGNING_P12_PASSWORD`; otherwise `<dataDir>/report-signing.p12`, a self-signed certificate made on
 * first use (mode 0600, encrypted with REPORT_SIGNING_P12_PASSWORD or an empty passphrase). Checked here, so
 * a wrong password or a file without a key stops the start with a clear message.
 */
export function loadReportSigningKey(env: Record<string, string | undefined>, dataDir: string): ReportSigningKey {
  const passphrase = env.REPORT_SIGNING_P12_PASSWORD ?? '';
  const configured = env.REPORT_SIGNING_P12?.trim();
  const key: ReportSigningKey = configured
    ? { p12: readConfigured(configured), passphrase, source: 'configured' }
    : { p12: readOrCreate(dataDir, passphrase), passphrase, source: 'generated' };
  readPkcs12(key.p12, key.passphrase);
  return key;
}

function readConfigured(value: string): Buffer {
  if (existsSync(value)) return readFileSync(value);
  if (BASE64.test(value) && value.length > 64) return Buffer.from(value, 'base64');
  throw new Error('REPORT_SIGNING_P12 must be the path of a PKCS#12 file or the file in base64; it is neither.');
}

/** Written beside the target and linked into place: the first process wins, nobody reads a half-written file. */
function readOrCreate(dataDir: string, passphrase: string): Buffer {
  const file = join(dataDir, REPORT_SIGNING_P12_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(draft, createSelfSignedReportCertificate(passphrase), { flag: 'wx', mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return readFileSync(file);
}
