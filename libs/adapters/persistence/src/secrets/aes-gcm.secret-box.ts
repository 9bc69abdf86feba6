import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DomainError, SecretBox } from '@gig/domain';

const VERSION = 'v1';
/** The first byte of sealed bytes: `0x01`, then the IV, the tag and the ciphertext. */
const BYTES_VERSION = 0x01;
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
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
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return new Uint8Array(Buffer.concat([Buffer.from([BYTES_VERSION]), iv, cipher.getAuthTag(), ciphertext]));
    } catch {
      throw new DomainError('failed_to_encrypt_data');
    }
  }

  openBytes(sealed: Uint8Array): Uint8Array {
    try {
      if (!(sealed instanceof Uint8Array) || sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== BYTES_VERSION) throw new Error('not sealed bytes');
      const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(1, 1 + IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
      return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]));
    } catch {
      throw new DomainError('failed_to_encrypt_data');
    }
  }
}
