/** Encrypts what must be kept at rest but never read by people (platform session tokens, uploaded files). */
export interface SecretBox {
  /** Fails with `failed_to_encrypt_data`. */
  seal(plaintext: string): string;
  /** Fails with `failed_to_encrypt_data` for a tampered text or another key. */
  open(sealed: string): string;
  /** Seals a file's bytes with the same key. Fails with `failed_to_encrypt_data`. */
  sealBytes(plaintext: Uint8Array): Uint8Array;
  /** Fails with `failed_to_encrypt_data` for tampered bytes or another key. */
  openBytes(sealed: Uint8Array): Uint8Array;
}
