import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import signpdf from '@signpdf/signpdf';
import { CadesDetachedSigner } from './signing/cades-detached.signer';
import { readPkcs12, SigningIdentity } from './signing/pkcs12-identity';

export interface ReportSignature {
  /** The signature dictionary's /M; the report's issue time keeps re-signing byte-identical. */
  readonly signingTime: Date;
  readonly reason: string;
  readonly location?: string;
  readonly contactInfo?: string;
}

const SIGNER_NAME = 'Gig Earnings API';
/** Bytes reserved for the CMS: a 2048- or 4096-bit key and a chain of a few certificates fit. */
const SIGNATURE_LENGTH = 12_000;

/**
 * Signs a PDF as PAdES baseline B-B (SubFilter ETSI.CAdES.detached) in an incremental update that covers
 * the whole original file; the PKCS#12 is read once. Given the same PDF, key and signing time, the output is
 * the same bytes. The last trailer repeats the original /ID, as PDF/A asks of every trailer.
 */
export class SignpdfReportSigner {
  private readonly identity: SigningIdentity;

  constructor(p12: Uint8Array, passphrase: string) {
    this.identity = readPkcs12(p12, passphrase);
  }

  async sign(pdf: Uint8Array, signature: ReportSignature): Promise<Buffer> {
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: Buffer.from(pdf),
      reason: signature.reason,
      location: signature.location ?? '',
      contactInfo: signature.contactInfo ?? '',
      name: SIGNER_NAME,
      signingTime: signature.signingTime,
      signatureLength: SIGNATURE_LENGTH,
      subFilter: 'ETSI.CAdES.detached',
    });
    return signpdf.sign(withOriginalId(withPlaceholder, Buffer.from(pdf)), new CadesDetachedSigner(this.identity));
  }
}

/** Adds the original trailer's /ID to the update's trailer (placeholder-plain writes none). */
function withOriginalId(updated: Buffer, original: Buffer): Buffer {
  const originalTrailer = original.subarray(original.lastIndexOf('trailer')).toString('latin1');
  const id = /\/ID\s*\[\s*<[0-9a-fA-F]*>\s*<[0-9a-fA-F]*>\s*\]/.exec(originalTrailer)?.[0];
  if (!id) return updated;
  const trailer = updated.lastIndexOf('trailer\n<<\n');
  if (trailer < original.length) throw new Error('The signature placeholder wrote no trailer of its own.');
  const at = trailer + 'trailer\n<<\n'.length;
  return Buffer.concat([updated.subarray(0, at), Buffer.from(`${id}\n`, 'latin1'), updated.subarray(at)]);
}
