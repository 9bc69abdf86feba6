import { ERROR_CATALOGUE, isErrorCode } from '@gig/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { platformFailureCodes } from '../docs/platform-failure-codes';
import { httpStatusOf } from './error-statuses';
import { isWireOnlyCode, WIRE_ONLY_ERRORS } from './wire-only-errors';

const GUIDE = readFileSync(join(__dirname, '../../../../../docs/guide/concepts.md'), 'utf8');
/** The documentation's error table (docs/guide/concepts.md): `| HTTP | code | when |` rows of the section "## Errors". */
const section = GUIDE.slice(GUIDE.indexOf('## Errors'), GUIDE.indexOf('\n## ', GUIDE.indexOf('## Errors')));
const DOCUMENT = JSON.parse(readFileSync(join(__dirname, '../../../../../docs/openapi.json'), 'utf8')) as { paths: object };
const rows = [...section.matchAll(/^\| (\d{3}) \| `(\w+)` \| (.+) \|$/gm)].map(([, status, code, when]) => ({ status: Number(status), code, when }));

/** Every `error.code` enum value of the document. */
function documentedCodes(node: unknown, found = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return found;
  const record = node as Record<string, unknown>;
  const code = (record['code'] as { enum?: unknown[] } | undefined)?.enum;
  if (record['message'] && Array.isArray(code)) code.forEach((value) => found.add(String(value)));
  Object.values(record).forEach((value) => documentedCodes(value, found));
  return found;
}

describe('the error table of the Concepts guide', () => {
  it('lists every code the API answers on its own (a platform’s codes are the sandbox section’s)', () => {
    const platforms = new Set<string>(platformFailureCodes());
    const own = [...documentedCodes(DOCUMENT.paths)].filter((code) => !platforms.has(code)).sort();
    expect(own.filter((code) => !rows.some((row) => row.code === code))).toEqual([]);
  });

  it.each(rows.map((row) => [`${row.status} ${row.code}`, row] as const))('gives %s the status of the code → status table', (_name, row) => {
    const expected = isWireOnlyCode(row.code) ? WIRE_ONLY_ERRORS[row.code].status : isErrorCode(row.code) ? httpStatusOf(row.code) : 'not a catalogue code';
    expect(row.status).toBe(expected);
  });

  it('counts the catalogue right', () => {
    expect(section).toContain(`holds all ${Object.keys(ERROR_CATALOGUE).length}`);
  });
});
