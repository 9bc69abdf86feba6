import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Environment } from '@gig/domain';
import { readPkcs12, SigningIdentity } from './signing/pkcs12-identity';
import { createSelfSignedReportCertificate } from './signing/self-signed.report-certificate';

export const REPORT_SIGNING_P12_FILE = 'report-signing.p12';
export const REPORT_SANDBOX_SIGNING_P12_FILE = 'report-sandbox-signing.p12';
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Each environment's variables and the file its self-signed certificate is kept in. */
const SOURCES = {
  live: { p12: 'REPORT_SIGNING_P12', password: 'REPORT_SIGNING_P12_PASSWORD', file: REPORT_SIGNING_P12_FILE },
  sandbox: { p12: 'REPORT_SANDBOX_SIGNING_P12', password: 'REPORT_SANDBOX_SIGNING_P12_PASSWORD', file: REPORT_SANDBOX_SIGNING_P12_FILE },
} as const satisfies Record<Environment, { p12: string; password: string; file: string }>;

export interface ReportSigningKey {
  readonly p12: Buffer;
  readonly passphrase: string;
  /** `configured`: the environment's variable; `generated`: the self-signed file in the data directory. */
  readonly source: 'configured' | 'generated';
}

/** Live reports' key and sandbox reports' own. */
export type ReportSigningKeys = Readonly<Record<Environment, ReportSigningKey>>;

/**
 * The PKCS#12 that signs one environment's report PDFs: `REPORT_SIGNING_P12` (a file path, or the file in base64)
 * with `REPORT_SIGNING_P12_PASSWORD` for live reports, `REPORT_SANDBOX_SIGNING_P12` with
 * `REPORT_SANDBOX_SIGNING_P12_PASSWORD` for sandbox ones; otherwise `<dataDir>/report-signing.p12` (or
 * `report-sandbox-signing.p12`), a self-signed certificate made on first use (mode 0600, encrypted with the password
 * variable or an empty passphrase). Checked here, so a wrong password or a file without a key stops the start with a clear message.
 */
export function loadReportSigningKey(env: Record<string, string | undefined>, dataDir: string, environment: Environment = 'live'): ReportSigningKey {
  const source = SOURCES[environment];
  const passphrase = env[source.password] ?? '';
  const configured = env[source.p12]?.trim();
  const key: ReportSigningKey = configured
    ? { p12: readConfigured(source.p12, configured), passphrase, source: 'configured' }
    : { p12: readOrCreate(dataDir, source.file, passphrase, environment), passphrase, source: 'generated' };
  readPkcs12(key.p12, key.passphrase);
  return key;
}

/**
 * Both keys, checked to be two certificates and to say what they sign: the sandbox one's subject names it a sandbox
 * certificate and the live one's never does, so a sandbox report cannot carry a live signature nor a live one a sandbox's.
 */
export function loadReportSigningKeys(env: Record<string, string | undefined>, dataDir: string): ReportSigningKeys {
  const live = loadReportSigningKey(env, dataDir, 'live');
  const sandbox = loadReportSigningKey(env, dataDir, 'sandbox');
  const [liveIdentity, sandboxIdentity] = [readPkcs12(live.p12, live.passphrase), readPkcs12(sandbox.p12, sandbox.passphrase)];
  if (!namesSandbox(sandboxIdentity)) {
    throw new Error(`REPORT_SANDBOX_SIGNING_P12's certificate must name itself a sandbox certificate (the word "sandbox" in its subject, e.g. CN=Acme SANDBOX report signing); its subject is ${subjectOf(sandboxIdentity)}.`);
  }
  if (namesSandbox(liveIdentity)) {
    throw new Error(`REPORT_SIGNING_P12's certificate names a sandbox (${subjectOf(liveIdentity)}): live reports need a certificate of their own; set it as REPORT_SANDBOX_SIGNING_P12 instead.`);
  }
  return { live, sandbox };
}

const subjectOf = (identity: SigningIdentity) => identity.certificate.subject.attributes.map((a) => `${a.shortName ?? a.name}=${String(a.value)}`).join(', ');
const namesSandbox = (identity: SigningIdentity) => /sandbox/i.test(subjectOf(identity));

function readConfigured(variable: string, value: string): Buffer {
  if (existsSync(value)) return readFileSync(value);
  if (BASE64.test(value) && value.length > 64) return Buffer.from(value, 'base64');
  throw new Error(`${variable} must be the path of a PKCS#12 file or the file in base64; it is neither.`);
}

/** Written beside the target and linked into place: the first process wins, nobody reads a half-written file. */
function readOrCreate(dataDir: string, name: string, passphrase: string, environment: Environment): Buffer {
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(draft, createSelfSignedReportCertificate(passphrase, new Date(), environment), { flag: 'wx', mode: 0o600 });
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
