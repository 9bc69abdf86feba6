import { DEFAULT_SCRYPT, ScryptPasswordHasher } from './scrypt.password-hasher';

describe('ScryptPasswordHasher', () => {
  const fast = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

  it('stores scrypt$N$r$p$salt$hash with a fresh salt, and verifies only the same password', async () => {
    const first = await fast.hash('correct horse battery');
    const second = await fast.hash('correct horse battery');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await fast.verify('correct horse battery', first)).toBe(true);
    expect(await fast.verify('correct horse batterY', first)).toBe(false);
    expect(await fast.verify('', first)).toBe(false);
  });

  it('uses N=2^15, r=8, p=1 by default, and verifies a hash made with other parameters', async () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 32768, r: 8, p: 1 });
    const strong = new ScryptPasswordHasher();
    const hash = await strong.hash('a long enough password');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await fast.verify('a long enough password', hash)).toBe(true);
    expect(await strong.verify('a long enough password', await fast.hash('a long enough password'))).toBe(true);
  });

  it('answers false, not an error, for a stored value it cannot read or that would cost too much', async () => {
    const hash = await fast.hash('password of twelve');
    const [, , r, p, salt, key] = hash.split('$');
    for (const stored of ['', 'plain', 'bcrypt$2b$10$abc', `scrypt$1000$${r}$${p}$${salt}$${key}`, `scrypt$${2 ** 24}$${r}$${p}$${salt}$${key}`, `scrypt$1024$${r}$${p}$${salt}$!!`]) {
      expect(await fast.verify('password of twelve', stored)).toBe(false);
    }
  });

  it('refuses parameters that are not a power of two or need more than 64 MB', () => {
    expect(() => new ScryptPasswordHasher({ N: 1000, r: 8, p: 1 })).toThrow();
    expect(() => new ScryptPasswordHasher({ N: 2 ** 17, r: 8, p: 1 })).toThrow();
  });
});
