import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Environment } from '@gig/domain';
import forge from 'node-forge';

export const REPORT_SIGNING_COMMON_NAME = 'Gig Earnings API report signing';
/** The sandbox certificate's subject says what it signs, so that `pdfsig` and every PDF reader show it. */
export const REPORT_SANDBOX_SIGNING_COMMON_NAME = 'Gig Earnings API SANDBOX report signing (test data)';
const REPORT_SANDBOX_SIGNING_UNIT = 'SANDBOX - simulated data, not valid for any decision';
const VALIDITY_YEARS = 10;

/**
 * A self-signed RSA 2048 certificate and its key as a PKCS#12 (DER), valid for ten years, for signing reports
 * when no REPORT_SIGNING_P12 (or, for sandbox reports, REPORT_SANDBOX_SIGNING_P12) is configured. Whoever checks a
 * PDF signed with it sees a valid signature whose issuer is not trusted: the verification URL is then what vouches
 * for the file. A sandbox certificate names itself one in its common name and organisational unit.
 */
export function createSelfSignedReportCertificate(passphrase: string, now: Date = new Date(), environment: Environment = 'live'): Buffer {
  const keys = rsaKeyPair();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  // a positive 16-byte serial (the leading byte below 0x80 keeps the INTEGER positive)
  certificate.serialNumber = `0${randomBytes(16).toString('hex').slice(1)}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALIDITY_YEARS);
  const commonName = environment === 'sandbox' ? REPORT_SANDBOX_SIGNING_COMMON_NAME : REPORT_SIGNING_COMMON_NAME;
  const subject = environment === 'sandbox'
    ? [{ name: 'commonName', value: commonName }, { name: 'organizationalUnitName', value: REPORT_SANDBOX_SIGNING_UNIT }]
    : [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], passphrase, { algorithm: '3des', friendlyName: commonName });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** Node's native key generation: forge's JavaScript prime search takes seconds on a busy machine. */
function rsaKeyPair(): { publicKey: forge.pki.rsa.PublicKey; privateKey: forge.pki.rsa.PrivateKey } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()) as forge.pki.rsa.PrivateKey;
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}
