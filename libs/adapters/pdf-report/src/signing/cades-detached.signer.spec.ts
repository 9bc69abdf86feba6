import { createHash, verify } from 'node:crypto';
import forge from 'node-forge';
import { CadesDetachedSigner } from './cades-detached.signer';
import { readPkcs12 } from './pkcs12-identity';
import { createSelfSignedReportCertificate } from './self-signed.report-certificate';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;
const children = (node: Asn1): Asn1[] => node.value as Asn1[];
const bytes = (node: Asn1): Buffer => Buffer.from(node.value as string, 'binary');
const oidOf = (node: Asn1): string => asn1.derToOid(node.value as string);

describe('CadesDetachedSigner', () => {
  const identity = readPkcs12(createSelfSignedReportCertificate('pw'), 'pw');
  const content = Buffer.from('the signed byte ranges of a PDF');

  it('signs content-type, message-digest and signing-certificate-v2, and no signing-time (PAdES B-B)', async () => {
    const cms = asn1.fromDer((await new CadesDetachedSigner(identity).sign(content)).toString('binary'));
    expect(oidOf(children(cms)[0])).toBe('1.2.840.113549.1.7.2');
    const signedData = children(children(cms)[1])[0];
    const signerInfo = children(children(signedData)[4])[0];
    const [, , , signedAttributes, , signature] = children(signerInfo);
    const attributes = new Map(children(signedAttributes).map((a) => [oidOf(children(a)[0]), children(children(a)[1])[0]]));
    expect([...attributes.keys()].sort()).toEqual(['1.2.840.113549.1.9.16.2.47', '1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4']);
    expect(bytes(attributes.get('1.2.840.113549.1.9.4') as Asn1)).toEqual(createHash('sha256').update(content).digest());
    const certificateDer = Buffer.from(asn1.toDer(forge.pki.certificateToAsn1(identity.certificate)).getBytes(), 'binary');
    const essCertId = children(children(children(attributes.get('1.2.840.113549.1.9.16.2.47') as Asn1)[0])[0])[0];
    expect(bytes(essCertId)).toEqual(createHash('sha256').update(certificateDer).digest());

    // the signature is over the DER of the attributes as a SET (tag 0x31 in place of [0])
    const encoded = Buffer.from(asn1.toDer(signedAttributes).getBytes(), 'binary');
    const signedBytes = Buffer.concat([Buffer.from([0x31]), encoded.subarray(1)]);
    const publicKey = forge.pki.publicKeyToPem(identity.certificate.publicKey);
    expect(verify('sha256', signedBytes, publicKey, bytes(signature))).toBe(true);
  });

  it('gives the same signature for the same bytes', async () => {
    const signer = new CadesDetachedSigner(identity);
    expect((await signer.sign(content)).equals(await signer.sign(content))).toBe(true);
  });
});
