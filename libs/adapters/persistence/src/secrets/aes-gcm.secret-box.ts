import { Cipher, createCipheriv, createDecipheriv, Decipher, randomBytes } from 'node:crypto';
import { DomainError, SecretBox } from '@gig/domain';

const VERSION = 'v1';
/** The first byte of sealed bytes: `0x01`, then the IV, the tag and the ciphertext. */
const BYTES_VERSION = 0x01;
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BYTES_HEADER = 1 + IV_BYTES + TAG_BYTES;
/** Bytes go through the cipher this much at a time, straight into the result: a file is never copied whole in between. */
const SLICE_BYTES = 64 * 1024;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** A lone UTF-16 surrogate would not survive the trip through UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * AES-256-GCM with a fresh random 12-byte IV per seal: `v1.<base64 iv>.<base64 tag>.<base64 ciphertext>`.
 * The tag authenticates the text: a changed character, or another key, fails to open. Bytes (an uploaded file) are
 * sealed the same way, as `0x01 ‖ iv ‖ tag ‖ ciphertext`.
 */
export class AesGcmSecretBox implements SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`AesGcmSecretBox needs a ${KEY_BYTES}-byte key (got ${key.length} bytes).`);
    this.key = Buffer.from(key);
  }

  seal(plaintext: string): string {
    try {
      if (typeof plaintext !== 'string' || LONE_SURROGATE.test(plaintext)) throw new Error('not a well-formed string');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join('.');
    } catch {
      throw new DomainError('failed_to_encrypt_data');
    }
  }

  open(sealed: string): string {
    try {
      const parts = typeof sealed === 'string' ? sealed.split('.') : [];
      if (parts.length !== 4 || parts[0] !== VERSION || !parts.slice(1).every((part) => BASE64.test(part))) {
        throw new Error('not a sealed text');
      }
      const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64'));
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('bad iv or tag');
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new DomainError('failed_to_encrypt_data');
    }
  }

  sealBytes(plaintext: Uint8Array): Uint8Array {
    try {
      if (!(plaintext instanceof Uint8Array)) throw new Error('not bytes');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
      const sealed = new Uint8Array(BYTES_HEADER + plaintext.byteLength);
      sealed[0] = BYTES_VERSION;
      sealed.set(iv, 1);
      cipherInto(cipher, plaintext, sealed, BYTES_HEADER);
      sealed.set(cipher.getAuthTag(), 1 + IV_BYTES);
      return sealed;
    } catch {
      throw new DomainError('failed_to_encrypt_data');
    }
  }

  openBytes(sealed: Uint8Array): Uint8Array {
    try {
      if (!(sealed instanceof Uint8Array) || sealed.length < BYTES_HEADER || sealed[0] !== BYTES_VERSION) throw new Error('not sealed bytes');
      const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(1, 1 + IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, BYTES_HEADER));
      const plaintext = new Uint8Array(sealed.length - BYTES_HEADER);
      cipherInto(decipher, sealed.subarray(BYTES_HEADER), plaintext, 0);
      return plaintext;
    } catch {
      throw new DomainError('failed_to_encrypt_data');
    }
  }
}

/** Writes what the cipher makes of `input` into `out` from `at`, a slice at a time; the output must fill `out` exactly. */
function cipherInto(cipher: Cipher | Decipher, input: Uint8Array, out: Uint8Array, at: number): void {
  let written = at;
  for (let start = 0; start < input.byteLength; start += SLICE_BYTES) {
    const piece = cipher.update(input.subarray(start, start + SLICE_BYTES));
    out.set(piece, written);
    written += piece.length;
  }
  const last = cipher.final();
  out.set(last, written);
  if (written + last.length !== out.length) throw new Error('the cipher wrote another length');
}
