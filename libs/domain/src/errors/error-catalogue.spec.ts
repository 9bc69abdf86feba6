import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ERROR_CATALOGUE, ErrorCode, errorDefinition, isErrorCode } from './error-catalogue';

const SPEC_FILE = 'gig-earnings-service-spec.md';

function findWorkspaceRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No nx.json above ${from}`);
    dir = parent;
  }
  return dir;
}

function specPath(): string {
  const root = findWorkspaceRoot(__dirname);
  const shared = join(root, '..', 'shared', 'spec', SPEC_FILE);
  return existsSync(shared) ? shared : join(root, 'docs', 'spec', SPEC_FILE);
}

/** The codes of the section 7.1 table (a code may be listed twice). */
function specCodes(): Set<string> {
  const lines = readFileSync(specPath(), 'utf8').split(/\r?\n/);
  const start = lines.findIndex((line) => /^###\s+7\.1\b/.test(line));
  if (start < 0) throw new Error('Section 7.1 not found in the spec');
  const end = lines.findIndex((line, i) => i > start && /^#{2,3}\s/.test(line));
  const codes = new Set<string>();
  for (const line of lines.slice(start + 1, end < 0 ? undefined : end)) {
    if (!line.startsWith('|')) continue;
    const code = line.split('|')[1].trim();
    if (code !== 'Code' && !/^-+$/.test(code)) codes.add(code);
  }
  return codes;
}

describe('ERROR_CATALOGUE', () => {
  const catalogueCodes = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

  it('holds exactly the 86 codes of spec section 7.1', () => {
    const spec = specCodes();
    expect(spec.size).toBe(86);
    expect([...catalogueCodes].sort()).toEqual([...spec].sort());
  });

  it('keeps USER_NOT_FOUND in upper case', () => {
    expect(isErrorCode('USER_NOT_FOUND')).toBe(true);
    expect(isErrorCode('user_not_found')).toBe(false);
  });

  it('writes every other code in lowercase snake_case', () => {
    const offenders = catalogueCodes.filter(
      (code) => code !== 'USER_NOT_FOUND' && !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(code),
    );
    expect(offenders).toEqual([]);
  });

  it('gives every code a non-empty default message', () => {
    const empty = catalogueCodes.filter((code) => ERROR_CATALOGUE[code].message.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps both spellings of the retry-ceiling code (spec section 8)', () => {
    expect(isErrorCode('proxy_max_retries_exeeded')).toBe(true);
    expect(isErrorCode('proxy_max_retries_exceeded')).toBe(true);
  });
});

describe('errorDefinition / isErrorCode', () => {
  it('returns the code and message of a catalogue entry', () => {
    expect(errorDefinition('service_unavailable')).toEqual({
      code: 'service_unavailable',
      message: ERROR_CATALOGUE.service_unavailable.message,
    });
  });

  it('rejects unknown codes and inherited object properties', () => {
    for (const value of ['not_a_code', '', 'toString', '__proto__', 'constructor', 'BAD_REQUEST']) {
      expect(isErrorCode(value)).toBe(false);
    }
  });
});
