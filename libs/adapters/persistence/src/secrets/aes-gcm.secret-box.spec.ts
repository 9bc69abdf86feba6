import { createDecipheriv, randomBytes } from 'node:crypto';
import { DomainError } from '@gig/domain';
import { AesGcmSecretBox } from './aes-gcm.secret-box';

const KEY = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');

function expectFailure(run: () => unknown) {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DomainError);
  expect(caught).toMatchObject({ code: 'failed_to_encrypt_data' });
}

/** Changes one character of a base64 part, keeping it valid base64 of the same length. */
function flip(part: string): string {
  return (part[0] === 'A' ? 'B' : 'A') + part.slice(1);
}

describe('AesGcmSecretBox', () => {
  const box = new AesGcmSecretBox(KEY);

  it('opens what it sealed', () => {
    for (const text of ['', 'token', '{"session":"ñ✓ 🚕","n":1}', 'x'.repeat(100_000)]) {
      expect(box.open(box.seal(text))).toBe(text);
    }
  });

  it('writes v1.<iv>.<tag>.<ciphertext> in base64, AES-256-GCM with a 12-byte IV and a 16-byte tag', () => {
    const sealed = box.seal('session-token');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    const [, iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
    expect(iv).toHaveLength(12);
    expect(tag).toHaveLength(16);
    const decipher = createDecipheriv('aes-256-gcm', KEY, iv);
    decipher.setAuthTag(tag);
    expect(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')).toBe('session-token');
  });

  it('uses a fresh IV for every seal', () => {
    const sealed = Array.from({ length: 20 }, () => box.seal('same'));
    expect(new Set(sealed.map((text) => text.split('.')[1])).size).toBe(20);
  });

  it('refuses a text changed in its IV, tag or ciphertext', () => {
    const parts = box.seal('session-token').split('.');
    for (const index of [1, 2, 3]) {
      const changed = parts.map((part, i) => (i === index ? flip(part) : part)).join('.');
      expectFailure(() => box.open(changed));
    }
  });

  it('refuses a text sealed with another key', () => {
    const other = new AesGcmSecretBox(randomBytes(32));
    expectFailure(() => box.open(other.seal('session-token')));
  });

  it('refuses what is not a sealed text', () => {
    const [, iv, tag, ciphertext] = box.seal('session-token').split('.');
    const malformed = [
      '',
      'session-token',
      `v2.${iv}.${tag}.${ciphertext}`,
      `v1.${iv}.${tag}`,
      `v1.${iv}.${tag}.${ciphertext}.extra`,
      `v1.${iv}.${tag}.${ciphertext}!`,
      `v1.${Buffer.alloc(8).toString('base64')}.${tag}.${ciphertext}`,
      `v1.${iv}.${Buffer.alloc(12).toString('base64')}.${ciphertext}`,
    ];
    for (const text of malformed) expectFailure(() => box.open(text));
    expectFailure(() => box.open(undefined as unknown as string));
  });

  it('refuses to seal a string that UTF-8 cannot carry', () => {
    expectFailure(() => box.seal('broken \uD83D surrogate'));
    expectFailure(() => box.seal(42 as unknown as string));
  });

  it('needs a 32-byte key', () => {
    expect(() => new AesGcmSecretBox(randomBytes(16))).toThrow(/32-byte key/);
  });

  it('seals bytes as 0x01, a 12-byte IV, a 16-byte tag and the ciphertext, and opens them byte for byte', () => {
    const file = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);
    const sealed = box.sealBytes(file);
    expect(sealed[0]).toBe(1);
    expect(sealed).toHaveLength(1 + 12 + 16 + file.length);
    expect(Buffer.from(sealed).includes(Buffer.from(file.subarray(0, 64)))).toBe(false);
    expect(box.openBytes(sealed)).toEqual(file);
    expect(box.openBytes(box.sealBytes(new Uint8Array(0)))).toEqual(new Uint8Array(0));
    const decipher = createDecipheriv('aes-256-gcm', KEY, sealed.subarray(1, 13));
    decipher.setAuthTag(sealed.subarray(13, 29));
    expect(new Uint8Array(Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]))).toEqual(file);
  });

  it('refuses bytes changed anywhere, cut short, of another version or sealed with another key', () => {
    const sealed = box.sealBytes(Uint8Array.from([1, 2, 3, 4]));
    for (const at of [0, 5, 20, sealed.length - 1]) {
      const changed = Uint8Array.from(sealed);
      changed[at] ^= 0x01;
      expectFailure(() => box.openBytes(changed));
    }
    expectFailure(() => box.openBytes(sealed.subarray(0, 28)));
    expectFailure(() => new AesGcmSecretBox(randomBytes(32)).openBytes(sealed));
  });
});
