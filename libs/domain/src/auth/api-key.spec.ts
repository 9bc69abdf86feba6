import { createHash } from 'node:crypto';
import { apiKeyPrefix, generateApiKey, hashApiKey, KEY_PREFIX_LENGTH } from './api-key';

describe('generateApiKey', () => {
  it('writes a private sandbox key as sk_sandbox_ and 32 alphanumerics', () => {
    expect(generateApiKey('private', 'sandbox')).toMatch(/^sk_sandbox_[A-Za-z0-9]{32}$/);
  });

  it('tags public and live keys', () => {
    expect(generateApiKey('public', 'sandbox')).toMatch(/^pk_sandbox_[A-Za-z0-9]{32}$/);
    expect(generateApiKey('private', 'live')).toMatch(/^sk_live_[A-Za-z0-9]{32}$/);
    expect(generateApiKey('public', 'live')).toMatch(/^pk_live_[A-Za-z0-9]{32}$/);
  });

  it('draws every character uniformly: the 8 a byte modulo 62 would favour by 25% come no more often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4_000; i++) for (const char of generateApiKey('private', 'sandbox').slice('sk_sandbox_'.length)) counts.set(char, (counts.get(char) ?? 0) + 1);
    const mean = (chars: string) => [...chars].reduce((sum, char) => sum + (counts.get(char) ?? 0), 0) / chars.length;
    // 128,000 characters, ~2,065 each: a biased generator puts 'a'…'h' near 2,500 (ratio 1.25); chance alone stays within ±4%.
    expect(mean('abcdefgh') / mean('ijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')).toBeLessThan(1.08);
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 50 }, () => generateApiKey('private', 'sandbox')));
    expect(keys.size).toBe(50);
  });
});

describe('hashApiKey', () => {
  it('is the sha256 hex digest of the key', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const key = generateApiKey('private', 'sandbox');
    expect(hashApiKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
  });

  it('is deterministic and differs between keys', () => {
    const key = generateApiKey('private', 'sandbox');
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toBe(hashApiKey(`${key}x`));
  });
});

describe('apiKeyPrefix', () => {
  it(`keeps the first ${KEY_PREFIX_LENGTH} characters`, () => {
    const key = generateApiKey('private', 'sandbox');
    expect(KEY_PREFIX_LENGTH).toBe(16);
    expect(apiKeyPrefix(key)).toHaveLength(KEY_PREFIX_LENGTH);
    expect(key.startsWith(apiKeyPrefix(key))).toBe(true);
    expect(apiKeyPrefix(key).startsWith('sk_sandbox_')).toBe(true);
  });

  it('does not reveal most of the secret part', () => {
    const key = generateApiKey('private', 'sandbox');
    expect(key.length - apiKeyPrefix(key).length).toBeGreaterThanOrEqual(27);
  });
});
