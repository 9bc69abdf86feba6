import forge from 'node-forge';

/** A signing key and its certificate chain, read from a PKCS#12. */
export interface SigningIdentity {
  readonly privateKeyPem: string;
  readonly certificate: forge.pki.Certificate;
  /** Every certificate of the file, the signer's first. */
  readonly chain: readonly forge.pki.Certificate[];
}

/** Reads the key and the certificate that matches it; throws a message without the passphrase. */
export function readPkcs12(p12: Uint8Array, passphrase: string): SigningIdentity {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(Buffer.from(p12).toString('binary')), false, passphrase);
  } catch (error) {
    throw new Error(`The report signing PKCS#12 cannot be read (wrong password or not a PKCS#12): ${(error as Error).message}`);
  }
  const keyBags = [
    ...(parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('The report signing PKCS#12 holds no private key.');
  const certificates = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!certificate) throw new Error('The report signing PKCS#12 holds no certificate for its private key.');
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificate,
    chain: [certificate, ...certificates.filter((cert) => cert !== certificate)],
  };
}
