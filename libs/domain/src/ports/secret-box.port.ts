/** Encrypts what must be kept at rest but never read by people (platform session tokens). */
export interface SecretBox {
  /** Fails with `failed_to_encrypt_data`. */
  seal(plaintext: string): string;
  /** Fails with `failed_to_encrypt_data` for a tampered text or another key. */
  open(sealed: string): string;
}
