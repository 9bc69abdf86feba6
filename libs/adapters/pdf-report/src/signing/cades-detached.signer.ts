import { createHash, sign } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import type { SigningIdentity } from './pkcs12-identity';

const { asn1 } = forge;
const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

/**
 * A detached CMS signature as PAdES baseline B-B asks (ETSI EN 319 142-1): signed attributes content-type,
 * message-digest and signing-certificate-v2, and no signing-time (the signature dictionary's /M carries it).
 * With RSA PKCS#1 v1.5 the same bytes and key always give the same signature.
 * (@signpdf/signer-p12 adds signing-time and lacks signing-certificate-v2.)
 */
export class CadesDetachedSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    const certificateDer = der(forge.pki.certificateToAsn1(this.identity.certificate));
    const attributes = sortedSet([
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(createHash('sha256').update(signedBytes).digest())),
      attribute(OID.signingCertificateV2, sequence([sequence([sequence([octets(createHash('sha256').update(certificateDer).digest())])])])),
    ]);
    const signature = sign('sha256', Buffer.concat([Buffer.from([0x31]), attributes.subarray(1)]), this.identity.privateKeyPem);
    const signedAttributes = asn1.fromDer(binary(Buffer.concat([Buffer.from([0xa0]), attributes.subarray(1)])));
    const signerInfo = sequence([
      integer(1),
      sequence([forge.pki.distinguishedNameToAsn1(this.identity.certificate.issuer), serialNumberOf(this.identity.certificate)]),
      algorithm(OID.sha256),
      signedAttributes,
      algorithm(OID.rsaEncryption),
      octets(signature),
    ]);
    const signedData = sequence([
      integer(1),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [algorithm(OID.sha256)]),
      sequence([oid(OID.data)]),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, this.identity.chain.map((cert) => forge.pki.certificateToAsn1(cert))),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [signerInfo]),
    ]);
    return der(sequence([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}

type Asn1 = forge.asn1.Asn1;

function der(node: Asn1): Buffer {
  return Buffer.from(asn1.toDer(node).getBytes(), 'binary');
}

function binary(bytes: Buffer): string {
  return bytes.toString('binary');
}

function sequence(items: Asn1[]): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
}

function oid(value: string): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
}

function octets(bytes: Buffer): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, binary(bytes));
}

function integer(value: number): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
}

/** The serial number exactly as the certificate encodes it (tbsCertificate: [0] version, serialNumber, …). */
function serialNumberOf(certificate: forge.pki.Certificate): Asn1 {
  const tbs = (forge.pki.certificateToAsn1(certificate).value as Asn1[])[0].value as Asn1[];
  return tbs[0].tagClass === asn1.Class.CONTEXT_SPECIFIC ? tbs[1] : tbs[0];
}

function algorithm(identifier: string): Asn1 {
  return sequence([oid(identifier), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]);
}

function attribute(type: string, value: Asn1): Asn1 {
  return sequence([oid(type), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [value])]);
}

/** A DER SET OF: its elements sorted by their encodings. Returned encoded, tag included. */
function sortedSet(items: Asn1[]): Buffer {
  const encoded = items.map(der).sort(Buffer.compare);
  return der(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, encoded.map((item) => asn1.fromDer(binary(item)))));
}
