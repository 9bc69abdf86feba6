import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CREDENTIALS_KEY_FILE, loadCredentialsKey } from './credentials-key';

describe('loadCredentialsKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'credentials-key-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const key = randomBytes(32);

  it('takes CREDENTIALS_KEY written in hex or base64, and then writes no file', () => {
    expect(loadCredentialsKey({ CREDENTIALS_KEY: key.toString('hex') }, dir)).toEqual(key);
    expect(loadCredentialsKey({ CREDENTIALS_KEY: key.toString('hex').toUpperCase() }, dir)).toEqual(key);
    expect(loadCredentialsKey({ CREDENTIALS_KEY: ` ${key.toString('base64')}\n` }, dir)).toEqual(key);
    expect(loadCredentialsKey({ CREDENTIALS_KEY: key.toString('base64').replace(/=$/, '') }, dir)).toEqual(key);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a CREDENTIALS_KEY that is not 32 bytes, naming the variable but never the value', () => {
    const bad = ['secret-passphrase', randomBytes(31).toString('hex'), randomBytes(31).toString('base64'), randomBytes(33).toString('base64'), `${key.toString('hex')}00`];
    for (const value of bad) {
      let message = '';
      try {
        loadCredentialsKey({ CREDENTIALS_KEY: value }, dir);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/CREDENTIALS_KEY/);
      expect(message).not.toContain(value);
    }
  });

  it('creates <dataDir>/credentials.key with 32 random bytes, readable by its owner only, and reads it back', () => {
    const dataDir = join(dir, 'nested', 'data');
    const created = loadCredentialsKey({}, dataDir);
    const file = join(dataDir, CREDENTIALS_KEY_FILE);
    expect(created).toHaveLength(32);
    expect(readFileSync(file)).toEqual(created);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadCredentialsKey({ CREDENTIALS_KEY: '  ' }, dataDir)).toEqual(created);
    expect(readdirSync(dataDir)).toEqual([CREDENTIALS_KEY_FILE]);
    expect(loadCredentialsKey({}, join(dir, 'elsewhere'))).not.toEqual(created);
  });

  it('refuses a key file that does not hold 32 bytes', () => {
    writeFileSync(join(dir, CREDENTIALS_KEY_FILE), randomBytes(16));
    expect(() => loadCredentialsKey({}, dir)).toThrow(new RegExp(`${CREDENTIALS_KEY_FILE}.*32 bytes.*CREDENTIALS_KEY`));
  });
});
