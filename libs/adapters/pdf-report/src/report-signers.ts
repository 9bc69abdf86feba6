import type { Environment } from '@gig/domain';
import { SignpdfReportSigner } from './signpdf.report-signer';

/** A signer per environment: sandbox reports never carry the live certificate. */
export type ReportSigners = Readonly<Record<Environment, SignpdfReportSigner>>;

/** Each environment's PKCS#12 and passphrase, as plain data (a render thread receives them so). */
export type ReportSignerKeys = Readonly<Record<Environment, { readonly p12: Uint8Array; readonly passphrase: string }>>;

export function createReportSigners(keys: ReportSignerKeys): ReportSigners {
  return { live: new SignpdfReportSigner(keys.live.p12, keys.live.passphrase), sandbox: new SignpdfReportSigner(keys.sandbox.p12, keys.sandbox.passphrase) };
}
