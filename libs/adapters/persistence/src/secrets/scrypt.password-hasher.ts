import type { PasswordHasher } from '@gig/domain';
import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';

export interface ScryptParameters {
  /** CPU and memory cost, a power of two (default 2^15). */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const MAX_MEMORY = 64 * 1024 * 1024;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const ENCODED = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{16,128})$/;

function derive(password: string, salt: Buffer, length: number, { N, r, p }: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

const isPowerOfTwo = (n: number) => n > 1 && (n & (n - 1)) === 0;

/**
 * scrypt from node:crypto (on libuv's thread pool), stored as `scrypt$N$r$p$salt$hash` (base64url), so that
 * hashes made with other parameters still verify. Tests may pass a lower N.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly parameters: ScryptParameters = DEFAULT_SCRYPT) {
    if (!isPowerOfTwo(parameters.N) || 128 * parameters.N * parameters.r >= MAX_MEMORY) throw new Error('scrypt N must be a power of two within 64 MB');
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, KEY_BYTES, this.parameters);
    const { N, r, p } = this.parameters;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const match = ENCODED.exec(stored);
    if (!match) return false;
    const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (!isPowerOfTwo(N) || r < 1 || p < 1 || p > 16 || 128 * N * r >= MAX_MEMORY) return false;
    const expected = Buffer.from(match[5], 'base64url');
    const actual = await derive(password, Buffer.from(match[4], 'base64url'), expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  }
}
