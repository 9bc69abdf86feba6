import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
/** 32 bytes in base64: 43 characters and one `=` of padding (optional; the URL-safe alphabet is read too). */
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

export const CREDENTIALS_KEY_FILE = 'credentials.key';

/**
 * The 32-byte key that seals platform sessions: `CREDENTIALS_KEY` (base64 or hex) when set, otherwise
 * `<dataDir>/credentials.key`, created with 32 random bytes (mode 0600) on first use.
 * Every process that shares a database must use the same key, so several hosts need `CREDENTIALS_KEY`.
 */
export function loadCredentialsKey(env: Record<string, string | undefined>, dataDir: string): Buffer {
  const configured = env.CREDENTIALS_KEY?.trim();
  if (configured) return parseCredentialsKey(configured);
  const file = join(dataDir, CREDENTIALS_KEY_FILE);
  if (!existsSync(file)) createKeyFile(dataDir, file);
  const key = readFileSync(file);
  if (key.length !== KEY_BYTES) {
    throw new Error(`${file} must hold exactly ${KEY_BYTES} bytes (it holds ${key.length}); restore it or set CREDENTIALS_KEY.`);
  }
  return key;
}

/** The key `loadCredentialsKey` would use, or null where it would make a new one (a restore must never do that). */
export function existingCredentialsKey(env: Record<string, string | undefined>, dataDir: string): Buffer | null {
  if (!env.CREDENTIALS_KEY?.trim() && !existsSync(join(dataDir, CREDENTIALS_KEY_FILE))) return null;
  return loadCredentialsKey(env, dataDir);
}

/**
 * Writes the key beside the target and links it into place: the link either creates a complete file
 * or fails because another process got there first, whose key then wins. Nobody reads a half-written key.
 */
function createKeyFile(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, randomBytes(KEY_BYTES), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** Never echoes the value: it is a secret. */
function parseCredentialsKey(value: string): Buffer {
  if (HEX_KEY.test(value)) return Buffer.from(value, 'hex');
  if (BASE64_KEY.test(value)) {
    const key = Buffer.from(value, 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  throw new Error(
    `CREDENTIALS_KEY must be exactly ${KEY_BYTES} bytes written as base64 (44 characters) or hex (64 characters); ` +
      `got ${value.length} characters that are neither.`,
  );
}
